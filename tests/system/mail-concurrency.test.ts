/**
 * The outbox on one PostgreSQL, drained by more than one process: two servers send one outbox with no
 * message twice, and a server SIGKILLed while the SMTP server holds its DATA leaves nothing undelivered after a
 * restart; a message sent again carries the Message-ID of its first copy. Counted at a real SMTP server
 * (tests/support/smtp-sink.ts), by Message-ID.
 */
import { readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "../support/smtp-sink";
import { startServer, tempDataDir, TestPostgres, waitFor, type RunningServer } from "./harness";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Message-ID the contract promises: `<message_key@hostname of PUBLIC_ORIGIN>` (the harness's is 127.0.0.1). */
const messageIdOf = (key: string) => `<${key}@127.0.0.1>`;

/** The local TCP ports of `pid`'s sockets to `remotePort` on 127.0.0.1 (Linux /proc), to tell which process sent what. */
function portsOf(pid: number, remotePort: number): number[] {
  let inodes: Set<string>;
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter((inode): inode is string => Boolean(inode)),
    );
  } catch {
    return [];
  }
  const remote = remotePort.toString(16).toUpperCase().padStart(4, "0");
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9 && fields[2].endsWith(`:${remote}`) && inodes.has(fields[9]))
    .map((fields) => parseInt(fields[1].split(":")[1], 16));
}

function countById(messages: SinkMessage[]) {
  const counts = new Map<string, SinkMessage[]>();
  for (const message of messages) counts.set(message.messageId, [...(counts.get(message.messageId) ?? []), message]);
  return counts;
}

