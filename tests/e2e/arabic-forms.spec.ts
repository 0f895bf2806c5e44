/**
 * The forms' messages under /ar with JavaScript: the schemas' messages beside the fields, a backend's refusal
 * and the confirmation page all read in Arabic, and what was typed stays. The same posts without JavaScript are in
 * tests/http/arabic-forms.test.ts. Fields are found by name, so the test does not depend on the pages' labels.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`).first();

test("an empty contact form shows every required field's message in Arabic", async ({ page }) => {
  await page.goto("/ar/contact-us");
  await field(page, "message").fill("سؤال عن مثبطات الترسب");
  await page.locator("form#contact button[type=submit]").last().click();
  for (const message of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "البريد الإلكتروني مطلوب", "رقم الهاتف مطلوب", "المدينة مطلوبة"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(field(page, "message")).toHaveValue("سؤال عن مثبطات الترسب");
  await expect(field(page, "first_name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("a data-sheet request under /ar: Arabic messages, then the Arabic confirmation with its reference", async ({ page }) => {
  await page.goto("/ar/solution/1/request/msds");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await field(page, "first_name").fill("أمل");
  await field(page, "company_email_address").fill("amal@example");
  await page.locator("main form button[type=submit]").click();
  await expect(page.getByText("عنوان البريد الإلكتروني غير صالح", { exact: true })).toBeVisible();
  await expect(page.getByText("اسم العائلة مطلوب", { exact: true })).toBeVisible();
  await expect(field(page, "first_name")).toHaveValue("أمل");

  await field(page, "last_name").fill("السعيدي");
  await field(page, "company_email_address").fill("amal@petro-services.om");
  await field(page, "job_function").selectOption({ index: 1 });
  await field(page, "company").fill("Petro Services LLC");
  await field(page, "country").selectOption({ index: 1 });
  await page.locator("main form button[type=submit]").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال طلبك بنجاح");
  await expect(page.getByRole("main").locator("code")).toHaveText(/^MSDS-\d{4}-\d{6}$/);
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
});

