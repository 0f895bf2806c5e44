/**
 * The outbox from a shell:
 * - `npm run mail:list [-- --limit N]`: the latest messages with their status, recipient and subject (never a body:
 *   one may hold a one-time link), and the totals; pending messages say why they wait.
 * - `npm run mail:worker`: the delivery worker alone, for deployments that run the site with MAIL_WORKER=false on
 *   PostgreSQL (DATABASE_URL). It stops on SIGTERM/SIGINT after the sends in flight.
 * An embedded database (no DATABASE_URL) opens in one process at a time: while the server runs on DATA_DIR, this
 * refuses rather than open it a second time (the server writes DATA_DIR/server.pid).
 */
import { parseArgs } from "node:util";
import { closeDatabase } from "../app/db/client.server";
import { safeHeaderText } from "../app/mail/headers";
import { startMailWorker } from "../app/mail/worker.server";
import { listMail } from "../app/models/mail-queue.server";
import { scriptEnv } from "./script-env";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { limit: { type: "string", default: "50" } } });
const command = positionals[0];

if (command !== "list" && command !== "worker") {
  console.error("usage: npm run mail:list [-- --limit N] | npm run mail:worker");
  process.exit(2);
}
const env = scriptEnv();

/** One line, whatever a row holds (subjects are stored safe; an SMTP answer or an old row may not be). */
const clean = (value: string) => safeHeaderText(value, 300);

if (command === "list") {
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error("--limit must be a whole number between 1 and 10000");
    process.exit(2);
  }
  const { rows, totals } = await listMail({ limit });
  const waiting = env.SMTP_URL ? "waiting for its next attempt" : "not sent: no SMTP_URL";
  console.info(`outbox: ${totals.pending ?? 0} pending, ${totals.sent ?? 0} sent, ${totals.failed ?? 0} failed (latest ${rows.length} below)`);
  for (const row of rows) {
    const state =
      row.status === "sent"
        ? `sent ${row.sentAt?.toISOString()}`
        : row.status === "failed"
          ? `failed after ${row.attempts} attempt(s): ${clean(row.lastError ?? "")}`
          : row.attempts
            ? `${waiting} (${row.attempts} attempt(s), next ${row.nextAttemptAt.toISOString()}: ${clean(row.lastError ?? "")})`
            : waiting;
    console.info(`#${row.id}  ${row.createdAt.toISOString()}  to ${clean(row.to)}  "${clean(row.subject)}"  ${state}`);
  }
  await closeDatabase();
} else {
  if (!env.SMTP_URL) {
    console.error("SMTP_URL is not set: there is nothing to send with (see the README's environment table).");
    process.exit(1);
  }
  const worker = startMailWorker()!;
  console.info("mail worker running; SIGTERM or Ctrl-C stops it after the messages in flight");
  const keepAlive = setInterval(() => {}, 1 << 30);
  const stop = async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await closeDatabase();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}
