/**
 * A real SMTP server for tests (smtp-server + mailparser) on 127.0.0.1: it takes what the delivery worker sends and
 * keeps every message parsed, and it misbehaves on request, at runtime:
 * - `mode`: "accept"; "tempfail" (451 to RCPT TO or to DATA, see `tempfailAt`); "reject" (550 to the recipients that
 *   match `rejectPattern`, the others accepted);
 * - `holdDataMs`: the message is kept at the end of DATA, the 250 comes that much later (a sender killed in between
 *   never learns the outcome: the message counts as received, as at a real server that committed it);
 * - `stop()`: the port closes and open connections are cut (the server is down); `start()` listens on the same port.
 * No TLS (STARTTLS hidden), so the worker talks plain SMTP on loopback; AUTH only when `auth` is given.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

export type SinkMode = "accept" | "tempfail" | "reject";

export interface SinkMessage {
  envelope: { from: string; to: string[] };
  /** The To header's addresses. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Parsed headers by lower-case name (mailparser's values). */
  headers: Record<string, unknown>;
  /** The message exactly as it came over DATA (headers and bodies), for checks on the wire format. */
  raw: string;
  receivedAt: number;
  /** The sender's TCP port: which connection (and so which sending process) it came over. */
  clientPort: number;
}

/** Every RCPT TO and every DATA the sink answered, with its answer, so a test can count attempts. */
export interface SinkEvent {
  command: "RCPT" | "DATA";
  /** The recipient (RCPT) or the envelope's recipients joined by "," (DATA). */
  address: string;
  code: number;
  at: number;
}

interface SmtpSinkOptions {
  /** A port to listen on; default: a free one the system picks (kept across stop/start). */
  port?: number;
  /** Requires AUTH PLAIN/LOGIN with these (over plain SMTP: loopback only). */
  auth?: { user: string; pass: string };
  mode?: SinkMode;
  /** Prints each message's subject and recipients as it arrives. */
  verbose?: boolean;
  /** Called with each message once it is kept (the CLI writes it out). */
  onMessage?: (message: SinkMessage) => void | Promise<void>;
}

