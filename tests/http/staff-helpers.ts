/** What the staff editors' HTTP tests share: filling a server-rendered form by its labels, reading fields back, and the public API's lists. */
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import type { Visitor } from "../support/visitor";
import { formWith, visitor, type Page } from "./support";

type Scope = Page | HTMLElement;

const FIELD_ROLES = ["textbox", "searchbox", "combobox", "listbox", "checkbox", "radio", "spinbutton"] as const;

/** The field whose accessible name is `label` (exactly, as Playwright's getByLabel(…, { exact: true }) finds it): the first one. */
export function fieldOf(scope: Scope, label: string | RegExp) {
  const root = "screen" in scope ? scope.document.body : scope;
  // 4: DOCUMENT_POSITION_FOLLOWING, in document order.
  const found = FIELD_ROLES.flatMap((role) => within(root).queryAllByRole(role, { name: label })) as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  const field = found.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1))[0];
  if (!field) throw new Error(`no field named "${String(label)}"`);
  return field;
}

/**
 * Types into the fields by their labels as a visitor would: text as the value, a select's option by its visible
 * label, a checkbox ticked (true) or cleared (false).
 */
export function fillIn(scope: Scope, fields: Record<string, string | boolean>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = fieldOf(scope, label);
    if (typeof value === "boolean") (field as HTMLInputElement).checked = value;
    else if (field.tagName === "SELECT") {
      const options = [...(field as HTMLSelectElement).options];
      const option = options.find((o) => o.textContent?.trim() === value) ?? options.find((o) => o.value === value);
      if (!option) throw new Error(`no option "${value}" in ${label}`);
      for (const other of options) other.toggleAttribute("selected", other === option);
      (field as HTMLSelectElement).value = option.value;
    } else field.value = value;
  }
}

/** The value a field shows (for a select, its chosen option's value). */
export function valueOf(scope: Scope, label: string | RegExp) {
  return fieldOf(scope, label).value;
}

/** An anonymous visitor's JSON read of the site (the public API, the map's markers). */
export async function json<T>(path: string) {
  const response = await visitor().get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Today in Muscat, as a revision date printed today carries. */
export const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Muscat", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/** A small, valid one-page PDF. */
export function pdf(label: string) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/**
 * Uploads `file` on the solution's documents page as a sheet dated today (an English MSDS unless told otherwise), as
 * a staff member does; answers the page it lands on.
 */
export async function uploadSheet(member: Visitor, solutionId: number, file: File, sheet: { kind?: "MSDS" | "TDS"; language?: string; whatChanged?: string } = {}) {
  const page = await member.open(`/staff/documents/${solutionId}`);
  const form = formWith(page, "Upload");
  fillIn(form, { Kind: sheet.kind ?? "MSDS", Language: sheet.language ?? "English", "Revision date": today(), "What changed": sheet.whatChanged ?? "First issue." });
  return member.land(await member.submit(page, form, { files: { file } }), page.url);
}
