/**
 * The precautionary statements: the P codes of UN GHS Rev. 10 Annex 3 Section 2 with their combined codes, and the
 * older codes CLP Annex IV still uses and safety data sheets carry, each with its standard English text and an Arabic
 * text. A server module, like ./hazard-statements.ts (whose header has the Arabic glossary and the caveat on it).
 *
 * English is the regulation's wording and conventions: "…" marks text the supplier fills in, "/" separates the
 * alternatives the supplier chooses from, "[…]" holds optional text. Arabic keeps the same marks, in the imperative.
 * A combined code's text is its parts' texts joined, the condition ("IF SWALLOWED:") leading, except where the
 * regulation merges two parts into one sentence (P361+P364, P362+P364).
 */
import type { Statement, StatementSource } from "./hazard-statements";

type Words = { en: string; ar: string };

const single = (source: StatementSource) => (code: string, en: string, ar: string): Statement => ({ code, en, ar, source });
const ghs = single("GHS");
const clp = single("CLP");

/** UN GHS Rev. 10, Tables A3.2.1–A3.2.5, the single statements in code order; CLP's where Rev. 10 has replaced them. */
const SINGLE: Statement[] = [
  ghs("P101", "If medical advice is needed, have product container or label at hand.", "إذا لزمت استشارة طبية، احتفظ بعبوة المنتج أو بطاقة الوسم في متناول اليد."),
  ghs("P102", "Keep out of reach of children.", "احفظه بعيداً عن متناول الأطفال."),
  ghs("P103", "Read carefully and follow all instructions.", "اقرأ جميع التعليمات بعناية واتبعها."),
  // Rev. 10 replaced P201 and P202 by P203; CLP Annex IV still assigns them.
  clp("P201", "Obtain special instructions before use.", "احصل على تعليمات خاصة قبل الاستخدام."),
  clp("P202", "Do not handle until all safety precautions have been read and understood.", "لا تتعامل مع المنتج قبل قراءة جميع احتياطات السلامة وفهمها."),
  ghs("P203", "Obtain, read and follow all safety instructions before use.", "احصل على جميع تعليمات السلامة واقرأها واتبعها قبل الاستخدام."),
  ghs("P210", "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.", "احفظه بعيداً عن الحرارة والأسطح الساخنة والشرر واللهب المكشوف ومصادر الاشتعال الأخرى. ممنوع التدخين."),
  ghs("P211", "Do not spray on an open flame or other ignition source.", "لا ترشّه على لهب مكشوف أو أي مصدر اشتعال آخر."),
  ghs("P212", "Avoid heating under confinement or reduction of the desensitizing agent.", "تجنّب تسخينه في حيز مغلق أو إنقاص عامل إزالة الحساسية."),
  ghs("P220", "Keep away from clothing and other combustible materials.", "احفظه بعيداً عن الملابس والمواد الأخرى القابلة للاحتراق."),
  ghs("P222", "Do not allow contact with air.", "لا تسمح بملامسته للهواء."),
  ghs("P223", "Do not allow contact with water.", "لا تسمح بملامسته للماء."),
  ghs("P230", "Keep wetted with …", "احفظه مبللاً بـ…"),
  ghs("P231", "Handle and store contents under inert gas/…", "تعامل مع المحتويات وخزّنها تحت غاز خامل/…"),
  ghs("P232", "Protect from moisture.", "احمه من الرطوبة."),
  ghs("P233", "Keep container tightly closed.", "احفظ العبوة محكمة الإغلاق."),
  ghs("P234", "Keep only in original packaging.", "احفظه في عبوته الأصلية فقط."),
  ghs("P235", "Keep cool.", "احفظه في مكان بارد."),
  ghs("P236", "Keep only in original packaging; Division … in the transport configuration.", "احفظه في عبوته الأصلية فقط؛ القسم … في تهيئة النقل."),
  ghs("P240", "Ground and bond container and receiving equipment.", "أرّض العبوة ومعدات الاستلام واربطها كهربائياً."),
  ghs("P241", "Use explosion-proof [electrical/ventilating/lighting/…] equipment.", "استخدم معدات [كهربائية/تهوية/إضاءة/…] مقاومة للانفجار."),
  ghs("P242", "Use non-sparking tools.", "استخدم أدوات لا تُحدث شرراً."),
  ghs("P243", "Take action to prevent static discharges.", "اتخذ الإجراءات اللازمة لمنع التفريغ الكهربائي الساكن."),
  ghs("P244", "Keep valves and fittings free from oil and grease.", "احفظ الصمامات والتجهيزات خالية من الزيت والشحم."),
  ghs("P250", "Do not subject to grinding/shock/friction/…", "لا تعرّضه للطحن/الصدم/الاحتكاك/…"),
  ghs("P251", "Do not pierce or burn, even after use.", "لا تثقبه ولا تحرقه، حتى بعد الاستخدام."),
  ghs("P260", "Do not breathe dust/fume/gas/mist/vapours/spray.", "لا تتنفس الغبار/الدخان/الغاز/الضباب/الأبخرة/الرذاذ."),
  ghs("P261", "Avoid breathing dust/fume/gas/mist/vapours/spray.", "تجنّب تنفس الغبار/الدخان/الغاز/الضباب/الأبخرة/الرذاذ."),
  ghs("P262", "Do not get in eyes, on skin, or on clothing.", "لا تدعه يلامس العينين أو الجلد أو الملابس."),
  ghs("P263", "Avoid contact during pregnancy and while nursing.", "تجنّب ملامسته أثناء الحمل والرضاعة."),
  ghs("P264", "Wash hands [and …] thoroughly after handling.", "اغسل اليدين [و…] جيداً بعد التعامل مع المنتج."),
  ghs("P265", "Do not touch eyes.", "لا تلمس العينين."),
  ghs("P270", "Do not eat, drink or smoke when using this product.", "لا تأكل أو تشرب أو تدخن أثناء استخدام هذا المنتج."),
  ghs("P271", "Use only outdoors or in a well-ventilated area.", "لا تستخدمه إلا في الهواء الطلق أو في مكان جيد التهوية."),
  ghs("P272", "Contaminated work clothing should not be allowed out of the workplace.", "لا تُخرج ملابس العمل الملوثة من مكان العمل."),
  ghs("P273", "Avoid release to the environment.", "تجنّب إطلاقه في البيئة."),
  ghs("P280", "Wear protective gloves/protective clothing/eye protection/face protection/hearing protection/…", "ارتدِ قفازات واقية/ملابس واقية/واقياً للعينين/واقياً للوجه/واقياً للسمع/…"),
  ghs("P282", "Wear cold insulating gloves and either face shield or eye protection.", "ارتدِ قفازات عازلة للبرودة مع واقٍ للوجه أو واقٍ للعينين."),
  ghs("P283", "Wear fire resistant or flame retardant clothing.", "ارتدِ ملابس مقاومة للحريق أو مثبطة للهب."),
  ghs("P284", "[In case of inadequate ventilation] wear respiratory protection.", "[في حال عدم كفاية التهوية] ارتدِ وسائل حماية الجهاز التنفسي."),
  ghs("P301", "IF SWALLOWED:", "في حال الابتلاع:"),
  ghs("P302", "IF ON SKIN:", "في حال ملامسة الجلد:"),
  ghs("P303", "IF ON SKIN (or hair):", "في حال ملامسة الجلد (أو الشعر):"),
  ghs("P304", "IF INHALED:", "في حال الاستنشاق:"),
  ghs("P305", "IF IN EYES:", "في حال دخوله العينين:"),
  ghs("P306", "IF ON CLOTHING:", "في حال ملامسة الملابس:"),
  ghs("P308", "IF exposed or concerned:", "في حال التعرض أو الشك في التعرض:"),
  // Rev. 10 replaced P310–P315 by P316–P319; CLP Annex IV still assigns them.
  clp("P310", "Immediately call a POISON CENTER/doctor/…", "اتصل فوراً بمركز السموم/الطبيب/…"),
  clp("P311", "Call a POISON CENTER/doctor/…", "اتصل بمركز السموم/الطبيب/…"),
  clp("P312", "Call a POISON CENTER/doctor/… if you feel unwell.", "اتصل بمركز السموم/الطبيب/… إذا شعرت بتوعك."),
  clp("P313", "Get medical advice/attention.", "احصل على المشورة/الرعاية الطبية."),
  clp("P314", "Get medical advice/attention if you feel unwell.", "احصل على المشورة/الرعاية الطبية إذا شعرت بتوعك."),
  clp("P315", "Get immediate medical advice/attention.", "احصل على المشورة/الرعاية الطبية فوراً."),
  ghs("P316", "Get emergency medical help immediately.", "اطلب المساعدة الطبية الطارئة فوراً."),
  ghs("P317", "Get medical help.", "اطلب المساعدة الطبية."),
  ghs("P318", "If exposed or concerned, get medical advice.", "في حال التعرض أو الشك في التعرض، احصل على المشورة الطبية."),
  ghs("P319", "Get medical help if you feel unwell.", "اطلب المساعدة الطبية إذا شعرت بتوعك."),
  ghs("P320", "Specific treatment is urgent (see … on this label).", "العلاج الخاص عاجل (انظر … على بطاقة الوسم هذه)."),
  ghs("P321", "Specific treatment (see … on this label).", "علاج خاص (انظر … على بطاقة الوسم هذه)."),
  ghs("P330", "Rinse mouth.", "اشطف الفم."),
  ghs("P331", "Do NOT induce vomiting.", "لا تحاول إحداث القيء."),
  ghs("P332", "If skin irritation occurs:", "في حال حدوث تهيّج للجلد:"),
  ghs("P333", "If skin irritation or rash occurs:", "في حال حدوث تهيّج للجلد أو طفح جلدي:"),
  ghs("P334", "Immerse in cool water [or wrap in wet bandages].", "اغمره في ماء بارد [أو لفّه بضمادات مبللة]."),
  ghs("P335", "Brush off loose particles from skin.", "أزل الجسيمات العالقة عن الجلد بالنفض."),
  ghs("P336", "Thaw frosted parts with lukewarm water. Do not rub affected area.", "أذِب الأجزاء المتجمدة بماء فاتر. لا تفرك المنطقة المصابة."),
  ghs("P337", "If eye irritation persists:", "إذا استمر تهيّج العين:"),
  ghs("P338", "Remove contact lenses, if present and easy to do. Continue rinsing.", "أزل العدسات اللاصقة إن وُجدت وكان ذلك سهلاً. واصل الشطف."),
  ghs("P340", "Remove person to fresh air and keep comfortable for breathing.", "انقل الشخص إلى الهواء الطلق واتركه في وضع مريح للتنفس."),
  ghs("P342", "If experiencing respiratory symptoms:", "في حال ظهور أعراض تنفسية:"),
  ghs("P351", "Rinse cautiously with water for several minutes.", "اشطف بحذر بالماء لعدة دقائق."),
  ghs("P352", "Wash with plenty of water/…", "اغسل بكمية وافرة من الماء/…"),
  ghs("P353", "Rinse skin with water [or shower].", "اشطف الجلد بالماء [أو استحم]."),
  ghs("P354", "Immediately rinse with water for several minutes.", "اشطف فوراً بالماء لعدة دقائق."),
  ghs("P360", "Rinse immediately contaminated clothing and skin with plenty of water before removing clothes.", "اشطف الملابس الملوثة والجلد فوراً بكمية وافرة من الماء قبل خلع الملابس."),
  ghs("P361", "Take off immediately all contaminated clothing.", "اخلع فوراً جميع الملابس الملوثة."),
  ghs("P362", "Take off contaminated clothing.", "اخلع الملابس الملوثة."),
  ghs("P363", "Wash contaminated clothing before reuse.", "اغسل الملابس الملوثة قبل إعادة استخدامها."),
  ghs("P364", "And wash it before reuse.", "واغسلها قبل إعادة استخدامها."),
  ghs("P370", "In case of fire:", "في حال نشوب حريق:"),
  ghs("P371", "In case of major fire and large quantities:", "في حال نشوب حريق كبير ووجود كميات كبيرة:"),
  ghs("P372", "Explosion risk.", "خطر الانفجار."),
  ghs("P373", "DO NOT fight fire when fire reaches explosives.", "لا تكافح الحريق عندما تصل النار إلى المتفجرات."),
  ghs("P375", "Fight fire remotely due to the risk of explosion.", "كافح الحريق عن بُعد بسبب خطر الانفجار."),
  ghs("P376", "Stop leak if safe to do so.", "أوقف التسرب إذا كان ذلك آمناً."),
  ghs("P377", "Leaking gas fire: Do not extinguish, unless leak can be stopped safely.", "حريق غاز متسرب: لا تطفئه ما لم يكن إيقاف التسرب ممكناً بأمان."),
  ghs("P378", "Use … to extinguish.", "استخدم … للإطفاء."),
  ghs("P380", "Evacuate area.", "أخلِ المنطقة."),
  ghs("P381", "In case of leakage, eliminate all ignition sources.", "في حال حدوث تسرب، أزل جميع مصادر الاشتعال."),
  ghs("P390", "Absorb spillage to prevent material damage.", "امتص المادة المنسكبة لمنع الأضرار المادية."),
  ghs("P391", "Collect spillage.", "اجمع المادة المنسكبة."),
  ghs("P401", "Store in accordance with …", "خزّنه وفقاً لـ…"),
  ghs("P402", "Store in a dry place.", "خزّنه في مكان جاف."),
  ghs("P403", "Store in a well-ventilated place.", "خزّنه في مكان جيد التهوية."),
  ghs("P404", "Store in a closed container.", "خزّنه في عبوة مغلقة."),
  ghs("P405", "Store locked up.", "خزّنه في مكان مقفل."),
  ghs("P406", "Store in a corrosion resistant/… container with a resistant inner liner.", "خزّنه في عبوة مقاومة للتآكل/… ذات بطانة داخلية مقاومة."),
  ghs("P407", "Maintain air gap between stacks or pallets.", "اترك فراغاً هوائياً بين الأكوام أو المنصات النقالة."),
  ghs("P410", "Protect from sunlight.", "احمه من أشعة الشمس."),
  ghs("P411", "Store at temperatures not exceeding … °C/… °F.", "خزّنه في درجات حرارة لا تتجاوز … °C/… °F."),
  ghs("P412", "Do not expose to temperatures exceeding 50 °C/122 °F.", "لا تعرّضه لدرجات حرارة تتجاوز 50 °C/122 °F."),
  ghs("P413", "Store bulk masses greater than … kg/… lbs at temperatures not exceeding … °C/… °F.", "خزّن الكميات السائبة التي تزيد على … كغ/… رطل في درجات حرارة لا تتجاوز … °C/… °F."),
  ghs("P420", "Store separately.", "خزّنه منفصلاً."),
  ghs("P501", "Dispose of contents/container to …", "تخلّص من المحتويات/العبوة في …"),
  ghs("P502", "Refer to manufacturer or supplier for information on recovery or recycling.", "ارجع إلى الصانع أو المورّد للحصول على معلومات عن الاسترجاع أو إعادة التدوير."),
  ghs("P503", "Refer to manufacturer/supplier/… for information on disposal/recovery/recycling.", "ارجع إلى الصانع/المورّد/… للحصول على معلومات عن التخلص/الاسترجاع/إعادة التدوير."),
];

