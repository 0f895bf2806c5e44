/**
 * The GHS hazard classes and their categories (UN GHS Rev. 10 Parts 2–4), each category with the label elements
 * Annex 1 assigns to it, and the EU-only classes CLP added in 2023 (Delegated Regulation (EU) 2023/707). A
 * classification names a class by its id and a category as the regulation writes it ("2", "1B", "Type C").
 *
 * A category can carry two pictograms (self-reactive Type B: exploding bomb and flame) and two hazard statements
 * (aerosols: H222 and H229), so both are lists; a category with no label elements (Type G) has empty ones.
 * `clpCode` is the hazard class and category code of CLP Annex VI ("Flam. Liq. 2"), null where CLP has none: Rev. 10's
 * explosives categories, chemicals under pressure, and the GHS categories the EU did not take up (flammable liquids 4,
 * acute toxicity 5, skin irritation 3, eye irritation 2A/2B, aspiration hazard 2, aquatic acute 2 and 3).
 */
import type { PictogramCode, SignalWord } from "./pictograms";

type Words = { en: string; ar: string };

export type HazardCategory = {
  /** As the regulation writes it, without the word "Category": "1", "1A", "2A", "Type B", "Compressed gas". */
  category: string;
  name: Words;
  clpCode: string | null;
  hazardStatements: readonly string[];
  pictograms: readonly PictogramCode[];
  signalWord: SignalWord | null;
};

export type HazardClass = {
  /** Kebab-case, stable: stored with a product's classification. */
  id: string;
  name: Words;
  kind: "physical" | "health" | "environmental";
  /** "CLP" for the EU-only classes, which are not part of the GHS. */
  source: "GHS" | "CLP";
  categories: readonly HazardCategory[];
};

/** A category's display name: "Category 1" for numbered ones, "Type A" for lettered ones, else given. */
function nameOf(category: string): Words {
  if (/^\d[A-C]?$/.test(category)) return { en: `Category ${category}`, ar: `الفئة ${category}` };
  const type = /^Type ([A-G])$/.exec(category);
  if (type) return { en: category, ar: `النوع ${type[1]}` };
  throw new Error(`No name for category ${category}`);
}

function cat(category: string, clpCode: string | null, hazardStatements: string[], pictograms: PictogramCode[], signalWord: SignalWord | null, name?: Words): HazardCategory {
  return { category, name: name ?? nameOf(category), clpCode, hazardStatements, pictograms, signalWord };
}

const ghs = (id: string, kind: HazardClass["kind"], en: string, ar: string, categories: HazardCategory[]): HazardClass => ({ id, name: { en, ar }, kind, source: "GHS", categories });
const clp = (id: string, kind: HazardClass["kind"], en: string, ar: string, categories: HazardCategory[]): HazardClass => ({ id, name: { en, ar }, kind, source: "CLP", categories });

/** Self-reactive substances and organic peroxides share their types' label elements (Rev. 10 Tables 2.8.1, 2.15.1). */
const reactiveTypes = (clpPrefix: string) => [
  cat("Type A", `${clpPrefix} A`, ["H240"], ["GHS01"], "danger"),
  cat("Type B", `${clpPrefix} B`, ["H241"], ["GHS01", "GHS02"], "danger"),
  cat("Type C", `${clpPrefix} CD`, ["H242"], ["GHS02"], "danger"),
  cat("Type D", `${clpPrefix} CD`, ["H242"], ["GHS02"], "danger"),
  cat("Type E", `${clpPrefix} EF`, ["H242"], ["GHS02"], "warning"),
  cat("Type F", `${clpPrefix} EF`, ["H242"], ["GHS02"], "warning"),
  cat("Type G", `${clpPrefix} G`, [], [], null),
];

/** Acute toxicity by one route: the same pictograms and signal words, that route's statements (Rev. 10 Table 3.1.3). */
const acuteToxicity = (fatal: string, toxic: string, harmful: string, mayBeHarmful: string) => [
  cat("1", "Acute Tox. 1", [fatal], ["GHS06"], "danger"),
  cat("2", "Acute Tox. 2", [fatal], ["GHS06"], "danger"),
  cat("3", "Acute Tox. 3", [toxic], ["GHS06"], "danger"),
  cat("4", "Acute Tox. 4", [harmful], ["GHS07"], "warning"),
  cat("5", null, [mayBeHarmful], [], "warning"),
];

