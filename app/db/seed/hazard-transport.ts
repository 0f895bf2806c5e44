/**
 * The demo catalogue's transport data, derived from a GHS classification the way a dangerous-goods adviser would
 * start: which UN classes the hazards meet, which one leads (UN Model Regulations 2.0.3, its precedence table
 * simplified to the classes the demo uses), the most severe packing group, and the UN Dangerous Goods List entry
 * for that combination. Illustrative, like the rest of the demo hazard data (./hazards.ts).
 */
import type { ClassificationEntry } from "~/content/ghs";

type Words = { readonly en: string; readonly ar: string };
type Group = 1 | 2 | 3;
type Form = "liquid" | "solid";
type UnClass = "3" | "5.1" | "6.1" | "8";

/** A Dangerous Goods List entry: its proper shipping name and the primary class and subsidiary classes it is for. */
interface UnEntry {
  readonly un: string;
  readonly name: Words;
  /** `${primary}|${subsidiaries}|${form}`, the combination this entry describes. */
  readonly key: string;
}

const entry = (un: string, key: string, en: string, ar: string): UnEntry => ({ un, key, name: { en, ar } });

/**
 * The generic "n.o.s." entries, one per hazard combination the demo meets. Arabic: the same words as the GHS lists
 * (لهوب، سام، أكّال، مؤكسد); "n.o.s." is written out as «غير محدد في موضع آخر».
 */
const GENERIC: readonly UnEntry[] = [
  entry("UN1993", "3||liquid", "Flammable liquid, n.o.s.", "سائل لهوب، غير محدد في موضع آخر"),
  entry("UN1992", "3|6.1|liquid", "Flammable liquid, toxic, n.o.s.", "سائل لهوب، سام، غير محدد في موضع آخر"),
  entry("UN2924", "3|8|liquid", "Flammable liquid, corrosive, n.o.s.", "سائل لهوب، أكّال، غير محدد في موضع آخر"),
  entry("UN3286", "3|6.1,8|liquid", "Flammable liquid, toxic, corrosive, n.o.s.", "سائل لهوب، سام، أكّال، غير محدد في موضع آخر"),
  entry("UN2810", "6.1||liquid", "Toxic liquid, organic, n.o.s.", "سائل سام، عضوي، غير محدد في موضع آخر"),
  entry("UN2929", "6.1|3|liquid", "Toxic liquid, flammable, organic, n.o.s.", "سائل سام، لهوب، عضوي، غير محدد في موضع آخر"),
  entry("UN2927", "6.1|8|liquid", "Toxic liquid, corrosive, organic, n.o.s.", "سائل سام، أكّال، عضوي، غير محدد في موضع آخر"),
  entry("UN2811", "6.1||solid", "Toxic solid, organic, n.o.s.", "مادة صلبة سامة، عضوية، غير محددة في موضع آخر"),
  entry("UN1760", "8||liquid", "Corrosive liquid, n.o.s.", "سائل أكّال، غير محدد في موضع آخر"),
  entry("UN2920", "8|3|liquid", "Corrosive liquid, flammable, n.o.s.", "سائل أكّال، لهوب، غير محدد في موضع آخر"),
  entry("UN2922", "8|6.1|liquid", "Corrosive liquid, toxic, n.o.s.", "سائل أكّال، سام، غير محدد في موضع آخر"),
  entry("UN3093", "8|5.1|liquid", "Corrosive liquid, oxidizing, n.o.s.", "سائل أكّال، مؤكسد، غير محدد في موضع آخر"),
  entry("UN1759", "8||solid", "Corrosive solid, n.o.s.", "مادة صلبة أكّالة، غير محددة في موضع آخر"),
  entry("UN3139", "5.1||liquid", "Oxidizing liquid, n.o.s.", "سائل مؤكسد، غير محدد في موضع آخر"),
  entry("UN3098", "5.1|8|liquid", "Oxidizing liquid, corrosive, n.o.s.", "سائل مؤكسد، أكّال، غير محدد في موضع آخر"),
  entry("UN1479", "5.1||solid", "Oxidizing solid, n.o.s.", "مادة صلبة مؤكسدة، غير محددة في موضع آخر"),
  entry("UN3085", "5.1|8|solid", "Oxidizing solid, corrosive, n.o.s.", "مادة صلبة مؤكسدة، أكّالة، غير محددة في موضع آخر"),
  entry("UN3082", "9||liquid", "Environmentally hazardous substance, liquid, n.o.s.", "مادة خطرة بيئياً، سائلة، غير محددة في موضع آخر"),
  entry("UN3077", "9||solid", "Environmentally hazardous substance, solid, n.o.s.", "مادة خطرة بيئياً، صلبة، غير محددة في موضع آخر"),
];
const GENERIC_BY_KEY = new Map(GENERIC.map((e) => [e.key, e]));

