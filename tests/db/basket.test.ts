/**
 * The quote basket against a real database: an account's basket (changes, the 50-line bound under two adds at once,
 * the merge at sign-in), a basket request stored once with its lines, samples and inbox item, and what the account's
 * Overview reads of its requests (the quote only once sent, each sample's step).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { basketLines, inboxItems, locations, outbox, rfqLines, rfqRequests, solutions, users } from "~/db/schema";
import { MAX_BASKET_LINES } from "~/content/basket";
import type { BasketRequestInput } from "~/forms/basket";
import { newLine } from "~/models/basket-lines";
import { changeBasket, countAccountBasket, mergeAnonymousBasket, type OpenBasket } from "~/models/basket.server";
import { storeBasketRequest, UnavailableLines, type SendableLine } from "~/models/basket-requests.server";
import { basketRequestsByUser, countSentByUser, deleteAccountAndPersonalData, latestSentByUser } from "~/models/account-data.server";
import type { BasketLine } from "~/utils/basket-cookie.server";

let database: Database;
let published: number[];
let draft: number;
let countryId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  const rows = await database.db.select({ id: solutions.id }).from(solutions).where(eq(solutions.status, "published")).orderBy(asc(solutions.id));
  expect(rows.length, "the demo catalogue has enough solutions for a full basket").toBeGreaterThan(MAX_BASKET_LINES + 2);
  draft = rows.pop()!.id;
  await database.db.update(solutions).set({ status: "draft" }).where(eq(solutions.id, draft));
  published = rows.map((row) => row.id);
  [{ id: countryId }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

async function newAccount() {
  const [user] = await database.db.insert(users).values({ email: `basket-${randomUUID().slice(0, 8)}@example.test`, passwordHash: "x" }).returning({ id: users.id });
  return user.id;
}

const account = (userId: number): OpenBasket => ({ userId, lines: [], tampered: false });
const line = (solutionId: number, extra: Partial<BasketLine> = {}): BasketLine => ({ ...newLine(solutionId), ...extra });
/** The solutions in an account's basket, by id. */
const idsOf = async (userId: number) =>
  (await database.db.select({ id: basketLines.solutionId }).from(basketLines).where(eq(basketLines.userId, userId)).orderBy(asc(basketLines.solutionId))).map((row) => row.id);
/** An account's lines in the basket's order (newest first), as the basket page reads them. */
const linesOf = async (userId: number) =>
  (await database.db.select().from(basketLines).where(eq(basketLines.userId, userId)).orderBy(desc(basketLines.addedAt), desc(basketLines.id))).map(
    ({ solutionId, quantity, unit, sample, sampleSize, sampleUnit, note }): BasketLine => ({ solutionId, quantity, unit, sample, sampleSize, sampleUnit, note }),
  );

describe("an account's basket", () => {
  let userId: number;
  beforeEach(async () => {
    userId = await newAccount();
  });

  it("adds, refuses a solution already in, saves, says a line is missing, removes", async () => {
    const [a, b] = published;
    expect((await changeBasket(account(userId), { type: "add", solutionId: a })).result).toMatchObject({ ok: true });
    expect((await changeBasket(account(userId), { type: "add", solutionId: b })).result).toMatchObject({ ok: true });
    expect((await changeBasket(account(userId), { type: "add", solutionId: a })).result).toEqual({ ok: false, reason: "already" });
    const saved = line(a, { quantity: 12, unit: "drum-208l", sample: true, sampleSize: 1, sampleUnit: "l", note: "for Fahud" });
    const change = await changeBasket(account(userId), { type: "save", line: saved });
    expect(change).toEqual({ result: { ok: true, lines: [line(b), saved] } });
    // The account's basket is in the database: no cookie is written for it.
    expect(change.setCookie).toBeUndefined();
    expect((await changeBasket(account(userId), { type: "save", line: line(published[5]) })).result).toEqual({ ok: false, reason: "missing" });
    expect((await changeBasket(account(userId), { type: "remove", solutionId: b })).result).toEqual({ ok: true, lines: [saved] });
    expect(await idsOf(userId)).toEqual([a]);
  });

  it("after a request, clears only the lines it carried", async () => {
    for (const id of published.slice(0, 3)) await changeBasket(account(userId), { type: "add", solutionId: id });
    await changeBasket(account(userId), { type: "clear", solutionIds: published.slice(0, 2) });
    expect(await idsOf(userId)).toEqual([published[2]]);
    await changeBasket(account(userId), { type: "clear" });
    expect(await countAccountBasket(userId)).toBe(0);
  });

  it("holds 50 lines even when two adds arrive at once at 49", async () => {
    await database.db.insert(basketLines).values(published.slice(0, MAX_BASKET_LINES - 1).map((solutionId) => ({ userId, solutionId })));
    const [first, second] = await Promise.all([
      changeBasket(account(userId), { type: "add", solutionId: published[MAX_BASKET_LINES - 1] }),
      changeBasket(account(userId), { type: "add", solutionId: published[MAX_BASKET_LINES] }),
    ]);
    expect([first.result.ok, second.result.ok].sort()).toEqual([false, true]);
    expect([first.result, second.result]).toContainEqual({ ok: false, reason: "full" });
    expect(await countAccountBasket(userId)).toBe(MAX_BASKET_LINES);
  });
});