const PHYSICAL: HazardClass[] = [
  // Rev. 10's explosives chapter: Category 1 and Sub-categories 2A–2C replace the unstable explosives and Divisions 1.1–1.6.
  ghs("explosives", "physical", "Explosives", "المتفجرات", [
    cat("1", null, ["H209"], ["GHS01"], "danger"),
    cat("2A", null, ["H209"], ["GHS01"], "danger", { en: "Sub-category 2A", ar: "الفئة الفرعية 2A" }),
    cat("2B", null, ["H204"], ["GHS01"], "warning", { en: "Sub-category 2B", ar: "الفئة الفرعية 2B" }),
    cat("2C", null, ["H204"], ["GHS07"], "warning", { en: "Sub-category 2C", ar: "الفئة الفرعية 2C" }),
  ]),
  ghs("flammable-gases", "physical", "Flammable gases", "الغازات اللهوبة", [
    cat("1A", "Flam. Gas 1A", ["H220"], ["GHS02"], "danger"),
    cat("Pyrophoric gas", "Pyr. Gas", ["H220", "H232"], ["GHS02"], "danger", { en: "Category 1A, pyrophoric gas", ar: "الفئة 1A، غاز تلقائي الاشتعال" }),
    cat("Chemically unstable gas A", "Chem. Unst. Gas A", ["H220", "H230"], ["GHS02"], "danger", { en: "Category 1A, chemically unstable gas A", ar: "الفئة 1A، غاز غير مستقر كيميائياً A" }),
    cat("Chemically unstable gas B", "Chem. Unst. Gas B", ["H220", "H231"], ["GHS02"], "danger", { en: "Category 1A, chemically unstable gas B", ar: "الفئة 1A، غاز غير مستقر كيميائياً B" }),
    cat("1B", "Flam. Gas 1B", ["H221"], ["GHS02"], "danger"),
    cat("2", "Flam. Gas 2", ["H221"], [], "warning"),
  ]),
  ghs("aerosols", "physical", "Aerosols", "الأيروسولات", [
    cat("1", "Aerosol 1", ["H222", "H229"], ["GHS02"], "danger"),
    cat("2", "Aerosol 2", ["H223", "H229"], ["GHS02"], "warning"),
    cat("3", "Aerosol 3", ["H229"], [], "warning"),
  ]),
  ghs("chemicals-under-pressure", "physical", "Chemicals under pressure", "المواد الكيميائية تحت الضغط", [
    cat("1", null, ["H282"], ["GHS02", "GHS04"], "danger"),
    cat("2", null, ["H283"], ["GHS02", "GHS04"], "warning"),
    cat("3", null, ["H284"], ["GHS04"], "warning"),
  ]),
  ghs("oxidizing-gases", "physical", "Oxidizing gases", "الغازات المؤكسدة", [cat("1", "Ox. Gas 1", ["H270"], ["GHS03"], "danger")]),
  ghs("gases-under-pressure", "physical", "Gases under pressure", "الغازات تحت الضغط", [
    cat("Compressed gas", "Press. Gas (Comp.)", ["H280"], ["GHS04"], "warning", { en: "Compressed gas", ar: "غاز مضغوط" }),
    cat("Liquefied gas", "Press. Gas (Liq.)", ["H280"], ["GHS04"], "warning", { en: "Liquefied gas", ar: "غاز مسيّل" }),
    cat("Refrigerated liquefied gas", "Press. Gas (Ref. Liq.)", ["H281"], ["GHS04"], "warning", { en: "Refrigerated liquefied gas", ar: "غاز مسيّل مبرّد" }),
    cat("Dissolved gas", "Press. Gas (Diss.)", ["H280"], ["GHS04"], "warning", { en: "Dissolved gas", ar: "غاز مذاب" }),
  ]),
  ghs("flammable-liquids", "physical", "Flammable liquids", "السوائل اللهوبة", [
    cat("1", "Flam. Liq. 1", ["H224"], ["GHS02"], "danger"),
    cat("2", "Flam. Liq. 2", ["H225"], ["GHS02"], "danger"),
    cat("3", "Flam. Liq. 3", ["H226"], ["GHS02"], "warning"),
    cat("4", null, ["H227"], [], "warning"),
  ]),
  ghs("flammable-solids", "physical", "Flammable solids", "المواد الصلبة اللهوبة", [
    cat("1", "Flam. Sol. 1", ["H228"], ["GHS02"], "danger"),
    cat("2", "Flam. Sol. 2", ["H228"], ["GHS02"], "warning"),
  ]),
  ghs("self-reactive-substances", "physical", "Self-reactive substances and mixtures", "المواد والمخاليط الذاتية التفاعل", reactiveTypes("Self-react.")),
  ghs("pyrophoric-liquids", "physical", "Pyrophoric liquids", "السوائل التلقائية الاشتعال", [cat("1", "Pyr. Liq. 1", ["H250"], ["GHS02"], "danger")]),
  ghs("pyrophoric-solids", "physical", "Pyrophoric solids", "المواد الصلبة التلقائية الاشتعال", [cat("1", "Pyr. Sol. 1", ["H250"], ["GHS02"], "danger")]),
  ghs("self-heating-substances", "physical", "Self-heating substances and mixtures", "المواد والمخاليط الذاتية التسخين", [
    cat("1", "Self-heat. 1", ["H251"], ["GHS02"], "danger"),
    cat("2", "Self-heat. 2", ["H252"], ["GHS02"], "warning"),
  ]),
  ghs("emit-flammable-gases-with-water", "physical", "Substances and mixtures which, in contact with water, emit flammable gases", "المواد والمخاليط التي تطلق غازات لهوبة عند ملامستها للماء", [
    cat("1", "Water-react. 1", ["H260"], ["GHS02"], "danger"),
    cat("2", "Water-react. 2", ["H261"], ["GHS02"], "danger"),
    cat("3", "Water-react. 3", ["H261"], ["GHS02"], "warning"),
  ]),
  ghs("oxidizing-liquids", "physical", "Oxidizing liquids", "السوائل المؤكسدة", [
    cat("1", "Ox. Liq. 1", ["H271"], ["GHS03"], "danger"),
    cat("2", "Ox. Liq. 2", ["H272"], ["GHS03"], "danger"),
    cat("3", "Ox. Liq. 3", ["H272"], ["GHS03"], "warning"),
  ]),
  ghs("oxidizing-solids", "physical", "Oxidizing solids", "المواد الصلبة المؤكسدة", [
    cat("1", "Ox. Sol. 1", ["H271"], ["GHS03"], "danger"),
    cat("2", "Ox. Sol. 2", ["H272"], ["GHS03"], "danger"),
    cat("3", "Ox. Sol. 3", ["H272"], ["GHS03"], "warning"),
  ]),
  ghs("organic-peroxides", "physical", "Organic peroxides", "فوق الأكاسيد العضوية", reactiveTypes("Org. Perox.")),
  ghs("corrosive-to-metals", "physical", "Corrosive to metals", "المواد الأكّالة للمعادن", [cat("1", "Met. Corr. 1", ["H290"], ["GHS05"], "warning")]),
  ghs("desensitized-explosives", "physical", "Desensitized explosives", "المتفجرات المنزوعة الحساسية", [
    cat("1", "Desen. Expl. 1", ["H206"], ["GHS02"], "danger"),
    cat("2", "Desen. Expl. 2", ["H207"], ["GHS02"], "danger"),
    cat("3", "Desen. Expl. 3", ["H207"], ["GHS02"], "warning"),
    cat("4", "Desen. Expl. 4", ["H208"], ["GHS02"], "warning"),
  ]),
];

