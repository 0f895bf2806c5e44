/**
 * The finder's reads (issue 41) timed in-process, for `npm run bench:queries` (which runs it after seeding each size,
 * with the database's environment, before the server starts: PGlite takes one process at a time). Prints one JSON
 * line: per query its p50/p95/p99/max in ms over `--runs` calls (after 10 warm-up calls) and what it read.
 *
 * Uncached as the HTTP kinds are: every call asks something not asked before (another problem, system, temperature,
 * site, grade, locale, solution or point), and the cached answers are dropped before each findSolutions call, so
 * the conditions-free case (a handful of distinct questions) is answered afresh every time too. The catalogue's
 * indexes a running server keeps (the finder's per-problem lists, the plant list plantsMaking reads) are built once,
 * in the warm-up calls, before timing; their build is timed apart ("finder: building its index").
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { ENVIRONMENTAL_GRADES, SITES, SYSTEMS, type EnvironmentalGrade, type SiteCode, type SystemCode } from "~/content/technical";
import { dropCachedQueries, dropCatalogCache } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { prng } from "~/db/seed/seed.server";
import type { Locale } from "~/i18n/locales";
import { findSolutions, listProblemGroups, type FinderConditions, type FinderProblem } from "~/models/finder.server";
import { getSolution } from "~/models/solutions.server";
import { plantsMaking } from "~/models/technical.server";
import { percentile } from "./bench-support";

const { values } = parseArgs({ options: { runs: { type: "string", default: "200" } } });
const RUNS = Number(values.runs);
const WARM_UP = 10;

export interface FinderTiming {
  query: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** What the calls read, on average: candidates (solutions treating the problem), fits, plants, problems. */
  read: string;
}

const random = prng(0xf1de);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
/** A number in [from, to] to the half: a temperature, a latitude or a longitude. */
const between = (from: number, to: number) => Math.round((from + random() * (to - from)) * 2) / 2;

