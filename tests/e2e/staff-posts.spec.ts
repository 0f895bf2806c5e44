/**
 * The blog editor in a real browser: the one no-JavaScript journey through its form (@nojs, run in both
 * projects): a communications member fills a post by its labels, Preview shows the Markdown rendered, a scheduled
 * time in the past is refused with the fields kept, corrected to a future one, and the post is saved as scheduled;
 * axe on each state. What the server does with a post (publishing to /blog/all, its page and the sitemap, the 301
 * after a new address, the cover and its refusals, the Arabic version, unpublishing, scheduling) is proved over HTTP
 * in tests/http/staff-content.test.ts; the role matrix in tests/http/staff.test.ts.
 */
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

const PAST = "A scheduled post goes out in the future: choose a later time, or choose Published.";

test.describe("the blog editor", () => {
  test.describe.configure({ timeout: 180_000 });
  // A field that is not there fails in seconds with its name, not at the journey's timeout.
  test.use({ actionTimeout: 20_000 });

  test("communications writes a post: Preview renders it, a scheduled time in the past is refused with the fields kept; corrected, it is scheduled", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const project = test.info().project.name;
    const slug = `e2e-${project}-${randomUUID().slice(0, 8)}`;
    const title = `Reading corrosion coupons (${slug})`;
    const comms = await memberCookie(request, ["communications"]);
    const { context, page } = await staffPage(browser, baseURL!, comms.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Author").fill("Khalid Al-Harthy");
    await page.getByRole("textbox", { name: "Category", exact: true }).fill("Corrosion");
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("What a coupon tells you about a line, and what it does not.");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("## Why coupons\n\nThey are **cheap** and honest.\n\n- weigh\n- clean\n- weigh again");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByTestId("body_markdown-preview");
    await expect(preview.getByRole("heading", { level: 2, name: "Why coupons" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("cheap");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expectNoAxeViolations(page);

    // A scheduled time in the past: refused, what was typed kept.
    await page.getByLabel("Status").selectOption({ label: "Scheduled" });
    await page.getByLabel("Publish date (Muscat time)").fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByText(PAST)).toBeVisible();
    await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Publish date (Muscat time)")).toHaveValue("2020-01-01T09:00");
    await expectNoAxeViolations(page);

    await page.getByLabel("Publish date (Muscat time)").fill(`${new Date().getUTCFullYear() + 2}-01-01T09:00`);
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, `Post “${title}” saved (scheduled).`);
    await expect(page).toHaveURL(/\/staff\/posts\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();
    await expect(page.getByTestId("post-state")).toHaveText("Scheduled — not on the public blog.");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
