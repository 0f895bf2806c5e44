/**
 * The problem finder (issue 41): the problem list, and the published solutions that treat a problem, ranked, with
 * why each fits and how many others each stated condition left out.
 *
 * One pass over a problem's solutions (by solution_problems' problem index) gives each a bit mask of the conditions
 * it misses; the counts by mask say how many fit, how many miss only one condition (and which), and what dropping a
 * condition would give. The fits are ranked by:
 * 1. specialists first: fewer problems treated (a product made for the problem before a multi-purpose one);
 * 2. a stated dose range for the problem first (the calculator can work with it);
 * 3. more environmental grades first;
 * 4. name, then id, so ties always come out in one order.
 */
import { rowsOf } from "~/db/rows";
import { sql } from "drizzle-orm";
import type { DoseRange } from "~/backend/contract";
import { cachedIndex, cachedQuery } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { DOSE_UNITS, ENVIRONMENTAL_GRADES, isCode, SITES, SYSTEMS, type EnvironmentalGrade, type SiteCode, type SystemCode } from "~/content/technical";
import { inLocale, type Locale } from "~/i18n/locales";

export interface FinderProblem {
  id: number;
  slug: string;
  name: string;
}

export interface ProblemGroup extends FinderProblem {
  problems: FinderProblem[];
}

type ProblemRow = { id: number; slug: string; name: string; name_ar: string | null; parent_id: number | null };

/**
 * The problem list as groups of problems, in the editor's order. A problem at the top level with no children
 * (one an editor added there) is a group of its own, holding itself.
 */
export async function listProblemGroups(locale: Locale): Promise<ProblemGroup[]> {
  const d = await db();
  return cachedIndex(d, `problems:${locale}`, async () => {
    const rows = rowsOf<ProblemRow>(await d.execute(sql`SELECT id, slug, name, name_ar, parent_id FROM problems ORDER BY position, id`));
    const named = (r: ProblemRow): FinderProblem => ({ id: r.id, slug: r.slug, name: inLocale(locale, r.name, r.name_ar) });
    const byParent = new Map<number, ProblemRow[]>();
    for (const r of rows) if (r.parent_id !== null) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
    return rows
      .filter((r) => r.parent_id === null)
      .map((g) => {
        const children = byParent.get(g.id) ?? [];
        // Deeper levels are flattened into their group: the finder lists problems, the tree only groups them.
        const descendants = (list: ProblemRow[]): ProblemRow[] => list.flatMap((c) => [c, ...descendants(byParent.get(c.id) ?? [])]);
        const problems = children.length > 0 ? descendants(children).filter((c) => !byParent.has(c.id)) : [g];
        return { ...named(g), problems: problems.map(named) };
      });
  });
}

/** A problem (not a group) by its slug, or null. */
export async function findProblem(slug: string, locale: Locale): Promise<FinderProblem | null> {
  for (const group of await listProblemGroups(locale)) {
    const found = group.problems.find((p) => p.slug === slug);
    if (found) return found;
  }
  return null;
}

export interface FinderConditions {
  system?: SystemCode;
  temperatureC?: number;
  site?: SiteCode;
  environment?: EnvironmentalGrade;
}

export const CONDITIONS = ["system", "temperature", "site", "environment"] as const;
export type Condition = (typeof CONDITIONS)[number];
const BIT: Record<Condition, number> = { system: 1, temperature: 2, site: 4, environment: 8 };

export interface FinderFit {
  id: number;
  name: string;
  commercialName: string;
  systems: SystemCode[];
  maxTemperatureC: number | null;
  sites: SiteCode[];
  environmentalGrades: EnvironmentalGrade[];
  dose: DoseRange | null;
  densityKgM3: number | null;
  /** Why it fits: the problem, each stated condition it meets, and what it has beyond them. */
  reasons: FitReason[];
}

export type FitReason =
  | { kind: "treats"; problem: string }
  | { kind: "system"; system: SystemCode }
  | { kind: "temperature"; maxC: number }
  | { kind: "site"; site: SiteCode }
  | { kind: "grade"; grade: EnvironmentalGrade };

