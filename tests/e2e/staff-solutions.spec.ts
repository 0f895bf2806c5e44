/**
 * The solutions editor's form in a real browser, with JavaScript on and off (@nojs): markup in the name is refused
 * with the words and what was typed kept, then corrected and created as a draft. Preview, publishing, the public
 * site following, the Arabic texts, pictures, two editors and the sales member's refusal are proved over HTTP in
 * tests/http/staff-catalogue.test.ts and tests/http/staff.test.ts.
 */
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

test.describe("solutions editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("markup in the name is refused with the words and what was typed kept; corrected, the draft is created", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const editor = await memberCookie(request, ["editor"]);
    const { context, page } = await staffPage(browser, baseURL!, editor.cookie);
    await page.goto("/staff/solutions/new");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill('<script>alert("x")</script>');
    await page.getByLabel("Description", { exact: true }).fill("Kept description");
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByText("Names cannot contain < or >.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue('<script>alert("x")</script>');
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Kept description");
    await expectNoAxeViolations(page);

    const name = `Pictureless ${randomUUID().slice(0, 6)}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expectToast(page, "Solution created as a draft. Publish it when it is ready.");
    await expect(page).toHaveURL(/\/staff\/solutions\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("solution-status")).toHaveText("Draft");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
