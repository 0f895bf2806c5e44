/**
 * The GHS code lists on the server: a statement's text in a language, reading the codes staff type or the API
 * receives, the staff editor's search, and the label elements a classification implies. It loads the statement lists,
 * so pages import ./pictograms.ts and get texts from their loader.
 */
import { HAZARD_CLASSES, type HazardCategory, type HazardClass } from "./hazard-classes";
import { HAZARD_STATEMENTS, type Statement } from "./hazard-statements";
import { PICTOGRAM_CODES, type PictogramCode, type SignalWord } from "./pictograms";
import { PRECAUTIONARY_STATEMENTS } from "./precautionary-statements";

type Lang = "en" | "ar";
export type StatementKind = "H" | "P";

/** Where the lists come from, for the pages and the API to name. */
export const GHS_SOURCES = [
  {
    id: "ghs",
    en: "United Nations, Globally Harmonized System of Classification and Labelling of Chemicals (GHS), tenth revised edition (2023), ST/SG/AC.10/30/Rev.10: hazard classes and categories, label elements, hazard and precautionary statements.",
    ar: "الأمم المتحدة، النظام المنسق عالمياً لتصنيف المواد الكيميائية ووسمها (GHS)، الطبعة المنقحة العاشرة (2023)، ST/SG/AC.10/30/Rev.10: فئات الخطر ودرجاتها وعناصر بطاقة الوسم وبيانات الخطر والبيانات التحذيرية.",
  },
  {
    id: "clp",
    en: "Regulation (EC) No 1272/2008 on classification, labelling and packaging of substances and mixtures (CLP), Annexes I–VI as amended, including Commission Delegated Regulation (EU) 2023/707: the EUH statements, the precautionary statements CLP still uses beside Rev. 10's, and the hazard class and category codes.",
    ar: "اللائحة (EC) رقم 1272/2008 بشأن تصنيف المواد والمخاليط ووسمها وتعبئتها (CLP)، الملاحق من I إلى VI بصيغتها المعدلة، بما فيها اللائحة التفويضية (EU) 2023/707: بيانات EUH، والبيانات التحذيرية التي ما زالت CLP تستخدمها إلى جانب بيانات الطبعة العاشرة، ورموز فئات الخطر ودرجاتها.",
  },
  {
    id: "arabic",
    en: "The Arabic texts were written for this project following the terminology of the Arabic edition of the GHS; they must be checked against the official Arabic edition of UN GHS Rev. 10 before the labels are used commercially.",
    ar: "كُتبت النصوص العربية لهذا المشروع وفق مصطلحات الطبعة العربية من النظام المنسق عالمياً، ويجب مراجعتها مقابل الطبعة العربية الرسمية من الطبعة المنقحة العاشرة قبل استخدام بطاقات الوسم لأغراض تجارية.",
  },
] as const;

const LISTS: Record<StatementKind, readonly Statement[]> = { H: HAZARD_STATEMENTS, P: PRECAUTIONARY_STATEMENTS };
const BY_CODE: Record<StatementKind, Map<string, Statement>> = {
  H: new Map(HAZARD_STATEMENTS.map((statement) => [statement.code, statement])),
  P: new Map(PRECAUTIONARY_STATEMENTS.map((statement) => [statement.code, statement])),
};

const CODE = /^(?:EUH\d{3}A?|H\d{3}(?:\+H\d{3})*|P\d{3}(?:\+P\d{3})*)$/;

/** The canonical form of a code as people type it ("p301 + p310" → "P301+P310", "euh 066" → "EUH066"), or null when
 *  it is not shaped like one. Says nothing about whether the code exists. */
export function normalizeStatementCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, "").toUpperCase();
  return CODE.test(code) ? code : null;
}

export function hazardStatementText(code: string, lang: Lang): string | null {
  return BY_CODE.H.get(normalizeStatementCode(code) ?? "")?.[lang] ?? null;
}

