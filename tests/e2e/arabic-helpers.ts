/** What the Arabic specs share: the site's Arabic name (the end of every <title>) and the document's language check. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const ARABIC_SITE = "ساحل للكيماويات المتخصصة";

export async function expectArabicDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}
