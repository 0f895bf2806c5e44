/**
 * Sales' work on a basket request against a real database: the request's receipt and notification, the answer to
 * each line, the quote (refused while a line is unanswered), and the sample's state machine: every step out of
 * order refused with nothing changed, every legal one saved with its audit entry, timeline event and one mail in
 * the requester's language. A member whose roles do not open basket requests finds none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import { SAMPLE_STATUSES, type SampleStatus } from "~/content/basket";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { auditLog, inboxEvents, inboxItems, locations, outbox, rfqLines, rfqRequests, solutions } from "~/db/schema";
import type { SampleStepInput } from "~/forms/basket";
import { visibleKinds } from "~/forms/inbox";
import { answerLine, BASKET_STAFF_MESSAGES, basketRequestOf, moveSample, sendQuote } from "~/models/basket-staff.server";
import { storeBasketRequest, type SendableLine } from "~/models/basket-requests.server";
import { setUpMember } from "./staff-fixtures";

process.env.SALES_EMAIL = "sales@sahel.example.om";

let database: Database;
let solutionIds: number[];
let oman: number;
const actors: Record<string, { id: number; email: string; ip: string }> = {};
const SALES = visibleKinds(["sales"]);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  solutionIds = (await database.db.select({ id: solutions.id }).from(solutions).where(eq(solutions.status, "published")).orderBy(asc(solutions.id)).limit(3)).map((row) => row.id);
  [{ id: oman }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).orderBy(asc(locations.id)).limit(1);
  for (const [name, roles] of Object.entries({ sales: ["sales"], comms: ["communications"], hr: ["hr"] } as const)) {
    const email = `basket-${name}@sahel.example.om`;
    const member = await setUpMember(email, [...roles]);
    actors[name] = { id: member.staffId, email, ip: "203.0.113.9" };
  }
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

let serial = 0;

/** An Arabic visitor's basket of three lines (the first two with a sample), stored as the basket page stores it. */
async function sendBasket() {
  serial += 1;
  const email = `buyer${serial}@petro.example.om`;
  const line = (index: number, fields: Partial<SendableLine> = {}): SendableLine => ({
    solutionId: solutionIds[index],
    quantity: 2.5,
    unit: "t",
    sample: false,
    sampleSize: null,
    sampleUnit: null,
    note: "",
    ...fields,
  });
  const reference = await storeBasketRequest(
    { full_name: "Amal Al-Harthy", email, mobile: "+968 9123 4567", company: "Petro Example LLC", country: oman, city: "صحار", incoterm: "CIF", note: "قبل نهاية الشهر" },
    [line(0, { sample: true, sampleSize: 500, sampleUnit: "ml", note: "Fahud wells" }), line(1, { unit: "drum-208l", quantity: 4, sample: true, sampleSize: 1, sampleUnit: "l" }), line(2)],
    `key-${serial}-${Date.now()}`,
    { locale: "ar" },
  );
  const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.reference, reference));
  const lines = await database.db.select().from(rfqLines).where(eq(rfqLines.requestId, item.sourceId)).orderBy(asc(rfqLines.position));
  return { reference, email, itemId: item.id, requestId: item.sourceId, lines };
}

/** What a change leaves behind: the item's audit entries, timeline events and the mail queued to `to`. */
async function traces(itemId: number, to: string) {
  const [audits] = await database.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.targetKind, "inbox"), eq(auditLog.targetId, String(itemId))));
  const [events] = await database.db.select({ n: count() }).from(inboxEvents).where(eq(inboxEvents.itemId, itemId));
  const [mails] = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to));
  return { audits: audits.n, events: events.n, mails: mails.n };
}

