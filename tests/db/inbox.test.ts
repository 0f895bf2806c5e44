/**
 * The staff inbox against a real database: each filter, the text search, keyset pages across rows of the
 * same instant, who sees which kind (list, export, an item's page and its forms), the workflow with its timeline
 * and audit rows, replies queued to the requester, and the CSV's shape and formula guard.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import {
  auditLog,
  contactMessages,
  dataSheetRequests,
  inboxEvents,
  inboxItems,
  jobFunctions,
  locations,
  outbox,
  quoteRequests,
  users,
  solutions,
  type InboxKind,
  type InboxStatus,
} from "~/db/schema";
import { addToInbox } from "~/models/inbox-intake.server";
import { addInboxNote, assignInboxItem, getInboxItem, listInbox, replyToInboxItem, setInboxStatus } from "~/models/inbox.server";
import { setStaffDisabled } from "~/models/staff.server";
import { inboxFilterFrom, INBOX_MESSAGES, visibleKinds, type InboxFilter } from "~/forms/inbox";
import { getStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { toSearchText } from "~/utils/search-text";
import * as listRoute from "~/routes/staff.inbox._index/route";
import * as itemRoute from "~/routes/staff.inbox.$id/route";
import * as exportRoute from "~/routes/staff.inbox.export/route";
import { csvCell } from "~/utils/csv";
import { setUpMember } from "./staff-fixtures";

process.env.SALES_EMAIL = "sales@sahel.example.om";

let database: Database;
let solutionId: number;
let otherSolutionId: number;
let oman: number;
let uae: number;
let jobFunctionId: number;
const members: Record<string, { staffId: number; cookie: string; email: string }> = {};

const SALES = visibleKinds(["sales"]);
const ALL = visibleKinds(["admin"]);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  const solutionRows = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(2);
  [solutionId, otherSolutionId] = solutionRows.map((row) => row.id);
  const countries = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).orderBy(asc(locations.id)).limit(2);
  [oman, uae] = countries.map((row) => row.id);
  [{ id: jobFunctionId }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  for (const [name, roles] of Object.entries({ sales: ["sales"], sales2: ["sales"], comms: ["communications"], admin: ["admin"], hr: ["hr"] } as const)) {
    const email = `${name}@sahel.example.om`;
    const member = await setUpMember(email, [...roles]);
    members[name] = { staffId: member.staffId, cookie: (await setStaffCookie(member.sessionToken)).split(";")[0], email };
  }
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

let serial = 0;

/** A submission stored as the public forms store it: its source row and its inbox row in one transaction. */
async function submit(kind: Exclude<InboxKind, "rfq">, fields: { name?: string; company?: string; email?: string; text?: string; at?: Date; countryId?: number; solution?: number; userId?: number } = {}) {
  serial += 1;
  const name = fields.name ?? `Requester ${serial}`;
  const email = fields.email ?? `requester${serial}@example.com`;
  const company = fields.company ?? "Petro Services LLC";
  const createdAt = fields.at ?? new Date(Date.UTC(2026, 5, 1, 8, 0, serial));
  const countryId = fields.countryId ?? oman;
  const solution = fields.solution ?? solutionId;
  return database.db.transaction(async (tx) => {
    let sourceId: number;
    if (kind === "quote") {
      [{ id: sourceId }] = await tx
        .insert(quoteRequests)
        .values({ solutionId: solution, fullName: name, email, mobile: "+968 9000 0000", company, quantity: 2.5, unit: "kg", note: fields.text ?? "", createdAt })
        .returning({ id: quoteRequests.id });
    } else if (kind === "contact") {
      [{ id: sourceId }] = await tx
        .insert(contactMessages)
        .values({ firstName: name, lastName: "Said", email, phoneNumber: "+968 9111 1111", city: "Sohar", message: fields.text ?? "Hello", createdAt })
        .returning({ id: contactMessages.id });
    } else {
      [{ id: sourceId }] = await tx
        .insert(dataSheetRequests)
        .values({ kind, solutionId: solution, firstName: name, lastName: "Said", companyEmailAddress: email, jobFunctionId, company, countryId, message: fields.text ?? null, createdAt })
        .returning({ id: dataSheetRequests.id });
    }
    return addToInbox(tx, {
      kind,
      sourceId,
      reference: `${kind.toUpperCase()}-2026-${String(serial).padStart(6, "0")}`,
      createdAt,
      name,
      email,
      company: kind === "contact" ? "" : company,
      solutionId: kind === "contact" ? null : solution,
      countryId,
      userId: fields.userId ?? null,
      text: fields.text,
    });
  });
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const filterOf = (query: string, kinds = ALL, meId = members.admin.staffId) => inboxFilterFrom(new URLSearchParams(query), kinds, meId);
async function list(query: string, kinds = ALL, limit = 500) {
  return ids((await listInbox(filterOf(query, kinds).filter, limit)).rows);
}
const setStatus = (id: number, status: InboxStatus) => database.db.update(inboxItems).set({ status }).where(eq(inboxItems.id, id));
const actorOf = (name: string) => ({ id: members[name].staffId, email: members[name].email, ip: "203.0.113.9" });

function get(url: string, member: string) {
  return new Request(`http://localhost${url}`, { headers: { Cookie: members[member].cookie, "x-client-ip": "203.0.113.9" } });
}

async function post(url: string, member: string, fields: Record<string, string>) {
  const me = await getStaff(get(url, member));
  const body = new URLSearchParams({ [STAFF_FORM_KEY_FIELD_NAME]: me!.formKey, ...fields });
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: { Cookie: members[member].cookie, "x-client-ip": "203.0.113.9" } });
}

