/**
 * The outbox's delivery worker: claims due messages (app/models/mail-queue.server.ts), sends them over SMTP with
 * nodemailer, and records the outcome. It runs inside the server process (MAIL_WORKER, on by default) and alone as
 * `npm run mail:worker`; any number of processes on one PostgreSQL may run it, as a claim skips rows another holds.
 *
 * - A message is sent once: claimed under a lease; only a process that dies mid-send leaves it to be claimed again
 *   when the lease runs out, and the retry carries the same Message-ID, so the receiver can recognise it.
 * - A temporary failure (4xx, connection refused, timeout) is retried with exponential back-off and jitter, up to
 *   MAIL_MAX_ATTEMPTS; then, or at once on a permanent refusal (5xx to MAIL FROM, RCPT TO or DATA), the message is
 *   marked failed with the last SMTP answer.
 * - Without SMTP_URL nothing is sent: messages wait as pending (`npm run mail:list` says why) and go out once it is set.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { SITE_NAME } from "~/content/company";
import { claimDueMail, markMailFailed, markMailRetry, markMailSent, onMailQueued, type ClaimedMail } from "~/models/mail-queue.server";
import { getEnv, type Env } from "~/utils/env.server";
import { log, outsideRequest } from "~/utils/log.server";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { escapeHtml } from "./content";

/** The messages one claim takes; they are sent concurrently over the pooled connections. */
const BATCH = 10;
const CONNECTIONS = 3;

type MailEnv = Pick<
  Env,
  | "SMTP_URL"
  | "SMTP_USER"
  | "SMTP_PASSWORD"
  | "MAIL_FROM"
  | "PUBLIC_ORIGIN"
  | "MAIL_POLL_MS"
  | "MAIL_RETRY_BASE_MS"
  | "MAIL_RETRY_MAX_MS"
  | "MAIL_MAX_ATTEMPTS"
  | "MAIL_LEASE_MS"
>;

