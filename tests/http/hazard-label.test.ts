/**
 * The printable GHS label, /solution/{id}/label and /ar/…, as the server renders it without JavaScript: the label's
 * elements in the page's language (pictograms by name, signal word, each statement as code and text, supplier and
 * emergency telephone, UN number), the A4 and A5 print styles, the words standing in for the print button, the pages
 * for a product not classified or without hazard data, and 404s. Solutions are picked through the API by their demo
 * hazard data, not by id.
 */
import { within } from "@testing-library/dom";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONTACT_INFORMATION } from "~/content/contact-details";
import { expectArabicDocument } from "./arabic-pages-helpers";
import { fillIn } from "./staff-helpers";
import { base, documentOf, formWith, staffMember, visitor, type Page } from "./support";

const C = "/api/v1/petrochemicals_catalog";
const api = async (path: string, language = "en") => {
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Language": language } });
  expect(response.status, path).toBe(200);
  return response.json();
};

type Statement = { code: string; text: string };
type Detail = {
  id: number;
  name: string;
  hazards: {
    status: string;
    pictograms: string[];
    signal_word: "danger" | "warning" | null;
    hazard_statements: Statement[];
    precautionary_statements: Statement[];
    transport: { un_number: string; proper_shipping_name: string } | null;
  };
};
type Listed = { id: number; hazards?: { status: string } };

/** Every listed solution (the demo catalogue is under 200). */
async function allSolutions(): Promise<Listed[]> {
  const pages = await Promise.all([1, 2].map((page) => api(`${C}/solutions/?page_size=100&page=${page}`)));
  return pages.flatMap((page: { results: Listed[] }) => page.results);
}

/** A toxic solution that is dangerous goods: its detail in English and in Arabic, from the API. */
async function toxicDangerousGoods(): Promise<{ en: Detail; ar: Detail }> {
  const { results } = (await api(`${C}/solutions/?page_size=100&hazard=GHS06`)) as { results: Listed[] };
  for (const { id } of results) {
    const en = (await api(`${C}/solutions/${id}/`)) as Detail;
    if (en.hazards.transport && en.hazards.signal_word) return { en, ar: (await api(`${C}/solutions/${id}/`, "ar")) as Detail };
  }
  throw new Error("no toxic demo solution with a UN number");
}

const labelOf = (page: Page) => page.document.querySelector<HTMLElement>("section.ghs-label")!;
const textOf = (element: Element) => element.textContent!.replace(/\s+/g, " ");
const styleOf = (page: Page) => [...page.document.querySelectorAll("style")].map((style) => style.textContent).join("\n");

/** What both languages' labels hold: the pictograms by name, the signal word, each statement, the UN number. */
function expectLabelOf(page: Page, detail: Detail, words: { pictograms: string; names: string[]; signal: string }) {
  const label = labelOf(page);
  expect(label, "the label").toBeTruthy();
  const pictograms = within(label).getByRole("list", { name: words.pictograms });
  expect(within(pictograms).getAllByRole("img").map((img) => img.getAttribute("aria-label"))).toEqual(words.names);
  expect(within(label).getByRole("heading", { level: 2 }).textContent).toBe(detail.name);
  expect(label.querySelector(".ghs-label__signal")!.textContent).toContain(words.signal);
  const items = [...label.querySelectorAll("ul.ghs-label__statements > li")].map((item) => ({
    code: item.querySelector("code")!.textContent,
    text: item.querySelector("span")!.textContent,
  }));
  expect(items).toEqual([...detail.hazards.hazard_statements, ...detail.hazards.precautionary_statements]);
  const transport = textOf(label.querySelector(".ghs-label__transport")!);
  expect(transport).toContain(detail.hazards.transport!.un_number);
  expect(transport).toContain(detail.hazards.transport!.proper_shipping_name);
  const phone = within(label).getByRole("link", { name: CONTACT_INFORMATION.emergency.display });
  expect(phone.getAttribute("href")).toBe(CONTACT_INFORMATION.emergency.href);
}

