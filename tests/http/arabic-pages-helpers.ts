/** What the HTTP tests of the Arabic pages share: the site's Arabic name, the document's language, and which parts are marked English. */
import { expect } from "vitest";
import { documentOf, type Page } from "./support";

export const ARABIC_SITE = "ساحل للكيماويات المتخصصة";
export const ARABIC = /[\u0600-\u06FF]/;

/** An element's text as a reader sees it: whitespace collapsed. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The elements of `selector` under `root`: at least one. */
export function every(root: ParentNode, selector: string) {
  const found = [...root.querySelectorAll(selector)];
  expect(found.length, selector).toBeGreaterThan(0);
  return found;
}

export function expectArabicDocument(page: Page) {
  const { lang, dir } = documentOf(page);
  expect(lang, page.url).toBe("ar");
  expect(dir, page.url).toBe("rtl");
}

/** Every element of `selector` is marked English (and left to right when `block`; a name gets no direction of its own). */
export function expectEnglish(root: ParentNode, selector: string, block = false) {
  for (const element of every(root, selector)) {
    expect(element.getAttribute("lang"), selector).toBe("en");
    expect(textOf(element), selector).not.toMatch(ARABIC);
    if (block) expect(element.getAttribute("dir"), selector).toBe("ltr");
    else expect(element.hasAttribute("dir"), selector).toBe(false);
  }
}

/** Every element of `selector` reads in Arabic and keeps the page's language: no lang (nor dir) of its own. */
export function expectArabic(root: ParentNode, selector: string) {
  for (const element of every(root, selector)) {
    expect(textOf(element), selector).toMatch(ARABIC);
    expect(element.hasAttribute("lang"), `${selector}: ${element.getAttribute("lang")}`).toBe(false);
    expect(element.hasAttribute("dir"), selector).toBe(false);
  }
}

/** The value of the option labelled `label` in the select `select`. */
export function optionValue(select: Element, label: string) {
  const option = [...select.querySelectorAll("option")].find((candidate) => textOf(candidate) === label);
  expect(option, label).toBeTruthy();
  return option!.getAttribute("value")!;
}

/** The <main> of a page (the first, as a browser's `main` locator's first()). */
export function mainOf(page: Page) {
  const main = page.document.querySelector("main");
  expect(main, page.url).toBeTruthy();
  return main!;
}
