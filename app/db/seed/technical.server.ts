/**
 * The demo's technical data (./technical.ts) put into the database once: the problem list (when there is none),
 * the cities' and countries' coordinates (where none is stored), and each demo solution's technical properties
 * and problems with dose ranges, while it is still the demo's row and nobody has entered any. A `seed_marks` row
 * written in the same transaction makes it happen once, for a new database and for one made before issue 41 alike.
 */
import { rowsOf } from "../rows";
import { sql } from "drizzle-orm";
import { dropCatalogCache } from "../catalog-cache.server";
import { problems, seedMarks } from "../schema";
import type { Db } from "../types";
import { COUNTRIES, SOLUTIONS } from "./data";
import { SEED_LOCK_KEY } from "./seed.server";
import { CITY_POINTS, COUNTRY_POINTS, PROBLEM_GROUPS } from "./technical";

const TECHNICAL_SEED_MARK = "content-technical";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const textArray = (values: readonly string[]) => `{${values.join(",")}}`;

export async function seedTechnicalOnce(db: Db): Promise<boolean> {
  const marked = async (d: Db | Tx) => (await d.select({ name: seedMarks.name }).from(seedMarks).where(sql`${seedMarks.name} = ${TECHNICAL_SEED_MARK}`).limit(1)).length > 0;
  if (await marked(db)) return false;
  const ran = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await marked(tx)) return false;
    await seedProblems(tx);
    await seedPoints(tx);
    await seedSolutions(tx);
    await tx.insert(seedMarks).values({ name: TECHNICAL_SEED_MARK });
    return true;
  });
  if (ran) dropCatalogCache(db);
  return ran;
}

/** The problem list (./technical.ts PROBLEM_GROUPS) when the table is empty; also the benchmark seed's (scripts/seed.ts). */
export async function seedProblems(tx: Tx) {
  const [{ count }] = rowsOf<{ count: number }>(await tx.execute(sql`SELECT count(*)::int AS count FROM problems`));
  if (count > 0) return;
  const groups = await tx
    .insert(problems)
    .values(PROBLEM_GROUPS.map((g, position) => ({ slug: g.slug, name: g.name, nameAr: g.nameAr, parentId: null, position })))
    .returning({ id: problems.id, slug: problems.slug });
  const groupId = new Map(groups.map((g) => [g.slug, g.id]));
  await tx.insert(problems).values(
    PROBLEM_GROUPS.flatMap((g) => g.problems.map((p, position) => ({ slug: p.slug, name: p.name, nameAr: p.nameAr, parentId: groupId.get(g.slug) ?? null, position }))),
  );
}

async function seedPoints(tx: Tx) {
  const countries = COUNTRIES.map((c) => sql`(${c.code}, ${COUNTRY_POINTS[c.code]?.[0] ?? null}::double precision, ${COUNTRY_POINTS[c.code]?.[1] ?? null}::double precision)`);
  await tx.execute(sql`UPDATE locations l SET latitude = v.lat, longitude = v.lon FROM (VALUES ${sql.join(countries, sql`, `)}) AS v(code, lat, lon)
    WHERE l.type = 'country' AND l.code = v.code AND l.latitude IS NULL AND v.lat IS NOT NULL`);
  const cities = COUNTRIES.flatMap((c) =>
    c.cities.filter((name) => CITY_POINTS[name]).map((name) => sql`(${c.code}, ${name}, ${CITY_POINTS[name][0]}::double precision, ${CITY_POINTS[name][1]}::double precision)`),
  );
  await tx.execute(sql`UPDATE locations l SET latitude = v.lat, longitude = v.lon
    FROM (VALUES ${sql.join(cities, sql`, `)}) AS v(code, name, lat, lon), locations country
    WHERE l.type = 'city' AND l.parent_id = country.id AND country.code = v.code AND l.name = v.name AND l.latitude IS NULL`);
}

async function seedSolutions(tx: Tx) {
  const rows = SOLUTIONS.map((s) => {
    const t = s.technical;
    return sql`(${s.name}, ${s.commercialName}, ${textArray(t.systems)}::text[], ${t.maxTemperatureC}::double precision,
      ${textArray(t.injectionPoints)}::text[], ${textArray(t.environmentalGrades)}::text[], ${textArray(t.sites)}::text[])`;
  });
  // Only rows still the demo's, with nothing entered: staff edits stay.
  const updated = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`UPDATE solutions s SET systems = v.systems, max_temperature_c = v.max_c, injection_points = v.injection,
        environmental_grades = v.grades, sites = v.sites
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(en, commercial_en, systems, max_c, injection, grades, sites)
      WHERE s.name = v.en AND s.commercial_name = v.commercial_en AND s.systems = '{}' AND s.max_temperature_c IS NULL
        AND NOT EXISTS (SELECT 1 FROM solution_problems sp WHERE sp.solution_id = s.id)
      RETURNING s.id, s.name`),
  );
  const byName = new Map(SOLUTIONS.map((s) => [s.name, s]));
  const links = updated.flatMap((row) =>
    (byName.get(row.name)?.technical.problems ?? []).map(
      (p) => sql`(${row.id}::int, ${p.slug}, ${p.doseMin}::double precision, ${p.doseMax}::double precision, ${p.doseUnit}::text)`,
    ),
  );
  if (links.length === 0) return;
  await tx.execute(sql`INSERT INTO solution_problems (solution_id, problem_id, dose_min, dose_max, dose_unit)
    SELECT v.solution_id, p.id, v.dose_min, v.dose_max, v.dose_unit
    FROM (VALUES ${sql.join(links, sql`, `)}) AS v(solution_id, slug, dose_min, dose_max, dose_unit) JOIN problems p ON p.slug = v.slug
    ON CONFLICT DO NOTHING`);
}