/** A route's answer, thrown or returned. */
async function answer(call: () => Promise<Response>) {
  try {
    return await call();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the list's filters", () => {
  let msds: number, tds: number, quote: number, contact: number, closed: number, inUae: number, other: number, late: number;

  beforeAll(async () => {
    msds = await submit("msds");
    tds = await submit("tds");
    quote = await submit("quote");
    contact = await submit("contact");
    closed = await submit("inquiry");
    await setStatus(closed, "closed");
    inUae = await submit("inquiry", { countryId: uae });
    other = await submit("msds", { solution: otherSolutionId });
    // 2026-07-01 21:30 UTC is already 2 July in Oman (UTC+4).
    late = await submit("tds", { at: new Date("2026-07-01T21:30:00Z") });
  });

  it("shows open items (new and in progress) by default, newest first", async () => {
    const rows = await list("");
    expect(rows).not.toContain(closed);
    expect(rows.indexOf(late)).toBeLessThan(rows.indexOf(other));
    expect(rows.indexOf(other)).toBeLessThan(rows.indexOf(msds));
  });

  it("filters by status: all, and each one", async () => {
    expect(await list("status=all")).toContain(closed);
    expect(await list("status=closed")).toEqual(expect.arrayContaining([closed]));
    expect(await list("status=closed")).not.toContain(msds);
  });

  it("filters by kind, and ignores a kind the member does not see", async () => {
    expect(await list("kind=tds")).toEqual(expect.arrayContaining([tds, late]));
    expect(await list("kind=tds")).not.toContain(msds);
    const refused = filterOf("kind=contact", SALES);
    expect(refused.ignored).toEqual(["kind"]);
    expect(ids((await listInbox(refused.filter, 500)).rows)).not.toContain(contact);
  });

  it("filters by solution and country", async () => {
    const bySolution = await list(`solution=${otherSolutionId}`);
    expect(bySolution).toContain(other);
    expect(bySolution).not.toContain(msds);
    const byCountry = await list(`country=${uae}`);
    expect(byCountry).toContain(inUae);
    expect(byCountry).not.toContain(msds);
  });

  it("filters by assignee: me, nobody, a colleague", async () => {
    await database.db.update(inboxItems).set({ assigneeId: members.admin.staffId }).where(eq(inboxItems.id, quote));
    await database.db.update(inboxItems).set({ assigneeId: members.sales.staffId }).where(eq(inboxItems.id, tds));
    expect(await list("assignee=me")).toEqual([quote]);
    expect(await list(`assignee=${members.sales.staffId}`)).toEqual([tds]);
    const nobody = await list("assignee=nobody");
    expect(nobody).toContain(msds);
    expect(nobody).not.toContain(quote);
  });

  it("filters by received date in Oman time, both ends inclusive", async () => {
    expect(await list("from=2026-07-02")).toEqual([late]);
    expect(await list("from=2026-07-01&to=2026-07-01")).toEqual([]);
    expect(await list("to=2026-07-01")).not.toContain(late);
  });

  it("ignores malformed values and names them, never failing", async () => {
    const bad = filterOf("kind=nope&status=maybe&solution=abc&country=-1&assignee=x&from=2026-02-31&to=yesterday&before=zzz");
    expect(bad.ignored).toEqual(["kind", "status", "solution", "country", "assignee", "received from", "received to", "page"]);
    expect((await listInbox(bad.filter, 500)).rows.length).toBeGreaterThan(0);
  });

  it("answers the page with a 400 and the message for a search too short, and a bad cursor with the first page", async () => {
    const short = await listRoute.loader({ request: get("/staff/inbox?q=ab", "admin"), params: {}, context: {} });
    expect(short.status).toBe(400);
    expect((await short.json()).searchError).toBe(INBOX_MESSAGES.searchTooShort);
    const first = await (await listRoute.loader({ request: get("/staff/inbox", "admin"), params: {}, context: {} })).json();
    const badCursor = await listRoute.loader({ request: get("/staff/inbox?before=99999999999999999_1", "admin"), params: {}, context: {} });
    expect(badCursor.status).toBe(200);
    const garbage = await (await listRoute.loader({ request: get("/staff/inbox?before=x_y", "admin"), params: {}, context: {} })).json();
    expect(garbage.rows.map((row: { id: number }) => row.id)).toEqual(first.rows.map((row: { id: number }) => row.id));
  });
});

