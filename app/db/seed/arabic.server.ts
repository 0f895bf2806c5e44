/**
 * The demo content's Arabic (decision 0017), put into a database once: a new one right after the English
 * seed, and one made before Arabic content existed on its next start. Each Arabic text goes to the row that still
 * holds the demo's English text and has no Arabic yet, so nothing staff wrote or changed is overwritten, and a
 * `seed_marks` row (written in the same transaction) makes it happen once: clearing an Arabic text by hand lasts.
 */
import { sql, type SQL } from "drizzle-orm";
import { readSeedPosts } from "~/content/blog/seed-posts.server";
import { sanitizeRichText } from "~/utils/sanitize.server";
import { toSearchText } from "~/utils/search-text";
import { descriptionWords } from "~/utils/sanitize.server";
import { dropCatalogCache } from "../catalog-cache.server";
import { seedMarks } from "../schema";
import type { Db } from "../types";
import { CATEGORY_NAMES_AR, PROCESS_NAMES_AR } from "./catalog-ar";
import { COUNTRIES, PLANTS, SOLUTIONS, VACANCIES } from "./data";
import {
  CITY_NAMES_AR,
  COUNTRY_NAMES_AR,
  DEPARTMENT_NAMES_AR,
  JOB_FUNCTION_NAMES_AR,
  OFFER_ABROAD_AR,
  OFFER_OMAN_AR,
  PLANTS_AR,
  VACANCIES_AR,
  VACANCY_HEADINGS_AR,
} from "./places-careers-ar";
import { SEED_LOCK_KEY } from "./seed.server";
import { vacancyHtml } from "./vacancy-html";

const ARABIC_SEED_MARK = "content-arabic";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `(a, b, …), (…)` of a VALUES list: one statement a table, whatever the number of rows. */
const valuesList = (rows: readonly (readonly string[])[]) => sql.join(
  rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}::text`), sql`, `)})`),
  sql`, `,
);

async function update(tx: Tx, rows: readonly (readonly string[])[], statement: (values: SQL) => SQL) {
  if (rows.length > 0) await tx.execute(statement(valuesList(rows)));
}

/** Fills the Arabic texts of the demo content unless this database was given them before. True when it ran. */
export async function seedArabicContentOnce(db: Db): Promise<boolean> {
  const marked = async (d: Db | Tx) => (await d.select({ name: seedMarks.name }).from(seedMarks).where(sql`${seedMarks.name} = ${ARABIC_SEED_MARK}`).limit(1)).length > 0;
  if (await marked(db)) return false;
  const ran = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await marked(tx)) return false;
    await fillArabic(tx);
    await tx.insert(seedMarks).values({ name: ARABIC_SEED_MARK });
    return true;
  });
  if (ran) dropCatalogCache(db);
  return ran;
}

async function fillArabic(tx: Tx) {
  const countries = COUNTRIES.map((c) => [c.code, COUNTRY_NAMES_AR[c.code]]);
  await update(tx, countries, (v) => sql`UPDATE locations l SET name_ar = v.ar FROM (VALUES ${v}) AS v(code, ar)
    WHERE l.type = 'country' AND l.code = v.code AND l.name_ar IS NULL`);

  const cities = COUNTRIES.flatMap((c) => c.cities.map((city) => [c.code, city, CITY_NAMES_AR[city]]));
  await update(tx, cities, (v) => sql`UPDATE locations l SET name_ar = v.ar FROM (VALUES ${v}) AS v(code, en, ar), locations country
    WHERE l.type = 'city' AND l.name = v.en AND country.id = l.parent_id AND country.code = v.code AND l.name_ar IS NULL`);

  for (const [table, names] of [
    [sql`categories`, CATEGORY_NAMES_AR],
    [sql`processes`, PROCESS_NAMES_AR],
    [sql`job_functions`, JOB_FUNCTION_NAMES_AR],
    [sql`departments`, DEPARTMENT_NAMES_AR],
  ] as const) {
    await update(tx, Object.entries(names), (v) => sql`UPDATE ${table} t SET name_ar = v.ar FROM (VALUES ${v}) AS v(en, ar)
      WHERE t.name = v.en AND t.name_ar IS NULL`);
  }

  // Search texts hold both languages' names: a plant or solution is found from either language's page.
  const plantRows = PLANTS.map((p) => {
    const ar = PLANTS_AR[p.name];
    return [p.name, ar.name, ar.address, toSearchText(p.name, ar.name)];
  });
  await update(tx, plantRows, (v) => sql`UPDATE plants p SET name_ar = v.name_ar, address_ar = v.address_ar, search_text = v.search
    FROM (VALUES ${v}) AS v(en, name_ar, address_ar, search) WHERE p.name = v.en AND p.name_ar IS NULL`);

  // Search matches both languages' descriptions too: their words, as the editor stores them.
  const solutionRows = SOLUTIONS.map((s) => [
    s.name,
    s.commercialName,
    s.commercialNameAr,
    sanitizeRichText(s.descriptionHtmlAr),
    toSearchText(s.name, s.commercialName, s.commercialNameAr),
    descriptionWords(sanitizeRichText(s.descriptionHtml), sanitizeRichText(s.descriptionHtmlAr)),
  ]);
  await update(tx, solutionRows, (v) => sql`UPDATE solutions s
    SET commercial_name_ar = v.commercial_ar, description_ar = v.description_ar, search_text = v.search, search_words = v.words
    FROM (VALUES ${v}) AS v(en, commercial_en, commercial_ar, description_ar, search, words)
    WHERE s.name = v.en AND s.commercial_name = v.commercial_en AND s.commercial_name_ar IS NULL AND s.description_ar IS NULL`);

  const vacancyRows = VACANCIES.map((vacancy) => {
    const ar = VACANCIES_AR[vacancy.title];
    const offer = vacancy.countryCode === "OM" ? OFFER_OMAN_AR : OFFER_ABROAD_AR;
    return [vacancy.title, ar.title, sanitizeRichText(vacancyHtml({ ...ar, offer }, VACANCY_HEADINGS_AR))];
  });
  await update(tx, vacancyRows, (v) => sql`UPDATE vacancies t SET title_ar = v.title_ar, content_ar = v.content_ar
    FROM (VALUES ${v}) AS v(en, title_ar, content_ar) WHERE t.title = v.en AND t.title_ar IS NULL AND t.content_ar IS NULL`);

  const postRows = readSeedPosts().flatMap((post) =>
    post.ar ? [[post.slug, post.title, post.ar.title, post.ar.category, post.ar.summary, post.ar.coverAlt, post.ar.bodyMarkdown, post.ar.bodyHtml]] : [],
  );
  await update(tx, postRows, (v) => sql`UPDATE blog_posts b
    SET title_ar = v.title_ar, category_ar = v.category_ar, summary_ar = v.summary_ar, cover_alt_ar = v.cover_alt_ar,
        body_markdown_ar = v.body_markdown_ar, body_html_ar = v.body_html_ar
    FROM (VALUES ${v}) AS v(slug, title_en, title_ar, category_ar, summary_ar, cover_alt_ar, body_markdown_ar, body_html_ar)
    WHERE b.slug = v.slug AND b.title = v.title_en AND b.title_ar IS NULL`);
}

