/** The search synonyms editor over HTTP, as a visitor without JavaScript posts it: add, change and delete a group; a bad group's message with what was typed kept; the roles it is open to. */
import { within } from "@testing-library/dom";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES } from "~/forms/content";
import { SYNONYM_MESSAGES } from "~/forms/search-synonyms";
import { errorOf, flashOf, staffMember, type Page } from "./support";
import { fieldOf, fillIn, valueOf } from "./staff-helpers";

const formNamed = (page: Page, name: string) => page.screen.getByRole("form", { name }) as HTMLFormElement;

/** The listed group whose field holds `terms`, if any. */
const rowWith = (page: Page, terms: string) => page.screen.queryAllByTestId("synonym-group").find((row: HTMLElement) => valueOf(row, /^Group \d+$/) === terms);

describe("the search synonyms editor", { timeout: 120_000 }, () => {
  it("an editor adds a group (a bad one refused beside the field with what was typed kept), sees it listed, changes and deletes it", async () => {
    const editor = await staffMember(["editor"]);
    const tag = randomUUID().slice(0, 8);
    const [first, second, third] = [`sourgas${tag}`, `sourservice${tag}`, `sourcrude${tag}`];
    const home = await editor.open("/staff");
    expect(within(home.screen.getByRole("main")).getByRole("link", { name: "Search synonyms" }).getAttribute("href")).toBe("/staff/search-terms");
    let page = await editor.open("/staff/search-terms");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeTruthy();
    expect(page.screen.getByText(/Each line is a group of terms that search treats alike/)).toBeTruthy();
    expect(rowWith(page, "h2s, hydrogen sulphide, hydrogen sulfide, كبريتيد الهيدروجين")).toBeTruthy();

    // One term is no group: the message beside the field, and the field keeps what was typed.
    fillIn(formNamed(page, "Add a group"), { Terms: ` ${first}, ${first.toUpperCase()} ` });
    page = await editor.read(await editor.submit(page, formNamed(page, "Add a group"), { button: "Add group" }), page.url);
    expect(page.status).toBe(400);
    const field = fieldOf(formNamed(page, "Add a group"), "Terms");
    expect(errorOf(page, field)).toContain(SYNONYM_MESSAGES.tooFew);
    expect(field.value).toBe(` ${first}, ${first.toUpperCase()} `);

    // Two terms: added, tidied, and listed.
    fillIn(formNamed(page, "Add a group"), { Terms: `${first} ,  ${second}` });
    page = await editor.land(await editor.submit(page, formNamed(page, "Add a group"), { button: "Add group" }), page.url);
    expect(flashOf(page)).toBe(`Group “${first}, ${second}” added.`);
    let row = rowWith(page, `${first}, ${second}`)!;
    expect(row).toBeTruthy();

    // Changed in place: the row's own form, named as its field is ("Group 15").
    const label = fieldLabel(row);
    const save = { button: `Save ${label.toLowerCase()}` };
    const opened = await editor.open("/staff/search-terms");
    fillIn(row, { [label]: `${first}, ${second}, ${third}` });
    page = await editor.land(await editor.submit(page, formNamed(page, label), save), page.url);
    expect(flashOf(page)).toBe(`Group saved: “${first}, ${second}, ${third}”.`);
    row = rowWith(page, `${first}, ${second}, ${third}`)!;
    expect(row).toBeTruthy();

    // The same group saved from a page opened before that change: refused in that row's form, the text kept; sent
    // again, it replaces the other change knowingly.
    fillIn(formNamed(opened, label), { [label]: `${first}, ${third}` });
    let stale = await editor.read(await editor.submit(opened, formNamed(opened, label), save), opened.url);
    expect(stale.status).toBe(409);
    expect(within(formNamed(stale, label)).getByRole("alert").textContent).toBe(CONTENT_MESSAGES.stale("synonym group"));
    expect(stale.screen.getAllByRole("alert")).toHaveLength(1);
    expect(valueOf(formNamed(stale, label), label)).toBe(`${first}, ${third}`);
    stale = await editor.land(await editor.submit(stale, formNamed(stale, label), save), stale.url);
    expect(flashOf(stale)).toBe(`Group saved: “${first}, ${third}”.`);
    fillIn(formNamed(stale, label), { [label]: `${first}, ${second}, ${third}` });
    page = await editor.land(await editor.submit(stale, formNamed(stale, label), save), stale.url);
    row = rowWith(page, `${first}, ${second}, ${third}`)!;
    expect(row).toBeTruthy();

    // Deleted: gone from the list.
    page = await editor.land(await editor.submit(page, within(row).getByRole("form", { name: /^Delete group/ }) as HTMLFormElement, { button: /^Delete/ }), page.url);
    expect(flashOf(page)).toBe(`Group “${first}, ${second}, ${third}” deleted.`);
    expect(page.screen.queryAllByTestId("synonym-group").some((r: HTMLElement) => valueOf(r, /^Group \d+$/).includes(first))).toBe(false);
  });

  it("is not open to sales: 403, and no link to it", async () => {
    const sales = await staffMember(["sales"]);
    const page = await sales.open("/staff/search-terms");
    expect(page.status).toBe(403);
    expect(page.screen.getByRole("heading", { name: "Not open to your roles" })).toBeTruthy();
    const home = await sales.open("/staff");
    expect(within(home.screen.getByRole("main")).queryByRole("link", { name: "Search synonyms" })).toBeNull();
  });
});

/** The visible label of a group's field ("Group 15"). */
function fieldLabel(row: HTMLElement) {
  return row.querySelector("label")!.textContent!.trim();
}