describe("text search", () => {
  let amal: number, huda: number, wells: number;

  beforeAll(async () => {
    amal = await submit("inquiry", { name: "Amal Al-Hárthy", company: "Nizwa Drilling", email: "amal@nizwa-drill.example.om" });
    huda = await submit("contact", { name: "Huda", email: "huda@sohar.example.om", text: "Do you have an office in Sohar?" });
    wells = await submit("quote", { name: "Salim", text: "Two wells, 40% water cut" });
  });

  it("finds names (accents ignored), companies, e-mail addresses and messages", async () => {
    expect(await list("q=harthy")).toEqual([amal]);
    expect(await list("q=HÁRTHY")).toEqual([amal]);
    expect(await list("q=nizwa drilling")).toEqual([amal]);
    expect(await list("q=sohar.example")).toEqual([huda]);
    expect(await list("q=office in sohar")).toEqual([huda]);
    expect(await list("q=amal salim")).toEqual([]);
  });

  it("finds Arabic however it is typed: hamza forms, taa marbuta and diacritics folded", async () => {
    const arabic = await submit("contact", { name: "أحمد الحارثي", email: "ahmed@example.om", text: "نريد عرض سعر لمثبّط التآكل في محطة المعالجة" });
    const q = (words: string) => `q=${encodeURIComponent(words)}`;
    expect(await list(q("احمد"))).toEqual([arabic]);
    expect(await list(q("مثبط التاكل"))).toEqual([arabic]);
    expect(await list(q("مُثَبِّط"))).toEqual([arabic]);
    expect(await list(q("محطه المعالجه"))).toEqual([arabic]);
  });

  it("takes % and _ literally", async () => {
    expect(await list("q=40%25")).toEqual([wells]);
    expect(await list("q=%25%25%25")).toEqual([]);
    expect(await list("q=___")).toEqual([]);
  });

  it("searches only the kinds the member sees", async () => {
    expect(await list("q=sohar", SALES)).toEqual([]);
    expect(await list("q=sohar", visibleKinds(["communications"]))).toEqual([huda]);
  });

  it("refuses a search of only 1-2 character words", () => {
    expect(filterOf("q=ab").searchError).toBe(INBOX_MESSAGES.searchTooShort);
    expect(filterOf("q=a b").searchError).toBe(INBOX_MESSAGES.searchTooShort);
    expect(filterOf("q=al harthy").searchError).toBeNull();
  });

  it("matches the search text as intake writes it", async () => {
    const [row] = await database.db.select({ searchText: inboxItems.searchText }).from(inboxItems).where(eq(inboxItems.id, amal));
    expect(row.searchText).toBe(toSearchText("Amal Al-Hárthy", "Nizwa Drilling", "amal@nizwa-drill.example.om"));
  });
});

