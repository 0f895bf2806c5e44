/**
 * The test SMTP server as a process, for the browser tests (playwright.config.ts starts it as a webServer):
 *   node --import tsx tests/support/smtp-sink-cli.ts --port 2525 --dir /tmp/mail
 * (or SMTP_SINK_PORT and SMTP_SINK_DIR). Each message it receives is written to the directory as one JSON file
 * (smtp-sink.ts `writeMessagesTo`), which tests/support/mailbox.ts reads.
 */
import path from "node:path";
import { startSmtpSink, writeMessagesTo } from "./smtp-sink";

function option(name: string, variable: string) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : process.env[variable];
  if (!value) throw new Error(`smtp-sink: --${name} (or ${variable}) is required`);
  return value;
}

const port = Number(option("port", "SMTP_SINK_PORT"));
const dir = path.resolve(option("dir", "SMTP_SINK_DIR"));
const sink = await startSmtpSink({ port, onMessage: writeMessagesTo(dir) });
console.info(`smtp-sink: listening on ${sink.url}, writing messages to ${dir}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sink.close().then(() => process.exit(0));
  });
}
