/**
 * The job application in a real browser (spec §2, §5, §8): the messages and toasts with JavaScript, the upload states,
 * and one journey without JavaScript. What the server answers a plain post is proved in tests/http/careers.test.ts.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, jsEnabled } from "./fixtures";
import { APPLICATION_MESSAGES as M } from "../../app/forms/application";
import { minimalPdf, plainText, windowsProgram } from "../support/resume-files";

const APPLICANT = { first: "Aisha", last: "Al-Balushi", email: "aisha@example.om", phone: "+968 9123 4567", letter: "I have ten years of field experience." };

async function fillApplicant(page: Page, values: Partial<typeof APPLICANT> = APPLICANT) {
  if (values.first !== undefined) await page.getByLabel("First name").fill(values.first);
  if (values.last !== undefined) await page.getByLabel("Last name").fill(values.last);
  if (values.email !== undefined) await page.getByLabel("E-mail").fill(values.email);
  if (values.phone !== undefined) await page.getByLabel("Phone number").fill(values.phone);
  if (values.letter !== undefined) await page.getByLabel("Cover letter (optional)").fill(values.letter);
}

async function chooseResume(page: Page, name: string, buffer: Buffer, mimeType = "application/octet-stream") {
  await page.getByLabel("Resume (CV)").setInputFiles({ name, mimeType, buffer });
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit" }).click();

const toast = (page: Page, message: string) =>
  page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="bottom"]').locator("[data-sonner-toast]").filter({ hasText: message });

/** The page an application that was taken leads to: the spec's words, the reference, the way back to the vacancy. */
async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\/c1\./);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(M.success);
  await expect(page.getByRole("main").locator("code")).toHaveText(/^JOB-\d{4}-\d{6}$/);
  await expect(page.getByRole("link", { name: /^Back to / })).toHaveAttribute("href", "/career/1");
}

/** Beside the field always; with JavaScript also as a toast at the bottom right. */
async function expectMessage(page: Page, js: boolean, message: string) {
  await expect(page.locator("form").getByRole("alert").filter({ hasText: message })).toBeVisible();
  if (js) await expect(toast(page, message)).toBeVisible();
}

test.describe("hiring page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/career/1/hiring");
    await expect(page.getByRole("heading", { name: "My Information" })).toBeVisible();
  });

  test("a bad e-mail address reads 'Invalid email address', keeps the typed values; corrected, the application is taken", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Two posts and axe on the error state: more than the default 30 s when the machine is busy.
  test.slow();
    const js = jsEnabled(testInfo);
    await fillApplicant(page, { ...APPLICANT, email: "aisha@example" });
    await chooseResume(page, "cv.pdf", minimalPdf(), "application/pdf");
    await submit(page);
    await expectMessage(page, js, M.email);
    await expect(page.getByLabel("First name")).toHaveValue(APPLICANT.first);
    await expect(page.getByLabel("Cover letter (optional)")).toHaveValue(APPLICANT.letter);
    // Without JavaScript the page was the server's answer, and a browser never keeps a chosen file across pages.
    if (!js) await expect(page.getByText(M.chooseFileAgain)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("E-mail").fill(APPLICANT.email);
    if (!js) await chooseResume(page, "cv.pdf", minimalPdf(), "application/pdf");
    await submit(page);
    await expectConfirmation(page);
  });

  test("with JavaScript, an empty form shows every required message beside its field and as toasts", async ({ page }) => {
    await submit(page);
    for (const message of [M.firstName, M.lastName, M.email, M.phoneNumber, M.resumeMissing]) await expectMessage(page, true, message);
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  });

  test("with JavaScript, a 6 MB file reads 'File size should be less than 5MB' and keeps every typed value", async ({ page }) => {
    await fillApplicant(page);
    await chooseResume(page, "cv.txt", Buffer.alloc(6 * 1024 * 1024, "a"), "text/plain");
    await submit(page);
    await expectMessage(page, true, M.resumeTooLarge);
    await expect(page.getByLabel("Last name")).toHaveValue(APPLICANT.last);
    await expect(page.getByLabel("E-mail")).toHaveValue(APPLICANT.email);
    await expect(page.getByLabel("Phone number")).toHaveValue(APPLICANT.phone);
    await expect(page.getByLabel("Cover letter (optional)")).toHaveValue(APPLICANT.letter);
  });

  test("with JavaScript, a program renamed to .pdf is refused by its content", async ({ page }) => {
    await fillApplicant(page);
    await chooseResume(page, "cv.pdf", windowsProgram(), "application/pdf");
    await submit(page);
    await expectMessage(page, true, M.resumeType);
    await expect(page.getByLabel("First name")).toHaveValue(APPLICANT.first);
  });

  test("with JavaScript, a valid 'Aisha CV.PDF' is taken: 'Application submitted successfully!' on its own page, no form left to send again", async ({ page }) => {
    await fillApplicant(page);
    await chooseResume(page, "Aisha CV.PDF", minimalPdf(), "application/pdf");
    await submit(page);
    await expectConfirmation(page);
    await expect(page.locator("form input[name='first_name']")).toHaveCount(0);
  });

  test("with JavaScript, an application to a vacancy that is not found reads 'Invalid vacancy selected'", async ({ page }) => {
    // The vacancy disappears between loading the form and sending it: the post goes to an id that does not exist.
    await page.route("**/career/1/hiring*", (route) =>
      route.request().method() === "POST"
        ? route.continue({ url: route.request().url().replace("/career/1/hiring", "/career/99999/hiring") })
        : route.continue(),
    );
    await fillApplicant(page);
    await chooseResume(page, "cv.pdf", minimalPdf(), "application/pdf");
    await submit(page);
    const toaster = page.locator('[data-sonner-toaster][data-x-position="right"]');
    await expect(toaster.locator("[data-sonner-toast]").filter({ hasText: M.vacancy })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: M.vacancy })).toBeVisible();
  });

  test("with JavaScript, a file dropped on the upload area is the one sent", async ({ page }) => {
    await fillApplicant(page);
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "dropped-cv.txt", { type: "text/plain" }));
      return dt;
    }, plainText().toString("utf8"));
    await page.getByTestId("resume-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByTestId("resume-chosen")).toContainText("dropped-cv.txt");
    await submit(page);
    await expectConfirmation(page);
  });

});
