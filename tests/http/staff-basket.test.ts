/**
 * A basket request from an Arabic visitor to sales' quote and the samples' delivery, over HTTP without JavaScript:
 * the receipt lists every line; sales answers each line (a wrong price refused beside its field), sends the quote
 * (refused while a line is unanswered), moves a sample approved → shipped → delivered with a mail each in Arabic,
 * and is refused a step out of order; communications finds no such item, and HR no inbox at all.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { errorOf, flashOf, formWith, newMail, staffMember, visitor, type Page } from "./support";
import { fieldOf, fillIn } from "./staff-helpers";
import type { Visitor } from "../support/visitor";

/** Letters only, so the inbox's search takes it as one word of the requester's name. */
const uniqueWord = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 10).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;

/** Three lines (the first two with a sample), added and filled in on /ar/basket, then sent with the page's request form. */
async function sendArabicBasket(name: string, email: string) {
  const buyer = visitor();
  for (const solution of ["1", "2", "3"]) {
    const added = await buyer.post("/ar/basket", new URLSearchParams({ intent: "add", solution, redirectTo: "/ar/basket" }));
    expect(added.status, `add ${solution}`).toBe(302);
  }
  const lines: Record<string, string>[] = [
    { solution: "1", quantity: "2.5", unit: "t", sample: "on", sample_size: "500", sample_unit: "ml", note: "Fahud wells" },
    { solution: "2", quantity: "4", unit: "drum-208l", sample: "on", sample_size: "1", sample_unit: "l", note: "" },
    { solution: "3", quantity: "1200", unit: "kg", note: "" },
  ];
  for (const line of lines) expect((await buyer.post("/ar/basket", new URLSearchParams({ intent: "save", ...line }))).status, `save ${line.solution}`).toBe(302);
  const page = await buyer.open("/ar/basket");
  const form = page.document.getElementById("basket-request") as HTMLFormElement;
  const country = [...(fieldOf(form, "بلد التسليم") as HTMLSelectElement).options].find((option) => option.value)!.value;
  const sent = await buyer.submit(page, form, {
    values: { full_name: name, email, mobile: "+968 9123 4567", company: "Petro Example LLC", country, city: "صحار", incoterm: "CIF", note: "قبل نهاية الشهر" },
  });
  expect(sent.status, "sent").toBe(302);
}

const submit = async (member: Visitor, page: Page, button: string, fields: Record<string, string> = {}, values: Record<string, string> = {}) => {
  const form = formWith(page, button);
  fillIn(form, fields);
  return member.submit(page, form, { button, values });
};

