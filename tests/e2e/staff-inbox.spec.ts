/**
 * The staff inbox (issue 16), with JavaScript on and off: a visitor's inquiry from a solution's request page reaches
 * the inbox; a sales member finds it by search, assigns it to themself, adds a note and sends a reply, which reaches
 * the visitor's mailbox and the timeline and marks the item answered; communications gets a 404 for it; the CSV
 * export has its row. axe on the list and the item's page.
 */
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast, mailTo } from "./account-fixtures";
import { memberCookie, STAFF_COOKIE, staffPage } from "./staff-fixtures";

/** A word nobody else's submission holds: letters only, so the request form takes it as a name. */
const uniqueWord = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 10).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;

test.describe("staff inbox", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an inquiry is found, assigned, noted and answered by sales; the reply reaches the requester; communications gets 404; the CSV has it", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const word = uniqueWord();
    const requester = `inquirer-${word.toLowerCase()}@example.com`;

    // The visitor sends an inquiry from the solution's request page.
    await page.goto("/solution/1/request/inquiry");
    await page.getByLabel("First name").fill("Amal");
    await page.getByLabel("Last name").fill(word);
    await page.getByLabel("Company e-mail").fill(requester);
    await page.getByLabel("Job function").selectOption({ index: 1 });
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Petro Services LLC");
    await page.getByLabel("Country").selectOption({ label: "Oman" });
    await page.getByLabel("Message").fill("Please suggest a dose for two wells.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Your request has been submitted successfully");

    // Sales finds it by search.
    const sales = await memberCookie(request, ["sales"]);
    const { context, page: staff } = await staffPage(browser, baseURL!, sales.cookie);
    await staff.goto("/staff");
    await staff.getByRole("link", { name: "Inbox" }).first().click();
    await expect(staff.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expect(staff.getByText("Exports at most 100,000 rows, newest first.")).toBeVisible();
    await staff.getByLabel("Search").fill(word.toLowerCase());
    await staff.getByRole("button", { name: "Apply filters" }).click();
    await expect(staff).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
    const row = staff.getByTestId("inbox-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Amal ${word}`);
    await expect(row).toContainText("Inquiry");
    await expectNoAxeViolations(staff);

    // Opens it: the whole submission, then assigns it to themself.
    await row.getByRole("link").click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/^Inquiry INQ-\d{4}-\d{6}$/);
    const reference = (await staff.getByRole("heading", { level: 1 }).innerText()).replace("Inquiry ", "");
    const itemPath = new URL(staff.url()).pathname;
    await expect(staff.getByText("Please suggest a dose for two wells.")).toBeVisible();
    await expect(staff.getByTestId("item-status")).toHaveText("New");
    await expectNoAxeViolations(staff);
    await staff.getByLabel("Assigned to").selectOption({ label: `Me: sales (${sales.email})` });
    await staff.getByRole("button", { name: "Save assignment" }).click();
    await expectToast(staff, `Assigned to ${sales.email}.`);
    await expect(staff.getByTestId("item-assignee")).toHaveText(sales.email);

    // An empty note is refused beside the field; a note is kept in the timeline.
    await staff.getByRole("button", { name: "Add note" }).click();
    await expect(staff.getByText("Write the note.")).toBeVisible();
    await staff.getByRole("textbox", { name: "Internal note" }).fill("Asked the lab for the dosing table.");
    await staff.getByRole("button", { name: "Add note" }).click();
    await expectToast(staff, "Note added.");
    await expect(staff.getByRole("list", { name: "Timeline" })).toContainText("Asked the lab for the dosing table.");

    // The reply, with its subject filled in.
    await expect(staff.getByLabel("Subject")).toHaveValue(new RegExp(`^Re: ${reference} — your inquiry about `));
    const subject = await staff.getByLabel("Subject").inputValue();
    await staff.getByRole("textbox", { name: "Reply" }).fill("Dear Amal,\n40 ppm is a sound start for both wells.");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expectToast(staff, `Reply sent to ${requester}.`);
    await expect(staff.getByTestId("item-status")).toHaveText("Answered");
    const timeline = staff.getByRole("list", { name: "Timeline" });
    await expect(timeline).toContainText(`Reply sent to ${requester}`);
    await expect(timeline).toContainText("40 ppm is a sound start for both wells.");
    await expect(timeline).toContainText("Status: New → Answered");
    await context.close();

    // The reply reaches the requester, with the reference and their message quoted.
    await expect.poll(() => mailTo(requester).find((mail) => mail.subject === subject)?.text ?? "", { timeout: 30_000 }).toContain("40 ppm is a sound start for both wells.");
    const reply = mailTo(requester).find((mail) => mail.subject === subject)!;
    expect(reply.text).toContain(`please quote your reference, ${reference}`);
    expect(reply.text).toContain("> Please suggest a dose for two wells.");

    // Communications does not see the inquiry: the same 404 as an id that does not exist.
    const comms = await memberCookie(request, ["communications"]);
    const asComms = await request.get(itemPath, { headers: { Cookie: `${STAFF_COOKIE}=${comms.cookie}` }, maxRedirects: 0 });
    expect(asComms.status()).toBe(404);
    const missing = await request.get("/staff/inbox/2147483647", { headers: { Cookie: `${STAFF_COOKIE}=${sales.cookie}` }, maxRedirects: 0 });
    expect(missing.status()).toBe(404);

    // The CSV export of the same search has its row.
    const csv = await request.get(`/staff/inbox/export?status=all&q=${word.toLowerCase()}`, { headers: { Cookie: `${STAFF_COOKIE}=${sales.cookie}` } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference},Inquiry,`);
    expect(lines[1]).toContain(`Answered,${sales.email}`);
  });
});