/** Entries a profile may name for what it is; each is used only while the hazards still fit it (its key). */
const SPECIFIC_ENTRIES = {
  "acidic-inorganic": entry("UN3264", "8||liquid", "Corrosive liquid, acidic, inorganic, n.o.s.", "سائل أكّال، حمضي، غير عضوي، غير محدد في موضع آخر"),
  "acidic-organic": entry("UN3265", "8||liquid", "Corrosive liquid, acidic, organic, n.o.s.", "سائل أكّال، حمضي، عضوي، غير محدد في موضع آخر"),
  "basic-inorganic": entry("UN3266", "8||liquid", "Corrosive liquid, basic, inorganic, n.o.s.", "سائل أكّال، قاعدي، غير عضوي، غير محدد في موضع آخر"),
  "basic-organic": entry("UN3267", "8||liquid", "Corrosive liquid, basic, organic, n.o.s.", "سائل أكّال، قاعدي، عضوي، غير محدد في موضع آخر"),
  amines: entry("UN2735", "8||liquid", "Amines, liquid, corrosive, n.o.s.", "أمينات، سائلة، أكّالة، غير محددة في موضع آخر"),
  polyamines: entry("UN2735", "8||liquid", "Polyamines, liquid, corrosive, n.o.s.", "بولي أمينات، سائلة، أكّالة، غير محددة في موضع آخر"),
  disinfectant: entry("UN1903", "8||liquid", "Disinfectant, liquid, corrosive, n.o.s.", "مطهّر، سائل، أكّال، غير محدد في موضع آخر"),
  chlorite: entry("UN1908", "8||liquid", "Chlorite solution", "محلول كلوريت"),
  bisulphites: entry("UN2693", "8||liquid", "Bisulphites, aqueous solution, n.o.s.", "بيسلفيتات، محلول مائي، غير محدد في موضع آخر"),
  egmbe: entry("UN2369", "6.1||liquid", "Ethylene glycol monobutyl ether", "إيثر أحادي البوتيل لجلايكول الإيثيلين"),
} as const;
export type UnEntryId = keyof typeof SPECIFIC_ENTRIES;

/** Every entry the demo may use, for tests and the report. */
export const UN_ENTRIES: readonly UnEntry[] = [...GENERIC, ...Object.values(SPECIFIC_ENTRIES)];

interface Transport {
  unNumber: string;
  shippingName: string;
  shippingNameAr: string;
  transportClass: string;
  packingGroup: "I" | "II" | "III";
  marinePollutant: boolean;
}

/** The packing group each GHS category that makes a product dangerous goods points to, by UN class. */
function groupsOf(classification: readonly ClassificationEntry[]) {
  const groups: Partial<Record<UnClass, Group>> = {};
  const note = (unClass: UnClass, group: Group) => {
    groups[unClass] = Math.min(groups[unClass] ?? 3, group) as Group;
  };
  let environment = false;
  for (const { hazardClass: id, category } of classification) {
    if (id === "flammable-liquids" && ["1", "2", "3"].includes(category)) note("3", Number(category) as Group);
    else if (id.startsWith("acute-toxicity-") && ["1", "2", "3"].includes(category)) note("6.1", Number(category) as Group);
    else if (id === "skin-corrosion-irritation" && category.startsWith("1")) note("8", category === "1A" ? 1 : category === "1C" ? 3 : 2);
    else if (id === "corrosive-to-metals") note("8", 3);
    else if ((id === "oxidizing-liquids" || id === "oxidizing-solids") && ["1", "2", "3"].includes(category)) note("5.1", Number(category) as Group);
    else if (id === "hazardous-to-aquatic-environment-acute" && category === "1") environment = true;
    else if (id === "hazardous-to-aquatic-environment-chronic" && (category === "1" || category === "2")) environment = true;
  }
  return { groups, environment };
}

/**
 * Whether hazard `a` leads over `b` (UN Model Regulations 2.0.3.3, for the pairs the demo meets): the flammable or
 * oxidizing hazard leads while its group is at least as severe as the corrosive or toxic one's; a toxic hazard leads
 * over a corrosive one only in group I.
 */
function leads(a: UnClass, ga: Group, b: UnClass, gb: Group): boolean {
  const active = (c: UnClass) => c === "3" || c === "5.1";
  if (active(a) && active(b)) throw new Error(`No precedence between classes ${a} and ${b} in the demo's rules`);
  if (active(a)) return ga === 1 || ga <= gb;
  if (active(b)) return !(gb === 1 || gb <= ga);
  return a === "6.1" ? ga === 1 : gb !== 1;
}

/** The transport data a classification implies, or null when it is not dangerous goods. */
export function transportFor(
  classification: readonly ClassificationEntry[],
  form: Form,
  technicalNames: readonly Words[],
  preferred?: UnEntryId,
): Transport | null {
  const { groups, environment } = groupsOf(classification);
  const present = (Object.keys(groups) as UnClass[]).sort();
  if (present.length === 0 && !environment) return null;

  let key: string;
  let group: Group = 3;
  if (present.length === 0) {
    key = `9||${form}`;
  } else {
    const primary = present.find((a) => present.every((b) => a === b || leads(a, groups[a]!, b, groups[b]!)));
    if (!primary) throw new Error(`No leading transport class among ${present.join(", ")}`);
    group = Math.min(...present.map((c) => groups[c]!)) as Group;
    key = `${primary}|${present.filter((c) => c !== primary).join(",")}|${form}`;
  }
  const specific = preferred ? SPECIFIC_ENTRIES[preferred] : undefined;
  const chosen = specific?.key === key ? specific : GENERIC_BY_KEY.get(key);
  if (!chosen) throw new Error(`No UN entry for the hazard combination ${key}`);

  const [primary, subsidiaries] = key.split("|");
  // Special provision 274: an n.o.s. name carries the technical names of at most two constituents that give the hazard.
  const named = chosen.name.en.endsWith("n.o.s.") && technicalNames.length > 0 ? technicalNames.slice(0, 2) : [];
  return {
    unNumber: chosen.un,
    shippingName: named.length ? `${chosen.name.en} (${named.map((n) => n.en).join(", ")})` : chosen.name.en,
    shippingNameAr: named.length ? `${chosen.name.ar} (${named.map((n) => n.ar).join("، ")})` : chosen.name.ar,
    transportClass: subsidiaries ? `${primary} (${subsidiaries.split(",").join(", ")})` : primary,
    packingGroup: (["I", "II", "III"] as const)[group - 1],
    marinePollutant: environment,
  };
}