describe("merging the anonymous basket at sign-in", () => {
  it("brings in published solutions only, keeps the account's lines, counts what did not fit, and is idempotent", async () => {
    const userId = await newAccount();
    const [a, b] = published;
    await changeBasket(account(userId), { type: "add", solutionId: a });
    const anonymous = [line(b, { quantity: 3 }), line(draft), line(a, { quantity: 7, note: "anonymous" }), line(987654)];
    expect(await mergeAnonymousBasket(userId, anonymous)).toEqual({ merged: 1, dropped: 0 });
    // a had no quantity in the account: the anonymous line's quantity is the newer intent.
    expect(await linesOf(userId)).toEqual([line(b, { quantity: 3 }), line(a, { quantity: 7, note: "anonymous" })]);
    expect(await mergeAnonymousBasket(userId, anonymous)).toEqual({ merged: 0, dropped: 0 });
    expect(await idsOf(userId)).toEqual([a, b].sort((x, y) => x - y));
    expect(await mergeAnonymousBasket(userId, [])).toEqual({ merged: 0, dropped: 0 });
  });

  it("fills the room left under 50 lines and counts the rest as dropped", async () => {
    const userId = await newAccount();
    await database.db.insert(basketLines).values(published.slice(0, MAX_BASKET_LINES - 2).map((solutionId) => ({ userId, solutionId })));
    const anonymous = published.slice(MAX_BASKET_LINES - 2, MAX_BASKET_LINES + 2).map((id) => line(id));
    expect(await mergeAnonymousBasket(userId, anonymous)).toEqual({ merged: 2, dropped: 2 });
    expect(await countAccountBasket(userId)).toBe(MAX_BASKET_LINES);
  });
});

const input: BasketRequestInput = {
  full_name: "Amal Said",
  email: "amal@petro.example.om",
  mobile: "+968 9123 4567",
  company: "Petro Services LLC",
  country: 0,
  city: "Sohar",
  incoterm: "CIF",
  note: "For the field programme",
};
/** The request's fields, to a new address each time (a typed address gets at most 10 messages a day). */
const details = (): BasketRequestInput => ({ ...input, country: countryId, email: `amal-${randomUUID().slice(0, 8)}@petro.example.om` });
const sendable = (solutionId: number, extra: Partial<SendableLine> = {}): SendableLine => ({ ...line(solutionId), quantity: 10, ...extra });
const counts = async () => {
  const [[requests], [lines], [items], [mail]] = await Promise.all([
    database.db.select({ n: count() }).from(rfqRequests),
    database.db.select({ n: count() }).from(rfqLines),
    database.db.select({ n: count() }).from(inboxItems),
    database.db.select({ n: count() }).from(outbox),
  ]);
  return { requests: requests.n, lines: lines.n, items: items.n, mail: mail.n };
};

