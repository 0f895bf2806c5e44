/**
 * The search synonyms editor over a real database (/staff/search-terms): add, change and delete groups through the
 * page's action; the refusals (too few terms, a term another group has, a stale save), each answered in its form with
 * what was typed; an audit row per change; and catalog_version bumped by every write (so each process makes its search
 * index again), but not by a save that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { desc, eq, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, catalogVersion, searchSynonyms } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { SYNONYM_MESSAGES, SYNONYMS_PATH } from "~/forms/search-synonyms";
import * as route from "~/routes/staff.search-terms/route";
import { remote } from "./remote-mode";
import { answerOf, args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));

let database: Database;
let staff: StaffClient;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("editor-synonyms@sahel.example.om", ["editor"]);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

type Group = { id: number; terms: string; version: number };

const post = (fields: Record<string, string | number>) => settle(() => route.action(args(staff.post(SYNONYMS_PATH, fields))));

async function groups(): Promise<Group[]> {
  const response = await settle(() => route.loader(args(staff.get(SYNONYMS_PATH))));
  expect(response.status).toBe(200);
  return ((await response.json()) as { groups: Group[] }).groups;
}

const groupWith = async (terms: string) => (await groups()).find((group) => group.terms === terms);

async function rowOf(id: number) {
  const [row] = await database.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

async function catalogue() {
  const [row] = await database.db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row.version;
}

async function auditRows(action: string) {
  return database.db.select().from(auditLog).where(like(auditLog.action, action)).orderBy(desc(auditLog.id));
}

/** Adds a group through the page; answers it as the page lists it. */
async function add(terms: string) {
  const response = await post({ intent: "add", terms });
  expect(response.status, await response.clone().text()).toBe(302);
  return (await groups()).at(-1)!;
}

describe("the page", () => {
  it("lists the starter groups in the order they were written, each with its version", async () => {
    const listed = await groups();
    expect(listed.length).toBeGreaterThanOrEqual(14);
    expect(listed.slice(0, 2).map((group) => group.terms)).toEqual(["sulph*, sulf*", "h2s, hydrogen sulphide, hydrogen sulfide, كبريتيد الهيدروجين"]);
    expect(listed.map((group) => group.id)).toEqual([...listed.map((group) => group.id)].sort((a, b) => a - b));
    expect(listed.every((group) => Number.isSafeInteger(group.version) && group.version > 1.6e15)).toBe(true);
  });

  it("refuses every change and lists no group when the content lives in the owner's API", async () => {
    const before = (await groups()).length;
    remote.on = true;
    try {
      const response = await post({ intent: "add", terms: "remote one, remote two" });
      expect(response.status).toBe(409);
      expect(await response.text()).toBe(CONTENT_MESSAGES.remote);
      expect(await groups()).toEqual([]);
    } finally {
      remote.on = false;
    }
    expect(await groups()).toHaveLength(before);
  });
});

describe("adding", () => {
  it("stores the terms tidied, audits them, and bumps catalog_version", async () => {
    const version = await catalogue();
    const response = await post({ intent: "add", terms: "  sour gas ,sour   service,, غاز حامض " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(SYNONYMS_PATH);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Group “sour gas, sour service, غاز حامض” added." });
    const group = (await groupWith("sour gas, sour service, غاز حامض"))!;
    expect(group).toBeTruthy();
    expect(await catalogue()).toBeGreaterThan(version);
    const [entry] = await auditRows("synonym.create");
    expect(entry).toMatchObject({ targetKind: "synonym", targetId: String(group.id), actorEmail: "editor-synonyms@sahel.example.om" });
    expect(JSON.parse(entry.details!)).toEqual({ terms: "sour gas, sour service, غاز حامض" });
  });

  it("refuses a group of fewer than two different terms with the message, keeps what was typed, and writes nothing", async () => {
    const version = await catalogue();
    const count = (await groups()).length;
    const response = await post({ intent: "add", terms: "Antifoam, antifoam" });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors.terms).toBe(SYNONYM_MESSAGES.tooFew);
    expect(answer.repopulateFields.terms).toBe("Antifoam, antifoam");
    expect(await groups()).toHaveLength(count);
    expect(await catalogue()).toBe(version);
  });

  it("refuses a term another group already has, naming that group", async () => {
    const response = await post({ intent: "add", terms: "Hydrogen  Sulfide, H2S gas" });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors.terms).toBe(SYNONYM_MESSAGES.termTaken("Hydrogen Sulfide", "h2s, hydrogen sulphide, hydrogen sulfide, كبريتيد الهيدروجين"));
    expect(answer.repopulateFields.terms).toBe("Hydrogen  Sulfide, H2S gas");
    expect(await groupWith("Hydrogen Sulfide, H2S gas")).toBeUndefined();
  });

  it("lets only one of two editors adding the same term at once have it", async () => {
    const [first, second] = await Promise.all([post({ intent: "add", terms: "antiscalant, scale inhibitor" }), post({ intent: "add", terms: "antiscalant, scale control" })]);
    expect([first.status, second.status].sort()).toEqual([302, 400]);
    expect((await groups()).filter((group) => group.terms.startsWith("antiscalant,"))).toHaveLength(1);
  });
});

