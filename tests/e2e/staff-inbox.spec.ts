/**
 * The staff inbox in a real browser: the one no-JavaScript journey through the reply form (@nojs, run in
 * both projects): a visitor's inquiry from a solution's request page reaches the inbox; a sales member finds it by
 * search, opens it, sends an empty reply (refused, the subject kept), then writes the reply and sends it: the item is
 * answered; axe on the list, the item and the refusal. What the server does (assignment, notes, the reply's mail,
 * communications' 404, the CSV export) is proved over HTTP in tests/http/staff-work.test.ts; the Send data sheet
 * form's journey is in staff-documents.spec.ts.
 */
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

/** A word nobody else's submission holds: letters only, so the request form takes it as a name. */
const uniqueWord = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 10).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;

test.describe("staff inbox", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an inquiry is found and answered by sales: an empty reply is refused with the subject kept; written, it is sent", { tag: "@nojs" }, async ({ page, browser, baseURL, request }) => {
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request has been submitted successfully");

    // Sales finds it by search.
    const sales = await memberCookie(request, ["sales"]);
    const { context, page: staff } = await staffPage(browser, baseURL!, sales.cookie);
    await staff.goto("/staff");
    await staff.getByRole("link", { name: "Inbox" }).first().click();
    await expect(staff.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await staff.getByLabel("Search").fill(word.toLowerCase());
    await staff.getByRole("button", { name: "Apply filters" }).click();
    await expect(staff).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
    const row = staff.getByTestId("inbox-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Amal ${word}`);
    await expectNoAxeViolations(staff);

    await row.getByRole("link").click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/^Inquiry INQ-\d{4}-\d{6}$/);
    const reference = (await staff.getByRole("heading", { level: 1 }).innerText()).replace("Inquiry ", "");
    await expect(staff.getByText("Please suggest a dose for two wells.")).toBeVisible();
    await expectNoAxeViolations(staff);

    // An empty reply: refused beside the field, the subject kept.
    await expect(staff.getByLabel("Subject")).toHaveValue(new RegExp(`^Re: ${reference} — your inquiry about `));
    const subject = await staff.getByLabel("Subject").inputValue();
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect(staff.getByText("Write the reply.")).toBeVisible();
    await expect(staff.getByLabel("Subject")).toHaveValue(subject);
    await expect(staff.getByTestId("item-status")).toHaveText("New");
    await expectNoAxeViolations(staff);

    await staff.getByRole("textbox", { name: "Reply" }).fill("Dear Amal,\n40 ppm is a sound start for both wells.");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expectToast(staff, `Reply sent to ${requester}.`);
    await expect(staff).toHaveURL(/\/staff\/inbox\/\d+$/);
    await expect(staff.getByTestId("item-status")).toHaveText("Answered");
    await expect(staff.getByRole("list", { name: "Timeline" })).toContainText("40 ppm is a sound start for both wells.");
    await context.close();
  });
});
