/**
 * `npm run bench:inbox`: the staff inbox at 100,000 submissions on the embedded database. Seeds a fresh
 * PGlite in a temporary directory (demo content, a few staff, then inbox_items in bulk with a fixed pseudo-random
 * spread of kinds, statuses, countries, solutions, assignees and two years of dates), then times the model's own
 * calls in-process, ≥ 200 runs each: the first page, a filtered page (status + kind + country), a deep keyset page,
 * a search for a common and for a rare word; prints p50/p95/p99, the plans of the filtered page and the searches,
 * and streams the 100,000-row CSV export measuring its time and the process's peak RSS growth.
 * Options: --items <n> (100000), --runs <n> (200), --keep (leave the database directory).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { asc, eq, sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { inboxItems, locations, solutions, staffMembers, type InboxKind, type InboxStatus } from "~/db/schema";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { inboxFilterFrom, INBOX_PAGE_SIZE, visibleKinds, type InboxFilter } from "~/forms/inbox";
import { inboxPageQuery, listInbox, searchAllMatches } from "~/models/inbox.server";
import { inboxCsvStream } from "~/routes/staff.inbox.export/csv.server";
import { toSearchText } from "~/utils/search-text";

const { values } = parseArgs({ options: { items: { type: "string", default: "100000" }, runs: { type: "string", default: "200" }, keep: { type: "boolean", default: false } } });
const ITEMS = Number(values.items);
const RUNS = Number(values.runs);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
process.env.DATA_DIR = dataDir;

// A fixed pseudo-random sequence (mulberry32), so runs are comparable. A plain LCG's consecutive draws correlate:
// its kinds, statuses and names came out in clumps, which no real inbox has.
let seedValue = 16;
function random() {
  let t = (seedValue = (seedValue + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
function weighted<T extends string>(weights: Record<T, number>): T {
  let r = random();
  for (const [key, weight] of Object.entries(weights) as [T, number][]) {
    if ((r -= weight) < 0) return key;
  }
  return Object.keys(weights)[0] as T;
}

const FIRST = ["Amal", "Huda", "Salim", "Ahmed", "Fatma", "Khalid", "Maryam", "Yousuf", "Aisha", "Nasser", "Laila", "Hamed", "Sara", "Omar", "Noor", "John", "Maria", "Wei", "Priya", "Lars"];
const LAST = ["Al-Harthy", "Al-Said", "Al-Balushi", "Al-Hinai", "Al-Rawahi", "Al-Busaidi", "Khan", "Smith", "Schmidt", "Nair", "Chen", "Garcia", "Al-Lawati", "Al-Kindi", "Al-Farsi"];
const COMPANY = ["Petro Services", "Gulf Drilling", "Nizwa Oilfield", "Desert Energy", "Muscat Refining", "Sohar Aluminium", "Duqm Logistics", "Arabian Pipelines", "Oman Gas", "Coastal Chemicals", "Blue Water Treatment", "Horizon Petroleum"];
const SUFFIX = ["LLC", "SAOG", "Co.", "GmbH", "Ltd"];
const WORDS = ["dose", "ppm", "wells", "sample", "price", "delivery", "drum", "tanker", "emulsion", "corrosion", "scale", "biocide", "trial", "pipeline", "storage", "winter", "cold", "flow", "certificate", "urgent"];
const KINDS: Record<InboxKind, number> = { msds: 0.3, tds: 0.2, inquiry: 0.25, quote: 0.05, rfq: 0.05, contact: 0.15 };
const STATUSES: Record<InboxStatus, number> = { new: 0.05, in_progress: 0.05, answered: 0.6, closed: 0.25, spam: 0.05 };
/** A rare word (one request in about a thousand mentions it) and a less rare one (one in a hundred). */
const RARE = "xylenol";
const UNCOMMON = "naphtha";

async function seed() {
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await seedDemoContentIfEmpty(database.db);
  const d = database.db;
  const countryIds = (await d.select({ id: locations.id }).from(locations).where(eq(locations.type, "country"))).map((row) => row.id);
  const solutionIds = (await d.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id))).map((row) => row.id);
  const staff = await d
    .insert(staffMembers)
    .values(["sales1", "sales2", "sales3", "comms1"].map((name) => ({ email: `${name}@sahel.example.om`, name, roles: name.startsWith("sales") ? ["sales" as const] : ["communications" as const] })))
    .returning({ id: staffMembers.id });
  const now = Date.now();
  const started = performance.now();
  for (let start = 0; start < ITEMS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ITEMS - start) }, (_, i) => {
      const n = start + i + 1;
      const kind = weighted(KINDS);
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const company = kind === "contact" ? "" : `${pick(COMPANY)} ${pick(SUFFIX)}`;
      const email = `${name.split(" ")[0].toLowerCase()}.${n}@${pick(["example.com", "example.om", "mail.example"])}`;
      const text = `${Array.from({ length: 6 }, () => pick(WORDS)).join(" ")}${random() < 0.001 ? ` ${RARE}` : ""}${random() < 0.01 ? ` ${UNCOMMON}` : ""}`;
      const createdAt = new Date(now - Math.floor(random() * 730 * 24 * 3600_000));
      return {
        kind,
        sourceId: n,
        reference: `${kind.toUpperCase()}-2026-${String(n).padStart(6, "0")}`,
        status: weighted(STATUSES),
        assigneeId: random() < 0.4 ? pick(staff).id : null,
        solutionId: kind === "contact" ? null : pick(solutionIds),
        countryId: pick(countryIds),
        name,
        email,
        company,
        searchText: toSearchText(name, company, email, text),
        createdAt,
        updatedAt: createdAt,
      };
    });
    await d.insert(inboxItems).values(rows);
  }
  await d.execute(sql`ANALYZE`);
  console.info(`seeded ${ITEMS.toLocaleString("en")} inbox items in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir})`);
  return { database, countryIds, staff };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(label: string, filter: InboxFilter) {
  for (let i = 0; i < 10; i++) await listInbox(filter, INBOX_PAGE_SIZE); // warm-up
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows = (await listInbox(filter, INBOX_PAGE_SIZE)).rows.length;
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p).toFixed(1));
  return { label, rows, p50, p95, p99 };
}