export function precautionaryStatementText(code: string, lang: Lang): string | null {
  return BY_CODE.P.get(normalizeStatementCode(code) ?? "")?.[lang] ?? null;
}

/**
 * Reads a list of codes (separated by commas, semicolons, spaces or new lines; "P301 + P310" is one code) into the
 * known codes of `kind`, in order and without repeats, and the rest: codes of the other list (`wrongKind`) and codes in
 * neither, or words that are no code (`unknown`), as typed, for the message that names them.
 */
export function parseStatementCodes(input: string | readonly string[], kind: StatementKind): { codes: string[]; unknown: string[]; wrongKind: string[] } {
  const text = typeof input === "string" ? input : input.join("\n");
  const tokens = text
    .replace(/\s*\+\s*/g, "+")
    .replace(/\b(EUH|H|P)\s+(?=\d)/gi, "$1")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const other: StatementKind = kind === "H" ? "P" : "H";
  const result = { codes: new Set<string>(), unknown: new Set<string>(), wrongKind: new Set<string>() };
  for (const token of tokens) {
    const code = normalizeStatementCode(token);
    if (code && BY_CODE[kind].has(code)) result.codes.add(code);
    else if (code && BY_CODE[other].has(code)) result.wrongKind.add(code);
    else result.unknown.add(code ?? token);
  }
  return { codes: [...result.codes], unknown: [...result.unknown], wrongKind: [...result.wrongKind] };
}

// Search folds both the texts and the query the same way: lower case, Arabic without short vowels or tatweel, one alef,
// ى as ي and ة as ه, the article and its clitics (وال، بال، لل…) dropped, English without a plural s.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g;
const ARTICLE = /^(?:وال|فال|بال|كال|لل|ال)(?=[^\s]{2})/;
/** Broken plurals and duals cannot be found by a part of the word; these are the ones of the statements' vocabulary. */
const ARABIC_SINGULAR: Record<string, string> = {
  عيون: "عين", اعين: "عين", عينين: "عين", عينان: "عين", غازات: "غاز", سوائل: "سائل", ابخره: "بخار", حرائق: "حريق",
  اطفال: "طفل", اعضاء: "عضو", احماض: "حمض", معادن: "معدن", ملابس: "ملبس",
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => {
      if (/^[a-z]/.test(word)) return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
      const bare = word.replace(ARTICLE, "");
      return ARABIC_SINGULAR[bare] ?? bare;
    });
}

const SEARCHABLE: Record<StatementKind, { statement: Statement; en: string[]; ar: string[] }[]> = {
  H: HAZARD_STATEMENTS.map((statement) => ({ statement, en: words(statement.en), ar: words(statement.ar) })),
  P: PRECAUTIONARY_STATEMENTS.map((statement) => ({ statement, en: words(statement.en), ar: words(statement.ar) })),
};

const CODE_PREFIX = /^(?:EUH\d*A?|[HP]\d[\d+HP]*)$/;

/**
 * The staff editor's picker: statements whose code starts with the query ("P30", "euh0"), or whose text in either
 * language has every word of it ("flammable liquid", "عيون"), with the text in `lang`. Single codes come before
 * combined ones, and matches in `lang` before matches in the other language.
 */
export function searchStatements(query: string, kind: StatementKind, lang: Lang, limit = 20): { code: string; text: string }[] {
  const compact = query.replace(/\s+/g, "").toUpperCase();
  if (!compact) return [];
  const parts = (code: string) => code.split("+").length;
  let found: { statement: Statement; rank: number }[];
  if (CODE_PREFIX.test(compact)) {
    found = LISTS[kind].filter((statement) => statement.code.startsWith(compact)).map((statement) => ({ statement, rank: parts(statement.code) }));
  } else {
    const wanted = words(query).filter((word) => word.length > 1);
    if (wanted.length === 0) return [];
    const has = (text: string[]) => wanted.every((word) => text.some((candidate) => candidate.includes(word)));
    const otherLang: Lang = lang === "en" ? "ar" : "en";
    found = SEARCHABLE[kind].flatMap((entry) => {
      if (has(entry[lang])) return [{ statement: entry.statement, rank: parts(entry.statement.code) }];
      if (has(entry[otherLang])) return [{ statement: entry.statement, rank: 100 + parts(entry.statement.code) }];
      return [];
    });
  }
  // Array.prototype.sort is stable, so within a rank the list's own (code) order stays.
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ statement }) => ({ code: statement.code, text: statement[lang] }));
}