describe("storing a basket request", () => {
  it("stores its lines in order, a sample for each line that wants one, and one inbox item", async () => {
    const [a, b, c] = published;
    const lines = [sendable(a, { quantity: 2.5, unit: "t", note: "first" }), sendable(b, { unit: "drum-208l", sample: true, sampleSize: 500, sampleUnit: "ml" }), sendable(c)];
    const reference = await storeBasketRequest(details(), lines, undefined, { locale: "ar" });
    expect(reference).toMatch(/^RFQ-\d{4}-\d{6}$/);
    const [request] = await database.db.select().from(rfqRequests).where(eq(rfqRequests.id, Number(reference.slice(-6))));
    expect(request).toMatchObject({ fullName: "Amal Said", countryId, city: "Sohar", incoterm: "CIF", locale: "ar", userId: null, quoteSentAt: null });
    const stored = await database.db.select().from(rfqLines).where(eq(rfqLines.requestId, request.id)).orderBy(asc(rfqLines.position));
    expect(stored.map((row) => [row.position, row.solutionId, row.quantity, row.unit, row.sampleStatus, row.sampleSize, row.sampleUnit])).toEqual([
      [1, a, 2.5, "t", null, null, null],
      [2, b, 10, "drum-208l", "requested", 500, "ml"],
      [3, c, 10, "kg", null, null, null],
    ]);
    expect(stored[1].sampleUpdatedAt).toEqual(request.createdAt);
    expect(stored.every((row) => row.solutionName.length > 0 && row.answer === null)).toBe(true);
    const items = await database.db.select().from(inboxItems).where(and(eq(inboxItems.kind, "rfq"), eq(inboxItems.sourceId, request.id)));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reference, status: "new", solutionId: null });
  });

  it("stores a request once per submission key: the same key again answers the same reference", async () => {
    const key = randomUUID();
    const before = await counts();
    const first = await storeBasketRequest(details(), [sendable(published[0])], key);
    const again = await storeBasketRequest({ ...details(), note: "sent twice" }, [sendable(published[0]), sendable(published[1])], key);
    expect(again).toBe(first);
    const after = await counts();
    expect({ requests: after.requests - before.requests, lines: after.lines - before.lines, items: after.items - before.items }).toEqual({ requests: 1, lines: 1, items: 1 });
  });

  it("stores nothing at all when a line's solution is unknown or not published, naming those solutions", async () => {
    const before = await counts();
    const key = randomUUID();
    const error = await storeBasketRequest(details(), [sendable(published[0]), sendable(draft), sendable(987654)], key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableLines);
    expect((error as UnavailableLines).solutionIds).toEqual([draft, 987654]);
    expect(await counts()).toEqual(before);
    // The key was not spent: the corrected basket is stored under it.
    expect(await storeBasketRequest(details(), [sendable(published[0])], key)).toMatch(/^RFQ-/);
  });
});

