/** The content editors over HTTP, as a visitor without JavaScript posts them: vacancies, blog posts and the filter trees (categories), and what the public site and the API show of them at once. */
import { within } from "@testing-library/dom";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { greyPng } from "../support/images";
import { flashOf, formWith, staffMember, visitor, type Page } from "./support";
import { fieldOf, fillIn, json, valueOf } from "./staff-helpers";

const CLOSED = "This vacancy is closed and no longer takes applications.";

async function apiTitles() {
  return (await json<{ data: { id: number; title: string; available: boolean }[] }>("/api/v1/job_board/vacancies/")).data.map((v) => v.title);
}

/** Every card title on /careers, across its pages (following each page's Next link). */
async function careersTitles() {
  const reader = visitor();
  const titles: string[] = [];
  let page = await reader.open("/careers");
  for (let number = 2; ; number++) {
    titles.push(...within(page.screen.getByRole("list", { name: "Vacancies" })).queryAllByRole("heading").map((h) => h.textContent!.trim()));
    const next = page.screen.queryByRole("link", { name: "Next" });
    if (!next) break;
    page = await reader.open(next.getAttribute("href")!);
    expect(page.url).toMatch(new RegExp(`[?&]page=${number}(&|$)`));
    expect(page.screen.getByText(`Page ${number}`, { exact: true })).toBeTruthy();
  }
  return titles;
}

/** A date or date-time field (no ARIA role, so fieldOf does not find it), by its label. */
const dateField = (page: Page, label: string) => page.screen.getByLabelText(label) as HTMLInputElement;

const h1Of = (page: Page) => page.screen.getByRole("heading", { level: 1 }).textContent?.trim();

