/**
 * The test SMTP server as a process, for the browser tests (playwright.config.ts starts it as a webServer):
 *   node --import tsx tests/support/smtp-sink-cli.ts --port 2525 --dir /tmp/mail
 * (or SMTP_SINK_PORT and SMTP_SINK_DIR). Each message it receives is written to the directory as one JSON file
 * ({ to, subject, text, html, messageId }), whole (written, then renamed), named so that a sorted listing is the
 * order of arrival; tests/e2e/account-fixtures.ts reads them.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "./smtp-sink";

function option(name: string, variable: string) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : process.env[variable];
  if (!value) throw new Error(`smtp-sink: --${name} (or ${variable}) is required`);
  return value;
}

const port = Number(option("port", "SMTP_SINK_PORT"));
const dir = path.resolve(option("dir", "SMTP_SINK_DIR"));
mkdirSync(dir, { recursive: true, mode: 0o700 });

let received = 0;
const sink = await startSmtpSink({
  port,
  onMessage(message) {
    received += 1;
    const name = path.join(dir, `${String(Date.now()).padStart(15, "0")}-${String(received).padStart(6, "0")}.json`);
    const record = { to: message.envelope.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId };
    writeFileSync(`${name}.tmp`, JSON.stringify(record), { mode: 0o600 });
    renameSync(`${name}.tmp`, name);
  },
});
console.info(`smtp-sink: listening on ${sink.url}, writing messages to ${dir}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sink.close().then(() => process.exit(0));
  });
}