describe("changing", () => {
  it("saves with the version it was opened at, audits from and to, moves the version on and bumps catalog_version", async () => {
    const group = await add("corrosion inhibitor, CI");
    const version = await catalogue();
    const response = await post({ intent: "save", group: group.id, version: group.version, terms: "corrosion inhibitor, CI, inhibitor of corrosion" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Group saved: “corrosion inhibitor, CI, inhibitor of corrosion”." });
    const saved = (await groups()).find((g) => g.id === group.id)!;
    expect(saved.terms).toBe("corrosion inhibitor, CI, inhibitor of corrosion");
    expect(saved.version).toBeGreaterThan(group.version);
    expect((await rowOf(group.id)).updatedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(group.version / 1000));
    expect(await catalogue()).toBeGreaterThan(version);
    const [entry] = await auditRows("synonym.update");
    expect(entry.targetId).toBe(String(group.id));
    expect(JSON.parse(entry.details!)).toEqual({ from: "corrosion inhibitor, CI", to: "corrosion inhibitor, CI, inhibitor of corrosion" });
  });

  it("changes nothing, audits nothing and keeps catalog_version when the terms are the stored ones", async () => {
    const group = await add("defoamer, antifoam");
    const version = await catalogue();
    const audited = (await auditRows("synonym.%")).length;
    const response = await post({ intent: "save", group: group.id, version: group.version, terms: " defoamer ,  antifoam" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ message: "The group already has these terms: nothing changed." });
    expect(await catalogue()).toBe(version);
    expect(await auditRows("synonym.%")).toHaveLength(audited);
    expect((await groups()).find((g) => g.id === group.id)!.version).toBe(group.version);
  });

  it("refuses a stale save with the issue's words, keeps the typed terms and answers the version now stored", async () => {
    const group = await add("biocide, bactericide");
    expect((await post({ intent: "save", group: group.id, version: group.version, terms: "biocide, bactericide, microbiocide" })).status).toBe(302);
    const stale = await post({ intent: "save", group: group.id, version: group.version, terms: "biocide, antimicrobial" });
    expect(stale.status).toBe(409);
    const answer = await answerOf(stale);
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("synonym group"));
    expect(answer.repopulateFields.terms).toBe("biocide, antimicrobial");
    const now = (await groups()).find((g) => g.id === group.id)!;
    expect(now.terms).toBe("biocide, bactericide, microbiocide");
    expect(answer.currentVersion).toBe(now.version);
    // Saving again with the version answered replaces the other change, knowingly.
    expect((await post({ intent: "save", group: group.id, version: answer.currentVersion!, terms: "biocide, antimicrobial" })).status).toBe(302);
    expect((await rowOf(group.id)).terms).toBe("biocide, antimicrobial");
  });

  it("refuses a term of another group but not the group's own, and sends a save of a group that is gone back with a toast", async () => {
    const group = await add("demulsifier blend, emulsion breaker blend");
    const clash = await post({ intent: "save", group: group.id, version: group.version, terms: "demulsifier blend, Wax" });
    expect((await answerOf(clash)).fieldErrors.terms).toBe(SYNONYM_MESSAGES.termTaken("Wax", "paraffin, wax, البارافين, الشمع"));
    const own = await post({ intent: "save", group: group.id, version: group.version, terms: "Demulsifier Blend, emulsion breaker blend" });
    expect(own.status).toBe(302);
    const gone = await post({ intent: "save", group: 999_999, version: 1, terms: "anything, anything else" });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe(SYNONYMS_PATH);
    expect(await toastOf(gone)).toMatchObject({ type: "error", message: CONTENT_MESSAGES.missing("synonym group") });
  });
});

describe("deleting", () => {
  it("deletes a group, audits its terms and bumps catalog_version; a group already gone is said so", async () => {
    const group = await add("pour point depressant blend, PPD blend");
    const version = await catalogue();
    const response = await post({ intent: "delete", group: group.id });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Group “pour point depressant blend, PPD blend” deleted." });
    expect(await rowOf(group.id)).toBeUndefined();
    expect(await catalogue()).toBeGreaterThan(version);
    const [entry] = await auditRows("synonym.delete");
    expect(entry.targetId).toBe(String(group.id));
    expect(JSON.parse(entry.details!)).toEqual({ terms: "pour point depressant blend, PPD blend" });
    const again = await post({ intent: "delete", group: group.id });
    expect(await toastOf(again)).toMatchObject({ type: "error", message: CONTENT_MESSAGES.missing("synonym group") });
  });
});
