/** What the Arabic journeys' HTTP tests share: the site's Arabic name and the checks every Arabic page answers to. */
import { expect } from "vitest";
import { documentOf, type Page } from "./support";

/** The site's Arabic name, the end of every Arabic <title> (tests/e2e/arabic-helpers.ts has the same). */
export const ARABIC_SITE = "ساحل للكيماويات المتخصصة";

/** The page is Arabic and right to left; with `title`, its <title> is "<title> — <site>". */
export function expectArabicDocument(page: Page, title?: string) {
  const { lang, dir, title: shown } = documentOf(page);
  expect({ lang, dir }).toEqual({ lang: "ar", dir: "rtl" });
  if (title !== undefined) expect(shown).toBe(`${title} — ${ARABIC_SITE}`);
}

/** The page's first h1, as text. */
export const headingOf = (page: Page) => page.screen.getByRole("heading", { level: 1 }).textContent?.trim();

/** The content of a <meta> by name or property. */
export const metaOf = (page: Page, key: string) =>
  page.document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");

/** The page's JSON-LD (the first block). */
export const jsonLdOf = (page: Page) => JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");

/** The path (and query) of a URL read from a page. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The href of the link named `name` inside `scope` (the page's body by default). */
export function hrefOf(scope: { getByRole: Page["screen"]["getByRole"] }, name: string | RegExp) {
  return scope.getByRole("link", { name }).getAttribute("href");
}

/** The field labelled `label`, its label possibly ending with the required mark (" *"), as a browser's getByLabel finds it. */
export function fieldOf(scope: { getByLabelText: Page["screen"]["getByLabelText"] }, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`)) as HTMLInputElement;
}
