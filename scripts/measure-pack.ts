/**
 * `npm run measure:pack`: what streaming a full site pack costs the server. On a throw-away embedded database (PGlite)
 * and upload folder it makes 50 solutions, each with an SDS and a TDS PDF of 300 KB to 1 MB (about 65 MB in all), one
 * account that received them all, plans the pack of all 50 (planPack) and streams it (streamPack) to a sink that
 * throws the bytes away, sampling the process's memory every 5 ms (every 100 ms after a full collection, so garbage
 * not yet collected does not pass for memory held). Prints the RSS, heap and buffers (Buffer and ArrayBuffer memory,
 * outside the heap) before and their peaks while streaming, the time and the throughput. The embedded database's
 * WebAssembly memory is an ArrayBuffer: it is most of the RSS and buffers before.
 *
 * --sink fast (default): a Node Writable with backpressure, as fast as the disk reads.
 * --sink slow: the bytes go through @remix-run/node's writeReadableStreamToWritable, the adapter the site's Express
 * server answers with, into a Writable that takes 8 MB/s (a slow client). Patched to wait for the socket to drain
 * (patches/@remix-run+node+2.17.5.patch), it holds nothing the client has not taken yet; unpatched, the rest of the
 * pack piled up in memory. This measures that pile.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { throwAwayAppEnv } from "./bench-support";

const { values } = parseArgs({ options: { sink: { type: "string", default: "fast" } } });
if (values.sink !== "fast" && values.sink !== "slow") throw new Error("--sink is fast or slow");

const SOLUTIONS = 50;
const { work, dataDir } = throwAwayAppEnv("measure-pack-");

const { openDatabase } = await import("../app/db/client.server");
const { documentLinks, solutions, users } = await import("../app/db/schema");
const { addDocument } = await import("../app/models/documents.server");
const { planPack } = await import("../app/models/document-shelf.server");
const { PACK_CSV_HEADER, streamPack } = await import("../app/routes/profile.documents.pack[.]zip/pack-zip.server");
const { stagingDirectory } = await import("../app/utils/file-store.server");
const { writeReadableStreamToWritable } = await import("@remix-run/node");

const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
globalThis.__database = Promise.resolve(database);
const d = database.db;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

try {
  console.info(`Making ${SOLUTIONS} solutions with an SDS and a TDS each…`);
  const made = await d
    .insert(solutions)
    .values(Array.from({ length: SOLUTIONS }, (_, i) => ({ name: `Pack Measure ${String(i + 1).padStart(2, "0")}` })))
    .returning({ id: solutions.id });
  const [account] = await d.insert(users).values({ email: "pack-measure@example.com", passwordHash: "not used" }).returning({ id: users.id });
  let stored = 0;
  for (const [i, { id }] of made.entries()) {
    for (const kind of ["msds", "tds"] as const) {
      // 300 KB to 1 MB, spread evenly: incompressible bytes behind a PDF header, like the images and fonts of a real sheet.
      const size = 300 * 1024 + Math.floor(((i * 2 + (kind === "tds" ? 1 : 0)) / (SOLUTIONS * 2 - 1)) * 724 * 1024);
      const dir = stagingDirectory("documents");
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${randomBytes(16).toString("hex")}.pdf`);
      // Written a piece at a time, so making the files does not itself raise the memory the run starts from.
      const fd = openSync(file, "w", 0o600);
      writeSync(fd, "%PDF-1.7\n");
      for (let left = size - 16; left > 0; left -= 64 * 1024) writeSync(fd, randomBytes(Math.min(left, 64 * 1024)));
      writeSync(fd, "\n%%EOF\n");
      closeSync(fd);
      const documentId = await addDocument(
        { solutionId: id, kind, language: "en", revisionDate: "2026-01-15", file: { path: file, size, type: "application/pdf" }, originalName: `${kind}.pdf`, sha256: "", changeSummary: "First issue." },
        { id: null, email: "measure", ip: null },
      );
      await d.insert(documentLinks).values({ documentId, userId: account.id, itemId: null, expiresAt: new Date(Date.now() + 86_400_000) });
      stored += size;
    }
  }
  console.info(`Stored ${mb(stored)} of PDFs.`);

  const plan = await planPack(account.id, made.map((row) => String(row.id)), "en");
  if (!plan.ok) throw new Error(`the pack was refused: ${plan.problem}`);
  const texts = { locale: "en" as const, title: "Site pack", intro: "", columns: [...PACK_CSV_HEADER], noSheet: "No data sheet yet", unavailable: "File unavailable", languageName: (code: string) => code };

  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed, external: before.external + before.arrayBuffers };
  let ticks = 0;
  const sample = setInterval(() => {
    // Every 20th sample after a full collection: what is held, not garbage not yet collected.
    if (++ticks % 20 === 0) global.gc?.();
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed), external: Math.max(peak.external, now.external + now.arrayBuffers) };
  }, 5);
  let sent = 0;
  const started = performance.now();
  const body = streamPack(plan.solutions, texts);
  if (values.sink === "fast") {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          sent += chunk.length;
          done();
        },
      }),
    );
  } else {
    // 8 MB/s: each 64 KB write is taken after 8 ms.
    const slow = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        setTimeout(done, (chunk.length / (8 * 1024 * 1024)) * 1000);
      },
    });
    const finished = new Promise((resolve, reject) => slow.on("finish", resolve).on("error", reject));
    await writeReadableStreamToWritable(body, slow);
    await finished;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sample);

  console.info(`\nsink: ${values.sink}; pack: ${SOLUTIONS} solutions, ${SOLUTIONS * 2} PDFs, ${mb(sent)} of ZIP in ${seconds.toFixed(2)} s (${(sent / (1024 * 1024) / seconds).toFixed(0)} MB/s)`);
  console.info(`RSS:       before ${mb(before.rss)}, peak while streaming ${mb(peak.rss)} (+${mb(peak.rss - before.rss)})`);
  console.info(`heap used: before ${mb(before.heapUsed)}, peak while streaming ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)})`);
  const buffers = before.external + before.arrayBuffers;
  console.info(`buffers:   before ${mb(buffers)}, peak while streaming ${mb(peak.external)} (+${mb(peak.external - buffers)})`);
} finally {
  globalThis.__database = undefined;
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
