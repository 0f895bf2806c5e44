/** The micro-cache of anonymous public pages: served with each request's nonce, bypassed and dropped as it must be. */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCacheOptions } from "./page-cache.server";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: PageCacheOptions = {}) {
  let renders = 0;
  let nonceCounter = 0;
  const cache = createPageCache(options);
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `n${++nonceCounter}abc`;
    next();
  });
  app.use(cache.middleware);
  app.get("/private", (_req, res) => {
    renders++;
    res.set("Cache-Control", "private, no-cache").type("html").send("<p>mine</p>");
  });
  app.get("*", (req, res) => {
    renders++;
    res.set({ "Cache-Control": "public, max-age=0, s-maxage=30", ETag: 'W/"v1"' });
    res.type("html");
    res.write(`<script nonce="${res.locals.cspNonce}">render ${renders}</script>`);
    res.end(`<p>${req.path}</p>`);
  });
  app.post("/staff/refused", (_req, res) => res.status(400).type("text/plain").send("Check the form"));
  app.post("/staff/*", (_req, res) => res.status(303).set("Location", "/").end());
  app.post("*", (_req, res) => res.status(404).type("text/plain").send("Not found"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, cache, renders: () => renders };
}

describe("page cache", () => {
  /** Asks for a page twice: the second render is the one kept. */
  const twice = async (url: string) => {
    await fetch(url);
    await fetch(url);
  };

  it("keeps an anonymous public page from its second request, and serves the copy with each request's own nonce", async () => {
    const { base, renders, cache } = await start();
    const first = await (await fetch(`${base}/solutions`)).text();
    expect(cache.size).toBe(0);
    await fetch(`${base}/solutions`);
    expect(cache.size).toBe(1);
    const third = await fetch(`${base}/solutions`);
    const html = await third.text();
    expect(renders()).toBe(2);
    expect(first).toContain('nonce="n1abc">render 1');
    expect(html).toContain('nonce="n3abc">render 2');
    expect(html).toContain("<p>/solutions</p>");
    expect(third.headers.get("cache-control")).toContain("public");
    expect(third.headers.get("age")).toBe("0");
  });

  it("keeps no page asked only once, however many distinct ones come", async () => {
    const { base, renders, cache } = await start();
    for (let page = 1; page <= 50; page++) await fetch(`${base}/solutions?page=${page}`);
    expect(cache.size).toBe(0);
    expect(renders()).toBe(50);
  });

  it("keeps a page asked again within two TTLs, so a page asked all the time is kept again at once when its copy expires", async () => {
    let clock = 0;
    const { base, renders, cache } = await start({ ttlMs: 5_000, now: () => clock });
    await fetch(`${base}/a`);
    clock = 10_001;
    await fetch(`${base}/a`);
    expect(cache.size).toBe(0);
    clock = 14_000;
    await twice(`${base}/a`);
    expect(renders()).toBe(3);
    // The copy expires; the next request renders and is kept, since this page was rendered 5 s ago.
    clock = 19_001;
    await fetch(`${base}/a`);
    await fetch(`${base}/a`);
    expect(renders()).toBe(4);
  });

  it("remembers a bounded number of addresses asked once, and none too long to be a link", { timeout: 30_000 }, async () => {
    const { base, cache } = await start();
    const long = `/search?q=${"x".repeat(600)}`;
    await twice(`${base}${long}`);
    expect(cache.size).toBe(0);
    await fetch(`${base}/first`);
    for (let page = 1; page <= 4096; page++) await fetch(`${base}/p${page}`);
    // /first was pushed out by 4,096 newer addresses: asked again, it is not yet kept.
    await fetch(`${base}/first`);
    expect(cache.size).toBe(0);
    await fetch(`${base}/p4096`);
    expect(cache.size).toBe(1);
  });

  it("serves a copy only while the content's version is the one it was rendered at (a write by another process)", async () => {
    let version = 7;
    const { base, renders } = await start({ version: async () => version });
    await twice(`${base}/solution/1`);
    await fetch(`${base}/solution/1`);
    expect(renders()).toBe(2);
    // Another process wrote: no POST passed through this one, only the database's version moved.
    version = 8;
    expect(await (await fetch(`${base}/solution/1`)).text()).toContain("render 3");
    expect(await (await fetch(`${base}/solution/1`)).text()).toContain("render 3");
    expect(renders()).toBe(3);
  });

  it("renders afresh when the version cannot be read", async () => {
    const { base, renders } = await start({
      version: async () => {
        throw new Error("database gone");
      },
    });
    await twice(`${base}/`);
    await fetch(`${base}/`);
    expect(renders()).toBe(3);
  });

  it("answers 304 from the copy when the ETag matches", async () => {
    const { base, renders } = await start();
    await twice(`${base}/`);
    const again = await fetch(`${base}/`, { headers: { "If-None-Match": 'W/"v1"' } });
    expect(again.status).toBe(304);
    expect(renders()).toBe(2);
  });

  it("renders afresh for visitors with a cookie, for private pages, and for every query", async () => {
    const { base, renders } = await start();
    await twice(`${base}/`);
    await fetch(`${base}/`, { headers: { Cookie: "__session=1" } });
    await twice(`${base}/private`);
    await fetch(`${base}/private`);
    await fetch(`${base}/?q=a`);
    expect(renders()).toBe(7);
  });

  it("drops every copy on a write that succeeded and can change public content, and after the TTL", async () => {
    let clock = 1_000;
    const { base, renders } = await start({ ttlMs: 5_000, now: () => clock, changesContent: (req) => req.path.startsWith("/staff/") });
    await twice(`${base}/`);
    await fetch(`${base}/staff/solutions/1`, { method: "POST", redirect: "manual" });
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    expect(renders()).toBe(3);
    clock += 5_001;
    await fetch(`${base}/`);
    expect(renders()).toBe(4);
  });

  it("keeps every copy through a refused, failed or unknown post, and a post that changes no public content", async () => {
    const { base, renders, cache } = await start({ changesContent: (req) => req.path.startsWith("/staff/") });
    await twice(`${base}/`);
    expect(renders()).toBe(2);
    // Anyone's post to an address that does not exist, a staff form that did not validate, and a
    // successful post elsewhere (a visitor's inquiry, whose answer sets a cookie and changes no public page).
    expect((await fetch(`${base}/no-such-page`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${base}/staff/refused`, { method: "POST" })).status).toBe(400);
    expect(cache.size).toBe(1);
    await fetch(`${base}/`);
    expect(renders()).toBe(2);
  });

  it("serves no copy while the database is away, so the page can answer 503", async () => {
    let available = true;
    const { base, renders } = await start({ isAvailable: () => available });
    await twice(`${base}/`);
    available = false;
    await fetch(`${base}/`);
    expect(renders()).toBe(3);
  });

  it("lets go of copies past their time as new pages are kept, not only when the budget is full", async () => {
    let clock = 0;
    const { base, cache } = await start({ ttlMs: 5_000, now: () => clock });
    for (const page of ["/a", "/b"]) await twice(`${base}${page}`);
    expect(cache.size).toBe(2);
    clock = 5_000;
    await twice(`${base}/c`);
    expect(cache.size).toBe(1);
  });

  it("keeps within its byte budget, oldest first", async () => {
    const { base, cache } = await start({ maxBytes: 120 });
    for (const page of ["/a", "/b", "/c"]) await twice(`${base}${page}`);
    expect(cache.size).toBeLessThan(3);
  });

  it("lets go of the copy served least recently when a new one would pass the byte budget", async () => {
    // Each copy here is 73 characters (146 bytes): two fit in 300 bytes, three do not.
    const { base, cache, renders } = await start({ maxBytes: 300 });
    await twice(`${base}/a`);
    await twice(`${base}/b`);
    expect(cache.size).toBe(2);
    // /a is served from its copy, so /b is now the one served least recently.
    expect(await (await fetch(`${base}/a`)).text()).toContain("render 2");
    await twice(`${base}/c`);
    expect(cache.size).toBe(2);
    expect(renders()).toBe(6);
    expect(await (await fetch(`${base}/a`)).text()).toContain("render 2");
    expect(await (await fetch(`${base}/c`)).text()).toContain("render 6");
    expect(await (await fetch(`${base}/b`)).text()).toContain("render 7");
  });
});
