/**
 * The blog editor (issue 17), with JavaScript on and off: a communications member writes a post (Preview shows the
 * Markdown rendered), publishes it (on /blog/all, its page and the sitemap), renames its address (the old one answers
 * 301), uploads a cover (a PNG made here; an SVG is refused with the description kept), which the post then shows,
 * and unpublishes it (404). A post scheduled in the future does not show. The role matrix is in tests/http/staff.test.ts. axe on
 * each page.
 */
import { randomUUID } from "node:crypto";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";
import { greyPng } from "../support/images";

test.describe("the blog editor", () => {
  test.describe.configure({ timeout: 180_000 });
  // A field that is not there fails in seconds with its name, not at the journey's timeout.
  test.use({ actionTimeout: 20_000 });

  test("communications writes, publishes, renames, illustrates and unpublishes a post", async ({ browser, baseURL, request }) => {
    const project = test.info().project.name;
    const slug = `e2e-${project}-${randomUUID().slice(0, 8)}`;
    const title = `Reading corrosion coupons (${slug})`;
    const comms = await memberCookie(request, ["communications"]);
    const { context, page } = await staffPage(browser, baseURL!, comms.cookie);

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByTestId("post-row").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Author").fill("Khalid Al-Harthy");
    await page.getByRole("textbox", { name: "Category", exact: true }).fill("Corrosion");
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("What a coupon tells you about a line, and what it does not.");
    await expect(page.getByRole("checkbox", { name: "Our Lateset Post" })).toBeChecked();
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("## Why coupons\n\nThey are **cheap** and honest.\n\n- weigh\n- clean\n- weigh again");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByTestId("body_markdown-preview");
    await expect(preview.getByRole("heading", { level: 2, name: "Why coupons" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("cheap");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expectNoAxeViolations(page);

    await page.getByLabel("Status").selectOption({ label: "Published" });
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, `Post “${title}” saved (published).`);
    await expect(page.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;
    expect(editUrl).toMatch(/^\/staff\/posts\/\d+$/);
    await expectNoAxeViolations(page);

    // Visible at once: the list of every post, its own page, the sitemap.
    const visitor = await browser.newContext({ javaScriptEnabled: project === "js" });
    const reader = await visitor.newPage();
    await reader.goto("/blog/all");
    await reader.getByRole("link", { name: title }).click();
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(reader.locator("article strong")).toHaveText("cheap");
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);

    // A new address: the old one answers 301 to it.
    await page.getByLabel("Address (slug)").fill(`${slug}-renamed`);
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, "Post saved.");
    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${slug}-renamed`);
    await reader.goto(`/blog/${slug}`);
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}-renamed$`));
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);

    // A cover: an SVG is refused with the description kept; a PNG is taken and shown on the post.
    const cover = page.locator("form").filter({ has: page.getByRole("button", { name: "Upload cover" }) });
    await cover.getByLabel(/^Picture/).setInputFiles({ name: "cover.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await cover.getByLabel("Description of the picture (alt text)").fill("A weighed corrosion coupon");
    await cover.getByRole("button", { name: "Upload cover" }).click();
    const refused = page.locator("form").filter({ has: page.getByRole("button", { name: "Upload cover" }) });
    await expect(refused.getByText("The picture must be a PNG, JPEG or WebP file (checked by its content; SVG is not accepted).")).toBeVisible();
    await expect(refused.getByLabel("Description of the picture (alt text)")).toHaveValue("A weighed corrosion coupon");
    await expectNoAxeViolations(page);
    await refused.getByLabel(/^Picture/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: greyPng(24, 24) });
    await refused.getByRole("button", { name: "Upload cover" }).click();
    await expectToast(page, "Cover picture saved.");
    await expect(page).toHaveURL(new RegExp(`${editUrl}$`));
    await expect(page.getByTestId("current-cover")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
    await reader.goto(`/blog/${slug}-renamed`);
    const image = reader.getByRole("img", { name: "A weighed corrosion coupon" });
    await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);

    // Issue 19: the Arabic version, written in its own right-to-left fields, shows on the Arabic page.
    const arabicTitle = `قراءة كوبونات التآكل (${slug})`;
    await expect(page.getByLabel("Title (Arabic)")).toHaveAttribute("dir", "rtl");
    await page.getByLabel("Title (Arabic)").fill(arabicTitle);
    await page.getByLabel("Category (Arabic)").fill("التآكل");
    await page.getByLabel("Summary (Arabic)").fill("ما يخبرك به الكوبون عن الخط، وما لا يخبرك به.");
    await page.getByLabel("Description of the cover picture (Arabic alt text)").fill("كوبون تآكل موزون");
    await page.getByRole("textbox", { name: "Text (Arabic, Markdown)" }).fill("## لماذا الكوبونات\n\nإنها **رخيصة** وصادقة.");
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, "Post saved.");
    await reader.goto(`/ar/blog/${slug}-renamed`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(arabicTitle);
    await expect(reader.locator("article header p").first()).toHaveText("التآكل");
    await expect(reader.locator("article strong")).toHaveText("رخيصة");
    await expect(reader.getByRole("img", { name: "كوبون تآكل موزون" })).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);

    // Unpublished: gone from the blog.
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, "Post unpublished: it no longer shows on the blog.");
    expect((await request.get(`/blog/${slug}-renamed`)).status()).toBe(404);
    expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
    await reader.goto("/blog/all");
    await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
    await visitor.close();
    await context.close();
  });

  test("a post scheduled in the future does not show", async ({ browser, baseURL, request }) => {
    const project = test.info().project.name;
    const slug = `e2e-scheduled-${project}-${randomUUID().slice(0, 8)}`;
    const comms = await memberCookie(request, ["communications"]);
    const { context, page } = await staffPage(browser, baseURL!, comms.cookie);
    await page.goto("/staff/posts/new");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`Next year's outlook (${slug})`);
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Author").fill("Dr. Markus Weber");
    await page.getByRole("textbox", { name: "Category", exact: true }).fill("Innovation");
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("What comes next.");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("Soon.");
    await page.getByLabel("Status").selectOption({ label: "Scheduled" });
    await page.getByLabel("Publish date (Muscat time)").fill(`${new Date().getUTCFullYear() + 2}-01-01T09:00`);
    await page.getByRole("button", { name: "Save post" }).click();
    await expectToast(page, `Post “Next year's outlook (${slug})” saved (scheduled).`);
    await expect(page.getByTestId("post-state")).toHaveText("Scheduled — not on the public blog.");
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog/all")).text()).not.toContain(slug);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(slug);

    // A scheduled time in the past is refused with the fields kept.
    await page.getByLabel("Publish date (Muscat time)").fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByText("A scheduled post goes out in the future: choose a later time, or choose Published.")).toBeVisible();
    await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
