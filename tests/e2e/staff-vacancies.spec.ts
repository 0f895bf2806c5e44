/**
 * The vacancies editor in a real browser: the one no-JavaScript journey through its form (@nojs, run in
 * both projects): an HR member fills a vacancy by its labels, Preview shows the Markdown rendered by the server, a
 * title with markup is refused with the text kept, corrected, created, then closed; axe on each state and on the
 * closed vacancy's public page. What the server does with a vacancy (/careers, its public pages in English and
 * Arabic, the API, editing, closing) is proved over HTTP in tests/http/staff-content.test.ts; the role matrix in
 * tests/http/staff.test.ts.
 */
import { randomUUID } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

const CLOSED = "This vacancy is closed and no longer takes applications.";

test.describe("vacancies editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("HR writes a vacancy: Preview renders it, markup in the title is refused with the text kept; corrected, created, closed", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const project = test.info().project.name;
    const title = `Pipeline Integrity Engineer ${project} ${randomUUID().slice(0, 6)}`;
    const hr = await memberCookie(request, ["hr"]);
    const { context, page } = await staffPage(browser, baseURL!, hr.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Vacancies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vacancies" })).toBeVisible();
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

    await page.getByRole("button", { name: "Close vacancy" }).click();
    await expectToast(page, `Vacancy “${title}” closed: it has left /careers and takes no more applications.`);
    await expect(page.getByTestId("vacancy-state")).toHaveText("Closed");
    await expectNoAxeViolations(page);

    const visitor = await browser.newContext({ javaScriptEnabled: project === "js" });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/career/${id}`);
    await expect(publicPage.getByText(CLOSED)).toBeVisible();
    await expectNoAxeViolations(publicPage);
    await visitor.close();
    await context.close();
  });
});
