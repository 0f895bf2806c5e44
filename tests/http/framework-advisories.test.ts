/**
 * The framework's advisories as the built server meets them (docs/security/advisories.md): the route discovery
 * endpoint refuses a path that would cost seconds of route matching (GHSA-chx6-hx7r-mcp5), and no page or data
 * request goes through turbo-stream, the serializer of single fetch, which this site leaves off (CVE-2026-34077).
 */
import { describe, expect, it } from "vitest";
import { base, visitor } from "./support";

async function manifestVersion() {
  const html = await (await visitor().get("/")).text();
  const manifest = /\/build\/manifest-[0-9A-Za-z]+\.js/.exec(html)?.[0];
  expect(manifest).toBeDefined();
  const script = await (await fetch(new URL(manifest!, base))).text();
  const version = /version["']?\s*:\s*["']([0-9a-f]+)["']/i.exec(script)?.[1];
  expect(version).toBeDefined();
  return version!;
}

const discover = (version: string, paths: string[]) =>
  fetch(new URL(`/__manifest?${new URLSearchParams([["version", version], ...paths.map((p) => ["p", p])])}`, base));

describe("route discovery (/__manifest)", () => {
  it("answers a page's links with their routes", async () => {
    const response = await discover(await manifestVersion(), ["/solutions", "/contact-us", "/ar/solutions"]);
    expect(response.status).toBe(200);
    const routes = Object.keys((await response.json()) as Record<string, unknown>);
    expect(routes.some((id) => id.includes("solutions"))).toBe(true);
    expect(routes.some((id) => id.startsWith("ar/"))).toBe(true);
  });

  it("refuses a path of more segments than any link of the site has", async () => {
    const deep = "/" + Array.from({ length: 1500 }, () => "a").join("/");
    const response = await discover(await manifestVersion(), [deep]);
    expect(response.status).toBe(400);
  });

  it("refuses more paths at once than a page of the site links to", async () => {
    const many = Array.from({ length: 40 }, (_, i) => `/${i}/` + Array.from({ length: 20 }, (_, j) => j).join("/"));
    const response = await discover(await manifestVersion(), many);
    expect(response.status).toBe(400);
  });
});

describe("single fetch stays off", () => {
  it("the hydration data says so, and data travels as Remix v2's JSON, not a turbo-stream", async () => {
    const html = await (await visitor().get("/solutions")).text();
    expect(html).toContain('"v3_singleFetch":false');
    const data = await visitor().get("/solutions?_data=routes%2F_public.solutions");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    const turbo = await visitor().get("/solutions.data");
    expect(turbo.headers.get("content-type")).not.toMatch(/x-script|turbo/);
    expect(turbo.status).toBe(404);
  });
});