const CLASSES = new Map(HAZARD_CLASSES.map((hazardClass) => [hazardClass.id, hazardClass]));

export function hazardClass(id: string): HazardClass | null {
  return CLASSES.get(id) ?? null;
}

export function classCategory(id: string, category: string): HazardCategory | null {
  return hazardClass(id)?.categories.find((entry) => entry.category === category) ?? null;
}

export type ClassificationEntry = { hazardClass: string; category: string };
export type LabelElements = { pictograms: PictogramCode[]; signalWord: SignalWord | null; hazardStatements: string[] };

const IRRITATION_CLASSES = new Set(["skin-corrosion-irritation", "serious-eye-damage-eye-irritation"]);
/** Statements left out when another says the same and more: CLP Art. 27 and ECHA's labelling guidance. */
const REDUNDANT_BESIDE: Record<string, string> = { H318: "H314", H400: "H410" };

/**
 * The pictograms (in GHS order), the signal word and the hazard statements (in code order) a classification implies.
 * Precedence as UN GHS 1.4.10.5.3 and CLP Articles 26 and 27 set it: skull and crossbones leaves out the exclamation
 * mark; corrosion leaves it out where it stands for skin or eye irritation; the health hazard pictogram for respiratory
 * sensitization leaves it out where it stands for skin sensitization or skin or eye irritation; "Danger" leaves out
 * "Warning"; H314 leaves out H318 and H410 leaves out H400. Entries naming no known class and category are ignored: checking them is the form's
 * and the API's job.
 */
export function labelElementsFor(classification: readonly ClassificationEntry[]): LabelElements {
  const entries = classification.flatMap(({ hazardClass: id, category }) => {
    const found = classCategory(id, category);
    return found ? [{ id, category: found }] : [];
  });
  const pictograms = new Set(entries.flatMap((entry) => entry.category.pictograms));
  const respiratorySensitizer = entries.some((entry) => entry.id === "respiratory-sensitization");
  const exclamationStays = entries.some(({ id, category }) => {
    if (!category.pictograms.includes("GHS07") || pictograms.has("GHS06")) return false;
    if (pictograms.has("GHS05") && IRRITATION_CLASSES.has(id)) return false;
    if (respiratorySensitizer && (IRRITATION_CLASSES.has(id) || id === "skin-sensitization")) return false;
    return true;
  });
  if (!exclamationStays) pictograms.delete("GHS07");

  const signalWords = new Set(entries.map((entry) => entry.category.signalWord));
  const signalWord = signalWords.has("danger") ? "danger" : signalWords.has("warning") ? "warning" : null;

  const statements = new Set(entries.flatMap((entry) => entry.category.hazardStatements));
  for (const [redundant, beside] of Object.entries(REDUNDANT_BESIDE)) if (statements.has(beside)) statements.delete(redundant);

  return {
    pictograms: PICTOGRAM_CODES.filter((code) => pictograms.has(code)),
    signalWord,
    hazardStatements: [...statements].sort(byCode),
  };
}

/** H codes before EUH codes, each by number. */
function byCode(a: string, b: string): number {
  const key = (code: string) => [code.startsWith("EUH") ? 1 : 0, Number.parseInt(code.replace(/^\D+/, ""), 10)] as const;
  const [ka, kb] = [key(a), key(b)];
  return ka[0] - kb[0] || ka[1] - kb[1] || a.localeCompare(b);
}