describe("the GHS label of a classified solution", () => {
  it("in English: the label's elements, the supplier and emergency telephone, A4 print styles, noindex, and print words without JavaScript", async () => {
    const { en } = await toxicDangerousGoods();
    const page = await visitor().open(`/solution/${en.id}/label`);
    expect(page.status).toBe(200);
    expect(documentOf(page)).toMatchObject({ lang: "en", dir: "ltr", title: `GHS label: ${en.name} — Sahel Specialty Chemicals` });
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const names = en.hazards.pictograms.map((code) => ({ GHS02: "Flammable", GHS05: "Corrosive", GHS06: "Toxic", GHS07: "Harmful or irritant", GHS08: "Health hazard", GHS09: "Environmental hazard" })[code] ?? code);
    expect(names).toContain("Toxic");
    expectLabelOf(page, en, { pictograms: "Hazard pictograms", names, signal: en.hazards.signal_word === "danger" ? "Danger" : "Warning" });
    const label = textOf(labelOf(page));
    expect(label).toContain("Supplier: Sahel Specialty Chemicals LLC");
    expect(label).toContain("Head office: Knowledge Oasis Muscat, Rusayl, Muscat, Sultanate of Oman");
    expect(label).toContain(`Emergency telephone (24 h): ${CONTACT_INFORMATION.emergency.display}`);

    expect(page.screen.getByRole("heading", { level: 1, name: "GHS label" })).toBeTruthy();
    expect(page.screen.getByText("Print this page on A4 or A5; the label is sized for it.")).toBeTruthy();
    // The print button needs JavaScript: the server renders the words for the browser's own command instead.
    expect(page.screen.queryByRole("button", { name: "Print" })).toBeNull();
    expect(page.screen.getByText("Use your browser's print command.")).toBeTruthy();
    expect(page.screen.getByRole("link", { name: `Back to ${en.name}` }).getAttribute("href")).toBe(`/solution/${en.id}`);
    const sizes = within(page.screen.getByRole("list", { name: "Paper size" }));
    expect(sizes.getByRole("link", { name: "Print for A4" }).getAttribute("href")).toBe(`/solution/${en.id}/label`);
    expect(sizes.getByRole("link", { name: "Print for A4" }).getAttribute("aria-current")).toBe("true");
    expect(sizes.getByRole("link", { name: "Print for A5" }).getAttribute("href")).toBe(`/solution/${en.id}/label?size=a5`);
    expect(labelOf(page).getAttribute("data-size")).toBe("a4");
    expect(styleOf(page)).toContain("@page { size: A4; margin: 12mm }");
    expect(styleOf(page)).not.toContain("size: A5");
  });

  it("at ?size=a5: the A5 class on the label and an A5 @page", async () => {
    const { en } = await toxicDangerousGoods();
    const page = await visitor().open(`/solution/${en.id}/label?size=a5`);
    expect(page.status).toBe(200);
    expect(labelOf(page).classList.contains("ghs-label--a5")).toBe(true);
    expect(styleOf(page)).toContain("@page { size: A5; margin: 10mm }");
    expect(styleOf(page)).not.toContain("size: A4");
    expect(page.screen.getByRole("link", { name: "Print for A5" }).getAttribute("aria-current")).toBe("true");
    // Any other value is the A4 label.
    expect(labelOf(await visitor().open(`/solution/${en.id}/label?size=letter`)).getAttribute("data-size")).toBe("a4");
  });

  it("in Arabic: right to left, the pictograms' Arabic names, the Arabic signal word, statements, supplier and links", async () => {
    const { ar } = await toxicDangerousGoods();
    const page = await visitor().open(`/ar/solution/${ar.id}/label`);
    expect(page.status).toBe(200);
    expectArabicDocument(page);
    expect(documentOf(page).title).toBe(`ملصق GHS: ${ar.name} — ساحل للكيماويات المتخصصة`);
    const names = ar.hazards.pictograms.map((code) => ({ GHS02: "قابل للاشتعال", GHS05: "أكّال", GHS06: "سام", GHS07: "ضار أو مهيج", GHS08: "خطر على الصحة", GHS09: "خطر على البيئة" })[code] ?? code);
    expect(names).toContain("سام");
    expectLabelOf(page, ar, { pictograms: "رموز المخاطر", names, signal: ar.hazards.signal_word === "danger" ? "خطر" : "تحذير" });
    // The statements are the Arabic texts, not the English ones.
    expect(ar.hazards.hazard_statements[0].text).toMatch(/[\u0600-\u06FF]/);
    const label = textOf(labelOf(page));
    expect(label).toContain("المورّد: ساحل للكيماويات المتخصصة ش.م.م");
    expect(label).toContain("المكتب الرئيسي: واحة المعرفة مسقط، الرسيل، مسقط، سلطنة عُمان");
    expect(label).toContain(`هاتف الطوارئ (على مدار 24 ساعة): ${CONTACT_INFORMATION.emergency.display}`);
    expect(page.screen.getByText("استخدم أمر الطباعة في متصفحك.")).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "اطبع على A5" }).getAttribute("href")).toBe(`/ar/solution/${ar.id}/label?size=a5`);
    expect(page.screen.getByRole("link", { name: `العودة إلى ${ar.name}` }).getAttribute("href")).toBe(`/ar/solution/${ar.id}`);
  });

  it("is linked from the solution page's Hazards section", async () => {
    const { en } = await toxicDangerousGoods();
    const page = await visitor().open(`/solution/${en.id}`);
    const section = within(page.document.getElementById("hazards")!);
    expect(section.getByRole("link", { name: "Print a GHS label" }).getAttribute("href")).toBe(`/solution/${en.id}/label`);
  });
});

