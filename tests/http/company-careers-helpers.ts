/** What the company and careers HTTP tests share: fields found by label, and selects read as a browser shows them. */
import type { Page } from "./support";

/** A field by its label (a required one carries a marker after it). */
export const field = (page: Page, label: string) => page.screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

/** The option a browser shows chosen in a server-rendered select: the one marked selected, or the first. */
export function chosenOption(select: Element) {
  return (select.querySelector("option[selected]") ?? select.querySelector("option"))?.textContent?.trim();
}

/** The value of the option whose text is `label` in `select`. */
export function optionValue(select: Element, label: string) {
  const option = [...select.querySelectorAll("option")].find((candidate) => candidate.textContent?.trim() === label);
  if (!option) throw new Error(`no option "${label}"`);
  return option.getAttribute("value")!;
}

/** The texts of a select's options. */
export const optionTexts = (select: Element) => [...select.querySelectorAll("option")].map((option) => option.textContent?.trim());
