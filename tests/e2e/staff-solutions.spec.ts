/**
 * The solutions editor (issue 17), with JavaScript on and off: an editor writes a new solution in Markdown (Preview
 * shows it as the site will), creates it as a draft the public never sees, publishes it (its page and /api/v1 show it
 * at once), edits it, gives it a picture, unpublishes it (gone again). Bad input is refused with the words and what
 * was typed kept: markup in the name, an SVG with script, a 20 MB picture. Two editors saving one solution: the second
 * is told it changed since they opened it, and keeps their text. axe on each page.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";
import { greyPng as png } from "../support/images";

async function apiStatus(request: APIRequestContext, id: string) {
  return (await request.get(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).status();
}

async function publicStatus(request: APIRequestContext, id: string) {
  return (await request.get(`/solution/${id}`)).status();
}

/** The id in the editor's address (/staff/solutions/:id). */
function idIn(page: Page) {
  return /\/staff\/solutions\/(\d+)/.exec(page.url())![1];
}

test.describe("solutions editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("create a draft, publish, edit, add a picture, unpublish: the public site follows at once", async ({ browser, baseURL, request }) => {
    const editor = await memberCookie(request, ["editor"]);
    const { context, page } = await staffPage(browser, baseURL!, editor.cookie);
    const name = `Corrosion inhibitor CI-${randomUUID().slice(0, 6)}`;

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Solutions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Solutions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New solution" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New solution" })).toBeVisible();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Commercial name", { exact: true }).fill("PetroGuard 77");
    await page.getByRole("group", { name: "Categories" }).getByRole("checkbox").first().check();
    await page.getByLabel("Description", { exact: true }).fill("Film-forming inhibitor for **sour** wells.\n\n- Dose 20 ppm\n- Injected continuously");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByTestId("description-preview");
    await expect(preview.locator("strong")).toHaveText("sour");
    await expect(preview.getByRole("listitem")).toHaveText(["Dose 20 ppm", "Injected continuously"]);
    // Preview keeps everything typed and saves nothing.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create draft" }).click();
    await expectToast(page, "Solution created as a draft. Publish it when it is ready.");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("solution-status")).toHaveText("Draft");
    const id = idIn(page);
    expect(await publicStatus(request, id)).toBe(404);
    expect(await apiStatus(request, id)).toBe(404);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Publish" }).click();
    await expectToast(page, "Solution published: it shows on the site now.");
    expect(await apiStatus(request, id)).toBe(200);
    const publicPage = await context.newPage();
    await publicPage.goto(`/solution/${id}`);
    await expect(publicPage.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(publicPage.getByText("Film-forming inhibitor for")).toBeVisible();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} (revised)`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Solution saved.");
    const solution = (await (await request.get(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).json()) as { name: string; description: string };
    expect(solution.name).toBe(`${name} (revised)`);
    expect(solution.description).toContain("<strong>sour</strong>");
    await publicPage.reload();
    await expect(publicPage.getByRole("heading", { level: 1, name: `${name} (revised)` })).toBeVisible();

    // Issue 19: the Arabic texts, written in their own right-to-left fields, show on the Arabic page.
    const arabicName = `مثبط التآكل ${id}`;
    const nameAr = page.getByLabel("Name (Arabic)", { exact: true });
    await expect(nameAr).toHaveAttribute("lang", "ar");
    await expect(nameAr).toHaveAttribute("dir", "rtl");
    await nameAr.fill(arabicName);
    await page.getByLabel("Description (Arabic, Markdown)").fill("مثبط **مكوّن للغشاء** للآبار الحامضية.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Solution saved.");
    await expect(page.getByLabel("Name (Arabic)", { exact: true })).toHaveValue(arabicName);
    const arabicPage = await context.newPage();
    await arabicPage.goto(`/ar/solution/${id}`);
    await expect(arabicPage.getByRole("heading", { level: 1, name: arabicName })).toBeVisible();
    await expect(arabicPage.locator("strong", { hasText: "مكوّن للغشاء" })).toBeVisible();
    await arabicPage.close();

    await page.getByLabel("New picture").setInputFiles({ name: "drum.png", mimeType: "image/png", buffer: png() });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expectToast(page, "Picture saved.");
    const src = await page.getByTestId("solution-picture").getAttribute("src");
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const picture = await request.get(src!);
    expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await publicPage.reload();
    await expect(publicPage.locator(`img[src="${src}"]`)).toBeVisible();

    await page.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Solution unpublished: it no longer shows on the site.");
    expect(await apiStatus(request, id)).toBe(404);
    expect(await publicStatus(request, id)).toBe(404);
    await context.close();
  });

  test("bad input is refused with the words and what was typed kept; bad pictures are refused", async ({ browser, baseURL, request }) => {
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

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Pictureless ${randomUUID().slice(0, 6)}`);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expectToast(page, "Solution created as a draft. Publish it when it is ready.");

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await page.getByLabel("New picture").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: svg });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expectToast(page, "The picture must be a PNG, JPEG or WebP file (checked by its content; SVG is not accepted).");

    const huge = Buffer.concat([png(), Buffer.alloc(20 * 1024 * 1024, 1)]);
    await page.getByLabel("New picture").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expectToast(page, "The picture must be at most 5 MB.");
    await expect(page.getByText("No picture yet.")).toBeVisible();
    await context.close();
  });

  test("the second of two editors saving one solution is refused, keeping their text", async ({ browser, baseURL, request }) => {
    const editor = await memberCookie(request, ["editor"]);
    const { context, page } = await staffPage(browser, baseURL!, editor.cookie);
    const name = `Biocide BC-${randomUUID().slice(0, 6)}`;
    await page.goto("/staff/solutions/new");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expectToast(page, "Solution created as a draft. Publish it when it is ready.");
    const url = page.url();

    const other = await context.newPage();
    await other.goto(url);
    await other.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} (first)`);
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(other, "Solution saved.");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} (second)`);
    await page.getByLabel("Description", { exact: true }).fill("The second editor's text");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "changed by someone else since you opened it" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(`${name} (second)`);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("The second editor's text");
    await expectNoAxeViolations(page);

    await other.reload();
    await expect(other.getByRole("heading", { level: 1, name: `${name} (first)` })).toBeVisible();
    // Saving again, now knowing, replaces the first editor's text.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Solution saved.");
    await expect(page.getByRole("heading", { level: 1, name: `${name} (second)` })).toBeVisible();
    await context.close();
  });

  test("a sales member is not let in", async ({ browser, baseURL, request }) => {
    const sales = await memberCookie(request, ["sales"]);
    const { context, page } = await staffPage(browser, baseURL!, sales.cookie);
    const response = await page.goto("/staff/solutions");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not open to your roles" })).toBeVisible();
    await context.close();
  });
});
