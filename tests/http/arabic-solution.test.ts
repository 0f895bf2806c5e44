/** The solution's pages under /ar as the server renders them: the product page, its quote and data-sheet forms posted without JavaScript, the inquiry page, the search results' solution dialog and the data sheet's 404, all in Arabic. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { ARABIC_SITE, expectArabicDocument, fieldOf, headingOf, hrefOf, jsonLdOf, pathOf } from "./arabic-journeys-helpers";
import { errorOf, formWith, visitor, type Page } from "./support";

const MSDS_TITLE = "نموذج طلب صحيفة بيانات السلامة (MSDS)";
const INQUIRY_TITLE = "نموذج الاستفسار";
const SENT = "تم إرسال طلبك بنجاح";

/** A data-sheet request's fields, by their names, as a visitor fills them (the first job function and country). */
function requestValues(form: HTMLFormElement) {
  const firstChoice = (name: string) => (form.querySelector(`select[name="${name}"]`) as HTMLSelectElement).options[1].value;
  return {
    first_name: "أمل",
    last_name: "السعيدي",
    company_email_address: "amal@petro-services.om",
    job_function: firstChoice("job_function"),
    company: "Petro Services LLC",
    country: firstChoice("country"),
  };
}

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent?.trim());

describe("the Arabic product page", () => {
  it("has its title, buttons, links and JSON-LD in Arabic", async () => {
    const page = await visitor().open("/ar/solution/1");
    expect(page.status).toBe(200);
    const name = headingOf(page) ?? "";
    expect(name).not.toBe("");
    expectArabicDocument(page, name);
    expect(hrefOf(page.screen, "اطلب هذا المنتج")).toBe("/ar/solution/1?quote=1");
    expect(hrefOf(page.screen, "MSDS")).toMatch(/^\/ar\/solution\/1\/request\/msds\?redirectTo=%2Far%2Fsolution%2F1$/);
    expect(hrefOf(page.screen, "TDS")).toMatch(/^\/ar\/solution\/1\/request\/tds\?/);
    expect(hrefOf(page.screen, "أرسل استفسارًا")).toMatch(/^\/ar\/solution\/1\/request\/inquiry\?/);
    const ld = jsonLdOf(page);
    expect(ld).toMatchObject({ "@type": "Product", name, brand: { "@type": "Brand", name: ARABIC_SITE } });
    expect(ld.url).toMatch(/\/ar\/solution\/1$/);
  });
});