export interface SmtpSink {
  readonly port: number;
  /** smtp://127.0.0.1:PORT, with the user and password when the sink wants AUTH. */
  readonly url: string;
  readonly messages: SinkMessage[];
  readonly events: SinkEvent[];
  mode: SinkMode;
  /** Where "tempfail" answers 451. */
  tempfailAt: "rcpt" | "data";
  /** The recipients "reject" refuses with 550. */
  rejectPattern: RegExp;
  holdDataMs: number;
  /** Whether the port is open. */
  readonly listening: boolean;
  /** Resolves with the first message (received so far or later) that matches, or fails after timeoutMs. */
  waitFor(predicate: (message: SinkMessage) => boolean, timeoutMs?: number, what?: string): Promise<SinkMessage>;
  /** Resolves once `count` messages match, or fails after timeoutMs saying how many did. */
  waitForCount(predicate: (message: SinkMessage) => boolean, count: number, timeoutMs?: number, what?: string): Promise<SinkMessage[]>;
  /** The messages sent to `address` (envelope), oldest first. */
  to(address: string): SinkMessage[];
  /** Closes the port and cuts every open connection: the server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? "")).filter(Boolean);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function smtpError(code: number, message: string) {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const events: SinkEvent[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const sink = {
    messages,
    events,
    mode: options.mode ?? ("accept" as SinkMode),
    tempfailAt: "rcpt" as "rcpt" | "data",
    rejectPattern: /^$/,
    holdDataMs: 0,
  };

  const record = (command: SinkEvent["command"], address: string, code: number) => events.push({ command, address, code, at: Date.now() });

  const keep = async (message: SinkMessage) => {
    messages.push(message);
    if (options.verbose) console.info(`smtp-sink: ${message.envelope.to.join(", ")}: ${message.subject}`);
    await options.onMessage?.(message);
    for (const wake of waiters) wake();
  };

  const createServer = () =>
    new SMTPServer({
      name: "smtp-sink.test",
      banner: "test sink",
      secure: false,
      hideSTARTTLS: true,
      disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !options.auth,
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      size: 30 * 1024 * 1024,
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
        callback(smtpError(535, "Authentication failed"));
      },
      onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback) {
        if (sink.mode === "tempfail" && sink.tempfailAt === "rcpt") {
          record("RCPT", address.address, 451);
          return callback(smtpError(451, "4.3.0 Try again later"));
        }
        if (sink.mode === "reject" && sink.rejectPattern.test(address.address)) {
          record("RCPT", address.address, 550);
          return callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
        }
        record("RCPT", address.address, 250);
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", (error) => callback(error));
        stream.on("end", () => {
          void (async () => {
            const recipients = session.envelope.rcptTo.map((r) => r.address);
            if (sink.mode === "tempfail" && sink.tempfailAt === "data") {
              record("DATA", recipients.join(","), 451);
              return callback(smtpError(451, "4.3.0 Try again later"));
            }
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            const from = session.envelope.mailFrom;
            await keep({
              envelope: { from: from ? from.address : "", to: recipients },
              to: addressesOf(parsed.to),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              headers: Object.fromEntries(parsed.headers),
              raw: raw.toString("utf8"),
              receivedAt: Date.now(),
              clientPort: session.remotePort,
            });
            record("DATA", recipients.join(","), 250);
            if (sink.holdDataMs > 0) await sleep(sink.holdDataMs);
            callback(null, "Message queued");
          })().catch((error: Error) => callback(error));
        });
      },
    });

  const start = async () => {
    if (server) return;
    const created = createServer();
    // A refused or cut connection is the sender's business; the sink stays up.
    created.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      created.server.once("error", reject);
      created.listen(port, "127.0.0.1", () => {
        created.server.off("error", reject);
        resolve();
      });
    });
    const address = created.server.address();
    if (typeof address === "object" && address) port = address.port;
    server = created;
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    server = null;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    // Down, not draining: cut the connections a pooled sender keeps open.
    for (const connection of (current as unknown as { connections: Set<{ _socket?: { destroy(): void } }> }).connections) {
      connection._socket?.destroy();
    }
    await closed;
  };

  const matching = (predicate: (message: SinkMessage) => boolean) => messages.filter(predicate);

  const waitForCount = (predicate: (message: SinkMessage) => boolean, count: number, timeoutMs = 15_000, what = "messages") =>
    new Promise<SinkMessage[]>((resolve, reject) => {
      const check = () => {
        const found = matching(predicate);
        if (found.length < count) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`smtp-sink: ${matching(predicate).length} of ${count} ${what} after ${timeoutMs} ms (${messages.length} received in all)`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  await start();

  // Getters stay getters (Object.assign would copy their values once).
  return Object.defineProperties(sink, {
    port: { get: () => port, enumerable: true },
    url: {
      get: () => `smtp://${options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : ""}127.0.0.1:${port}`,
      enumerable: true,
    },
    listening: { get: () => server !== null, enumerable: true },
    to: { value: (address: string) => messages.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase())) },
    waitFor: {
      value: async (predicate: (message: SinkMessage) => boolean, timeoutMs = 15_000, what = "a message") =>
        (await waitForCount(predicate, 1, timeoutMs, what))[0],
    },
    waitForCount: { value: waitForCount },
    stop: { value: stop },
    start: { value: start },
    close: { value: stop },
  }) as SmtpSink;
}

/**
 * An `onMessage` that writes each message to `dir` as one JSON file ({ to, subject, text, html, messageId, headerLines }), whole
 * (written, then renamed), named so that a sorted listing is the order of arrival: what tests/support/mailbox.ts reads
 * from another process.
 */
export function writeMessagesTo(dir: string): (message: SinkMessage) => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let received = 0;
  return (message) => {
    received += 1;
    const name = path.join(dir, `${String(Date.now()).padStart(15, "0")}-${String(received).padStart(6, "0")}.json`);
    // The header lines as sent (folded lines joined), before the first blank line: what a mail program reads.
    const headerLines = message.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
    const record = { to: message.envelope.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId, headerLines };
    writeFileSync(`${name}.tmp`, JSON.stringify(record), { mode: 0o600 });
    renameSync(`${name}.tmp`, name);
  };
}
