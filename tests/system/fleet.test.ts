/**
 * A fleet on one PostgreSQL: two server processes with their own DATA_DIRs (as two machines would have)
 * serve one site. A session made on one is valid on the other; the form rate limit counts across both; a
 * catalogue edit through one shows on the other at once, its page cache included; a CV uploaded through one is
 * read by staff through the other; and WEB_CONCURRENCY=2 runs two workers that replace one another when one dies.
 * (The outbox drained once by several processes is tests/system/mail-concurrency.test.ts.)
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog, send, submission } from "./submissions";
import { logText, Visitor, startServer, tempDataDir, TestPostgres, waitFor, type RunningServer } from "./harness";
import { totpAt } from "../support/totp";

const ADMIN = "fleet.admin@example.com";
const STAFF_PASSWORD = "fleet staff passphrase 1";
const FORMS_PER_MINUTE = 6;

const postgres = new TestPostgres();
const dirs = [tempDataDir("petrochem-fleet-a-"), tempDataDir("petrochem-fleet-b-"), tempDataDir("petrochem-fleet-c-")];
let a: RunningServer;
let b: RunningServer;

const serverEnv = (dataDir: string) => ({
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  STAFF_BOOTSTRAP_EMAIL: ADMIN,
  MAIL_WORKER: "false",
  RATE_LIMIT_FORMS_PER_MINUTE: String(FORMS_PER_MINUTE),
  // The rate-limit test speaks for a client address of its own (X-Forwarded-For), so no other test's posts count.
  TRUST_PROXY: "true",
});

beforeAll(async () => {
  await postgres.init();
  // One after the other: the first migrates and seeds, the second finds it done. Both are one site: one address.
  a = await startServer(serverEnv(dirs[0]));
  b = await startServer({ ...serverEnv(dirs[1]), PUBLIC_ORIGIN: a.base });
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  postgres.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The first admin, set up through the link server A printed at its first start, signed in as a browser keeps it. */
async function firstAdmin(): Promise<Visitor> {
  const link = /Set up the first admin \([^)]*\) within 72 hours at:\s*(\S+)/.exec(logText(a.output()))?.[1];
  expect(link, a.output()).toBeTruthy();
  const staff = new Visitor(a.base);
  const html = await (await staff.get(link!)).text();
  const sealedSecret = /name="sealedSecret" value="([^"]+)"/.exec(html)?.[1];
  const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)?.[1].replace(/ /g, "");
  expect(sealedSecret && secret, html).toBeTruthy();
  const done = await staff.post(
    link!,
    new URLSearchParams({ name: "Fleet Admin", password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD, code: totpAt(secret!, Date.now()), sealedSecret: sealedSecret! }),
  );
  expect(done.status, await done.clone().text()).toBe(200);
  return staff;
}

let admin: Visitor | undefined;
const staffAt = async (server: RunningServer) => (admin ??= await firstAdmin()).at(server.base);

