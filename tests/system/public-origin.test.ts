/**
 * Absolute links come from PUBLIC_ORIGIN, never from the request: a forged Host or X-Forwarded-Host (without
 * TRUST_PROXY) changes no link in a page, the sitemap or robots.txt, also not for the next visitor served from the
 * page cache; a cross-site POST cannot pass the origin check by forging X-Forwarded-Host; and the production server
 * refuses to start without PUBLIC_ORIGIN.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags";
import { freePort, ROOT, startPgliteServer, tempDataDir, type RunningServer } from "./harness";
import { loadCatalog, type Catalog } from "./submissions";

/** What a visitor sees (it is not where the server listens): links must carry this and nothing else. */
const PUBLIC_ORIGIN = "https://www.example.om";
const FORGED = {
  Host: "evil.example",
  "X-Forwarded-Host": "evil.example",
  "X-Forwarded-Proto": "http",
  "X-Forwarded-For": "203.0.113.66",
};

let dataDir: string;
let server: RunningServer;
let catalog: Catalog;

/** One GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.base);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

function post(path: string, headers: Record<string, string>, body: string): Promise<number> {
  const url = new URL(path, server.base);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent: false, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Every absolute http(s) address in a page that points at this site (not at LinkedIn, schema.org, the tiles…). */
function ownLinks(body: string) {
  return [...body.matchAll(/https?:(?:\/|\\u002F|%2F){2}[^"'<>\s\\%]+/gi)].map((m) => m[0]);
}

beforeAll(async () => {
  dataDir = tempDataDir("petrochem-origin-");
  server = await startPgliteServer(dataDir, { PUBLIC_ORIGIN });
  catalog = await loadCatalog(server.base);
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a forged Host header", () => {
  it("changes no address in the sitemap or robots.txt", async () => {
    const sitemap = await get("/sitemap.xml", FORGED);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain("evil.example");
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_ORIGIN}/`)).toBe(true);

    const robots = await get("/robots.txt", FORGED);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(robots.body).not.toContain("evil.example");
  });

  it("changes no canonical, og:url, JSON-LD or share link, neither for the forger nor for the next visitor", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    // A post, not a category page such as /blog/all: post slugs are several words.
    const blogPost = /<loc>https:\/\/www\.example\.om(\/blog\/[a-z0-9]+-[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
    expect(blogPost).toBeTruthy();
    const pages = [
      "/",
      "/?share=1",
      `/?share=solution-${catalog.solutionId}`,
      blogPost!,
      `/solution/${catalog.solutionId}`,
      `/career/${catalog.vacancyId}`,
      "/search?q=inhibitor&share=1",
    ];
    for (const page of pages) {
      // The forged requests first: the 5-second page cache keeps what it renders for anonymous visitors from a
      // page's second request.
      await get(page, FORGED);
      const forged = await get(page, FORGED);
      const honest = await get(page);
      for (const [who, response] of [["forged", forged], ["next visitor", honest]] as const) {
        expect(response.status, `${who} ${page}`).toBe(200);
        expect(response.body, `${who} ${page}`).not.toMatch(/evil\.example/i);
      }
      // The home page without a dialog writes no absolute address; every other one does, from PUBLIC_ORIGIN.
      if (page !== "/") expect(forged.body, page).toContain(PUBLIC_ORIGIN);
      // Nothing absolute points at where the server happens to listen either.
      for (const link of ownLinks(forged.body)) expect(link, page).not.toContain("127.0.0.1");
    }
    const post = await get(blogPost!, FORGED);
    expect(post.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${blogPost}"/>`);
    expect(post.body).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}${blogPost}"/>`);
  });
});

describe("the origin check", () => {
  it("does not take X-Forwarded-Host from a client when TRUST_PROXY is off", async () => {
    const status = await post("/contact-us", { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" }, "first_name=A");
    expect(status).toBe(403);
  });
});

describe("start-up", () => {
  it("refuses to start in production without PUBLIC_ORIGIN, naming the variable", async () => {
    const dir = tempDataDir("petrochem-no-origin-");
    try {
      const port = await freePort();
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", PUBLIC_ORIGIN: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, SESSION_SECRET: "system-test-secret-0123456789" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      try {
        // A server that starts anyway would never exit: it is stopped (and the test fails) once it answers.
        const code = await new Promise<number | string | null>((resolve) => {
          child.on("exit", (exitCode) => resolve(exitCode));
          const poll = setInterval(() => {
            void fetch(`http://127.0.0.1:${port}/healthz`).then(
              () => {
                clearInterval(poll);
                resolve("started without PUBLIC_ORIGIN");
              },
              () => undefined,
            );
          }, 500);
          child.on("exit", () => clearInterval(poll));
        });
        expect(code).toBe(1);
        expect(output).toContain("PUBLIC_ORIGIN: is required in production");
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