describe("the Arabic product request form, without JavaScript", () => {
  const dialogOf = (page: Page) => within(page.screen.getByRole("dialog", { name: "نموذج طلب المنتج" }));

  it("opens from its link as a dialog posting to the Arabic page, with Arabic units", async () => {
    const buyer = visitor();
    const product = await buyer.open("/ar/solution/1");
    const page = await buyer.open(hrefOf(product.screen, "اطلب هذا المنتج")!);
    expect(pathOf(page.url)).toBe("/ar/solution/1?quote=1");
    const dialog = dialogOf(page);
    expect(formWith(page, "أرسل الطلب").getAttribute("action")).toBe("/ar/solution/1?quote=1");
    expect(optionTexts(fieldOf(dialog, "الوحدة"))).toEqual(["كغ", "طن", "لتر", "م³", "برميل 208 لترات", "حاوية IBC سعة 1,000 لتر"]);
  });

  it("an empty request shows the Arabic messages, a complete one the Arabic confirmation that leads back to the product page", async () => {
    const buyer = visitor();
    const form = await buyer.open("/ar/solution/1?quote=1");
    const refused = await buyer.read(await buyer.submit(form, formWith(form, "أرسل الطلب"), { button: "أرسل الطلب" }));
    expect(refused.status).toBe(400);
    expectArabicDocument(refused);
    const dialog = dialogOf(refused);
    expect(errorOf(refused, fieldOf(dialog, "الاسم الكامل"))).toBe("الاسم الكامل مطلوب");
    expect(errorOf(refused, fieldOf(dialog, "البريد الإلكتروني"))).toBe("البريد الإلكتروني مطلوب");

    // Typed by label, as the browser journey does.
    const typed = { "الاسم الكامل": "أمل السعيدي", "البريد الإلكتروني": "amal@example.om", "رقم الهاتف المحمول": "+968 9123 4567", "الكمية": "250", "ملاحظة (اختياري)": "عينات مخبرية أولًا." };
    const values = Object.fromEntries(Object.entries(typed).map(([label, value]) => [fieldOf(dialog, label).getAttribute("name")!, value]));
    const response = await buyer.submit(refused, formWith(refused, "أرسل الطلب"), { values, button: "أرسل الطلب" });
    expect(response.status).toBe(302);
    const page = await buyer.land(response);
    expect(pathOf(page.url)).toMatch(/^\/ar\/confirmation\//);
    expect(headingOf(page)).toBe(SENT);
    expect(page.document.querySelector("main code")?.textContent).toMatch(/^QUOTE-\d{4}-\d{6}$/);
    expect(page.screen.queryByRole("dialog")).toBeNull();
    expect(hrefOf(page.screen, `العودة إلى ${headingOf(await visitor().open("/ar/solution/1"))}`)).toBe("/ar/solution/1");
  });
});

describe("an Arabic data-sheet request, without JavaScript", () => {
  it("the MSDS link opens an Arabic page of its own whose form posts to the Arabic address", async () => {
    const buyer = visitor();
    const product = await buyer.open("/ar/solution/1");
    const page = await buyer.open(hrefOf(product.screen, "MSDS")!);
    expect(pathOf(page.url)).toBe("/ar/solution/1/request/msds?redirectTo=%2Far%2Fsolution%2F1");
    expectArabicDocument(page);
    const main = within(page.screen.getByRole("main"));
    expect(main.getByRole("heading", { name: MSDS_TITLE })).toBeTruthy();
    expect(formWith(page, "إرسال").getAttribute("action")).toBe("/ar/solution/1/request/msds");
    expect(main.queryByLabelText(/^الرسالة/)).toBeNull();
  });

  it("an empty request says the job function is needed in Arabic; a complete one lands on the Arabic confirmation with its reference", async () => {
    const buyer = visitor();
    const form = await buyer.open("/ar/solution/1/request/msds?redirectTo=%2Far%2Fsolution%2F1");
    const refused = await buyer.read(await buyer.submit(form, formWith(form, "إرسال"), { button: "إرسال" }));
    expect(refused.status).toBe(400);
    expectArabicDocument(refused);
    expect(errorOf(refused, fieldOf(within(refused.screen.getByRole("main")), "المجال الوظيفي"))).toBe("المجال الوظيفي مطلوب");
    const sent = await buyer.submit(refused, formWith(refused, "إرسال"), { values: requestValues(formWith(refused, "إرسال")), button: "إرسال" });
    expect(sent.status).toBe(302);
    const page = await buyer.land(sent);
    expect(pathOf(page.url)).toMatch(/^\/ar\/confirmation\//);
    expectArabicDocument(page, "تم استلام طلب صحيفة MSDS");
    expect(headingOf(page)).toBe(SENT);
    expect(page.screen.getByText("رقمك المرجعي")).toBeTruthy();
    expect(page.document.querySelector("main code")?.textContent).toMatch(/^MSDS-\d{4}-\d{6}$/);
  });
});

describe("the Arabic inquiry page", () => {
  it("has its heading, title, back link, labels and placeholders in Arabic", async () => {
    const page = await visitor().open("/ar/solution/1/request/inquiry");
    expectArabicDocument(page);
    expect(headingOf(page)).toBe(INQUIRY_TITLE);
    expect(page.document.title).toMatch(new RegExp(`^${INQUIRY_TITLE}: .+ — ${ARABIC_SITE}$`));
    expect(hrefOf(page.screen, "رجوع")).toBe("/ar/solution/1");
    const main = within(page.screen.getByRole("main"));
    expect(fieldOf(main, "الرسالة")).toBeTruthy();
    expect(optionTexts(fieldOf(main, "المجال الوظيفي"))[0]).toBe("اختر المجال الوظيفي");
    expect(optionTexts(fieldOf(main, "الدولة"))[0]).toBe("اختر الدولة");
    expect(main.getByRole("button", { name: "إرسال" })).toBeTruthy();
    expect(page.screen.queryByText("Submit")).toBeNull();
  });
});

describe("the solution dialog of the Arabic search results", () => {
  it("speaks Arabic, and its inquiry link leads, without JavaScript, to the Arabic inquiry page", async () => {
    const searcher = visitor();
    const results = await searcher.open("/ar/search?q=Korozyon");
    expect(results.screen.getAllByRole("button", { name: /^إعجاب بـ / }).length).toBeGreaterThan(0);
    const href = results.document.querySelector('a[href*="solution="]')?.getAttribute("href");
    const id = /solution=(\d+)/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();
    const page = await searcher.open(`/ar/search?q=Korozyon&solution=${id}`);
    const inquiry = hrefOf(within(page.screen.getByRole("dialog")), "أرسل استفسارًا")!;
    expect(inquiry).toMatch(new RegExp(`^/ar/solution/${id}/request/inquiry\\?`));
    const form = await searcher.open(inquiry);
    expect(pathOf(form.url)).toMatch(/^\/ar\/solution\/\d+\/request\/inquiry\?redirectTo=/);
    expect(headingOf(form)).toBe(INQUIRY_TITLE);
  });

  it("an unknown solution says in Arabic that no details are available", async () => {
    const page = await visitor().open("/ar/search?q=Korozyon&solution=abc");
    expect(within(page.screen.getByRole("dialog", { name: "تفاصيل الحل" })).getByText("لا تتوفر تفاصيل لهذا الحل", { exact: false })).toBeTruthy();
  });
});

describe("an unknown data sheet link", () => {
  it("answers an Arabic 404 page under /ar", async () => {
    const page = await visitor().open("/ar/data-sheets/not-a-token");
    expect(page.status).toBe(404);
    expectArabicDocument(page, "الرابط غير موجود");
    expect(headingOf(page)).toBe("الرابط غير موجود");
    expect(hrefOf(page.screen, `${ARABIC_SITE}: الصفحة الرئيسية`)).toBe("/ar");
  });

  it("answers the English 404 page unchanged", async () => {
    const page = await visitor().open("/data-sheets/not-a-token");
    expect(page.document.documentElement.getAttribute("lang")).toBe("en");
    expect(headingOf(page)).toBe("Link not found");
    expect(hrefOf(page.screen, "Sahel Specialty Chemicals: home")).toBe("/");
  });
});