export interface FinderResult {
  /** The best fits, at most `limit`. */
  fits: FinderFit[];
  /** How many fit in all. */
  total: number;
  /** For each stated condition, how many treat the problem and miss that condition only. */
  missedOnly: { condition: Condition; count: number }[];
  /** How many miss two or more of the stated conditions. */
  missedSeveral: number;
  /** For each stated condition, how many would fit without it (the empty result's "what to relax"). */
  withoutCondition: { condition: Condition; count: number }[];
}

const FINDER_LIMIT = 20;

type FitRow = {
  id: number;
  name: string;
  commercial_name: string;
  commercial_name_ar: string | null;
  systems: string[];
  max_temperature_c: number | null;
  sites: string[];
  environmental_grades: string[];
  dose_min: number | null;
  dose_max: number | null;
  dose_unit: string | null;
  density_kg_m3: number | null;
};

function stated(conditions: FinderConditions): Condition[] {
  return CONDITIONS.filter((c) => (c === "temperature" ? conditions.temperatureC !== undefined : conditions[c] !== undefined));
}

/**
 * Each problem's published solutions in the finder's order, with the conditions they meet as bits: built once per
 * catalogue version (like the search's index, decision 0014) from one sorted read, so that a question is one pass
 * over the problem's list and a read of the page's rows, not a lookup per candidate (at 100,000 solutions a problem
 * has up to 17,000; the SQL that looked each up took 200–400 ms).
 */
interface ProblemList {
  ids: Int32Array;
  systems: Uint8Array;
  sites: Uint8Array;
  grades: Uint8Array;
  /** NaN: no rating stated. */
  maxTemperature: Float64Array;
}

const bitsOf = (column: string, codes: readonly string[]) =>
  sql.join(
    codes.map((code, i) => sql`(CASE WHEN ${code}::text = ANY(${sql.raw(column)}) THEN ${1 << i} ELSE 0 END)`),
    sql` | `,
  );

async function finderIndex(d: Awaited<ReturnType<typeof db>>): Promise<Map<number, ProblemList>> {
  return cachedIndex(d, "finder", async () => {
    const rows = rowsOf<{ problem_id: number; id: number; systems: number; sites: number; grades: number; max_c: number | null }>(
      await d.execute(sql`SELECT sp.problem_id, s.id, ${bitsOf("s.systems", SYSTEMS)} AS systems, ${bitsOf("s.sites", SITES)} AS sites,
          ${bitsOf("s.environmental_grades", ENVIRONMENTAL_GRADES)} AS grades, s.max_temperature_c AS max_c
        FROM solution_problems sp JOIN solutions s ON s.id = sp.solution_id AND s.status = 'published'
        ORDER BY sp.problem_id, count(*) OVER (PARTITION BY s.id), (sp.dose_unit IS NULL), cardinality(s.environmental_grades) DESC, s.name, s.id`),
    );
    const index = new Map<number, ProblemList>();
    let from = 0;
    while (from < rows.length) {
      let to = from;
      while (to < rows.length && rows[to].problem_id === rows[from].problem_id) to += 1;
      const n = to - from;
      const list: ProblemList = { ids: new Int32Array(n), systems: new Uint8Array(n), sites: new Uint8Array(n), grades: new Uint8Array(n), maxTemperature: new Float64Array(n) };
      for (let i = 0; i < n; i += 1) {
        const row = rows[from + i];
        list.ids[i] = row.id;
        list.systems[i] = row.systems;
        list.sites[i] = row.sites;
        list.grades[i] = row.grades;
        list.maxTemperature[i] = row.max_c ?? Number.NaN;
      }
      index.set(rows[from].problem_id, list);
      from = to;
    }
    return index;
  });
}

