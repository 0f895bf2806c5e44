/**
 * HR's applications (issue 16), with JavaScript on and off: an applicant applies with a CV, an HR member finds the
 * application, moves it to Screening telling the applicant (whose mailbox gets the message) and downloads the CV as an
 * attachment that never renders; a sales member is refused the list, the application and its CV. axe on the list
 * and the application.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast, mailTo } from "./account-fixtures";
import { memberCookie, STAFF_COOKIE, staffPage } from "./staff-fixtures";
import { APPLICATION_MESSAGES as M } from "../../app/forms/application";
import { minimalPdf } from "../support/resume-files";

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
  if (test.info().project.name === "js") await expect(page.locator("[data-sonner-toast]").filter({ hasText: M.success })).toBeVisible();
  else await expect(page.getByTestId("flash-message")).toHaveText(M.success);
  await context.close();
  return applicant;
}

/** The application's id, found in HR's list by the applicant's address. */
async function applicationIdOf(request: APIRequestContext, hrCookie: string, email: string) {
  const html = await (await request.get(`/staff/applications?q=${encodeURIComponent(email)}`, { headers: { Cookie: `${STAFF_COOKIE}=${hrCookie}` } })).text();
  const id = /href="\/staff\/applications\/(\d+)"/.exec(html)?.[1];
  expect(id, `an application from ${email}`).toBeTruthy();
  return id!;
}

test.describe("HR's applications", () => {
  test.describe.configure({ timeout: 120_000 });

  test("HR finds an application, moves it to Screening telling the applicant, and downloads the CV as an attachment", async ({ browser, baseURL, request }) => {
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
    await expect(row).toContainText("New");
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: /^JOB-\d{4}-\d{6}$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${applicant.first} ${applicant.last}`);
    // The cover letter is text: its markup shows as written.
    await expect(page.getByTestId("cover-letter")).toContainText("Ten years in the field.");
    await expect(page.getByTestId("cover-letter")).toContainText("<b>Not bold</b>");
    await expect(page.getByText("Aisha CV.pdf · application/pdf")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("New stage", { exact: true }).selectOption({ label: "Screening" });
    await page.getByLabel("Tell the applicant (by e-mail)").check();
    await page.getByLabel("Message to the applicant (optional)").fill("We are reading your CV this week.");
    await page.getByRole("button", { name: "Change stage" }).click();
    await expectToast(page, "Stage set to Screening; the applicant's message is on its way.");
    await expect(page.getByTestId("application-stage")).toHaveText("Screening");
    const timeline = page.getByRole("list", { name: "Timeline of the application" });
    await expect(timeline).toContainText("Stage changed: New → Screening");
    await expect(timeline).toContainText("Applicant told of the stage Screening by e-mail, with this message");
    await expect(timeline).toContainText("We are reading your CV this week.");

    await expect
      .poll(() => mailTo(applicant.email).find((mail) => / being reviewed$/.test(mail.subject)), { message: "the stage message in the applicant's mailbox" })
      .toBeTruthy();
    const mail = mailTo(applicant.email).find((m) => / being reviewed$/.test(m.subject))!;
    expect(mail.text).toContain("> We are reading your CV this week.");
    expect(mail.subject).toMatch(/^Your application JOB-\d{4}-\d{6}: being reviewed$/);

    // The CV: an attachment, never sniffed or rendered, and the download is on the timeline.
    const href = await page.getByRole("link", { name: /Download CV/ }).getAttribute("href");
    const cv = await context.request.get(href!);
    expect(cv.status()).toBe(200);
    const headers = cv.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(`attachment; filename="Aisha CV.pdf"; filename*=UTF-8''Aisha%20CV.pdf`);
    expect(headers["x-content-type-options"]).toContain("nosniff");
    expect(headers["content-security-policy"]).toContain("sandbox; default-src 'none'");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect((await cv.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.reload();
    await expect(page.getByRole("list", { name: "Timeline of the application" })).toContainText("CV downloaded");
    await context.close();
  });

  test("a sales member is refused the applications, an application and its CV", async ({ browser, request }) => {
    const applicant = await apply(browser);
    const hr = await memberCookie(request, ["hr"]);
    const id = await applicationIdOf(request, hr.cookie, applicant.email);
    const sales = await memberCookie(request, ["sales"]);
    for (const url of ["/staff/applications", `/staff/applications/${id}`, `/staff/applications/${id}/cv`]) {
      const response = await request.get(url, { headers: { Cookie: `${STAFF_COOKIE}=${sales.cookie}` }, maxRedirects: 0 });
      expect(response.status(), url).toBe(403);
      expect(response.headers()["content-disposition"], url).toBeUndefined();
      expect((await response.body()).includes(Buffer.from("%PDF-")), url).toBe(false);
    }
    // HR gets the same CV.
    expect((await request.get(`/staff/applications/${id}/cv`, { headers: { Cookie: `${STAFF_COOKIE}=${hr.cookie}` } })).status()).toBe(200);
  });
});
