/**
 * `npm run measure:distribution [-- --recipients 10000]`: how long "Send the new revision to N recipients" takes for a
 * revision with N recipients, on the embedded database (PGlite, as a new user runs the site). It makes N answered
 * MSDS requests of the last 12 months (each with its inbox item and its link to the old revision), uploads a new
 * revision, then times the Recipients page's query, the send (links, sealed mail and delivery rows for all of them in
 * one transaction), a second press (which finds nobody), and the delivery log's query.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { throwAwayAppEnv } from "./bench-support";
import { sql } from "drizzle-orm";

const { values } = parseArgs({ options: { recipients: { type: "string", default: "10000" } } });
const RECIPIENTS = Number(values.recipients);
if (!Number.isInteger(RECIPIENTS) || RECIPIENTS < 1) throw new Error("--recipients is a whole number");

const { work, dataDir } = throwAwayAppEnv("measure-distribution-");

const { openDatabase } = await import("../app/db/client.server");
const { seedDemoContentIfEmpty } = await import("../app/db/seed/seed.server");
const { outbox, revisionDeliveries, solutions } = await import("../app/db/schema");
const { addDocument } = await import("../app/models/documents.server");
const { deliveriesOf, distributeRevision, getRevision, pendingRecipients } = await import("../app/models/revision-distribution.server");
const { stagingDirectory } = await import("../app/utils/file-store.server");

const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
globalThis.__database = Promise.resolve(database);
const d = database.db;
const actor = { id: null, email: "measure", ip: null };
// The send records who pressed it: no staff member here (sent_by stays empty).
const sender = actor as unknown as { id: number; email: string; ip: null };

async function revision(solutionId: number, revisionDate: string) {
  const dir = stagingDirectory("documents");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(16).toString("hex")}.pdf`);
  const bytes = Buffer.from(`%PDF-1.4\n% ${revisionDate}\n%%EOF\n`);
  writeFileSync(file, bytes, { mode: 0o600 });
  return addDocument(
    { solutionId, kind: "msds", language: "en", revisionDate, file: { path: file, size: bytes.length, type: "application/pdf" }, originalName: "msds.pdf", sha256: "", changeSummary: "Section 8: new exposure limits." },
    actor,
  );
}

async function timed<T>(label: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  console.info(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

try {
  await seedDemoContentIfEmpty(d);
  const [{ id: solutionId }] = await d.select({ id: solutions.id }).from(solutions).orderBy(solutions.id).limit(1);
  const old = await revision(solutionId, "2026-01-15");
  console.info(`Making ${RECIPIENTS} answered MSDS requests of the last 12 months…`);
  // The rows the site writes for a request answered with a link, made in bulk (each a distinct address, some in Arabic).
  await d.execute(sql`
    insert into data_sheet_requests (kind, solution_id, first_name, last_name, company_email_address, job_function_id, company, country_id, locale, created_at)
    select 'msds', ${solutionId}, 'Buyer', n::text, 'buyer' || n || '@example.com', (select min(id) from job_functions), 'Petro LLC',
      (select min(id) from locations where type = 'country'), case when n % 5 = 0 then 'ar' else 'en' end, now() - (n % 300) * interval '1 day'
    from generate_series(1, ${RECIPIENTS}) n`);
  await d.execute(sql`
    insert into inbox_items (kind, source_id, reference, status, solution_id, name, email, language, created_at)
    select 'msds', r.id, 'MSDS-MEASURE-' || r.id, 'answered', r.solution_id, r.first_name || ' ' || r.last_name, r.company_email_address, r.locale, r.created_at
    from data_sheet_requests r where r.solution_id = ${solutionId}`);
  await d.execute(sql`
    insert into document_links (item_id, document_id, expires_at, created_at)
    select i.id, ${old}, i.created_at + interval '7 days', i.created_at from inbox_items i where i.reference like 'MSDS-MEASURE-%'`);
  const current = await revision(solutionId, "2026-11-20");
  const rev = (await getRevision(current))!;

  const pending = await timed(`the Recipients page's query (${RECIPIENTS})`, () => pendingRecipients(rev));
  const sent = await timed(`Send the new revision to ${pending.length} recipients`, () => distributeRevision(sender, current));
  const again = await timed("the same press again", () => distributeRevision(sender, current));
  const log = await timed("the delivery log's query", () => deliveriesOf(current));
  const counted = await d.execute(sql`select count(*)::int as queued from ${outbox} o join ${revisionDeliveries} rd on rd.outbox_id = o.id`);
  const { queued } = (counted as unknown as { rows: { queued: number }[] }).rows[0];
  console.info(`\nqueued ${sent.ok ? sent.queued : sent.reason}, then ${again.ok ? again.queued : again.reason}; ${log.length} deliveries, ${queued} outbox messages`);
} finally {
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