describe("keyset pages", () => {
  it("walks rows of the same instant (and microseconds apart) without losing or repeating one", async () => {
    const at = new Date("2026-08-01T10:00:00Z");
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push(await submit("msds", { at, company: "Keyset Test Co" }));
    // Two rows microseconds after the others: a millisecond cursor would skip them.
    await database.db.execute(sql`UPDATE inbox_items SET created_at = created_at + interval '5 microseconds' WHERE id = ${made[0]}`);
    await database.db.execute(sql`UPDATE inbox_items SET created_at = created_at + interval '7 microseconds' WHERE id = ${made[1]}`);
    const seen: number[] = [];
    let filter: InboxFilter = filterOf("q=keyset test").filter;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listInbox(filter, 3);
      seen.push(...ids(page.rows));
      if (!page.more) break;
      filter = { ...filter, before: page.rows.at(-1)!.cursor };
    }
    expect(seen).toEqual([made[1], made[0], ...made.slice(2).reverse()]);
  });
});

describe("who sees what", () => {
  let msds: number, contact: number;

  beforeAll(async () => {
    msds = await submit("msds", { name: "Visible Tester" });
    contact = await submit("contact", { name: "Visible Tester" });
  });

  it("a sales member gets 404 for a contact message's page, communications for an MSDS request's; an unknown or malformed id is 404", async () => {
    const page = (id: string, member: string) => answer(() => itemRoute.loader({ request: get(`/staff/inbox/${id}`, member), params: { id }, context: {} }));
    expect((await page(String(msds), "sales")).status).toBe(200);
    expect((await page(String(contact), "comms")).status).toBe(200);
    expect((await page(String(contact), "sales")).status).toBe(404);
    expect((await page(String(msds), "comms")).status).toBe(404);
    expect((await page("99999999", "admin")).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) expect((await page(bad, "admin")).status).toBe(404);
  });

  it("a POST to an item the member cannot see is 404 and changes nothing", async () => {
    const before = await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, msds));
    const posts: Record<string, string>[] = [{ intent: "note", note: "peek" }, { intent: "status", status: "spam" }, { intent: "assign", assignee: String(members.comms.staffId) }];
    for (const fields of posts) {
      const url = `/staff/inbox/${msds}`;
      const response = await answer(async () => itemRoute.action({ request: await post(url, "comms", fields), params: { id: String(msds) }, context: {} }));
      expect(response.status).toBe(404);
    }
    expect(await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, msds))).toEqual(before);
    const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, msds));
    expect(item).toMatchObject({ status: "new", assigneeId: null });
  });

  it("the export leaves out what the member does not see", async () => {
    const csv = async (member: string) => (await exportRoute.loader({ request: get("/staff/inbox/export?q=visible+tester", member), params: {}, context: {} })).text();
    const sales = await csv("sales");
    expect(sales).toContain(`MSDS-2026-${String(msds).padStart(6, "0")}`.slice(0, 5));
    expect(sales.split("\r\n").filter((line) => line.includes("Visible Tester"))).toHaveLength(1);
    expect(sales).not.toContain("Contact message");
    const comms = await csv("comms");
    expect(comms.split("\r\n").filter((line) => line.includes("Visible Tester"))).toHaveLength(1);
    expect(comms).toContain("Contact message");
  });
});