describe("one outbox, several sending processes", () => {
  const postgres = new TestPostgres();
  const dirs = [tempDataDir("petrochem-mail-a-"), tempDataDir("petrochem-mail-b-")];
  const servers: RunningServer[] = [];
  let sink: SmtpSink;
  let client: pg.Client;

  const serverEnv = (dataDir: string) => ({
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "200",
    MAIL_RETRY_MAX_MS: "1000",
    MAIL_LEASE_MS: "2000",
  });

  /** Inserts `count` messages in one statement (so they are due at once), as the contract allows: to, subject, body. */
  async function insertMessages(tag: string, count: number) {
    const { rows } = await client.query<{ id: number; message_key: string }>(
      `insert into outbox ("to", subject, body)
         select $1 || '.' || i || '@example.com', $1 || ' message ' || i, 'Body of message ' || i || ' of ' || $1
           from generate_series(1, $2::int) as i
       returning id, message_key`,
      [tag, count],
    );
    return rows;
  }

  const statusOf = async (ids: number[]) =>
    (await client.query<{ status: string; n: number }>("select status, count(*)::int as n from outbox where id = any($1) group by status", [ids])).rows;

  beforeAll(async () => {
    await postgres.init();
    sink = await startSmtpSink();
    // The first start migrates and seeds; the second finds the database ready.
    servers.push(await startServer(serverEnv(dirs[0])));
    servers.push(await startServer(serverEnv(dirs[1])));
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      if (process.env.SYSTEM_TEST_LOGS) console.info(server.base, server.output());
      await server.stop("SIGKILL");
    }
    await client?.end();
    await sink?.close();
    postgres.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("two server processes drain 300 messages: the SMTP server receives each exactly once", async () => {
    const started = Date.now();
    // A little time per message, so both processes are claiming while the other sends.
    sink.holdDataMs = 10;
    const rows = await insertMessages(`pair-${Date.now()}`, 300);
    const ids = new Set(rows.map((row) => messageIdOf(row.message_key)));
    expect(ids.size).toBe(300);

    // Which process holds which connection to the sink, looked at while they send (a pooled connection is replaced
    // after some messages, so once at the end would miss the early ones).
    const senderOfPort = new Map<number, number>();
    const watch = setInterval(() => {
      for (const [index, server] of servers.entries()) for (const port of portsOf(server.process.pid!, sink.port)) senderOfPort.set(port, index);
    }, 20);
    const received = await sink.waitForCount((m) => ids.has(m.messageId), 300, 60_000, "of the 300 messages").finally(() => clearInterval(watch));
    await waitFor(async () => (await statusOf(rows.map((r) => r.id))).some((s) => s.status === "sent" && s.n === 300), 15_000, "300 rows sent");
    // Time for a second copy to show up, were one on its way.
    await sleep(1_500);
    sink.holdDataMs = 0;

    const counts = countById(sink.messages.filter((m) => ids.has(m.messageId)));
    expect(counts.size).toBe(300);
    expect([...counts].filter(([, copies]) => copies.length !== 1).map(([id]) => id)).toEqual([]);
    const [{ n: attempts }] = (await client.query<{ n: number }>("select sum(attempts)::int as n from outbox where id = any($1)", [rows.map((r) => r.id)])).rows;
    expect(attempts).toBe(300);
    // Both processes sent: the test is about their competing, not about one of them draining all.
    const bySender = [0, 0];
    let unknown = 0;
    for (const message of received) {
      const sender = senderOfPort.get(message.clientPort);
      if (sender === undefined) unknown += 1;
      else bySender[sender] += 1;
    }
    expect(bySender[0]).toBeGreaterThan(0);
    expect(bySender[1]).toBeGreaterThan(0);
    console.info(
      `two processes: ${received.length} messages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${bySender[0]} by the first, ${bySender[1]} by the second, ${unknown} over a connection not seen)`,
    );
  }, 90_000);

  it("a server SIGKILLed while the SMTP server holds DATA: after a restart every message arrives, a second copy with the same Message-ID", async () => {
    // One sender: the other server stops cleanly first.
    await servers[1].stop();
    const victim = servers[0];
    const rows = await insertMessages(`kill-${Date.now()}`, 40);
    const byId = new Map(rows.map((row) => [messageIdOf(row.message_key), row]));
    const ours = (m: SinkMessage) => byId.has(m.messageId);

    // The answer to DATA comes late: the kill lands while messages are on the wire, their outcome unknown to the sender.
    sink.holdDataMs = 5_000;
    await sink.waitFor(ours, 15_000, "a first message at the SMTP server");
    await sleep(200);
    victim.process.kill("SIGKILL");
    await victim.stop("SIGKILL");
    const beforeRestart = sink.messages.filter(ours).length;
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(rows.length);
    sink.holdDataMs = 0;

    const restarted = await startServer(serverEnv(dirs[0]));
    servers.push(restarted);
    // The dead process's claims are taken again once their lease (MAIL_LEASE_MS) runs out.
    await waitFor(async () => (await statusOf(rows.map((r) => r.id))).some((s) => s.status === "sent" && s.n === rows.length), 60_000, "every row sent");
    await sleep(1_000);

    const counts = countById(sink.messages.filter(ours));
    // Every message at least once.
    expect([...byId.keys()].filter((id) => !counts.has(id))).toEqual([]);
    // A second copy is the same message: same Message-ID (so counted under it), recipient, subject and text.
    const duplicated = [...counts.values()].filter((copies) => copies.length > 1);
    for (const copies of duplicated) {
      for (const copy of copies.slice(1)) {
        expect(copy.envelope.to).toEqual(copies[0].envelope.to);
        expect(copy.subject).toBe(copies[0].subject);
        expect(copy.text).toBe(copies[0].text);
      }
    }
    // What the SMTP server had taken before the kill had no answer yet: it is sent again, as a recognisable copy.
    expect(duplicated.length).toBeGreaterThan(0);
    expect(duplicated.length).toBeLessThanOrEqual(beforeRestart);
    console.info(`SIGKILL: ${rows.length} messages, ${beforeRestart} at the SMTP server before the kill, ${duplicated.length} sent twice`);
  }, 120_000);
});