const lineOf = async (id: number) => (await database.db.select().from(rfqLines).where(eq(rfqLines.id, id)))[0];
const mailsTo = (to: string, after = 0) => database.db.select().from(outbox).where(and(eq(outbox.to, to), gt(outbox.id, after))).orderBy(asc(outbox.id));
const lastOutboxId = async () => (await database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;

/** The form's input for a step, with what that step needs. */
const stepTo = (to: Exclude<SampleStatus, "requested">): SampleStepInput =>
  to === "declined" ? { to, reason: "Out of stock this month." } : to === "shipped" ? { to, carrier: "DHL Express", tracking: "JD0146000062" } : { to };

describe("a basket request reaches the requester and sales", () => {
  it("queues the Arabic receipt listing every line, and sales' English notification linking to the inbox item", async () => {
    const { reference, email, itemId } = await sendBasket();
    const [receipt] = await mailsTo(email);
    expect(receipt.subject).toBe(`استلمنا طلب عرض السعر لسلّتك (${reference})`);
    for (const text of ["البند 1: ", "الكمية: 2.5 طن", "عينة مطلوبة: 500 مل", "> Fahud wells", "البند 2: ", "الكمية: 4 × برميل (208 لترات)", "عينة مطلوبة: 1 لتر", "البند 3: ", "شرط التسليم (إنكوترمز 2020): CIF", "> قبل نهاية الشهر"])
      expect(receipt.body).toContain(text);
    const [notification] = await database.db.select().from(outbox).where(and(eq(outbox.to, "sales@sahel.example.om"), eq(outbox.reference, reference)));
    expect(notification.subject).toBe(`New basket request (${reference}) from Amal Al-Harthy`);
    expect(notification.body).toContain(`/staff/inbox/${itemId}\n`);
    expect(notification.body).toContain("Line 3: ");
    expect(notification.body).toContain("Language: Arabic");
    expect(notification.replyTo).toBe(email);
  });
});

describe("the sample's state machine", () => {
  const steps = SAMPLE_STATUSES.filter((status) => status !== "requested") as Exclude<SampleStatus, "requested">[];
  const pairs = SAMPLE_STATUSES.flatMap((from) => steps.map((to) => [from, to] as const));

  it("refuses every step out of order (finals included) and changes nothing; takes every legal one with its audit entry, event and one Arabic mail", async () => {
    const { email, itemId, lines } = await sendBasket();
    const sample = lines[0];
    for (const [from, to] of pairs) {
      await database.db.update(rfqLines).set({ sampleStatus: from, sampleReason: null, sampleCarrier: null, sampleTracking: null }).where(eq(rfqLines.id, sample.id));
      const before = await traces(itemId, email);
      const beforeLine = await lineOf(sample.id);
      const after = await lastOutboxId();
      const result = await moveSample(actors.sales, SALES, itemId, sample.id, stepTo(to));
      const legal = (from === "requested" && (to === "approved" || to === "declined")) || (from === "approved" && to === "shipped") || (from === "shipped" && to === "delivered");
      if (!legal) {
        expect(result, `${from} → ${to}`).toEqual({ ok: false, reason: "refused", message: BASKET_STAFF_MESSAGES.sampleStep(from, to) });
        expect(await lineOf(sample.id), `${from} → ${to}`).toEqual(beforeLine);
        expect(await traces(itemId, email), `${from} → ${to}`).toEqual(before);
        continue;
      }
      expect(result, `${from} → ${to}`).toEqual({ ok: true, position: 1 });
      const moved = await lineOf(sample.id);
      expect(moved.sampleStatus).toBe(to);
      if (to === "declined") expect(moved.sampleReason).toBe("Out of stock this month.");
      if (to === "shipped") expect([moved.sampleCarrier, moved.sampleTracking]).toEqual(["DHL Express", "JD0146000062"]);
      expect(await traces(itemId, email)).toEqual({ audits: before.audits + 1, events: before.events + 1, mails: before.mails + 1 });
      const [mail] = await mailsTo(email, after);
      expect(mail.subject).toMatch(/^عينتك من .+ \(RFQ-\d{4}-\d{6}\): /);
      if (to === "shipped") expect(mail.body).toContain("رقم التتبع: JD0146000062");
      if (to === "declined") expect(mail.body).toContain("> Out of stock this month.");
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, String(itemId))).orderBy(desc(auditLog.id)).limit(1);
      expect(audit.action).toBe("inbox.sample");
      expect(JSON.parse(audit.details!)).toMatchObject({ line: 1, from, to });
      const [event] = await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, itemId)).orderBy(desc(inboxEvents.id)).limit(1);
      expect(event.type).toBe("sample");
      expect(event.actorEmail).toBe(actors.sales.email);
    }
    expect(BASKET_STAFF_MESSAGES.sampleStep("delivered", "shipped")).toBe("This sample is delivered: that is final, it cannot be shipped now.");
    expect(BASKET_STAFF_MESSAGES.sampleStep("requested", "shipped")).toBe("This sample is requested: it cannot be shipped now.");
  });

  it("walks a sample from requested to delivered with one mail a step; a line without a sample has no steps", async () => {
    const { email, itemId, lines } = await sendBasket();
    const after = await lastOutboxId();
    for (const to of ["approved", "shipped", "delivered"] as const) expect((await moveSample(actors.sales, SALES, itemId, lines[1].id, stepTo(to))).ok).toBe(true);
    expect((await mailsTo(email, after)).map((mail) => mail.subject.split(": ").at(-1))).toEqual(["تمت الموافقة عليها", "في الطريق إليك", "تم التسليم"]);
    expect(await moveSample(actors.sales, SALES, itemId, lines[2].id, { to: "approved" })).toEqual({ ok: false, reason: "refused", message: BASKET_STAFF_MESSAGES.noSample });
    expect((await lineOf(lines[2].id)).sampleStatus).toBeNull();
  });
});

