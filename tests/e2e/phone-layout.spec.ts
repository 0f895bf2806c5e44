/**
 * A phone's first look: the menu is a full-height panel over a dimmed page, in both directions, with and
 * without JavaScript, and the footer's contact links are targets a finger can hit. That no page, public or in the
 * account area, English or Arabic, is wider than a 390 px phone is checked on the axe sweeps' own loads at 390 px
 * (./layout-helpers.ts).
 * What is measured is what a person sees: the panel's box against the viewport, each link's box inside the panel and
 * on top at its centre.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PHONE } from "./home-helpers";

const LANGUAGES = [
  { prefix: "", open: "Open menu", close: "Close menu", main: "Main", dir: "ltr" },
  { prefix: "/ar", open: "افتح القائمة", close: "أغلق القائمة", main: "القائمة الرئيسية", dir: "rtl" },
] as const;

/** The summary that opens and closes the phone's menu (its name is the text it shows to screen readers). */
const menuButton = (page: Page) => page.locator("header details[data-mobile-menu] > summary");

for (const language of LANGUAGES) {
  // The home page, where the links once spilled over its dark hero. The panel is the header's, the same on every page;
  // without JavaScript only the <details> differs, the same in both directions, so one page runs in the nojs project.
  const path = language.prefix || "/";
  test(`${path}: the phone's menu covers the screen's height over a dimmed page, and closes`, { tag: language.prefix ? [] : "@nojs" }, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.route(/\/tiles\//, (route) => route.fulfill({ status: 204 }));
    await page.goto(path);
    await expect.poll(() => menuButton(page).innerText()).toBe(language.open);
    // The footer's e-mail and telephone links, one above the other, are each a target of at least 24 × 24 px (WCAG 2.2
    // 2.5.8, Lighthouse's target-size audit), not just their 20 px line of text.
    const contacts = page.getByRole("contentinfo").locator('a[href^="mailto:"], a[href^="tel:"]');
    await expect(contacts).toHaveCount(2);
    for (const link of await contacts.all()) {
      const target = (await link.boundingBox())!;
      expect(Math.min(target.width, target.height), `${await link.textContent()} is a target of 24 px or more`).toBeGreaterThanOrEqual(24);
    }
    await menuButton(page).click();
    const panel = page.getByRole("navigation", { name: language.main }).filter({ has: page.getByRole("link") }).locator("visible=true");
    await expect(panel).toBeVisible();
    await expect.poll(() => menuButton(page).innerText()).toBe(language.close);
    // At rest (it slides in from the start side: the left, or the right in Arabic).
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return Math.round(language.dir === "ltr" ? box.x : PHONE.width - box.x - box.width);
      })
      .toBe(0);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.y)).toBe(0);
    expect(Math.round(box.height), "the panel is as tall as the screen").toBe(PHONE.height);
    expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    // Every link lies inside the panel, and is what is on top at its centre (nothing of the page over it).
    const links = panel.getByRole("link");
    // The main menu's six links (app/components/navigation.ts), "Find by problem" among them.
    expect(await links.count()).toBe(6);
    for (const link of await links.all()) {
      const at = (await link.boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null,
        { x: at.x + at.width / 2, y: at.y + at.height / 2 },
      );
      expect(onTop).toBe(await link.textContent());
    }
    // The close button is drawn in the panel, and the page outside it is dimmed.
    const close = (await menuButton(page).boundingBox())!;
    expect(close.x).toBeGreaterThanOrEqual(box.x);
    expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
    const dim = await page.evaluate(({ x, y }) => getComputedStyle(document.elementFromPoint(x, y)!).backgroundColor, {
      x: language.dir === "ltr" ? PHONE.width - 10 : 10,
      y: PHONE.height / 2,
    });
    expect(dim).toMatch(/^(rgba|oklab|color)\(/);

    if (testInfo.project.name === "js") {
      // Focus is on the close button, in the panel; Tab goes round the panel's controls; Escape closes and focus
      // stays on the menu button.
      await expect(menuButton(page)).toBeFocused();
      // Round the six links and back to the close button.
      for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
      await expect(menuButton(page)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expect.poll(() => menuButton(page).innerText()).toBe(language.open);
      // A tap on the dimmed page closes it too.
      await menuButton(page).click();
      await expect(panel).toBeVisible();
      await page.mouse.click(language.dir === "ltr" ? PHONE.width - 10 : 10, PHONE.height / 2);
      await expect(panel).toBeHidden();
    } else {
      await menuButton(page).click();
      await expect(panel).toBeHidden();
    }
  });
}
