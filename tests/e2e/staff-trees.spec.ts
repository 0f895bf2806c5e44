/**
 * The filter trees editor in a real browser: the one no-JavaScript journey through its forms (@nojs, run
 * in both projects): an editor adds categories by their labels, moves one under another, is refused a move that
 * would make a cycle (the message beside the select, which keeps what was chosen), and corrects it; axe on the page
 * and the refusal. What the server does with the tree (the home page's filter in English and Arabic, the API,
 * renaming, merging) is proved over HTTP in tests/http/staff-content.test.ts; the role matrix in
 * tests/http/staff.test.ts. Each project works on categories of its own (unique names).
 */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

const CYCLE = "A category cannot move under itself or one of its own subcategories.";

/** The id of the node the page has chosen (?node=…). */
const chosenId = (page: Page) => Number(new URL(page.url()).searchParams.get("node"));

async function addCategory(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Add a category" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Parent").selectOption("");
  await form.getByRole("button", { name: "Add" }).click();
  await expectToast(page, `Category “${name}” added.`);
  await expect(page.getByRole("heading", { level: 2, name: `Category: ${name}` })).toBeVisible();
  return chosenId(page);
}

async function choose(page: Page, name: string) {
  await page.getByTestId("tree").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Category: ${name}` })).toBeVisible();
}

test.describe("filter trees editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an editor adds categories and moves one; a move that would make a cycle is refused with the choice kept; corrected, it moves", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const tag = `${test.info().project.name}-${randomUUID().slice(0, 6)}`;
    const child = `E2E Child ${tag}`;
    const parent = `E2E Parent ${tag}`;
    const target = `E2E Target ${tag}`;
    const editor = await memberCookie(request, ["editor"]);
    const { context, page } = await staffPage(browser, baseURL!, editor.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();

    const childId = await addCategory(page, child);
    const parentId = await addCategory(page, parent);
    const targetId = await addCategory(page, target);
    await expectNoAxeViolations(page);

    await choose(page, child);
    await page.getByRole("form", { name: "Move" }).getByLabel("New parent").selectOption(String(parentId));
    await page.getByRole("form", { name: "Move" }).getByRole("button", { name: "Move" }).click();
    await expectToast(page, "Category moved.");

    // The parent under its own child: refused, the choice kept.
    await choose(page, parent);
    const move = page.getByRole("form", { name: "Move" });
    await move.getByLabel("New parent").selectOption(String(childId));
    await move.getByRole("button", { name: "Move" }).click();
    await expect(move.getByText(CYCLE)).toBeVisible();
    await expect(move.getByLabel("New parent")).toHaveValue(String(childId));
    await expectNoAxeViolations(page);

    // Corrected: under the target it goes.
    await move.getByLabel("New parent").selectOption(String(targetId));
    await move.getByRole("button", { name: "Move" }).click();
    await expectToast(page, "Category moved.");
    await expect(page.getByText(CYCLE)).toHaveCount(0);
    await context.close();
  });
});