describe("two server processes on one PostgreSQL", () => {
  it("keeps a visitor signed in on both", async () => {
    const email = `fleet.visitor.${Date.now()}@example.com`;
    const password = "Saffron-Kettle-47";
    const registered = await fetch(`${a.base}/api/v1/account/user-register/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, confirm_password: password }),
    });
    expect(registered.status).toBe(201);
    const visitor = new Visitor(a.base);
    const signedIn = await visitor.submitForm("/auth/login", { email, password });
    expect(signedIn.status).toBe(302);
    // The session cookie made by A opens the profile on B, and signing out on B ends it on A too.
    const onB = visitor.at(b.base);
    const profile = await onB.get("/profile");
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(email);
    expect((await onB.post("/profile/logout", new URLSearchParams())).status).toBe(302);
    expect((await visitor.get("/profile")).status).toBe(302);
  });

  it("counts the form rate limit across both", async () => {
    // The limit counts per calendar minute: start well inside one.
    const second = new Date().getSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const catalog = await loadCatalog(a.base);
    const statuses: number[] = [];
    for (let i = 0; i < FORMS_PER_MINUTE + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const form = submission("contact", catalog, `limit${i}`);
      const response = await fetch(`${server.base}${form.url}`, {
        method: "POST",
        body: form.body(),
        redirect: "manual",
        headers: { Origin: a.base, "X-Forwarded-For": "203.0.113.77" },
      });
      statuses.push(response.status);
    }
    // Three accepted by each server, then both refuse: neither could have let through six on its own count.
    expect(statuses).toEqual([...Array(FORMS_PER_MINUTE).fill(302), 429, 429]);
  });

  it("shows a catalogue edit made through one on the other at once, cached pages included", async () => {
    const [first] = ((await (await fetch(`${b.base}/api/v1/petrochemicals_catalog/solutions/?page_size=1`)).json()) as { results: { id: number; name: string }[] }).results;
    const page = `${b.base}/solution/${first.id}`;
    // B keeps a copy of the page (anonymous, cacheable) and of the search.
    for (let i = 0; i < 3; i++) expect(await (await fetch(page)).text()).toContain(first.name);
    const renamed = `Fleet Renamed ${Date.now()}`;
    const staff = await staffAt(a);
    const saved = await staff.submitForm(`/staff/solutions/${first.id}`, { name: renamed, intent: "save" }, 'name="commercial_name"');
    expect(saved.status, await saved.clone().text()).toBe(302);
    // No wait: the very next request to B.
    expect(await (await fetch(page)).text()).toContain(renamed);
    const search = (await (await fetch(`${b.base}/api/v1/petrochemicals_catalog/solutions/?search=${encodeURIComponent(renamed)}`)).json()) as {
      results: { id: number }[];
    };
    expect(search.results.map((s) => s.id)).toEqual([first.id]);
  });

  it("lets staff on one read a CV uploaded through the other", async () => {
    const catalog = await loadCatalog(a.base);
    const tag = `fleet${Date.now()}`;
    const application = submission("application", catalog, tag);
    const sent = await send(a.base, application);
    expect(sent.status, await sent.clone().text()).toBe(302);
    // Another machine would not have A's disk: nothing A keeps under its own DATA_DIR may be needed.
    rmSync(path.join(dirs[0], "uploads"), { recursive: true, force: true });
    const staff = await staffAt(b);
    const list = await (await staff.get(`/staff/applications?q=${encodeURIComponent(application.email)}`)).text();
    const id = /\/staff\/applications\/(\d+)/.exec(list)?.[1];
    expect(id, list).toBeTruthy();
    const cv = await staff.get(`/staff/applications/${id}/cv`);
    expect(cv.status).toBe(200);
    expect(await cv.text()).toBe(`Curriculum vitae of ${tag}\n`);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("runs two workers on one port and replaces one that dies", async () => {
    const c = await startServer({ ...serverEnv(dirs[2]), WEB_CONCURRENCY: "2" });
    try {
      const workers = () =>
        execFileSync("ps", ["-o", "pid=", "--ppid", String(c.process.pid)], { encoding: "utf8" })
          .split("\n")
          .map((line) => Number(line.trim()))
          .filter(Boolean);
      await waitFor(async () => workers().length === 2, 60_000, "two workers");
      const before = workers();
      process.kill(before[0], "SIGKILL");
      await waitFor(async () => workers().length === 2 && !workers().includes(before[0]), 60_000, "a new worker");
      // The killed worker may have been the only one listening yet (the other still starting): until a worker
      // listens again the port refuses connections, so wait for an answer, then every request must succeed.
      await waitFor(async () => (await fetch(`${c.base}/readyz`)).ok, 60_000, "the cluster answering again");
      for (let i = 0; i < 10; i++) expect((await fetch(`${c.base}/solutions`)).status).toBe(200);
      expect(c.output()).toContain("Cluster of 2 workers started");
      // The primary's operator listener: ready while both workers say so, and the metrics summed over them.
      await waitFor(async () => (await fetch(`${c.operator}/readyz`)).ok, 30_000, "the cluster ready on the operator's listener");
      const ready = (await (await fetch(`${c.operator}/readyz`)).json()) as { status: string; workers: { pid: number; ready: boolean }[] };
      expect(ready.status).toBe("ok");
      expect(ready.workers.map((w) => w.pid).sort()).toEqual(workers().sort());
      const metrics = await (await fetch(`${c.operator}/metrics`)).text();
      expect(metrics).toMatch(/^admission_slots_max 64$/m);
      expect(metrics).toMatch(/^ready 1$/m);
      const solutions = metrics.match(/^http_requests_total\{route="routes\/_public\.solutions",method="GET",status="200"\} (\d+)$/m);
      expect(Number(solutions?.[1])).toBeGreaterThanOrEqual(10);
    } finally {
      await c.stop();
    }
    expect(c.process.signalCode ?? c.process.exitCode).toBeDefined();
  }, 120_000);
});
