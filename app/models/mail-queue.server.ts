/**
 * Queues mail in the outbox. A one-time link never appears in clear: the body holds `{{link}}` and the link is
 * sealed (app/utils/sealed-link.server.ts); nothing about the link is logged.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { LINK_PLACEHOLDER, seal } from "~/utils/sealed-link.server";

type Executor = Pick<Awaited<ReturnType<typeof db>>, "insert">;

interface QueuedMail {
  to: string;
  subject: string;
  /** Must contain `{{link}}` when `link` is given. */
  body: string;
  link?: string;
}

export async function queueMail(mail: QueuedMail, executor?: Executor) {
  if (mail.link && !mail.body.includes(LINK_PLACEHOLDER)) throw new Error("A message with a link needs the {{link}} placeholder");
  const row = { to: mail.to, subject: mail.subject, body: mail.body, sealedLink: mail.link ? seal(mail.link) : null };
  const [stored] = await (executor ?? (await db())).insert(outbox).values(row).returning({ id: outbox.id });
  await dropForTests({ id: stored.id, ...row });
}

/**
 * Test-only: the browser tests cannot open the server's embedded database, so with MAIL_DROP_DIR set (only
 * playwright.config.ts sets it) each queued row is also written there as JSON, exactly as stored (the link still
 * sealed). Unset by default.
 */
async function dropForTests(row: { id: number; to: string; subject: string; body: string; sealedLink: string | null }) {
  const dir = process.env.MAIL_DROP_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written whole, then renamed: a reader never sees half a file.
  const name = path.join(dir, `${String(row.id).padStart(8, "0")}.json`);
  await writeFile(`${name}.tmp`, JSON.stringify(row), { mode: 0o600 });
  await rename(`${name}.tmp`, name);
}