/** The SMTP transport of SMTP_URL (user and password from the URL, or SMTP_USER/SMTP_PASSWORD), or null without one. */
function createMailTransport(env: MailEnv): Transporter | null {
  if (!env.SMTP_URL) return null;
  const url = new URL(env.SMTP_URL);
  const user = env.SMTP_USER ?? (decodeURIComponent(url.username) || undefined);
  const pass = env.SMTP_PASSWORD ?? (decodeURIComponent(url.password) || undefined);
  const secure = url.protocol === "smtps:";
  return nodemailer.createTransport({
    pool: true,
    maxConnections: CONNECTIONS,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: user ? { user, pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

const hostOf = (origin: string) => new URL(origin).hostname;

/** The From of every message: MAIL_FROM, else the site's name at no-reply@ the public host. */
function sender(env: MailEnv) {
  return env.MAIL_FROM ?? { name: SITE_NAME, address: `no-reply@${hostOf(env.PUBLIC_ORIGIN)}` };
}

/** The same on every attempt at one message: made from its row's key and the public host. */
export function messageIdOf(row: Pick<ClaimedMail, "messageKey">, env: Pick<Env, "PUBLIC_ORIGIN">) {
  return `<${row.messageKey}@${hostOf(env.PUBLIC_ORIGIN)}>`;
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  command?: string;
  code?: string;
  message?: string;
}

/** A refusal that another attempt will not change: a 5xx to the message itself, not to the connection or the login. */
export function isPermanent(error: SmtpError) {
  const code = error.responseCode ?? 0;
  if (code < 500 || code > 599) return false;
  const command = (error.command ?? "").toUpperCase();
  return command.startsWith("MAIL") || command.startsWith("RCPT") || command === "DATA" || error.code === "EENVELOPE" || error.code === "EMESSAGE";
}

function describe(error: SmtpError) {
  return (error.response ?? error.message ?? String(error)).replace(/[\r\n]+/g, " ").slice(0, 1000);
}

/** The wait before the next attempt: base × 2^(attempts − 1), capped, with jitter (half fixed, half random). */
export function retryDelay(attempts: number, env: Pick<MailEnv, "MAIL_RETRY_BASE_MS" | "MAIL_RETRY_MAX_MS">, random = Math.random) {
  const ceiling = Math.min(env.MAIL_RETRY_MAX_MS, env.MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}

type Outcome = "sent" | "retried" | "failed";

/**
 * One line per attempt, with the id of the request that queued the message (not the recipient: the outbox has it).
 * The SMTP answer's code only; its text, which may name the recipient, is the row's last_error.
 */
function logAttempt(row: ClaimedMail, env: MailEnv, outcome: Outcome, detail: { smtpCode?: number; reason?: string } = {}): Outcome {
  const line = { requestId: row.requestId, outboxId: row.id, messageId: messageIdOf(row, env), attempt: row.attempts, outcome, ...detail };
  if (outcome === "sent") log.info(line, "mail delivery attempt");
  else log.warn(line, "mail delivery attempt");
  return outcome;
}

async function deliverOne(transport: Transporter, row: ClaimedMail, env: MailEnv): Promise<Outcome> {
  let text: string;
  let html: string | undefined;
  try {
    text = renderOutboxBody({ body: row.body, sealedLink: row.sealedLink });
    html = row.html === null ? undefined : renderOutboxBody({ body: row.html, sealedLink: row.sealedLink }, undefined, escapeHtml);
  } catch (error) {
    // The link cannot be opened any more (the secret was rotated away): sending would be a broken message.
    await markMailFailed(row.id, (error as Error).message);
    return logAttempt(row, env, "failed", { reason: (error as Error).message });
  }
  try {
    await transport.sendMail({
      from: sender(env),
      to: row.to,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text,
      html,
      messageId: messageIdOf(row, env),
      headers: {
        "Auto-Submitted": "auto-generated",
        // One click in the mail program ends the subscription (RFC 8058): a POST to the address, no page in between.
        ...(row.listUnsubscribe ? { "List-Unsubscribe": `<${row.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
      },
    });
  } catch (raw) {
    const error = raw as SmtpError;
    const detail = { smtpCode: error.responseCode, reason: error.responseCode ? undefined : error.code };
    if (isPermanent(error) || row.attempts >= env.MAIL_MAX_ATTEMPTS) {
      await markMailFailed(row.id, describe(error));
      return logAttempt(row, env, "failed", detail);
    }
    await markMailRetry(row.id, retryDelay(row.attempts, env), describe(error));
    return logAttempt(row, env, "retried", detail);
  }
  await markMailSent(row.id);
  return logAttempt(row, env, "sent");
}

type DeliveryCounts = Record<Outcome, number>;

/** Sends what is due now, batch after batch, until nothing is due or the server is away; answers what happened. */
export async function deliverDueMail(transport: Transporter, env: MailEnv): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMail(BATCH, env.MAIL_LEASE_MS);
    if (!batch.length) return counts;
    const outcomes = await Promise.all(batch.map((row) => deliverOne(transport, row, env)));
    for (const outcome of outcomes) counts[outcome] += 1;
    // No message of the batch went: the server is away or refusing for now; the next tick tries again.
    if (outcomes.every((outcome) => outcome === "retried")) return counts;
  }
}

interface MailWorker {
  /** Stops claiming; waits for the sends in flight; closes the SMTP connections. */
  stop(): Promise<void>;
}

/**
 * Starts the worker when SMTP_URL is set (else answers null: messages wait). It looks every MAIL_POLL_MS and when
 * mail is queued in this process (onMailQueued); a failed round (the database is away) is logged and tried again at the next tick; it never stops the server.
 */
export function startMailWorker(env: MailEnv = getEnv()): MailWorker | null {
  const transport = createMailTransport(env);
  if (!transport) return null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // A round a request's queueMail woke is not that request's work: its lines carry each message's own request id.
    running = outsideRequest(async () => {
      do {
        again = false;
        try {
          const counts = await deliverDueMail(transport, env);
          if (counts.failed) log.warn({ failed: counts.failed }, `mail: ${counts.failed} message(s) not delivered for good (npm run mail:list)`);
        } catch (error) {
          log.error({ err: error }, "mail delivery round failed");
        }
      } while (again && !stopped);
    }).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(round, env.MAIL_POLL_MS);
  timer.unref();
  const first = setTimeout(round, 0);
  first.unref();
  const unsubscribe = onMailQueued(round);
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      clearTimeout(first);
      await running;
      transport.close();
    },
  };
}
