/**
 * axe on an Arabic vacancy page whose vacancy staff wrote in English only: the fallback marks its title and text
 * English (lang="en", the text left to right) inside the Arabic page. Which parts of the Arabic pages are marked, and
 * that they read in Arabic, is proved from the server's HTML in tests/http/arabic-content.test.ts.
 */
import { randomUUID } from "node:crypto";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

test("an Arabic vacancy page with the English fallback has no axe violations", async ({
  browser,
  baseURL,
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Corrosion Field Technician ${test.info().project.name} ${randomUUID().slice(0, 6)}`;
  const hr = await memberCookie(request, ["hr"]);
  const staff = await staffPage(browser, baseURL!, hr.cookie);
  await staff.page.goto("/staff/vacancies/new");
  await staff.page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await staff.page.getByRole("textbox", { name: "Text of the vacancy", exact: true }).fill("## What you do\n\nMonitor **corrosion coupons** on the export lines.");
  await staff.page.getByLabel("Department").selectOption({ label: "Finance & Administration" });
  await staff.page.getByLabel("Location (city)").selectOption({ label: "Muscat, Oman" });
  await staff.page.getByRole("button", { name: "Create vacancy" }).click();
  await expectToast(staff.page, `Vacancy “${title}” created.`);
  await expect(staff.page).toHaveURL(/\/staff\/vacancies\/\d+$/);
  const id = Number(new URL(staff.page.url()).pathname.split("/").at(-1));

  try {
    await page.goto(`/ar/career/${id}`);
    await expectArabicDocument(page);
    await expect(page.locator("h1")).toHaveAttribute("lang", "en");
    await expect(page.locator("main .prose-content")).toHaveAttribute("dir", "ltr");
    await expectNoAxeViolations(page);
  } finally {
    // Closed, it leaves the careers list the other specs count.
    await staff.page.getByRole("button", { name: "Close vacancy" }).click();
    await expectToast(staff.page, `Vacancy “${title}” closed: it has left /careers and takes no more applications.`);
    await staff.context.close();
  }
});