describe("an item's page", () => {
  it("reads the whole submission from its table, and lists the same account's earlier submissions of kinds the member sees", async () => {
    const [amal, other] = await database.db
      .insert(users)
      .values([{ email: "amal.account@example.om", passwordHash: "x" }, { email: "other.account@example.om", passwordHash: "x" }])
      .returning({ id: users.id });
    const first = await submit("msds", { userId: amal.id, at: new Date("2026-02-01T08:00:00Z") });
    const contact = await submit("contact", { userId: amal.id, at: new Date("2026-02-02T08:00:00Z") });
    await submit("tds", { userId: other.id });
    // Same address, no account: never linked by the e-mail text.
    await submit("tds", { email: "amal.account@example.om" });
    const quote = await submit("quote", { userId: amal.id, text: "Delivery to Sohar, please.", at: new Date("2026-02-03T08:00:00Z") });
    const page = await getInboxItem(SALES, quote);
    expect(page!.earlier.map((row) => row.id)).toEqual([first]);
    expect(page!.submission.fields).toEqual(
      expect.arrayContaining([
        { label: "Mobile", value: "+968 9000 0000" },
        { label: "Quantity", value: "2.5 kg" },
        { label: "Note", value: "Delivery to Sohar, please.", long: true },
      ]),
    );
    expect(page!.solution).toMatchObject({ id: solutionId });
    expect((await getInboxItem(ALL, quote))!.earlier.map((row) => row.id)).toEqual([contact, first]);
    const request = await getInboxItem(SALES, first);
    expect(request!.submission.fields).toEqual(expect.arrayContaining([{ label: "Job function", value: expect.any(String) }, { label: "Country", value: expect.any(String) }]));
    expect(request!.events.map((event) => event.type)).toEqual(["received"]);
    expect(await getInboxItem(SALES, contact)).toBeNull();
  });
});

