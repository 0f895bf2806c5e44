/**
 * HR's applications in a real browser: the one no-JavaScript journey through the stage form (@nojs, run in
 * both projects): an applicant applies with a CV, an HR member finds the application by search, a message to the
 * applicant without the tick is refused with the stage and the message kept, then, ticked, the application moves to
 * Screening; axe on the list, the application and the refusal. What the server does (the applicant's mail, the CV
 * download's headers and the timeline, the cover letter as text, the sales member's 403s) is proved over HTTP in
 * tests/http/staff-work.test.ts.
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";
import { APPLICATION_MESSAGES as M } from "../../app/forms/application";
import { minimalPdf } from "../support/resume-files";

const WITHOUT_TICK = "Tick “Tell the applicant” to send this message, or clear it.";

/** An applicant sends the hiring form of vacancy 1 with a PDF CV, as the project runs (JavaScript on or off). */
async function apply(browser: Browser) {
  const id = randomUUID().slice(0, 8);
  const applicant = { first: "Aisha", last: `Tester-${id}`, email: `applicant-${id}@example.om` };
  const context = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const page = await context.newPage();
  await page.goto("/career/1/hiring");
  await page.getByLabel("First name").fill(applicant.first);
  await page.getByLabel("Last name").fill(applicant.last);
  await page.getByLabel("E-mail").fill(applicant.email);
  await page.getByLabel("Phone number").fill("+968 9123 4567");
  await page.getByLabel("Cover letter (optional)").fill("Ten years in the field.\n<b>Not bold</b>");
  await page.getByLabel("Resume (CV)").setInputFiles({ name: "Aisha CV.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
  await page.getByRole("button", { name: "Submit" }).click();
  // Acknowledged on the confirmation page, with or without JavaScript.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(M.success);
  await context.close();
  return applicant;
}

test.describe("HR's applications", () => {
  test.describe.configure({ timeout: 120_000 });

  test("HR finds an application; a message without the tick is refused with what was typed kept; ticked, the stage changes", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const applicant = await apply(browser);
    const hr = await memberCookie(request, ["hr"]);
    const { context, page } = await staffPage(browser, baseURL!, hr.cookie);

    await page.goto("/staff");
    await page.getByRole("link", { name: "Applications" }).first().click();
    await expect(page.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();
    await page.getByLabel("Name or e-mail").fill(applicant.email);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/q=applicant-/);
    const row = page.getByTestId("application-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${applicant.first} ${applicant.last}`);
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: /^JOB-\d{4}-\d{6}$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${applicant.first} ${applicant.last}`);
    await expect(page.getByTestId("cover-letter")).toContainText("<b>Not bold</b>");
    await expectNoAxeViolations(page);

    // A message without "Tell the applicant": refused, the stage and the message kept.
    await page.getByLabel("New stage", { exact: true }).selectOption({ label: "Screening" });
    await page.getByLabel("Message to the applicant (optional)").fill("We are reading your CV this week.");
    await page.getByRole("button", { name: "Change stage" }).click();
    await expect(page.getByText(WITHOUT_TICK)).toBeVisible();
    await expect(page.getByLabel("Message to the applicant (optional)")).toHaveValue("We are reading your CV this week.");
    await expect(page.getByLabel("New stage", { exact: true }).locator("option:checked")).toHaveText("Screening");
    await expect(page.getByTestId("application-stage")).toHaveText("New");
    await expectNoAxeViolations(page);

    await page.getByLabel("Tell the applicant (by e-mail)").check();
    await page.getByRole("button", { name: "Change stage" }).click();
    await expectToast(page, "Stage set to Screening; the applicant's message is on its way.");
    await expect(page).toHaveURL(/\/staff\/applications\/\d+$/);
    await expect(page.getByTestId("application-stage")).toHaveText("Screening");
    await expect(page.getByRole("list", { name: "Timeline of the application" })).toContainText("We are reading your CV this week.");
    await context.close();
  });
});
