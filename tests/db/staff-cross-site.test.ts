/**
 * Staff GETs that do something in the member's name (a CV download, an inbox export: audit entries, timeline events)
 * and what the browser's Sec-Fetch-Site says about who started them: through the routes' loaders over a real database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoaderFunction } from "@remix-run/node";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { applicationEvents, auditLog, inboxEvents } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import * as cvRoute from "~/routes/staff.applications.$id.cv/route";
import * as exportRoute from "~/routes/staff.inbox.export/route";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { args, clientIp, settle, staffClient, type StaffClient } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "cross-site-uploads-"));
process.env.UPLOAD_DIR = uploadDir;
process.env.FILE_STORE = "local";

let database: Database;
let admin: StaffClient;
let applicationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  admin = await staffClient("admin@sahel.example.om", ["admin"]);
  ({ id: applicationId } = await makeApplication(await makeVacancy(database.db, "Field Service Engineer")));
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** Every row a staff GET could write in the member's name: audit entries and timeline events of both kinds. */
async function recordedRows() {
  const [[audit], [applications], [inbox]] = await Promise.all([
    database.db.select({ n: count() }).from(auditLog),
    database.db.select({ n: count() }).from(applicationEvents),
    database.db.select({ n: count() }).from(inboxEvents),
  ]);
  return { audit: audit.n, timeline: applications.n + inbox.n };
}

interface SideEffectGet {
  name: string;
  path: () => string;
  params: () => Record<string, string>;
  loader: LoaderFunction;
  /** What a GET that went through adds to recordedRows(). */
  records: { audit: number; timeline: number };
}

const SIDE_EFFECT_GETS: SideEffectGet[] = [
  {
    name: "the CV download",
    path: () => `/staff/applications/${applicationId}/cv`,
    params: () => ({ id: String(applicationId) }),
    loader: cvRoute.loader,
    records: { audit: 1, timeline: 1 },
  },
  {
    name: "the inbox export",
    path: () => "/staff/inbox/export?status=new&q=pipeline",
    params: () => ({}),
    loader: exportRoute.loader,
    records: { audit: 1, timeline: 0 },
  },
];

/** The admin's GET of `url`, with the Sec-Fetch-Site a browser would send (none at all when undefined). */
function get(url: string, fetchSite: string | undefined) {
  const headers = new Headers({ Cookie: admin.cookie, "x-client-ip": clientIp() });
  if (fetchSite !== undefined) headers.set("Sec-Fetch-Site", fetchSite);
  return new Request(`http://localhost${url}`, { headers });
}

describe.each(SIDE_EFFECT_GETS)("$name", (route) => {
  const open = (fetchSite: string | undefined) => settle(async () => route.loader(args(get(route.path(), fetchSite), route.params())));

  it.each([
    ["same-origin (a link on this site)", "same-origin"],
    ["same-site (another host of this site)", "same-site"],
    ["none (a typed or bookmarked address)", "none"],
    ["absent (an old browser, curl)", undefined],
  ])("works and is recorded when Sec-Fetch-Site is %s", async (_, fetchSite) => {
    const before = await recordedRows();
    const response = await open(fetchSite);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    await response.arrayBuffer();
    expect(await recordedRows()).toEqual({ audit: before.audit + route.records.audit, timeline: before.timeline + route.records.timeline });
  });

  it("started from another site, is refused with 403 and a link to start it here, and records nothing", async () => {
    const before = await recordedRows();
    const response = await open("cross-site");
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("started from another site");
    // The same address, on this site: a click on it is a same-origin navigation.
    expect(html).toContain(`href="${route.path().replaceAll("&", "&amp;")}"`);
    expect(await recordedRows()).toEqual(before);
  });
});