async function main() {
  const d = await db();
  const problemsIn: Record<Locale, FinderProblem[]> = {
    en: (await listProblemGroups("en")).flatMap((g) => g.problems),
    ar: (await listProblemGroups("ar")).flatMap((g) => g.problems),
  };
  const { rows: sizes } = (await d.execute(sql`SELECT sp.problem_id AS id, count(*)::int AS n FROM solution_problems sp
    JOIN solutions s ON s.id = sp.solution_id AND s.status = 'published' GROUP BY 1 ORDER BY 2 DESC, 1`)) as unknown as { rows: { id: number; n: number }[] };
  const candidates = new Map(sizes.map((r) => [r.id, r.n]));
  // The three problems with the most solutions: the finder's heaviest questions.
  const big = sizes.slice(0, 3).map((r) => r.id);
  const { rows: ids } = (await d.execute(sql`SELECT id FROM solutions WHERE status = 'published' ORDER BY id`)) as unknown as { rows: { id: number }[] };
  const solutionIds = ids.map((r) => r.id);
  // Conditions a visitor states are mostly ones some product meets: each problem's conditions are drawn from one of
  // its solutions (a sample of every 50th), so the stated ones fit something as often as a real question would.
  const { rows: sample } = (await d.execute(sql`SELECT sp.problem_id, s.systems, s.max_temperature_c, s.sites, s.environmental_grades
    FROM solution_problems sp JOIN solutions s ON s.id = sp.solution_id AND s.status = 'published' WHERE s.id % 50 = 0`)) as unknown as {
    rows: { problem_id: number; systems: string[]; max_temperature_c: number | null; sites: string[]; environmental_grades: string[] }[];
  };
  /** Conditions one of `problemId`'s solutions meets: one of its systems, a temperature within its rating, its site, a grade it has. */
  const metBy = (problemId: number, all: boolean): FinderConditions => {
    const of = sample.filter((r) => r.problem_id === problemId && r.systems.length > 0 && (!all || r.environmental_grades.length > 0));
    if (of.length === 0) return { system: pick(SYSTEMS), temperatureC: between(20, 200), ...(all ? { site: pick(SITES), environment: pick(ENVIRONMENTAL_GRADES) } : {}) };
    const r = pick(of);
    const conditions: FinderConditions = { system: pick(r.systems) as SystemCode, temperatureC: between(20, Math.max(20, r.max_temperature_c ?? 20)) };
    return all ? { ...conditions, site: pick(r.sites) as SiteCode, environment: pick(r.environmental_grades) as EnvironmentalGrade } : conditions;
  };
  const locale = (): Locale => (random() < 0.5 ? "en" : "ar");
  const problem = (l: Locale, id?: number) => {
    const list = problemsIn[l];
    return id === undefined ? pick(list) : list.find((p) => p.id === id)!;
  };

  const out: FinderTiming[] = [];
  /** Times `call` RUNS times after WARM_UP; `read` sums what each call says it read, averaged in the report. */
  async function measure(query: string, call: () => Promise<Record<string, number>>) {
    const times: number[] = [];
    const read: Record<string, number> = {};
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      const counts = await call();
      const ms = performance.now() - started;
      if (i < WARM_UP) continue;
      times.push(ms);
      for (const [key, n] of Object.entries(counts)) read[key] = (read[key] ?? 0) + n;
    }
    times.sort((a, b) => a - b);
    const summary = Object.entries(read)
      .map(([key, n]) => `${Math.round(n / RUNS).toLocaleString("en")} ${key}`)
      .join(", ");
    out.push({ query, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1], read: summary });
  }

  async function finder(p: FinderProblem, conditions: FinderConditions, l: Locale) {
    dropCachedQueries(d);
    const result = await findSolutions(p, conditions, l);
    return { candidates: candidates.get(p.id) ?? 0, fits: result.total };
  }

  // The per-problem lists, built once per catalogue version (after a staff change, by the first question asked).
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) {
    dropCatalogCache(d);
    const started = performance.now();
    await findSolutions(problem("en", big[0]), {}, "en");
    builds.push(performance.now() - started);
  }
  builds.sort((a, b) => a - b);
  out.push({ query: "finder: building its index (first question after a change)", p50: builds[1], p95: builds[2], p99: builds[2], max: builds[2], read: `${sizes.reduce((sum, r) => sum + r.n, 0).toLocaleString("en")} links` });

  await measure("finder: a big problem, no conditions", async () => {
    const l = locale();
    return finder(problem(l, pick(big)), {}, l);
  });
  await measure("finder: system + temperature", async () => {
    const l = locale();
    const p = problem(l);
    return finder(p, metBy(p.id, false), l);
  });
  await measure("finder: a big problem, all four conditions", async () => {
    const l = locale();
    const p = problem(l, pick(big));
    return finder(p, metBy(p.id, true), l);
  });
  await measure("finder: a big problem, an empty result", async () => {
    const l = locale();
    // No profile is rated above 250 °C (app/db/seed/technical.ts): nothing fits, and every candidate is counted for "what to relax".
    const counts = await finder(problem(l, pick(big)), { system: pick(SYSTEMS), temperatureC: between(251, 350) }, l);
    if (counts.fits !== 0) throw new Error(`bench-finder: the empty-result case found ${counts.fits} fits`);
    return counts;
  });
  await plantsMaking([solutionIds[0]], null, "en");
  await plantsMaking([solutionIds[0]], null, "ar");
  await measure("plantsMaking: 20 solutions, from a point", async () => {
    const chosen = Array.from({ length: 20 }, () => pick(solutionIds));
    const found = await plantsMaking(chosen, { latitude: between(-60, 70), longitude: between(-180, 180) }, locale());
    return { plants: [...found.values()].reduce((sum, list) => sum + list.length, 0) };
  });
  await measure("getSolution with technical data", async () => {
    const solution = await getSolution(pick(solutionIds), locale());
    if (!solution?.technical) throw new Error("bench-finder: a solution without technical data");
    return { problems: solution.technical.problems.length };
  });
  console.info(JSON.stringify(out));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
