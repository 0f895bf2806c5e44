/**
 * The vacancies editor (issue 17), with JavaScript on and off: an HR member creates a vacancy written in Markdown
 * (Preview shows it rendered; a title with markup is refused, the text kept), sees it on /careers, on its page and in
 * /api/v1/job_board/vacancies, edits it, closes it: it leaves /careers and the API list, its page says it is closed
 * without 'Send Request', and its hiring page refuses applications. axe on the staff pages. The role matrix is in tests/http/staff.test.ts.
 * Each project's run makes a vacancy of its own (after the seed's, so the careers tests' first page is unchanged).
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

const CLOSED = "This vacancy is closed and no longer takes applications.";

async function apiTitles(request: APIRequestContext) {
  const body = (await (await request.get("/api/v1/job_board/vacancies/")).json()) as { data: { id: number; title: string; available: boolean }[] };
  return body.data.map((v) => v.title);
}

/** Every card title on /careers, across its pages. */
async function careersTitles(page: Page) {
  const titles: string[] = [];
  await page.goto("/careers");
  for (let number = 2; ; number++) {
    titles.push(...(await page.getByRole("list", { name: "Vacancies" }).getByRole("heading").allInnerTexts()));
    const next = page.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
    await next.click();
    // This page's number: with JavaScript the address of the page before already matches any page=N.
    await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
    // And its list: with JavaScript the address changes before the new page renders (CI read page 1's titles twice).
    await expect(page.getByText(`Page ${number}`, { exact: true })).toBeVisible();
  }
  return titles;
}

test.describe("vacancies editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("HR creates a vacancy in Markdown, it shows on /careers and in the API, is edited, then closed: gone from the list, its pages say closed", async ({
    browser,
    baseURL,
    request,
  }) => {
    const project = test.info().project.name;
    const title = `Pipeline Integrity Engineer ${project} ${randomUUID().slice(0, 6)}`;
    const hr = await memberCookie(request, ["hr"]);
    const { context, page } = await staffPage(browser, baseURL!, hr.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Vacancies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vacancies" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New vacancy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New vacancy" })).toBeVisible();

    const markdown = "## What you do\n\nInspect **export pipelines** along the coast.\n\n- Plan inspections\n- Write the reports";
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("<script>alert(1)</script>");
    await page.getByRole("textbox", { name: "Text of the vacancy", exact: true }).fill(markdown);
    await page.getByLabel("Department").selectOption({ label: "Finance & Administration" });
    await page.getByLabel("Location (city)").selectOption({ label: "Muscat, Oman" });
    await page.getByLabel("Close on (optional)").fill("2099-12-31");

    // Preview: the text as the public page will show it, rendered by the server; nothing is saved.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("region", { name: "Preview of the text of the vacancy" });
    await expect(preview.getByRole("heading", { name: "What you do" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("export pipelines");
    await expect(preview.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Text of the vacancy", exact: true })).toHaveValue(markdown);
    await expectNoAxeViolations(page);

    // Markup in the title is refused with its message; what was typed stays.
    await page.getByRole("button", { name: "Create vacancy" }).click();
    await expect(page.getByText("Titles cannot contain < or >.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Text of the vacancy", exact: true })).toHaveValue(markdown);
    await expect(page.getByLabel("Close on (optional)")).toHaveValue("2099-12-31");
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("button", { name: "Create vacancy" }).click();
    await expectToast(page, `Vacancy “${title}” created.`);
    await expect(page).toHaveURL(/\/staff\/vacancies\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(page.getByTestId("vacancy-state")).toHaveText("Open");
    await expectNoAxeViolations(page);

    // Public at once: the list, the page, the API.
    const visitor = await browser.newContext({ javaScriptEnabled: project === "js" });
    const publicPage = await visitor.newPage();
    expect(await careersTitles(publicPage)).toContain(title);
    await publicPage.goto(`/career/${id}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(publicPage.getByRole("heading", { name: "What you do" })).toBeVisible();
    const summary = publicPage.getByRole("complementary", { name: "Job Summary" });
    await expect(summary.getByRole("definition").nth(0)).toHaveText("Muscat, Oman");
    await expect(summary.getByRole("definition").nth(1)).toHaveText("Finance & Administration");
    await expect(summary.getByRole("definition").nth(2)).toHaveText("Available");
    await expect(summary.getByRole("link", { name: "Send Request" })).toBeVisible();
    expect(await apiTitles(request)).toContain(title);

    // Edit.
    const edited = `${title} (Senior)`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(edited);
    await page.getByRole("button", { name: "Save vacancy" }).click();
    await expectToast(page, `Vacancy “${edited}” saved.`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Vacancy: ${edited}`);
    await publicPage.goto(`/career/${id}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(edited);

    // Issue 19: the Arabic title and text, written in their own right-to-left fields, show on the Arabic page.
    const arabicTitle = `مهندس سلامة خطوط الأنابيب ${id}`;
    await expect(page.getByLabel("Title (Arabic)")).toHaveAttribute("dir", "rtl");
    await page.getByLabel("Title (Arabic)").fill(arabicTitle);
    await page.getByRole("textbox", { name: "Text of the vacancy (Arabic, Markdown)" }).fill("## ما ستقوم به\n\nفحص **خطوط التصدير** على امتداد الساحل.");
    // The toast says what the last save's did, and that one may still show: wait for this save's own answer.
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/staff/vacancies/"));
    await page.getByRole("button", { name: "Save vacancy" }).click();
    await saved;
    await expectToast(page, `Vacancy “${edited}” saved.`);
    await publicPage.goto(`/ar/career/${id}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(arabicTitle);
    await expect(publicPage.getByRole("heading", { name: "ما ستقوم به" })).toBeVisible();
    await expect(publicPage.locator("strong", { hasText: "خطوط التصدير" })).toBeVisible();

    // Close: gone from the list and the API, its page says closed, its hiring page refuses.
    await page.getByRole("button", { name: "Close vacancy" }).click();
    await expectToast(page, `Vacancy “${edited}” closed: it has left /careers and takes no more applications.`);
    await expect(page.getByTestId("vacancy-state")).toHaveText("Closed");
    await expect(page.getByRole("button", { name: "Reopen vacancy" })).toBeVisible();
    await expectNoAxeViolations(page);

    expect(await careersTitles(publicPage)).not.toContain(edited);
    expect(await apiTitles(request)).not.toContain(edited);
    const closedPage = await publicPage.goto(`/career/${id}`);
    expect(closedPage?.status()).toBe(200);
    await expect(publicPage.getByText(CLOSED)).toBeVisible();
    await expect(publicPage.getByRole("complementary", { name: "Job Summary" }).getByRole("definition").nth(2)).toHaveText("Not Available");
    await expect(publicPage.getByRole("link", { name: "Send Request" })).toHaveCount(0);
    await expectNoAxeViolations(publicPage);
    await publicPage.goto(`/career/${id}/hiring`);
    await expect(publicPage.getByText(CLOSED)).toBeVisible();
    await expect(publicPage.getByRole("button", { name: "Submit" })).toHaveCount(0);

    await visitor.close();
    await context.close();
  });
});