/** Where the regulation words a combination as one sentence rather than its parts one after the other. */
const MERGED: Record<string, Words> = {
  "P361+P364": { en: "Take off immediately all contaminated clothing and wash it before reuse.", ar: "اخلع فوراً جميع الملابس الملوثة واغسلها قبل إعادة استخدامها." },
  "P362+P364": { en: "Take off contaminated clothing and wash it before reuse.", ar: "اخلع الملابس الملوثة واغسلها قبل إعادة استخدامها." },
};

/** UN GHS Rev. 10's combined statements (Tables A3.2.1–A3.2.5), in its order. "P370+P380+P375+P378" is Rev. 10's
 *  "P370+P380+P375[+P378]" with the optional part taken. */
const GHS_COMBINED = [
  "P231+P232", "P264+P265",
  "P301+P316", "P301+P317", "P301+P330+P331", "P302+P317", "P302+P334", "P302+P335+P334", "P302+P352", "P302+P361+P354",
  "P303+P361+P353", "P304+P317", "P304+P340", "P305+P351+P338", "P305+P354+P338", "P306+P360", "P308+P316",
  "P332+P317", "P333+P317", "P336+P317", "P337+P317", "P342+P316", "P361+P364", "P362+P364",
  "P370+P376", "P370+P378", "P370+P380+P375", "P370+P380+P375+P378", "P371+P380+P375", "P370+P372+P380+P373",
  "P402+P404", "P403+P233", "P403+P235", "P410+P403", "P410+P412",
];

