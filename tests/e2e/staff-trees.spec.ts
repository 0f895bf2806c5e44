/**
 * The filter trees editor (issue 17), with JavaScript on and off: an editor adds a category, which the home page's
 * solution filter and /api/v1 show at once; renames it; moves it under another; is refused a move that would make a
 * cycle (the message beside the select, which keeps what was chosen); merges it into another, and it is gone from
 * the filter and the API. axe on the page. The role matrix is in tests/http/staff.test.ts. Each project works on categories of its own
 * (unique names), so the seeded tree the other journeys read is left as it was.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { openHome } from "./home-helpers";
import { memberCookie, staffPage } from "./staff-fixtures";

interface ApiNode {
  id: number;
  name: string;
  children: ApiNode[];
}

/** The API's category tree as "Parent/Child" paths. */
async function apiPaths(request: APIRequestContext) {
  const response = await request.get("/api/v1/petrochemicals_catalog/categories/");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: ApiNode[] };
  const paths = (nodes: ApiNode[], prefix: string): string[] => nodes.flatMap((n) => [`${prefix}${n.name}`, ...paths(n.children, `${prefix}${n.name}/`)]);
  return paths(body.data, "");
}

/** The names the home page's "Filter by" panel offers (a leaf as a checkbox, a parent as a summary); `/ar`: the Arabic one's. */
async function filterNames(page: Page, path = "/") {
  await openHome(page, path);
  const panel = page.getByRole("region", { name: path === "/ar" ? "تصفية حسب" : "Filter by" });
  await expect(panel).toBeVisible();
  return (await panel.locator("label, summary").allTextContents()).map((text) => text.trim());
}

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

  test("an editor adds, renames, moves and merges a category; the public filter and the API follow; a cycle is refused", async ({ browser, baseURL, request, page: visitor }) => {
    const tag = `${test.info().project.name}-${randomUUID().slice(0, 6)}`;
    const first = `E2E Category ${tag}`;
    const renamed = `E2E Renamed ${tag}`;
    const parent = `E2E Parent ${tag}`;
    const target = `E2E Target ${tag}`;
    const editor = await memberCookie(request, ["editor"]);
    const { context, page } = await staffPage(browser, baseURL!, editor.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Add: the solution filter and the API show it at once.
    const id = await addCategory(page, first);
    expect(await filterNames(visitor)).toContain(first);
    expect(await apiPaths(request)).toContain(first);

    // Rename.
    const rename = page.getByRole("form", { name: "Rename" });
    await rename.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expectToast(page, `Category renamed to “${renamed}”.`);
    await expect(page.getByTestId("tree").getByRole("link", { name: renamed, exact: true })).toBeVisible();
    expect(await apiPaths(request)).toContain(renamed);

    // Issue 19: its Arabic name, written in its own right-to-left field, shows in the Arabic page's filter.
    const arabic = `فئة تجريبية ${tag}`;
    await expect(rename.getByLabel("Name (Arabic)")).toHaveAttribute("dir", "rtl");
    await rename.getByLabel("Name (Arabic)").fill(arabic);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expectToast(page, `Category “${renamed}” saved.`);
    await expect(page.getByTestId("tree").getByText(arabic)).toBeVisible();
    expect(await filterNames(visitor, "/ar")).toContain(arabic);
    expect(await filterNames(visitor)).toContain(renamed);

    // Move it under another category.
    const parentId = await addCategory(page, parent);
    await choose(page, renamed);
    await page.getByRole("form", { name: "Move" }).getByLabel("New parent").selectOption(String(parentId));
    await page.getByRole("form", { name: "Move" }).getByRole("button", { name: "Move" }).click();
    await expectToast(page, "Category moved.");
    expect(await apiPaths(request)).toContain(`${parent}/${renamed}`);

    // The parent under its own child: refused, the choice kept.
    await choose(page, parent);
    const move = page.getByRole("form", { name: "Move" });
    await move.getByLabel("New parent").selectOption(String(id));
    await move.getByRole("button", { name: "Move" }).click();
    await expect(move.getByText("A category cannot move under itself or one of its own subcategories.")).toBeVisible();
    await expect(move.getByLabel("New parent")).toHaveValue(String(id));
    await expectNoAxeViolations(page);
    expect(await apiPaths(request)).toContain(`${parent}/${renamed}`);

    // Merge it into another category: confirmed with the tick, and it leaves the filter and the API.
    await addCategory(page, target);
    await choose(page, renamed);
    const merge = page.getByRole("form", { name: `Merge into another category` });
    await merge.getByLabel("Merge into").selectOption({ label: target });
    await merge.getByLabel(/^I understand/).check();
    await merge.getByRole("button", { name: "Merge" }).click();
    await expectToast(page, `“${renamed}” merged into “${target}”: 0 solutions and 0 subcategories moved there.`);
    await expect(page.getByRole("heading", { level: 2, name: `Category: ${target}` })).toBeVisible();
    await expect(page.getByTestId("tree").getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
    const names = await filterNames(visitor);
    expect(names).not.toContain(renamed);
    expect(names).toContain(target);
    expect((await apiPaths(request)).filter((p) => p.includes(renamed))).toEqual([]);
    await context.close();
  });
});