describe("the account's Overview of its basket requests", () => {
  it("counts them, lists them with their first line and how many more, and shows each line's sample", async () => {
    const userId = await newAccount();
    const [a, b, c] = published;
    const older = await storeBasketRequest(details(), [sendable(c)], undefined, { userId });
    const reference = await storeBasketRequest(
      details(),
      [sendable(a, { quantity: 4, unit: "ibc-1000l" }), sendable(b, { sample: true, sampleSize: 1, sampleUnit: "kg" })],
      undefined,
      { userId, locale: "en" },
    );
    // Another account's request, and one sent signed out, are never this account's.
    await storeBasketRequest(details(), [sendable(a)], undefined, { userId: await newAccount() });
    await storeBasketRequest(details(), [sendable(a)], undefined);

    expect((await countSentByUser(userId)).rfq).toBe(2);
    const [name] = await database.db.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, a));
    const latest = await latestSentByUser(userId, 10);
    expect(latest.map((item) => [item.reference, item.kind, item.about, item.more, item.status])).toEqual([
      [reference, "rfq", name.name, 1, "new"],
      [older, "rfq", expect.any(String), 0, "new"],
    ]);

    const [summary, second] = await basketRequestsByUser(userId);
    expect(second.reference).toBe(older);
    expect(summary).toMatchObject({ reference, status: "new", quoteSentAt: null });
    expect(summary.lines).toEqual([
      { position: 1, name: name.name, quantity: 4, unit: "ibc-1000l", answer: null, sample: null },
      {
        position: 2,
        name: expect.any(String),
        quantity: 10,
        unit: "kg",
        answer: null,
        sample: { status: "requested", size: 1, unit: "kg", reason: null, carrier: null, tracking: null, updatedAt: expect.any(Date) },
      },
    ]);
  });

  it("shows sales' answers only once the quote was sent, and a sample's later steps with their details", async () => {
    const userId = await newAccount();
    const [a, b, c] = published;
    const reference = await storeBasketRequest(details(), [sendable(a), sendable(b, { sample: true, sampleSize: 2, sampleUnit: "l" }), sendable(c, { sample: true, sampleSize: 2, sampleUnit: "l" })], undefined, { userId });
    const requestId = Number(reference.slice(-6));
    const lineAt = (position: number) => and(eq(rfqLines.requestId, requestId), eq(rfqLines.position, position));
    const answeredAt = new Date(Date.now() - 60_000);
    await database.db
      .update(rfqLines)
      .set({ answer: "offer", price: 1250, currency: "OMR", priceUnit: "t", validUntil: "2026-12-31", leadTimeDays: 21, answerNote: "ex works Sohar", answeredAt })
      .where(lineAt(1));
    await database.db.update(rfqLines).set({ answer: "cannot", answerNote: "Not sold in this country", answeredAt }).where(lineAt(2));
    await database.db.update(rfqLines).set({ sampleStatus: "shipped", sampleCarrier: "DHL", sampleTracking: "JD0146", sampleUpdatedAt: answeredAt }).where(lineAt(2));
    await database.db.update(rfqLines).set({ sampleStatus: "declined", sampleReason: "Out of stock" }).where(lineAt(3));

    // Drafts: nothing was sent yet.
    const [draftView] = await basketRequestsByUser(userId);
    expect(draftView.lines.map((row) => row.answer)).toEqual([null, null, null]);
    expect(draftView.lines.map((row) => row.sample && [row.sample.status, row.sample.carrier, row.sample.tracking, row.sample.reason])).toEqual([
      null,
      ["shipped", "DHL", "JD0146", null],
      ["declined", null, null, "Out of stock"],
    ]);

    const sentAt = new Date();
    await database.db.update(rfqRequests).set({ quoteSentAt: sentAt }).where(eq(rfqRequests.id, requestId));
    const [sent] = await basketRequestsByUser(userId);
    expect(sent.quoteSentAt).toEqual(sentAt);
    expect(sent.lines.map((row) => row.answer)).toEqual([
      { kind: "offer", price: 1250, currency: "OMR", priceUnit: "t", validUntil: "2026-12-31", leadTimeDays: 21, note: "ex works Sohar" },
      { kind: "cannot", reason: "Not sold in this country" },
      null,
    ]);

    // An answer changed after the quote went out is a draft again until the quote is sent anew.
    await database.db.update(rfqLines).set({ price: 1100, answeredAt: new Date(sentAt.getTime() + 1000) }).where(lineAt(1));
    expect((await basketRequestsByUser(userId))[0].lines[0].answer).toBeNull();
  });

  it("names solutions in Arabic on Arabic pages, and keeps the name sent when the solution is gone", async () => {
    const userId = await newAccount();
    // The demo catalogue names its solutions in English only: this one gets an Arabic name.
    const withArabic = { id: published[10], nameAr: "مانع تآكل للأنابيب" };
    await database.db.update(solutions).set({ nameAr: withArabic.nameAr }).where(eq(solutions.id, withArabic.id));
    await storeBasketRequest(details(), [sendable(withArabic.id)], undefined, { userId });
    expect((await basketRequestsByUser(userId, 20, "ar"))[0].lines[0].name).toBe(withArabic.nameAr);
    const [{ solutionName }] = await database.db.select({ solutionName: rfqLines.solutionName }).from(rfqLines).innerJoin(rfqRequests, eq(rfqRequests.id, rfqLines.requestId)).where(eq(rfqRequests.userId, userId));
    await database.db.update(rfqLines).set({ solutionId: null }).where(eq(rfqLines.solutionName, solutionName));
    expect((await basketRequestsByUser(userId))[0].lines[0].name).toBe(solutionName);
  });

  it("keeps a deleted account's basket requests as lines, without who sent them or their words", async () => {
    const userId = await newAccount();
    const reference = await storeBasketRequest(details(), [sendable(published[0], { note: "call me on +968 9999 0000" })], undefined, { userId });
    await deleteAccountAndPersonalData(userId);
    const requestId = Number(reference.slice(-6));
    const [request] = await database.db.select().from(rfqRequests).where(eq(rfqRequests.id, requestId));
    expect(request).toMatchObject({ fullName: "Erased", email: "erased@invalid", mobile: "", company: "", city: "", note: "", userId: null });
    const [kept] = await database.db.select().from(rfqLines).where(eq(rfqLines.requestId, requestId));
    expect(kept).toMatchObject({ solutionId: published[0], quantity: 10, note: "" });
  });
});