const HEALTH: HazardClass[] = [
  ghs("acute-toxicity-oral", "health", "Acute toxicity (oral)", "السمية الحادة (عن طريق الفم)", acuteToxicity("H300", "H301", "H302", "H303")),
  ghs("acute-toxicity-dermal", "health", "Acute toxicity (dermal)", "السمية الحادة (عن طريق الجلد)", acuteToxicity("H310", "H311", "H312", "H313")),
  ghs("acute-toxicity-inhalation", "health", "Acute toxicity (inhalation)", "السمية الحادة (عن طريق الاستنشاق)", acuteToxicity("H330", "H331", "H332", "H333")),
  ghs("skin-corrosion-irritation", "health", "Skin corrosion/irritation", "تآكل الجلد/تهيّجه", [
    cat("1", "Skin Corr. 1", ["H314"], ["GHS05"], "danger"),
    cat("1A", "Skin Corr. 1A", ["H314"], ["GHS05"], "danger"),
    cat("1B", "Skin Corr. 1B", ["H314"], ["GHS05"], "danger"),
    cat("1C", "Skin Corr. 1C", ["H314"], ["GHS05"], "danger"),
    cat("2", "Skin Irrit. 2", ["H315"], ["GHS07"], "warning"),
    cat("3", null, ["H316"], [], "warning"),
  ]),
  // "2" is the category where no sub-category is used (as in CLP); "2A" is the same category in systems that use 2A/2B.
  ghs("serious-eye-damage-eye-irritation", "health", "Serious eye damage/eye irritation", "تلف العين الشديد/تهيّج العين", [
    cat("1", "Eye Dam. 1", ["H318"], ["GHS05"], "danger"),
    cat("2", "Eye Irrit. 2", ["H319"], ["GHS07"], "warning"),
    cat("2A", null, ["H319"], ["GHS07"], "warning"),
    cat("2B", null, ["H320"], [], "warning"),
  ]),
  ghs("respiratory-sensitization", "health", "Respiratory sensitization", "التحسس التنفسي", [
    cat("1", "Resp. Sens. 1", ["H334"], ["GHS08"], "danger"),
    cat("1A", "Resp. Sens. 1A", ["H334"], ["GHS08"], "danger"),
    cat("1B", "Resp. Sens. 1B", ["H334"], ["GHS08"], "danger"),
  ]),
  ghs("skin-sensitization", "health", "Skin sensitization", "التحسس الجلدي", [
    cat("1", "Skin Sens. 1", ["H317"], ["GHS07"], "warning"),
    cat("1A", "Skin Sens. 1A", ["H317"], ["GHS07"], "warning"),
    cat("1B", "Skin Sens. 1B", ["H317"], ["GHS07"], "warning"),
  ]),
  ghs("germ-cell-mutagenicity", "health", "Germ cell mutagenicity", "الإطفار في الخلايا الجنسية", [
    cat("1A", "Muta. 1A", ["H340"], ["GHS08"], "danger"),
    cat("1B", "Muta. 1B", ["H340"], ["GHS08"], "danger"),
    cat("2", "Muta. 2", ["H341"], ["GHS08"], "warning"),
  ]),
  ghs("carcinogenicity", "health", "Carcinogenicity", "السرطنة", [
    cat("1A", "Carc. 1A", ["H350"], ["GHS08"], "danger"),
    cat("1B", "Carc. 1B", ["H350"], ["GHS08"], "danger"),
    cat("2", "Carc. 2", ["H351"], ["GHS08"], "warning"),
  ]),
  ghs("reproductive-toxicity", "health", "Reproductive toxicity", "السمية التناسلية", [
    cat("1A", "Repr. 1A", ["H360"], ["GHS08"], "danger"),
    cat("1B", "Repr. 1B", ["H360"], ["GHS08"], "danger"),
    cat("2", "Repr. 2", ["H361"], ["GHS08"], "warning"),
    cat("Lactation", "Lact.", ["H362"], [], null, { en: "Effects on or via lactation", ar: "التأثيرات على الرضاعة أو من خلالها" }),
  ]),
  // Category 3 carries one of two statements by its effect, so each effect is a category of its own here.
  ghs("specific-target-organ-toxicity-single", "health", "Specific target organ toxicity (single exposure)", "السمية الشاملة لأعضاء مستهدفة محددة (التعرض لمرة واحدة)", [
    cat("1", "STOT SE 1", ["H370"], ["GHS08"], "danger"),
    cat("2", "STOT SE 2", ["H371"], ["GHS08"], "warning"),
    cat("3 (respiratory tract irritation)", "STOT SE 3", ["H335"], ["GHS07"], "warning", { en: "Category 3, respiratory tract irritation", ar: "الفئة 3، تهيّج الجهاز التنفسي" }),
    cat("3 (narcotic effects)", "STOT SE 3", ["H336"], ["GHS07"], "warning", { en: "Category 3, narcotic effects", ar: "الفئة 3، تأثيرات مخدّرة" }),
  ]),
  ghs("specific-target-organ-toxicity-repeated", "health", "Specific target organ toxicity (repeated exposure)", "السمية الشاملة لأعضاء مستهدفة محددة (التعرض المتكرر)", [
    cat("1", "STOT RE 1", ["H372"], ["GHS08"], "danger"),
    cat("2", "STOT RE 2", ["H373"], ["GHS08"], "warning"),
  ]),
  ghs("aspiration-hazard", "health", "Aspiration hazard", "خطر الشفط", [
    cat("1", "Asp. Tox. 1", ["H304"], ["GHS08"], "danger"),
    cat("2", null, ["H305"], [], "warning"),
  ]),
  clp("endocrine-disruption-human-health", "health", "Endocrine disruption for human health", "اضطراب الغدد الصماء المؤثر في صحة الإنسان", [
    cat("1", "ED HH 1", ["EUH380"], [], "danger"),
    cat("2", "ED HH 2", ["EUH381"], [], "warning"),
  ]),
];