/** The solutions that treat `problem` under `conditions`; answers are cached per catalogue version like the other catalogue queries. */
export async function findSolutions(problem: FinderProblem, conditions: FinderConditions, locale: Locale, limit = FINDER_LIMIT): Promise<FinderResult> {
  const d = await db();
  const problemId = problem.id;
  const key = `finder:${locale}:${problemId}:${conditions.system ?? ""}:${conditions.temperatureC ?? ""}:${conditions.site ?? ""}:${conditions.environment ?? ""}:${limit}`;
  const page = await cachedQuery(d, key, async () => {
    const list = (await finderIndex(d)).get(problemId);
    const counts = new Map<number, number>();
    const ids: number[] = [];
    if (list) {
      const system = conditions.system ? 1 << SYSTEMS.indexOf(conditions.system) : 0;
      const site = conditions.site ? 1 << SITES.indexOf(conditions.site) : 0;
      const grade = conditions.environment ? 1 << ENVIRONMENTAL_GRADES.indexOf(conditions.environment) : 0;
      const temperature = conditions.temperatureC;
      for (let i = 0; i < list.ids.length; i += 1) {
        let misses = 0;
        if (system && (list.systems[i] & system) === 0) misses |= 1;
        // NaN (no rating) fails the comparison: a product without a rating is not taken to stand the heat.
        if (temperature !== undefined && !(list.maxTemperature[i] >= temperature)) misses |= 2;
        if (site && (list.sites[i] & site) === 0) misses |= 4;
        if (grade && (list.grades[i] & grade) === 0) misses |= 8;
        counts.set(misses, (counts.get(misses) ?? 0) + 1);
        if (misses === 0 && ids.length < limit) ids.push(list.ids[i]);
      }
    }
    const rows =
      ids.length === 0
        ? []
        : rowsOf<FitRow>(
            await d.execute(sql`SELECT s.id, s.name, s.commercial_name, s.commercial_name_ar, s.systems, s.max_temperature_c, s.sites, s.environmental_grades,
                sp.dose_min, sp.dose_max, sp.dose_unit, s.density_kg_m3
              FROM solutions s JOIN solution_problems sp ON sp.solution_id = s.id AND sp.problem_id = ${problemId}
              WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
          );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { results: ids.flatMap((id) => byId.get(id) ?? []), counts: [...counts].map(([misses, count]) => ({ misses, count })) };
  });
  return toResult(page.results, page.counts, conditions, problem, locale);
}

/**
 * Why a fit fits: it treats the problem; it works in the stated system; its temperature rating (whenever it has
 * one: above the stated temperature when one is stated); offshore use when it is approved for it; its grades.
 */
function reasonsFor(fit: Omit<FinderFit, "reasons">, conditions: FinderConditions, problem: FinderProblem): FitReason[] {
  const reasons: FitReason[] = [{ kind: "treats", problem: problem.name }];
  if (conditions.system) reasons.push({ kind: "system", system: conditions.system });
  if (fit.maxTemperatureC !== null) reasons.push({ kind: "temperature", maxC: fit.maxTemperatureC });
  if (conditions.site === "onshore") reasons.push({ kind: "site", site: "onshore" });
  else if (fit.sites.includes("offshore")) reasons.push({ kind: "site", site: "offshore" });
  for (const grade of fit.environmentalGrades) reasons.push({ kind: "grade", grade });
  return reasons;
}

function toResult(
  rows: readonly FitRow[],
  counts: readonly { misses: number; count: number }[],
  conditions: FinderConditions,
  problem: FinderProblem,
  locale: Locale,
): FinderResult {
  const conditionList = stated(conditions);
  const count = (test: (misses: number) => boolean) => counts.filter((c) => test(c.misses)).reduce((sum, c) => sum + c.count, 0);
  const withReasons = (fit: Omit<FinderFit, "reasons">): FinderFit => ({ ...fit, reasons: reasonsFor(fit, conditions, problem) });
  const bits = (m: number) => CONDITIONS.filter((c) => (m & BIT[c]) !== 0).length;
  return {
    fits: rows.map((r) => withReasons({
      id: r.id,
      name: r.name,
      commercialName: inLocale(locale, r.commercial_name, r.commercial_name_ar),
      systems: r.systems.filter((c) => isCode(SYSTEMS, c)),
      maxTemperatureC: r.max_temperature_c,
      sites: r.sites.filter((c) => isCode(SITES, c)),
      environmentalGrades: r.environmental_grades.filter((c) => isCode(ENVIRONMENTAL_GRADES, c)),
      dose: r.dose_min !== null && r.dose_max !== null && isCode(DOSE_UNITS, r.dose_unit) ? { min: r.dose_min, max: r.dose_max, unit: r.dose_unit } : null,
      densityKgM3: r.density_kg_m3,
    })),
    total: count((m) => m === 0),
    missedOnly: conditionList.map((c) => ({ condition: c, count: count((m) => m === BIT[c]) })).filter((c) => c.count > 0),
    missedSeveral: count((m) => bits(m) >= 2),
    withoutCondition: conditionList.map((c) => ({ condition: c, count: count((m) => (m & ~BIT[c]) === 0) })),
  };
}