describe("the workflow", () => {
  const auditOf = async (id: number) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.targetKind, "inbox"), eq(auditLog.targetId, String(id)))).orderBy(asc(auditLog.id));
  const eventsOf = async (id: number) => database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, id)).orderBy(asc(inboxEvents.id));

  it("changes the status with an event, updated_at and an audit entry; the same status again changes nothing", async () => {
    const id = await submit("inquiry");
    const [{ updatedAt }] = await database.db.select({ updatedAt: inboxItems.updatedAt }).from(inboxItems).where(eq(inboxItems.id, id));
    expect(await setInboxStatus(actorOf("sales"), SALES, id, "in_progress")).toEqual({ ok: true, changed: true });
    expect(await setInboxStatus(actorOf("sales"), SALES, id, "in_progress")).toEqual({ ok: true, changed: false });
    const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, id));
    expect(item.status).toBe("in_progress");
    expect(item.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(["received", "status"]);
    expect(JSON.parse(events[1].details!)).toEqual({ from: "new", to: "in_progress" });
    expect(events[1].actorEmail).toBe(members.sales.email);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["inbox.status"]);
    expect(audit[0]).toMatchObject({ actorEmail: members.sales.email, ip: "203.0.113.9" });
  });

  it("assigns only to colleagues whose roles open the kind, or to nobody", async () => {
    const id = await submit("quote");
    expect(await assignInboxItem(actorOf("sales"), SALES, id, members.comms.staffId)).toEqual({ ok: false, reason: "not-eligible" });
    expect(await assignInboxItem(actorOf("sales"), SALES, id, members.hr.staffId)).toEqual({ ok: false, reason: "not-eligible" });
    expect(await assignInboxItem(actorOf("sales"), SALES, id, 99999999)).toEqual({ ok: false, reason: "not-eligible" });
    expect(await assignInboxItem(actorOf("sales"), SALES, id, members.admin.staffId)).toEqual({ ok: true, assigneeEmail: members.admin.email });
    expect(await assignInboxItem(actorOf("sales"), SALES, id, members.sales2.staffId)).toEqual({ ok: true, assigneeEmail: members.sales2.email });
    expect(await assignInboxItem(actorOf("sales"), SALES, id, null)).toEqual({ ok: true, assigneeEmail: null });
    const disabled = await setUpMember("gone@sahel.example.om", ["sales"]);
    await setStaffDisabled(actorOf("admin"), disabled.staffId, true);
    expect(await assignInboxItem(actorOf("sales"), SALES, id, disabled.staffId)).toEqual({ ok: false, reason: "not-eligible" });
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(["received", "assigned", "assigned", "assigned"]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["inbox.assign", "inbox.assign", "inbox.assign"]);
  });

  it("a refused assignment through the page is a 400 beside the field, with what was chosen", async () => {
    const id = await submit("msds");
    const response = await itemRoute.action({ request: await post(`/staff/inbox/${id}`, "sales", { intent: "assign", assignee: String(members.comms.staffId) }), params: { id: String(id) }, context: {} });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors.assignee).toBe(INBOX_MESSAGES.assigneeNotEligible);
    expect(body.repopulateFields.assignee).toBe(String(members.comms.staffId));
  });

  it("keeps a note in the timeline with its text; an empty or too long note is refused with what was typed", async () => {
    const id = await submit("tds");
    expect(await addInboxNote(actorOf("sales"), SALES, id, "Called them: they need the 2025 revision.")).toEqual({ ok: true });
    const events = await eventsOf(id);
    expect(events.at(-1)).toMatchObject({ type: "note", body: "Called them: they need the 2025 revision.", actorEmail: members.sales.email });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["inbox.note"]);
    const url = `/staff/inbox/${id}`;
    const empty = await itemRoute.action({ request: await post(url, "sales", { intent: "note", note: "  " }), params: { id: String(id) }, context: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors.note).toBe(INBOX_MESSAGES.noteRequired);
    const long = await itemRoute.action({ request: await post(url, "sales", { intent: "note", note: "x".repeat(5001) }), params: { id: String(id) }, context: {} });
    expect((await long.json()).fieldErrors.note).toBe(INBOX_MESSAGES.noteTooLong);
    const ok = await itemRoute.action({ request: await post(url, "sales", { intent: "note", note: "Second note" }), params: { id: String(id) }, context: {} });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(url);
  });

  it("queues a reply to the requester with the reference and Reply-To, keeps it in the timeline and marks the item answered", async () => {
    const id = await submit("inquiry", { name: "Amal", email: "amal.reply@example.om", text: "Could you suggest a dose?" });
    const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, id));
    const result = await replyToInboxItem(actorOf("sales"), SALES, id, { subject: `Re: ${item.reference} — your inquiry`, body: "Dear Amal,\n\n40 ppm is a good start.\n<b>Regards</b>" });
    expect(result).toEqual({ ok: true, to: "amal.reply@example.om", answered: true });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "amal.reply@example.om")).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ subject: `Re: ${item.reference} — your inquiry`, reference: item.reference, replyTo: "sales@sahel.example.om" });
    expect(mail.body).toContain("40 ppm is a good start.");
    expect(mail.body).toContain("> Could you suggest a dose?");
    expect(mail.html).toContain("&lt;b&gt;Regards&lt;/b&gt;");
    const events = await eventsOf(id);
    expect(events.slice(-2).map((e) => e.type)).toEqual(["reply", "status"]);
    expect(events.at(-2)!.body).toContain("40 ppm is a good start.");
    const [after] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, id));
    expect(after.status).toBe("answered");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["inbox.reply"]);
    // A second reply to an answered item leaves its status alone.
    await setInboxStatus(actorOf("sales"), SALES, id, "closed");
    expect(await replyToInboxItem(actorOf("sales"), SALES, id, { subject: "Re: again", body: "One more thing." })).toMatchObject({ ok: true, answered: false });
    expect((await database.db.select().from(inboxItems).where(eq(inboxItems.id, id)))[0].status).toBe("closed");
  });

  it("a contact message's reply has no Reply-To without CONTACT_EMAIL, and sales cannot reply to it", async () => {
    const id = await submit("contact", { email: "huda.reply@example.om" });
    expect(await replyToInboxItem(actorOf("sales"), SALES, id, { subject: "Re", body: "Hi" })).toEqual({ ok: false, reason: "missing" });
    expect(await replyToInboxItem(actorOf("comms"), visibleKinds(["communications"]), id, { subject: "Re", body: "Hi" })).toMatchObject({ ok: true });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "huda.reply@example.om"));
    expect(mail.replyTo).toBeNull();
  });
});