const ENVIRONMENTAL: HazardClass[] = [
  ghs("hazardous-to-aquatic-environment-acute", "environmental", "Hazardous to the aquatic environment, short-term (acute)", "خطر على البيئة المائية، قصير الأمد (حاد)", [
    cat("1", "Aquatic Acute 1", ["H400"], ["GHS09"], "warning"),
    cat("2", null, ["H401"], [], null),
    cat("3", null, ["H402"], [], null),
  ]),
  ghs("hazardous-to-aquatic-environment-chronic", "environmental", "Hazardous to the aquatic environment, long-term (chronic)", "خطر على البيئة المائية، طويل الأمد (مزمن)", [
    cat("1", "Aquatic Chronic 1", ["H410"], ["GHS09"], "warning"),
    cat("2", "Aquatic Chronic 2", ["H411"], ["GHS09"], null),
    cat("3", "Aquatic Chronic 3", ["H412"], [], null),
    cat("4", "Aquatic Chronic 4", ["H413"], [], null),
  ]),
  ghs("hazardous-to-ozone-layer", "environmental", "Hazardous to the ozone layer", "خطر على طبقة الأوزون", [cat("1", "Ozone 1", ["H420"], ["GHS07"], "warning")]),
  clp("endocrine-disruption-environment", "environmental", "Endocrine disruption for the environment", "اضطراب الغدد الصماء المؤثر في البيئة", [
    cat("1", "ED ENV 1", ["EUH430"], [], "danger"),
    cat("2", "ED ENV 2", ["EUH431"], [], "warning"),
  ]),
  clp("persistent-bioaccumulative", "environmental", "Persistent, bioaccumulative and toxic (PBT) or very persistent, very bioaccumulative (vPvB)", "ثابت ومتراكم أحيائياً وسام (PBT) أو شديد الثبات وشديد التراكم الأحيائي (vPvB)", [
    cat("PBT", "PBT", ["EUH440"], [], "danger", { en: "Persistent, bioaccumulative and toxic (PBT)", ar: "ثابت ومتراكم أحيائياً وسام (PBT)" }),
    cat("vPvB", "vPvB", ["EUH441"], [], "danger", { en: "Very persistent, very bioaccumulative (vPvB)", ar: "شديد الثبات وشديد التراكم الأحيائي (vPvB)" }),
  ]),
  clp("persistent-mobile", "environmental", "Persistent, mobile and toxic (PMT) or very persistent, very mobile (vPvM)", "ثابت ومتنقل وسام (PMT) أو شديد الثبات وشديد التنقل (vPvM)", [
    cat("PMT", "PMT", ["EUH450"], [], "danger", { en: "Persistent, mobile and toxic (PMT)", ar: "ثابت ومتنقل وسام (PMT)" }),
    cat("vPvM", "vPvM", ["EUH451"], [], "danger", { en: "Very persistent, very mobile (vPvM)", ar: "شديد الثبات وشديد التنقل (vPvM)" }),
  ]),
];

export const HAZARD_CLASSES: readonly HazardClass[] = [...PHYSICAL, ...HEALTH, ...ENVIRONMENTAL];