async function explain(database: Awaited<ReturnType<typeof seed>>["database"], label: string, filter: InboxFilter, step: "page" | "all-matches" = "page") {
  const query = (step === "page" ? inboxPageQuery(database.db, filter, INBOX_PAGE_SIZE + 1) : searchAllMatches(database.db, filter, INBOX_PAGE_SIZE + 1)).toSQL();
  // PGlite's exec has no parameters: the values go in as literals (all are numbers, dates or plain words here).
  const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
  const result = await database.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS OFF, COSTS OFF) ${text}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  console.info(`\n### ${label}\n\n\`\`\`\n${rows.map((row) => Object.values(row)[0]).join("\n")}\n\`\`\``);
}

async function exportAll(filter: InboxFilter) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  const reader = inboxCsvStream(filter).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, rows: lines - 1, mb: bytes / 2 ** 20, rssBase: base / 2 ** 20, rssGrowth: (peak - base) / 2 ** 20 };
}

async function main() {
  const { database, countryIds, staff } = await seed();
  globalThis.__database = Promise.resolve(database);
  const admin = visibleKinds(["admin"]);
  const sales = visibleKinds(["sales"]);
  const filter = (query: string, kinds = admin) => inboxFilterFrom(new URLSearchParams(query), kinds, staff[0].id).filter;
  // Items are spread evenly over the countries: any one will do.
  const country = countryIds[0];
  // A cursor half-way down the whole list: the 50,000th newest row.
  const [deep] = await database.db
    .select({ id: inboxItems.id, micros: sql<string>`(extract(epoch from ${inboxItems.createdAt}) * 1000000)::bigint::text` })
    .from(inboxItems)
    .orderBy(sql`${inboxItems.createdAt} desc, ${inboxItems.id} desc`)
    .offset(Math.floor(ITEMS / 2))
    .limit(1);
  const cases: [string, InboxFilter][] = [
    ["first page (admin, open)", filter("")],
    ["first page (sales, open)", filter("", sales)],
    ["first page (admin, all statuses)", filter("status=all")],
    [`filtered (status=new, kind=msds, country=${country})`, filter(`status=new&kind=msds&country=${country}`)],
    ["filtered (status=answered, kind=quote, assignee=me)", filter("status=answered&kind=quote&assignee=me")],
    ["deep keyset page (row 50,000, all statuses)", filter(`status=all&before=${deep.micros}_${deep.id}`)],
    ['search common word "emulsion" (~27 %, open)', filter("q=emulsion")],
    ['search name "harthy" (~7 %, open)', filter("q=harthy")],
    ['search name "harthy" (~7 %, all statuses)', filter("q=harthy&status=all")],
    [`search uncommon word "${UNCOMMON}" (~1 %, all statuses)`, filter(`q=${UNCOMMON}&status=all`)],
    [`search uncommon word "${UNCOMMON}" (~1 %, open)`, filter(`q=${UNCOMMON}`)],
    [`search rare word "${RARE}" (~0.1 %, all statuses)`, filter(`q=${RARE}&status=all`)],
    ['search two words "amal petro" (all statuses)', filter("q=amal+petro&status=all")],
  ];
  const results = [];
  for (const [label, f] of cases) results.push(await time(label, f));
  console.info(`\n${RUNS} runs each, ${ITEMS.toLocaleString("en")} items, PGlite in-process (ms):\n`);
  console.info("| query | rows | p50 | p95 | p99 |\n|---|---:|---:|---:|---:|");
  for (const r of results) console.info(`| ${r.label} | ${r.rows} | ${r.p50} | ${r.p95} | ${r.p99} |`);

  await explain(database, cases[3][0], cases[3][1]);
  // A search's second step (when its newest 2,000 rows hold fewer than a page of matches): every match, sorted.
  for (const index of [7, 10, 12]) await explain(database, `${cases[index][0]}: every match (second step)`, cases[index][1], "all-matches");

  const exported = await exportAll(filter("status=all"));
  console.info(
    `\nCSV export: ${exported.rows.toLocaleString("en")} rows, ${exported.mb.toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
      `RSS ${exported.rssBase.toFixed(0)} MB before, peak growth ${exported.rssGrowth.toFixed(1)} MB`,
  );
  await database.close();
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
}

await main();