describe("answers and the quote", () => {
  it("saves an offer or 'cannot offer' per line with its event and audit entry, and lets it change", async () => {
    const { itemId, lines } = await sendBasket();
    const offer = { answer: "offer", price: 1850.5, currency: "USD", price_unit: "t", valid_until: "2026-06-30", lead_time_days: 14, answer_note: "" } as const;
    expect(await answerLine(actors.sales, SALES, itemId, lines[0].id, offer)).toEqual({ ok: true, position: 1 });
    expect(await answerLine(actors.sales, SALES, itemId, lines[0].id, { ...offer, price: 1800 })).toEqual({ ok: true, position: 1 });
    expect(await answerLine(actors.sales, SALES, itemId, lines[2].id, { answer: "cannot", answer_note: "Not registered in Oman." })).toEqual({ ok: true, position: 3 });
    const saved = await basketRequestOf((await database.db.select().from(inboxItems).where(eq(inboxItems.id, itemId)))[0].sourceId);
    expect(saved!.lines.map((line) => [line.answer, line.price, line.currency, line.priceUnit, line.validUntil, line.leadTimeDays, line.answerNote])).toEqual([
      ["offer", 1800, "USD", "t", "2026-06-30", 14, ""],
      [null, null, null, null, null, null, ""],
      ["cannot", null, null, null, null, null, "Not registered in Oman."],
    ]);
    const events = await database.db.select().from(inboxEvents).where(and(eq(inboxEvents.itemId, itemId), eq(inboxEvents.type, "line_answered"))).orderBy(asc(inboxEvents.id));
    expect(events.map((event) => JSON.parse(event.details!).changed)).toEqual([false, true, false]);
    const audits = await database.db.select().from(auditLog).where(and(eq(auditLog.targetId, String(itemId)), eq(auditLog.action, "inbox.answer")));
    expect(audits).toHaveLength(3);
  });

  it("refuses the quote while a line is unanswered (nothing queued), then sends it in Arabic, marks the item answered, and sends a changed answer again", async () => {
    const { email, itemId, requestId, lines } = await sendBasket();
    const offer = { answer: "offer", price: 96, currency: "OMR", price_unit: "drum-208l", valid_until: "2026-07-15", lead_time_days: 1, answer_note: "" } as const;
    await answerLine(actors.sales, SALES, itemId, lines[1].id, offer);
    const before = await traces(itemId, email);
    expect(await sendQuote(actors.sales, SALES, itemId)).toEqual({ ok: false, reason: "refused", message: "Answer every line before sending the quote: lines 1, 3 have no answer yet." });
    expect(await traces(itemId, email)).toEqual(before);
    await answerLine(actors.sales, SALES, itemId, lines[0].id, { ...offer, price_unit: "t", price: 1850.5, currency: "USD" });
    await answerLine(actors.sales, SALES, itemId, lines[2].id, { answer: "cannot", answer_note: "Not registered in Oman." });
    const after = await lastOutboxId();
    expect(await sendQuote(actors.sales, SALES, itemId)).toEqual({ ok: true, to: email, again: false });
    const [quote] = await mailsTo(email, after);
    expect(quote.subject).toMatch(/^عرض السعر لطلبك RFQ-\d{4}-\d{6}$/);
    for (const text of ["السعر: 1,850.5 USD لكل طن", "السعر: 96 OMR لكل برميل (208 لترات)", "مدة التوريد: يوم واحد", "> Not registered in Oman."]) expect(quote.body).toContain(text);
    expect(quote.replyTo).toBe("sales@sahel.example.om");
    const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
    expect(item.status).toBe("answered");
    expect((await database.db.select().from(rfqRequests).where(eq(rfqRequests.id, requestId)))[0].quoteSentAt).not.toBeNull();
    const types = (await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, itemId)).orderBy(desc(inboxEvents.id)).limit(2)).map((event) => event.type);
    expect(types).toEqual(["status", "quote_sent"]);

    // A changed answer after the quote: the next quote carries it.
    await answerLine(actors.sales, SALES, itemId, lines[1].id, { ...offer, price: 90 });
    expect(await sendQuote(actors.sales, SALES, itemId)).toEqual({ ok: true, to: email, again: true });
    expect((await mailsTo(email, after)).at(-1)!.body).toContain("السعر: 90 OMR لكل برميل (208 لترات)");
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.targetId, String(itemId)), eq(auditLog.action, "inbox.quote")))).toHaveLength(2);
  });
});

describe("who may work on it", () => {
  it("a member whose roles do not open basket requests gets 'missing' for every change, and nothing changes; so does a line of another request", async () => {
    const { email, itemId, lines } = await sendBasket();
    const other = await sendBasket();
    const before = await traces(itemId, email);
    const offer = { answer: "cannot", answer_note: "No." } as const;
    for (const name of ["comms", "hr"]) {
      const kinds = visibleKinds(name === "comms" ? ["communications"] : ["hr"]);
      expect(await answerLine(actors[name], kinds, itemId, lines[0].id, offer)).toEqual({ ok: false, reason: "missing" });
      expect(await moveSample(actors[name], kinds, itemId, lines[0].id, { to: "approved" })).toEqual({ ok: false, reason: "missing" });
      expect(await sendQuote(actors[name], kinds, itemId)).toEqual({ ok: false, reason: "missing" });
    }
    expect(await answerLine(actors.sales, SALES, itemId, other.lines[0].id, offer)).toEqual({ ok: false, reason: "missing" });
    expect(await moveSample(actors.sales, SALES, itemId, other.lines[0].id, { to: "approved" })).toEqual({ ok: false, reason: "missing" });
    expect(await traces(itemId, email)).toEqual(before);
    expect((await lineOf(lines[0].id)).answer).toBeNull();
    expect((await lineOf(other.lines[0].id)).sampleStatus).toBe("requested");
  });
});