describe("CSV export", () => {
  it("guards cells a spreadsheet would run as formulas, and quotes what needs it", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe("\"'=HYPERLINK(\"\"http://evil\"\")\"");
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("Smith, Jones")).toBe('"Smith, Jones"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("answers text/csv with a BOM, a dated attachment name, never stored, and an audit entry with the filter", async () => {
    const id = await submit("quote", { name: "=1+2", company: "@SUM(A1)" });
    const response = await exportRoute.loader({ request: get("/staff/inbox/export?kind=quote&q=sum(a1)", "sales"), params: {}, context: {} });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Reference,Kind,Received (Oman time),Name,Company,E-mail,Solution,Country,Status,Assignee");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^QUOTE-2026-\d{6},Quote request,2026-06-01 12:\d\d,'=1\+2,'@SUM\(A1\),requester\d+@example\.com,[^,]+,[^,]+,New,$/);
    expect(lines[2]).toBe("");
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "inbox.export")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.actorEmail).toBe(members.sales.email);
    expect(JSON.parse(audit.details!)).toEqual({ filter: { kind: "quote", q: "sum(a1)" } });
    expect(id).toBeGreaterThan(0);
  });

  it("streams every matching row across its internal pages, up to the cap", async () => {
    const { inboxCsvStream } = await import("~/routes/staff.inbox.export/csv.server");
    for (let i = 0; i < 5; i++) await submit("tds", { company: "Cap Test Co" });
    const read = async (cap: number) => (await new Response(inboxCsvStream(filterOf("q=cap test").filter, cap)).text()).split("\r\n").filter(Boolean).length - 1;
    expect(await read(100)).toBe(5);
    expect(await read(3)).toBe(3);
  });
});

// Last: its 5,100 newer rows would crowd the other tests' lists.
describe("a search past the newest 5,000 rows", () => {
  it("finds a match older than every row it walks, pages on from it, and the same rows by each way", async () => {
    const old = await submit("inquiry", { name: "Window Tester", at: new Date("2026-01-05T10:00:00Z") });
    const older = await submit("inquiry", { name: "Window Tester", at: new Date("2026-01-04T10:00:00Z") });
    const filler = Array.from({ length: 5_100 }, (_, i) => ({
      kind: "msds" as const,
      sourceId: 1_000_000 + i,
      reference: `MSDS-2030-${i}`,
      name: "Filler",
      email: "filler@example.com",
      // One in 40 is "sparse": too few for a page in the first 1,000 rows, enough for one in a wider walk.
      searchText: i % 40 === 0 ? "filler sparse" : "filler",
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)),
    }));
    await database.db.insert(inboxItems).values(filler);
    expect(await list("q=window tester")).toEqual([old, older]);
    const first = await listInbox(filterOf("q=window tester").filter, 1);
    expect(ids(first.rows)).toEqual([old]);
    expect(first.more).toBe(true);
    const next = await listInbox({ ...filterOf("q=window tester").filter, before: first.rows[0].cursor }, 1);
    expect(ids(next.rows)).toEqual([older]);
    expect(next.more).toBe(false);
    // Matches inside the window are found by the first step alone, the same rows in the same order.
    expect((await listInbox(filterOf("q=filler&status=all").filter, 50)).rows.map((row) => row.reference)).toEqual(
      filler.slice(-50).reverse().map((row) => row.reference),
    );
    expect((await listInbox(filterOf("q=sparse&status=all").filter, 50)).rows.map((row) => row.reference)).toEqual(
      filler.filter((row) => row.searchText.includes("sparse")).slice(-50).reverse().map((row) => row.reference),
    );
  });
});