describe("the label page without a label", () => {
  it("for a solution not classified as hazardous: says no GHS label is required, in English and Arabic", async () => {
    const { results } = (await api(`${C}/solutions/?page_size=1&hazard=not-classified`)) as { results: Listed[] };
    const [clear] = results;
    const page = await visitor().open(`/solution/${clear.id}/label`);
    expect(page.status).toBe(200);
    expect(page.screen.getByText("This product is not classified as hazardous under GHS: no GHS hazard label is required.")).toBeTruthy();
    expect(labelOf(page)).toBeNull();
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const arabic = await visitor().open(`/ar/solution/${clear.id}/label`);
    expectArabicDocument(arabic);
    expect(arabic.screen.getByText("هذا المنتج غير مصنف كخطر وفق النظام المنسق عالميًا (GHS): لا يلزمه ملصق مخاطر GHS.")).toBeTruthy();
  });

  it("for a solution whose hazard data is not entered: says there is no label yet and links to the SDS request", async () => {
    const pending = (await allSolutions()).find((solution) => solution.hazards?.status === "not_entered");
    expect(pending, "a demo solution without hazard data").toBeTruthy();
    const page = await visitor().open(`/solution/${pending!.id}/label`);
    expect(page.status).toBe(200);
    expect(labelOf(page)).toBeNull();
    expect(page.screen.getByText(/^There is no GHS label for this product yet/)).toBeTruthy();
    const request = page.screen.getByRole("link", { name: "Request the safety data sheet" }).getAttribute("href");
    expect(request).toBe(`/solution/${pending!.id}/request/msds?redirectTo=${encodeURIComponent(`/solution/${pending!.id}/label`)}`);
    expect((await visitor().open(request!)).status).toBe(200);
    const arabic = await visitor().open(`/ar/solution/${pending!.id}/label`);
    expect(arabic.screen.getByText(/^لا يوجد ملصق GHS لهذا المنتج بعد/)).toBeTruthy();
    expect(arabic.screen.getByRole("link", { name: "اطلب صحيفة بيانات السلامة" }).getAttribute("href")).toMatch(
      new RegExp(`^/ar/solution/${pending!.id}/request/msds\\?redirectTo=%2Far%2Fsolution%2F${pending!.id}%2Flabel$`),
    );
  });

  it("404 for an unknown id, a malformed id and a draft solution, in both languages", async () => {
    for (const path of ["/solution/999999/label", "/ar/solution/999999/label", "/solution/abc/label"]) {
      expect((await visitor().get(path)).status, path).toBe(404);
    }
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/solutions/new");
    fillIn(form, { Name: `Unreleased label blend ${randomUUID().slice(0, 6)}` });
    const draft = await editor.land(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
    const draftId = /\/staff\/solutions\/(\d+)/.exec(draft.url)![1];
    expect((await visitor().get(`/solution/${draftId}/label`)).status).toBe(404);
    expect((await visitor().get(`/ar/solution/${draftId}/label`)).status).toBe(404);
  });
});