/** CLP Annex IV Part 1 (as amended by Regulation (EU) 2019/521): the combinations with the medical statements
 *  P310–P315 that Rev. 10 replaced. */
const CLP_COMBINED = ["P301+P310", "P301+P312", "P308+P311", "P308+P313", "P332+P313", "P333+P313", "P336+P315", "P337+P313", "P342+P311"];

/** In GHS and CLP as first adopted, replaced by P304+P340 with P312; still printed on many suppliers' safety data sheets. */
const LEGACY_COMBINED = ["P304+P312"];

const byCode = new Map(SINGLE.map((statement) => [statement.code, statement]));

function combined(code: string, source: StatementSource): Statement {
  const merged = MERGED[code];
  if (merged) return { code, ...merged, source };
  // A missing part is a typo in the lists above; the tests name it, and the module does not load with a hole in it.
  const parts = code.split("+").map((part) => byCode.get(part) ?? missing(code, part));
  return { code, en: parts.map((part) => part.en).join(" "), ar: parts.map((part) => part.ar).join(" "), source };
}

function missing(code: string, part: string): never {
  throw new Error(`${code}: no single statement ${part}`);
}

export const PRECAUTIONARY_STATEMENTS: readonly Statement[] = [
  ...SINGLE,
  ...GHS_COMBINED.map((code) => combined(code, "GHS")),
  ...CLP_COMBINED.map((code) => combined(code, "CLP")),
  ...LEGACY_COMBINED.map((code) => combined(code, "legacy")),
];
