/** The landing screen's solution side and the site's header as the server renders them: tabs, cards, the category filter and chips, likes, share, About, paging, navigation menus. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { FILTER_ERROR } from "~/components/home/home-state";
import { OFFICES } from "~/content/company";
import { OFFICE_TITLES } from "../support/offices";
import { base, formWith, signedIn, visitor, type Page, pathOf } from "./support";

const articles = (page: Page) => page.screen.queryAllByRole("article");
const checkbox = (page: Page, name: string) => page.screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("tabs", () => {
  it("'Find a solution' is selected with its category filter; 'Find a plant' drops the filters, page and selection", async () => {
    const solutions = await visitor().open("/?category=14");
    expect(solutions.screen.getByRole("tab", { name: "Find a solution" }).getAttribute("aria-selected")).toBe("true");
    expect(solutions.screen.getByRole("heading", { name: "Filter by" })).toBeTruthy();
    expect(solutions.screen.getByRole("group", { name: "Chemicals category" })).toBeTruthy();
    expect(solutions.screen.getByRole("tab", { name: "Find a plant" }).getAttribute("href")).toBe("/?tab=plant");

    const plants = await visitor().open("/?tab=plant");
    expect(plants.screen.getByRole("tab", { name: "Find a plant" }).getAttribute("aria-selected")).toBe("true");
    expect(plants.screen.getByRole("group", { name: "Country" })).toBeTruthy();
    expect(plants.screen.getByRole("group", { name: "Process" })).toBeTruthy();
    expect(plants.screen.getByRole("tab", { name: "Find a solution" }).getAttribute("href")).toBe("/");
  });
});

describe("solution cards", () => {
  it("show name, commercial name, a plain-text excerpt and actions", async () => {
    const page = await visitor().open("/");
    const card = within(articles(page)[0]);
    const name = card.getByRole("heading", { level: 3 }).textContent!;
    expect(name).not.toBe("");
    // The commercial name and the excerpt; "Not classified as hazardous" is the hazard row's, which the hazard tests read,
    // and the basket button's live region is empty until it answers.
    const paragraphs = [...articles(page)[0].querySelectorAll("p")].filter((p) => p.textContent !== "Not classified as hazardous" && !p.hasAttribute("aria-live"));
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1].textContent).not.toContain("<");
    expect(card.getByRole("link", { name: `Details of ${name}` }).getAttribute("href")).toMatch(/^\/solution\/\d+$/);
    expect(card.getByRole("button", { name: `Like ${name}` }).getAttribute("aria-pressed")).toBe("false");
    expect(card.getByRole("link", { name: `Share ${name}` })).toBeTruthy();
    expect(card.getByRole("button", { name: `Add to quote basket: ${name}` })).toBeTruthy();
    expect(within(page.screen.getByRole("navigation", { name: "Pages" })).getByText("Page 1 of 18")).toBeTruthy();
  });

  it("'Next' is a link to the next page, which the server answers whole", async () => {
    const home = visitor();
    const first = await home.open("/");
    const next = await home.open(first.screen.getByRole("link", { name: "Next" }).getAttribute("href")!);
    expect(next.screen.getByText("Page 2 of 18")).toBeTruthy();
    expect(next.screen.queryByText("Loading...")).toBeNull();
  });
});

describe("the category filter without JavaScript", () => {
  it("'Filter' with a category ticked lists fewer cards, ticked and shown as a chip; the chip removes it", async () => {
    const home = visitor();
    const page = await home.open("/");
    const filtered = await home.land(await home.submit(page, formWith(page, "Filter"), { values: { category: "14" }, button: "Filter" }));
    expect(new URL(filtered.url).searchParams.getAll("category")).toEqual(["14"]);
    const chips = filtered.screen.getByRole("list", { name: "Selected filters" });
    const chip = within(chips).getByRole("link", { name: /Pipeline/ });
    expect(filtered.screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(articles(filtered).length).toBeGreaterThan(0);
    expect(articles(filtered).length).toBeLessThan(10);
    expect(checkbox(filtered, "Pipeline").checked).toBe(true);

    const removed = await home.open(chip.getAttribute("href")!);
    expect(new URL(removed.url).searchParams.has("category")).toBe(false);
    expect(articles(removed)).toHaveLength(10);
    expect(removed.screen.queryByRole("list", { name: "Selected filters" })).toBeNull();
  });

  it.each([
    ["at full width", "/"],
    ["from the phone's filter panel", "/?panel=filter"],
  ])("'Filter' with nothing ticked (%s) says so, shows no results and closes the panel", async (_, path) => {
    const home = visitor();
    const page = await home.open(path);
    const answer = await home.land(await home.submit(page, formWith(page, "Filter"), { button: "Filter" }));
    expect(new URL(answer.url).searchParams.get("filter")).toBe("1");
    expect(new URL(answer.url).searchParams.has("panel")).toBe(false);
    expect(answer.screen.getByRole("alert").textContent).toBe(FILTER_ERROR);
    expect(articles(answer)).toHaveLength(0);
  });

  it("on a phone the 'Filter' link opens the panel, whose 'Filter' shows the results and closes it", async () => {
    const home = visitor();
    const start = await home.open("/");
    expect(start.screen.getByRole("link", { name: "Filter" }).getAttribute("href")).toMatch(/panel=filter/);
    const panel = await home.open("/?panel=filter");
    expect(panel.screen.getByRole("heading", { name: "Filter by" })).toBeTruthy();
    const answer = await home.land(await home.submit(panel, formWith(panel, "Filter"), { values: { category: "15" }, button: "Filter" }));
    expect(pathOf(answer)).toBe("/?category=15&filter=1");
    expect(within(answer.screen.getByRole("list", { name: "Selected filters" })).getByRole("link", { name: /Downhole/ })).toBeTruthy();
    expect(articles(answer).length).toBeGreaterThan(0);
  });
});

describe("likes without JavaScript", () => {
  it("the Like button posts, comes back to the page, and the like is remembered until taken back", async () => {
    const home = visitor();
    const page = await home.open("/");
    const name = within(articles(page)[1]).getByRole("heading", { level: 3 }).textContent!;
    const liked = await home.land(await home.submit(page, formWith(page, `Like ${name}`), { button: `Like ${name}` }));
    expect(pathOf(liked)).toBe("/");
    expect(liked.screen.getByRole("button", { name: `Like ${name}` }).getAttribute("aria-pressed")).toBe("true");
    const again = await home.open("/");
    expect(again.screen.getByRole("button", { name: `Like ${name}` }).getAttribute("aria-pressed")).toBe("true");

    const unliked = await home.land(await home.submit(again, formWith(again, `Like ${name}`), { button: `Like ${name}` }));
    expect(unliked.screen.getByRole("button", { name: `Like ${name}` }).getAttribute("aria-pressed")).toBe("false");
    const later = await home.open("/");
    expect(later.screen.getByRole("button", { name: `Like ${name}` }).getAttribute("aria-pressed")).toBe("false");
  });
});

describe("the share dialog", () => {
  it("offers the address, LinkedIn, WhatsApp, e-mail and a read-only field, and closes by a link", async () => {
    const home = visitor();
    const page = await home.open("/");
    const card = within(articles(page)[0]);
    const name = card.getByRole("heading", { level: 3 }).textContent!;
    const detailsHref = card.getByRole("link", { name: `Details of ${name}` }).getAttribute("href")!;
    const shared = await home.open(card.getByRole("link", { name: `Share ${name}` }).getAttribute("href")!);
    const dialog = within(shared.screen.getByRole("dialog", { name: "Share" }));
    const address = dialog.getByLabelText("Page address") as HTMLInputElement;
    expect(address.value).toBe(`${base}${detailsHref}`);
    expect(address.hasAttribute("readonly")).toBe(true);
    expect(dialog.getByRole("link", { name: /Share on LinkedIn/ }).getAttribute("href")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address.value)}`,
    );
    expect(dialog.getByRole("link", { name: /Share on WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(dialog.getByRole("link", { name: "Share by e-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    // Copying needs the clipboard, so JavaScript.
    expect(dialog.queryByRole("button", { name: "Copy" })).toBeNull();

    const closed = await home.open(dialog.getByRole("link", { name: "Close" }).getAttribute("href")!);
    expect(closed.screen.queryByRole("dialog", { name: "Share" })).toBeNull();
  });

  it("the page's own address reproduces the view it was shared from", async () => {
    const page = await visitor().open("/?tab=plant&country=12&share=1");
    const address = within(page.screen.getByRole("dialog", { name: "Share" })).getByLabelText("Page address") as HTMLInputElement;
    expect(address.value).toMatch(/\/\?tab=plant&country=12$/);
  });
});

describe("the About overlay", () => {
  it("'What are We doing?' opens it with the capabilities, the map and every office; 'Back to Home' closes it", async () => {
    const home = visitor();
    const start = await home.open("/");
    const page = await home.open(start.screen.getByRole("link", { name: "What are We doing?" }).getAttribute("href")!);
    expect(new URL(page.url).searchParams.get("about")).toBe("1");
    const about = within(page.screen.getByRole("dialog", { name: "What are We doing?" }));
    expect(about.getByText(/customise chemical products/)).toBeTruthy();
    expect(about.getByRole("heading", { name: "Our Capabilities" })).toBeTruthy();
    expect(about.getByRole("img", { name: "World map of our offices" })).toBeTruthy();
    for (const office of OFFICES) {
      expect(about.getByRole("heading", { name: OFFICE_TITLES[office.id] })).toBeTruthy();
      expect(about.getByRole("link", { name: office.email }).getAttribute("href")).toBe(`mailto:${office.email}`);
    }
    const closed = await home.open(about.getByRole("link", { name: "Back to Home" }).getAttribute("href")!);
    expect(closed.screen.queryByRole("dialog", { name: "What are We doing?" })).toBeNull();
    expect(new URL(closed.url).searchParams.has("about")).toBe(false);
  });
});

const MAIN_LINKS = [
  ["Home", "/"],
  ["Solutions", "/solutions"],
  ["Our services", "/services"],
  ["Contact us", "/contact-us"],
  ["Careers", "/careers"],
] as const;

describe("the site's header", () => {
  it("has the logo linking home, the flag and the five main links", async () => {
    const page = await visitor().open("/services");
    const header = within(page.screen.getByRole("banner"));
    expect(header.getByRole("img", { name: "Oman" })).toBeTruthy();
    // One navigation for wide screens and one in the phone's menu (CSS shows one of them): both carry the five.
    const navs = header.getAllByRole("navigation", { name: "Main" });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      for (const [name, href] of MAIN_LINKS) expect(within(nav).getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    expect(header.getAllByRole("link", { name: /home$/ })[0].getAttribute("href")).toBe("/");
  });

  it("the phone's menu is a disclosure the browser opens without JavaScript, holding the main navigation", async () => {
    const page = await visitor().open("/");
    const summary = page.screen.getByText("Open menu").closest("summary")!;
    expect(summary).toBeTruthy();
    // The same summary is the panel's close button while it is open (CSS shows one name at a time).
    expect(within(summary).getByText("Close menu")).toBeTruthy();
    const menu = summary.closest("details")!;
    expect(within(menu).getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "Careers" }).getAttribute("href")).toBe("/careers");
  });

  it("signed out, the profile menu is a disclosure offering Sign in and Register, each coming back to the page", async () => {
    const page = await visitor().open("/search?q=scale");
    const summary = page.screen.getByLabelText("Profile menu");
    expect(summary.tagName).toBe("SUMMARY");
    const menu = within(summary.closest("details")!);
    expect(menu.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login?redirectTo=%2Fsearch%3Fq%3Dscale");
    expect(menu.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/auth/register?redirectTo=%2Fsearch%3Fq%3Dscale");
    expect(menu.queryByRole("button", { name: "Log out" })).toBeNull();
    expect(menu.queryByRole("link", { name: "Manage my profile" })).toBeNull();
  });

  it("signed out under /ar, the menu's links are the Arabic sign-in and registration, coming back to the Arabic page", async () => {
    const page = await visitor().open("/ar/services");
    const menu = within(page.screen.getByLabelText("قائمة الحساب").closest("details")!);
    expect(menu.getByRole("link", { name: "تسجيل الدخول" }).getAttribute("href")).toBe("/ar/auth/login?redirectTo=%2Far%2Fservices");
    expect(menu.getByRole("link", { name: "إنشاء حساب" }).getAttribute("href")).toBe("/ar/auth/register?redirectTo=%2Far%2Fservices");
    expect(menu.queryByRole("button", { name: "تسجيل الخروج" })).toBeNull();
  });

  it("signed in, the profile menu has the account links and a log-out button that posts and lands on sign-in", async () => {
    const reader = await signedIn();
    const page = await reader.open("/");
    const menu = within(page.screen.getByLabelText("Profile menu").closest("details")!);
    for (const [name, href] of [
      ["Manage my profile", "/profile"],
      ["Overview", "/profile/overview"],
      ["Saved", "/profile/saved"],
      ["Settings", "/profile/settings"],
    ]) {
      expect(menu.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    expect(menu.queryByRole("link", { name: "Sign in" })).toBeNull();
    const arabic = within((await reader.open("/ar/services")).screen.getByLabelText("قائمة الحساب").closest("details")!);
    expect(arabic.getByRole("link", { name: "إدارة ملفي الشخصي" }).getAttribute("href")).toBe("/ar/profile");
    expect(arabic.getByRole("button", { name: "تسجيل الخروج" })).toBeTruthy();
    const out = await reader.land(await reader.submit(page, formWith(page, "Log out"), { button: "Log out" }));
    expect(new URL(out.url).pathname).toBe("/auth/login");
    // Signed out again, the menu offers sign-in.
    const after = await reader.open("/");
    expect(within(after.screen.getByLabelText("Profile menu").closest("details")!).getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("the first link skips to the content", async () => {
    const page = await visitor().open("/services");
    const skip = page.screen.getAllByRole("link")[0];
    expect(skip.textContent).toBe("Skip to content");
    expect(skip.getAttribute("href")).toBe("#main");
    expect(page.document.getElementById("main")).toBeTruthy();
  });
});