describe("the vacancies editor", { timeout: 120_000 }, () => {
  it("HR creates a vacancy in Markdown (Preview renders it, markup in the title refused with the text kept), it shows on /careers and in the API, is edited (Arabic too), then closed: gone from the list, its pages say closed", async () => {
    const hr = await staffMember(["hr"]);
    const title = `Pipeline Integrity Engineer http ${randomUUID().slice(0, 6)}`;
    const home = await hr.open("/staff");
    expect(within(home.screen.getByRole("main")).getByRole("link", { name: "Vacancies" }).getAttribute("href")).toBe("/staff/vacancies");
    const list = await hr.open("/staff/vacancies");
    expect(list.screen.getByRole("heading", { level: 1, name: "Vacancies" })).toBeTruthy();
    expect(list.screen.getByRole("link", { name: "New vacancy" }).getAttribute("href")).toBe("/staff/vacancies/new");
    const form = await hr.open("/staff/vacancies/new");
    expect(form.screen.getByRole("heading", { level: 1, name: "New vacancy" })).toBeTruthy();

    const markdown = "## What you do\n\nInspect **export pipelines** along the coast.\n\n- Plan inspections\n- Write the reports";
    fillIn(form, { Title: "<script>alert(1)</script>", "Text of the vacancy": markdown, Department: "Finance & Administration", "Location (city)": "Muscat, Oman" });
    dateField(form, "Close on (optional)").value = "2099-12-31";

    // Preview: the text as the public page will show it, rendered by the server; nothing is saved.
    let page = await hr.read(await hr.submit(form, formWith(form, "Preview"), { button: "Preview" }), form.url);
    expect(page.status).toBe(200);
    const preview = page.screen.getByRole("region", { name: "Preview of the text of the vacancy" });
    expect(within(preview).getByRole("heading", { name: "What you do" })).toBeTruthy();
    expect(preview.querySelector("strong")?.textContent).toBe("export pipelines");
    expect(within(preview).getAllByRole("listitem")).toHaveLength(2);
    expect(valueOf(page, "Text of the vacancy")).toBe(markdown);
    expect(await apiTitles()).not.toContain("<script>alert(1)</script>");

    // Markup in the title is refused with its message; what was typed stays.
    page = await hr.read(await hr.submit(page, formWith(page, "Create vacancy"), { button: "Create vacancy" }), form.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("Titles cannot contain < or >.")).toBeTruthy();
    expect(valueOf(page, "Text of the vacancy")).toBe(markdown);
    expect(dateField(page, "Close on (optional)").value).toBe("2099-12-31");

    fillIn(page, { Title: title });
    page = await hr.land(await hr.submit(page, formWith(page, "Create vacancy"), { button: "Create vacancy" }), form.url);
    expect(flashOf(page)).toBe(`Vacancy “${title}” created.`);
    expect(page.url).toMatch(/\/staff\/vacancies\/\d+$/);
    const id = Number(new URL(page.url).pathname.split("/").at(-1));
    expect(page.screen.getByTestId("vacancy-state").textContent).toBe("Open");

    // Public at once: the list, the page, the API.
    expect(await careersTitles()).toContain(title);
    let vacancy = await visitor().open(`/career/${id}`);
    expect(h1Of(vacancy)).toBe(title);
    expect(vacancy.screen.getByRole("heading", { name: "What you do" })).toBeTruthy();
    const summary = () => within(vacancy.screen.getByRole("complementary", { name: "Job Summary" }));
    expect(summary().getAllByRole("definition").slice(0, 3).map((d) => d.textContent?.trim())).toEqual(["Muscat, Oman", "Finance & Administration", "Available"]);
    expect(summary().getByRole("link", { name: "Send Request" })).toBeTruthy();
    expect(await apiTitles()).toContain(title);

    // Edit.
    const edited = `${title} (Senior)`;
    fillIn(page, { Title: edited });
    page = await hr.land(await hr.submit(page, formWith(page, "Save vacancy"), { button: "Save vacancy" }), page.url);
    expect(flashOf(page)).toBe(`Vacancy “${edited}” saved.`);
    expect(h1Of(page)).toBe(`Vacancy: ${edited}`);
    expect(h1Of(await visitor().open(`/career/${id}`))).toBe(edited);

    // The Arabic title and text, written in their own right-to-left fields, show on the Arabic page.
    const arabicTitle = `مهندس سلامة خطوط الأنابيب ${id}`;
    expect(fieldOf(page, "Title (Arabic)").getAttribute("dir")).toBe("rtl");
    fillIn(page, { "Title (Arabic)": arabicTitle, "Text of the vacancy (Arabic, Markdown)": "## ما ستقوم به\n\nفحص **خطوط التصدير** على امتداد الساحل." });
    page = await hr.land(await hr.submit(page, formWith(page, "Save vacancy"), { button: "Save vacancy" }), page.url);
    expect(flashOf(page)).toBe(`Vacancy “${edited}” saved.`);
    const arabic = await visitor().open(`/ar/career/${id}`);
    expect(h1Of(arabic)).toBe(arabicTitle);
    expect(arabic.screen.getByRole("heading", { name: "ما ستقوم به" })).toBeTruthy();
    expect([...arabic.document.querySelectorAll("strong")].map((s) => s.textContent)).toContain("خطوط التصدير");

    // Close: gone from the list and the API, its page says closed, its hiring page refuses.
    page = await hr.land(await hr.submit(page, formWith(page, "Close vacancy"), { button: "Close vacancy" }), page.url);
    expect(flashOf(page)).toBe(`Vacancy “${edited}” closed: it has left /careers and takes no more applications.`);
    expect(page.screen.getByTestId("vacancy-state").textContent).toBe("Closed");
    expect(page.screen.getByRole("button", { name: "Reopen vacancy" })).toBeTruthy();
    expect(await careersTitles()).not.toContain(edited);
    expect(await apiTitles()).not.toContain(edited);
    vacancy = await visitor().open(`/career/${id}`);
    expect(vacancy.status).toBe(200);
    expect(vacancy.screen.getByText(CLOSED)).toBeTruthy();
    expect(summary().getAllByRole("definition")[2].textContent?.trim()).toBe("Not Available");
    expect(vacancy.screen.queryByRole("link", { name: "Send Request" })).toBeNull();
    const hiring = await visitor().open(`/career/${id}/hiring`);
    expect(hiring.screen.getByText(CLOSED)).toBeTruthy();
    expect(hiring.screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});

/** The PNG's width from its IHDR chunk, as the browser decodes it. */
const pngWidth = (bytes: Buffer) => bytes.readUInt32BE(16);

function postFields(page: Page, title: string, slug: string) {
  fillIn(page, { Title: title, "Address (slug)": slug, Author: "Khalid Al-Harthy", Category: "Corrosion", Summary: "What a coupon tells you about a line, and what it does not." });
}

describe("the blog editor", { timeout: 180_000 }, () => {
  it("communications writes (Preview renders the Markdown), publishes, renames (the old address answers 301), illustrates (an SVG refused with the description kept), writes the Arabic and unpublishes a post", async () => {
    const comms = await staffMember(["communications"]);
    const slug = `http-${randomUUID().slice(0, 8)}`;
    const title = `Reading corrosion coupons (${slug})`;
    const home = await comms.open("/staff");
    expect(within(home.screen.getByRole("main")).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/staff/posts");
    const list = await comms.open("/staff/posts");
    expect(list.screen.getByRole("heading", { level: 1, name: "Blog" })).toBeTruthy();
    expect(list.screen.getAllByTestId("post-row").length).toBeGreaterThan(0);
    const form = await comms.open("/staff/posts/new");
    expect(form.screen.getByRole("heading", { level: 1, name: "New post" })).toBeTruthy();

    postFields(form, title, slug);
    expect((fieldOf(form, "Our Lateset Post") as HTMLInputElement).checked).toBe(true);
    fillIn(form, { Text: "## Why coupons\n\nThey are **cheap** and honest.\n\n- weigh\n- clean\n- weigh again" });
    let page = await comms.read(await comms.submit(form, formWith(form, "Preview"), { button: "Preview" }), form.url);
    const preview = page.screen.getByTestId("body_markdown-preview");
    expect(within(preview).getByRole("heading", { level: 2, name: "Why coupons" })).toBeTruthy();
    expect(preview.querySelector("strong")?.textContent).toBe("cheap");
    expect(valueOf(page, "Title")).toBe(title);
    expect((await visitor().get(`/blog/${slug}`)).status).toBe(404);

    fillIn(page, { Status: "Published" });
    page = await comms.land(await comms.submit(page, formWith(page, "Save post"), { button: "Save post" }), form.url);
    expect(flashOf(page)).toBe(`Post “${title}” saved (published).`);
    expect(page.screen.getByRole("heading", { level: 1, name: `Post: ${title}` })).toBeTruthy();
    const editUrl = new URL(page.url).pathname;
    expect(editUrl).toMatch(/^\/staff\/posts\/\d+$/);

    // Visible at once: the list of every post, its own page, the sitemap.
    const all = await visitor().open("/blog/all");
    let post = await visitor().open(all.screen.getByRole("link", { name: title }).getAttribute("href")!);
    expect(h1Of(post)).toBe(title);
    expect(post.document.querySelector("article strong")?.textContent).toBe("cheap");
    expect(await (await visitor().get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);

    // A new address: the old one answers 301 to it.
    fillIn(page, { "Address (slug)": `${slug}-renamed` });
    page = await comms.land(await comms.submit(page, formWith(page, "Save post"), { button: "Save post" }), page.url);
    expect(flashOf(page)).toBe("Post saved.");
    const old = await visitor().get(`/blog/${slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/blog/${slug}-renamed`);
    post = await visitor().open(`/blog/${slug}`);
    expect(post.url).toMatch(new RegExp(`/blog/${slug}-renamed$`));
    expect(h1Of(post)).toBe(title);

    // A cover: an SVG is refused with the description kept; a PNG is taken and shown on the post.
    let cover = formWith(page, "Upload cover");
    const pictureName = within(cover).getByLabelText(/^Picture/).getAttribute("name")!;
    fillIn(cover, { "Description of the picture (alt text)": "A weighed corrosion coupon" });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "cover.svg", { type: "image/svg+xml" });
    page = await comms.read(await comms.submit(page, cover, { button: "Upload cover", files: { [pictureName]: svg } }), page.url);
    cover = formWith(page, "Upload cover");
    expect(within(cover).getByText("The picture must be a PNG, JPEG or WebP file (checked by its content; SVG is not accepted).")).toBeTruthy();
    expect(valueOf(cover, "Description of the picture (alt text)")).toBe("A weighed corrosion coupon");
    const png = new File([new Uint8Array(greyPng(24, 24))], "cover.png", { type: "image/png" });
    page = await comms.land(await comms.submit(page, cover, { button: "Upload cover", files: { [pictureName]: png } }), page.url);
    expect(flashOf(page)).toBe("Cover picture saved.");
    expect(new URL(page.url).pathname).toBe(editUrl);
    expect(page.screen.getByTestId("current-cover").getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    post = await visitor().open(`/blog/${slug}-renamed`);
    const src = post.screen.getByRole("img", { name: "A weighed corrosion coupon" }).getAttribute("src")!;
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const image = await visitor().get(src);
    expect(image.status).toBe(200);
    expect(pngWidth(Buffer.from(await image.arrayBuffer()))).toBe(24);

    // The Arabic version, written in its own right-to-left fields, shows on the Arabic page.
    const arabicTitle = `قراءة كوبونات التآكل (${slug})`;
    expect(fieldOf(page, "Title (Arabic)").getAttribute("dir")).toBe("rtl");
    fillIn(page, {
      "Title (Arabic)": arabicTitle,
      "Category (Arabic)": "التآكل",
      "Summary (Arabic)": "ما يخبرك به الكوبون عن الخط، وما لا يخبرك به.",
      "Description of the cover picture (Arabic alt text)": "كوبون تآكل موزون",
      "Text (Arabic, Markdown)": "## لماذا الكوبونات\n\nإنها **رخيصة** وصادقة.",
    });
    page = await comms.land(await comms.submit(page, formWith(page, "Save post"), { button: "Save post" }), page.url);
    expect(flashOf(page)).toBe("Post saved.");
    const arabic = await visitor().open(`/ar/blog/${slug}-renamed`);
    expect(h1Of(arabic)).toBe(arabicTitle);
    expect(arabic.document.querySelector("article header p")?.textContent).toBe("التآكل");
    expect(arabic.document.querySelector("article strong")?.textContent).toBe("رخيصة");
    expect(arabic.screen.getByRole("img", { name: "كوبون تآكل موزون" }).getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    // Unpublished: gone from the blog.
    fillIn(page, { Status: "Draft" });
    page = await comms.land(await comms.submit(page, formWith(page, "Save post"), { button: "Save post" }), page.url);
    expect(flashOf(page)).toBe("Post unpublished: it no longer shows on the blog.");
    expect((await visitor().get(`/blog/${slug}-renamed`)).status).toBe(404);
    expect((await visitor().get(`/blog/${slug}`)).status).toBe(404);
    expect((await visitor().open("/blog/all")).screen.queryByRole("link", { name: title })).toBeNull();
  });

  it("a post scheduled in the future does not show; a scheduled time in the past is refused with the fields kept", async () => {
    const comms = await staffMember(["communications"]);
    const slug = `http-scheduled-${randomUUID().slice(0, 8)}`;
    const form = await comms.open("/staff/posts/new");
    fillIn(form, { Title: `Next year's outlook (${slug})`, "Address (slug)": slug, Author: "Dr. Markus Weber", Category: "Innovation", Summary: "What comes next.", Text: "Soon." });
    fillIn(form, { Status: "Scheduled" });
    dateField(form, "Publish date (Muscat time)").value = `${new Date().getUTCFullYear() + 2}-01-01T09:00`;
    let page = await comms.land(await comms.submit(form, formWith(form, "Save post"), { button: "Save post" }), form.url);
    expect(flashOf(page)).toBe(`Post “Next year's outlook (${slug})” saved (scheduled).`);
    expect(page.screen.getByTestId("post-state").textContent).toBe("Scheduled — not on the public blog.");
    expect((await visitor().get(`/blog/${slug}`)).status).toBe(404);
    expect(await (await visitor().get("/blog/all")).text()).not.toContain(slug);
    expect(await (await visitor().get("/sitemap.xml")).text()).not.toContain(slug);

    dateField(page, "Publish date (Muscat time)").value = "2020-01-01T09:00";
    page = await comms.read(await comms.submit(page, formWith(page, "Save post"), { button: "Save post" }), page.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("A scheduled post goes out in the future: choose a later time, or choose Published.")).toBeTruthy();
    expect(valueOf(page, "Address (slug)")).toBe(slug);
    expect(dateField(page, "Publish date (Muscat time)").value).toBe("2020-01-01T09:00");
  });
});

interface ApiNode {
  id: number;
  name: string;
  children: ApiNode[];
}

/** The API's category tree as "Parent/Child" paths. */
async function apiPaths() {
  const body = await json<{ data: ApiNode[] }>("/api/v1/petrochemicals_catalog/categories/");
  const paths = (nodes: ApiNode[], prefix: string): string[] => nodes.flatMap((n) => [`${prefix}${n.name}`, ...paths(n.children, `${prefix}${n.name}/`)]);
  return paths(body.data, "");
}

/** The names the home page's "Filter by" panel offers (a leaf as a checkbox, a parent as a summary); `/ar`: the Arabic one's. */
async function filterNames(path = "/") {
  const home = await visitor().open(path);
  const panel = home.screen.getByRole("region", { name: path === "/ar" ? "تصفية حسب" : "Filter by" });
  return [...panel.querySelectorAll("label, summary")].map((element) => element.textContent!.trim());
}

const formNamed = (page: Page, name: string) => page.screen.getByRole("form", { name }) as HTMLFormElement;
const categoryHeading = (page: Page) => page.screen.getByRole("heading", { level: 2, name: /^Category: / }).textContent;

describe("the filter trees editor", { timeout: 120_000 }, () => {
  it("an editor adds, renames (Arabic too), moves and merges a category; the public filter and the API follow; a cycle is refused with the choice kept", async () => {
    const editor = await staffMember(["editor"]);
    const tag = `http-${randomUUID().slice(0, 6)}`;
    const [first, renamed, parent, target] = ["E2E Category", "E2E Renamed", "E2E Parent", "E2E Target"].map((name) => `${name} ${tag}`);
    const home = await editor.open("/staff");
    expect(within(home.screen.getByRole("main")).getByRole("link", { name: "Categories" }).getAttribute("href")).toBe("/staff/categories");
    let page = await editor.open("/staff/categories");
    expect(page.screen.getByRole("heading", { level: 1, name: "Categories" })).toBeTruthy();

    const add = async (name: string) => {
      const form = formNamed(page, "Add a category");
      fillIn(form, { Name: name, Parent: "" });
      page = await editor.land(await editor.submit(page, form, { button: "Add" }), page.url);
      expect(flashOf(page)).toBe(`Category “${name}” added.`);
      expect(categoryHeading(page)).toBe(`Category: ${name}`);
      return Number(new URL(page.url).searchParams.get("node"));
    };
    const choose = async (name: string) => {
      page = await editor.open(within(page.screen.getByTestId("tree")).getByRole("link", { name }).getAttribute("href")!);
      expect(categoryHeading(page)).toBe(`Category: ${name}`);
    };

    // Add: the solution filter and the API show it at once.
    const id = await add(first);
    expect(await filterNames()).toContain(first);
    expect(await apiPaths()).toContain(first);

    // Rename.
    fillIn(formNamed(page, "Rename"), { Name: renamed });
    page = await editor.land(await editor.submit(page, formNamed(page, "Rename"), { button: "Rename" }), page.url);
    expect(flashOf(page)).toBe(`Category renamed to “${renamed}”.`);
    expect(within(page.screen.getByTestId("tree")).getByRole("link", { name: renamed })).toBeTruthy();
    expect(await apiPaths()).toContain(renamed);

    // Its Arabic name, written in its own right-to-left field, shows in the Arabic page's filter.
    const arabic = `فئة تجريبية ${tag}`;
    expect(fieldOf(formNamed(page, "Rename"), "Name (Arabic)").getAttribute("dir")).toBe("rtl");
    fillIn(formNamed(page, "Rename"), { "Name (Arabic)": arabic });
    page = await editor.land(await editor.submit(page, formNamed(page, "Rename"), { button: "Rename" }), page.url);
    expect(flashOf(page)).toBe(`Category “${renamed}” saved.`);
    expect(page.screen.getByTestId("tree").textContent).toContain(arabic);
    expect(await filterNames("/ar")).toContain(arabic);
    expect(await filterNames()).toContain(renamed);

    // Move it under another category.
    const parentId = await add(parent);
    await choose(renamed);
    fillIn(formNamed(page, "Move"), { "New parent": String(parentId) });
    page = await editor.land(await editor.submit(page, formNamed(page, "Move"), { button: "Move" }), page.url);
    expect(flashOf(page)).toBe("Category moved.");
    expect(await apiPaths()).toContain(`${parent}/${renamed}`);

    // The parent under its own child: refused beside the select, which keeps the choice.
    await choose(parent);
    fillIn(formNamed(page, "Move"), { "New parent": String(id) });
    page = await editor.read(await editor.submit(page, formNamed(page, "Move"), { button: "Move" }), page.url);
    expect(page.status).toBe(400);
    expect(within(formNamed(page, "Move")).getByText("A category cannot move under itself or one of its own subcategories.")).toBeTruthy();
    expect(valueOf(formNamed(page, "Move"), "New parent")).toBe(String(id));
    expect(await apiPaths()).toContain(`${parent}/${renamed}`);

    // Merge it into another category: confirmed with the tick, and it leaves the filter and the API.
    await add(target);
    await choose(renamed);
    const merge = formNamed(page, "Merge into another category");
    fillIn(merge, { "Merge into": target });
    (fieldOf(merge, /^I understand/) as HTMLInputElement).checked = true;
    page = await editor.land(await editor.submit(page, merge, { button: "Merge" }), page.url);
    expect(flashOf(page)).toBe(`“${renamed}” merged into “${target}”: 0 solutions and 0 subcategories moved there.`);
    expect(categoryHeading(page)).toBe(`Category: ${target}`);
    expect(within(page.screen.getByTestId("tree")).queryByRole("link", { name: renamed })).toBeNull();
    const names = await filterNames();
    expect(names).not.toContain(renamed);
    expect(names).toContain(target);
    expect((await apiPaths()).filter((p) => p.includes(renamed))).toEqual([]);
  });
});