describe("a basket request in the staff inbox", { timeout: 150_000 }, () => {
  it("an Arabic basket is received, answered line by line, quoted and its sample walked to delivery, with the requester mailed in Arabic at each step", async () => {
    const word = uniqueWord();
    const email = `buyer-${word.toLowerCase()}@example.com`;
    await sendArabicBasket(`Amal ${word}`, email);

    // The receipt lists every line, in Arabic.
    const receipt = await newMail(email, /^استلمنا طلب عرض السعر لسلّتك \(RFQ-\d{4}-\d{6}\)$/);
    const reference = /RFQ-\d{4}-\d{6}/.exec(receipt.subject)![0];
    for (const text of ["البند 1: ", "الكمية: 2.5 طن", "عينة مطلوبة: 500 مل", "> Fahud wells", "البند 2: ", "الكمية: 4 × برميل (208 لترات)", "عينة مطلوبة: 1 لتر", "البند 3: ", "الكمية: 1,200 كغ", "/ar/solution/1)"])
      expect(receipt.text).toContain(text);

    // Sales finds it and opens it: the request's fields and its three lines.
    const sales = await staffMember(["sales"]);
    const list = await sales.open(`/staff/inbox?status=all&q=${word.toLowerCase()}`);
    const href = list.screen.getByRole("link", { name: reference }).getAttribute("href")!;
    let page = await sales.open(href);
    const itemPath = new URL(page.url).pathname;
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe(`Basket request ${reference}`);
    expect(page.screen.getByText("Arabic (the sender's mail is in Arabic)")).toBeTruthy();
    const rows = page.screen.getAllByTestId("rfq-line");
    expect(rows).toHaveLength(3);
    // Each solution's line, found by its link to the solution's editor.
    const rowOf = (solution: number, from: Page = page): HTMLElement =>
      from.screen.getAllByTestId("rfq-line").find((row: HTMLElement) => row.querySelector("a")?.getAttribute("href") === `/staff/solutions/${solution}`)!;
    const [first, second, third] = [1, 2, 3].map((solution) => rowOf(solution).querySelector("td")!.textContent!);
    expect(rowOf(1).textContent).toContain("500 mL: Requested");
    expect(rowOf(3).textContent).toContain("No sample");

    // A price that is no number is refused beside its field, with what was typed; then saved.
    // "Valid until" is a date field (no text role): posted by its name.
    const offer = { Price: "1850.5", Currency: "USD", "Price per": "t", "Lead time (days)": "14" };
    const validUntil = { valid_until: "2026-06-30" };
    let answer = await submit(sales, page, `Save the answer to line ${first}`, { ...offer, Price: "a lot" }, validUntil);
    page = await sales.read(answer, page.url);
    expect(page.status).toBe(400);
    const price = fieldOf(formWith(page, `Save the answer to line ${first}`), "Price");
    expect(errorOf(page, price)).toBe("Per unit, without tax. Price must be a positive number");
    expect((price as HTMLInputElement).value).toBe("a lot");
    answer = await submit(sales, page, `Save the answer to line ${first}`, offer, validUntil);
    page = await sales.land(answer, page.url);
    expect(flashOf(page)).toBe(`Answer to line ${first} saved.`);

    // The quote waits for every line's answer.
    page = await sales.read(await submit(sales, page, "Send the quote by mail"), page.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText(`Answer every line before sending the quote: lines ${[second, third].sort().join(", ")} have no answer yet.`)).toBeTruthy();
    page = await sales.land(await submit(sales, page, `Save the answer to line ${second}`, { ...offer, Price: "96", Currency: "OMR", "Price per": "208 L drum", "Lead time (days)": "1" }, validUntil), page.url);
    page = await sales.land(await submit(sales, page, `Save the answer to line ${third}`, { Answer: "Cannot offer", "Note, or the reason when you cannot offer": "Not registered in Oman." }), page.url);
    page = await sales.land(await submit(sales, page, "Send the quote by mail"), page.url);
    expect(flashOf(page)).toBe(`Quote sent to ${email}.`);
    expect(page.screen.getByTestId("item-status").textContent).toBe("Answered");
    const quote = await newMail(email, `عرض السعر لطلبك ${reference}`);
    for (const text of ["السعر: 1,850.5 USD لكل طن", "صالح حتى: 30 يونيو 2026", "مدة التوريد: 14 يومًا", "السعر: 96 OMR لكل برميل (208 لترات)", "مدة التوريد: يوم واحد", "> Not registered in Oman."])
      expect(quote.text).toContain(text);

    // The first line's sample: approved, a step out of order refused, shipped, delivered; a mail for each step taken.
    page = await sales.land(await submit(sales, page, `Approve the sample of line ${first}`), page.url);
    expect(flashOf(page)).toBe(`Sample of line ${first}: approved; the requester is told by e-mail.`);
    await newMail(email, /\): تمت الموافقة عليها$/);
    expect(page.screen.queryByRole("button", { name: `Mark the sample of line ${first} delivered` })).toBeNull();
    page = await sales.read(await submit(sales, page, `Mark the sample of line ${first} shipped`, {}, { to: "delivered" }), page.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("This sample is approved: it cannot be delivered now.")).toBeTruthy();
    page = await sales.land(await submit(sales, page, `Mark the sample of line ${first} shipped`, { Carrier: "DHL Express", "Tracking number": "JD0146000062" }), page.url);
    const shipped = await newMail(email, /\): في الطريق إليك$/);
    expect(shipped.text).toContain("شركة الشحن: DHL Express\nرقم التتبع: JD0146000062\n");
    page = await sales.land(await submit(sales, page, `Mark the sample of line ${first} delivered`), page.url);
    await newMail(email, /\): تم التسليم$/);
    expect(rowOf(1, page).textContent).toContain("500 mL: Delivered (DHL Express, JD0146000062)");
    expect(page.screen.getByText("This sample is delivered: that is final.")).toBeTruthy();
    const timeline = page.screen.getByRole("list", { name: "Timeline" }).textContent ?? "";
    expect(timeline).toContain(`Answered: line ${first}`);
    expect(timeline).toContain(`Quote sent to ${email}: 2 of 3 lines offered`);
    expect(timeline).toContain(`Sample of line ${first} (`);
    expect(timeline).toContain("Approved → Shipped with DHL Express, tracking number JD0146000062");

    // Communications does not see basket requests; HR does not open the inbox at all.
    const comms = await staffMember(["communications"]);
    expect((await comms.get(itemPath)).status).toBe(404);
    const hr = await staffMember(["hr"]);
    expect((await hr.get(itemPath)).status).toBe(403);
  });
});
