import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, precompressed } from "./precompressed.server";

const SCRIPT = `export const answer = ${JSON.stringify("forty-two ".repeat(200))};\n`;
const STYLE = `body { color: #123456; }\n`.repeat(100);

let dir: string;
let server: http.Server;
let base: string;

/** One GET with raw bytes back: fetch would decode the body and hide what came over the wire. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  mkdirSync(path.join(dir, "_shared"));
  writeFileSync(path.join(dir, "_shared", "chunk-A.js"), SCRIPT);
  writeFileSync(path.join(dir, "_shared", "chunk-A.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "_shared", "chunk-A.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "styles.css"), STYLE);
  writeFileSync(path.join(dir, "styles.css.gz"), gzipSync(STYLE));
  writeFileSync(path.join(dir, "plain.js"), SCRIPT);
  writeFileSync(path.join(os.tmpdir(), "outside.js.br"), brotliCompressSync("outside"));

  const app = express();
  const headers = (res: express.Response) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  app.use("/build", precompressed(dir, headers), express.static(dir, { setHeaders: headers }));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(os.tmpdir(), "outside.js.br"), { force: true });
});

describe("acceptedEncodings", () => {
  it("reads q-values, the wildcard, and refusals", () => {
    const chrome = acceptedEncodings("gzip, deflate, br, zstd");
    expect([chrome("br"), chrome("gzip"), chrome("compress")]).toEqual([1, 1, 0]);
    const picky = acceptedEncodings("br;q=0.5, gzip; q=0.8, *;q=0");
    expect([picky("br"), picky("gzip"), picky("identity")]).toEqual([0.5, 0.8, 0]);
    const any = acceptedEncodings(["*", "br;q=0"]);
    expect([any("gzip"), any("br")]).toEqual([1, 0]);
    expect(acceptedEncodings(undefined)("gzip")).toBe(0);
    expect(acceptedEncodings("br;q=abc")("br")).toBe(0);
  });
});

describe("precompressed build files", () => {
  it("sends the brotli copy to a browser that takes brotli, as JavaScript, with the asset headers", async () => {
    const res = await get("/build/_shared/chunk-A.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("follows the browser's q-values, and sends gzip where brotli is not taken (plain http)", async () => {
    const preferred = await get("/build/_shared/chunk-A.js", { "accept-encoding": "br;q=0.5, gzip" });
    expect(preferred.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(preferred.body).toString()).toBe(SCRIPT);
    const css = await get("/build/styles.css", { "accept-encoding": "gzip, deflate, br" });
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(css.headers["content-type"]).toMatch(/^text\/css; charset=utf-8$/);
    expect(gunzipSync(css.body).toString()).toBe(STYLE);
  });

  it("leaves the file itself to express.static without an accepted copy, for a range, and for other methods", async () => {
    const identity = await get("/build/_shared/chunk-A.js", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
    const range = await get("/build/_shared/chunk-A.js", { "accept-encoding": "br", range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.body.toString()).toBe(SCRIPT.slice(0, 10));
    const noCopy = await get("/build/plain.js", { "accept-encoding": "br, gzip" });
    expect(noCopy.headers["content-encoding"]).toBeUndefined();
    expect(noCopy.body.toString()).toBe(SCRIPT);
  });

  it("never reads outside its folder, and a missing file is a 404", async () => {
    for (const pathname of ["/build/../outside.js", "/build/%2e%2e/outside.js", "/build/_shared/%2e%2e%2f%2e%2e%2foutside.js", "/build/%E0%A4%A.js"]) {
      const res = await get(pathname, { "accept-encoding": "br" });
      expect(res.headers["content-encoding"], pathname).toBeUndefined();
      expect(res.status, pathname).toBeGreaterThanOrEqual(400);
    }
    expect((await get("/build/_shared/missing.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});

describe("what the middleware keeps", () => {
  /** The heap in use after a full collection: what is still held, garbage aside. */
  function heapHeld() {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  }

  /** Runs the middleware on a GET for `pathname`; whether it handed the request on. */
  function handsOn(middleware: ReturnType<typeof precompressed>, pathname: string) {
    let handedOn = false;
    const req = { method: "GET", path: pathname, headers: { "accept-encoding": "br, gzip" } } as unknown as Request;
    middleware(req, {} as Response, () => (handedOn = true));
    return handedOn;
  }

  it("keeps nothing for the names it is asked for: thousands of unknown 15 KB names leave its memory as it was", () => {
    const middleware = precompressed(dir, () => {});
    const names = (round: number) => Array.from({ length: 3_000 }, (_, i) => `/_shared/${`${round}-${i}-`.padEnd(15_000, "x")}.js`);
    // One round first, so what the first calls load and allocate once is not counted.
    for (const name of names(0)) expect(handsOn(middleware, name)).toBe(true);
    const before = heapHeld();
    for (const name of names(1)) handsOn(middleware, name);
    const grownMb = (heapHeld() - before) / 1024 / 1024;
    // Remembering the .br and .gz looked for beside each name would keep some 90 MB of 15 KB paths.
    expect(grownMb).toBeLessThan(2);
  });

  it("reads the build once, when it is made: a copy written afterwards is not looked for", async () => {
    writeFileSync(path.join(dir, "later.js"), SCRIPT);
    writeFileSync(path.join(dir, "later.js.br"), brotliCompressSync(SCRIPT));
    try {
      const res = await get("/build/later.js", { "accept-encoding": "br" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
    } finally {
      for (const name of ["later.js", "later.js.br"]) unlinkSync(path.join(dir, name));
    }
  });
});
