/**
 * The company pages and the search results under /ar as the server sends them, and the Arabic 'Get in touch' form
 * posted without JavaScript: /ar/contact-us (its texts, contact details, the form's labels, its answers in Arabic),
 * /ar/services and /ar/search read in Arabic, right to left, with their Arabic <title>; their links and redirects
 * stay under /ar.
 */
import { describe, expect, it } from "vitest";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR } from "~/db/seed/places-careers-ar";
import type { Visitor } from "../support/visitor";
import { ARABIC, ARABIC_SITE, expectArabicDocument, textOf } from "./arabic-pages-helpers";
import { documentOf, errorOf, visitor, type Page } from "./support";

const OMAN = COUNTRY_NAMES_AR.OM;
const MUSCAT = CITY_NAMES_AR.Muscat;

const contactForm = (page: Page) => page.screen.getByRole("form", { name: "تواصل معنا" }) as HTMLFormElement;
/** A field of the contact form by its label (the label ends with a hidden " *" on required fields). */
const field = (page: Page, label: string) => page.screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const optionsOf = (select: Element) => [...select.querySelectorAll("option")].map(textOf);
const metaOf = (page: Page, name: string) => page.document.querySelector(`meta[name="${name}"]`)?.getAttribute("content");

/** Chooses the option labelled `label`, as a visitor does in a select. */
function choose(select: HTMLSelectElement, label: string) {
  const option = [...select.options].find((candidate) => textOf(candidate) === label);
  expect(option, label).toBeTruthy();
  select.value = option!.value;
  for (const candidate of select.options) candidate.selected = candidate === option;
}

/** Types the visitor's details in Arabic and chooses Oman; 'Show cities' reloads the form with Oman's cities. */
async function withOmanCities(who: Visitor, message = "") {
  const page = await who.open("/ar/contact-us");
  field(page, "الاسم الأول").value = "هدى";
  field(page, "اسم العائلة").value = "السعدي";
  field(page, "البريد الإلكتروني").value = "huda@example.om";
  field(page, "رقم الهاتف").value = "+968 9123 4567";
  field(page, "الرسالة").value = message;
  choose(field(page, "الدولة") as HTMLSelectElement, OMAN);
  return who.land(await who.submit(page, contactForm(page), { button: "عرض المدن" }));
}

/** Every in-site link of the page's main content stays in Arabic. */
function expectLinksInArabic(page: Page) {
  const hrefs = [...page.document.querySelectorAll("main a[href^='/']")].map((link) => link.getAttribute("href") ?? "");
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/ar(\/|\?|$)/);
}

describe("/ar/contact-us", () => {
  it("/ar/contact-us is in Arabic: the company's headings, contact details and the form's labels", async () => {
    const page = await visitor().open("/ar/contact-us");
    expect(page.status).toBe(200);
    expectArabicDocument(page);
    expect(documentOf(page).title).toBe(`اتصل بنا — ${ARABIC_SITE}`);
    expect(metaOf(page, "description")).toMatch(/^تعرّف على ساحل للكيماويات المتخصصة/);
    expect(textOf(page.screen.getByRole("heading", { level: 1 }))).toBe("نبذة عنا");
    expect(page.screen.getByRole("heading", { level: 2, name: "من نحن" })).toBeTruthy();

    const info = page.screen.getByRole("region", { name: "معلومات الاتصال" });
    const lines = [...info.querySelectorAll("*")].map(textOf);
    expect(lines.some((line) => /^المبيعات: /.test(line))).toBe(true);
    expect(lines.some((line) => /^المصنع: \+968/.test(line))).toBe(true);
    expect([...info.querySelectorAll("a")].find((link) => textOf(link) === "+968 2441 5500")?.getAttribute("dir")).toBe("ltr");
    expect(lines.some((line) => /^البريد الإلكتروني: /.test(line))).toBe(true);
    expect(lines).toContain("المكتب الرئيسي: واحة المعرفة مسقط، الرسيل، مسقط، سلطنة عُمان");
    expect(lines.some((line) => /^المصنع: القطعة 118/.test(line))).toBe(true);

    const form = contactForm(page);
    expect(page.screen.getByRole("heading", { level: 2, name: "تواصل معنا" })).toBeTruthy();
    expect(page.screen.getByText("الحقول المشار إليها بعلامة * إلزامية.")).toBeTruthy();
    for (const label of ["الاسم الأول", "اسم العائلة", "البريد الإلكتروني", "رقم الهاتف", "الدولة", "المدينة", "الرسالة"]) {
      expect(form.contains(field(page, label)), label).toBe(true);
    }
    expect(optionsOf(field(page, "الدولة"))[0]).toBe("اختر الدولة");
    expect(optionsOf(field(page, "المدينة"))[0]).toBe("اختر المدينة");
    expect(field(page, "المدينة").disabled).toBe(true);
    // Without JavaScript the form has its own step to load the cities, and says so.
    expect(page.screen.getByText("اختر الدولة، ثم اضغط «عرض المدن».")).toBeTruthy();
    expect(page.screen.getAllByRole("button", { name: "عرض المدن" })).toHaveLength(1);
    expect(page.screen.getByRole("button", { name: "إرسال الرسالة" })).toBeTruthy();
    expect(page.screen.queryByText("Get in touch")).toBeNull();

    // The countries and the chosen country's cities are named in Arabic (decision 0017), not marked English.
    expect(optionsOf(field(page, "الدولة")).filter((name) => name === OMAN)).toHaveLength(1);
    expect(optionsOf(field(page, "الدولة")).filter((name) => name.includes("Oman"))).toHaveLength(0);
    const cities = await withOmanCities(visitor());
    expect(optionsOf(field(cities, "المدينة")).filter((name) => name === MUSCAT)).toHaveLength(1);
    expect(optionsOf(field(cities, "المدينة")).filter((name) => name.includes("Muscat"))).toHaveLength(0);
    expect(field(cities, "المدينة").querySelectorAll("option[lang]")).toHaveLength(0);
    expect(field(cities, "المدينة").disabled).toBe(false);
    expect(new URL(cities.url).pathname).toBe("/ar/contact-us");
  });

  it("a message sent from /ar/contact-us is confirmed in Arabic, with its reference, on a page under /ar", async () => {
    const who = visitor();
    const page = await withOmanCities(who, "أرجو إرسال صحائف بيانات مزيل الاستحلاب.");
    choose(field(page, "المدينة") as HTMLSelectElement, MUSCAT);
    const sent = await who.submit(page, contactForm(page), { button: "إرسال الرسالة" });
    expect(sent.status).toBe(302);
    const answer = await who.land(sent);
    expect(new URL(answer.url).pathname).toMatch(/^\/ar\/confirmation\//);
    expect(textOf(answer.screen.getByRole("heading", { level: 1 }))).toBe("تم إرسال رسالتك بنجاح");
    expect(textOf(answer.document.querySelector("main code"))).toMatch(/^MSG-\d{4}-\d{6}$/);
    expectArabicDocument(answer);
    expectLinksInArabic(answer);
  });

  it("a message the server refuses gives its reason in Arabic on /ar/contact-us", async () => {
    const who = visitor();
    const page = await withOmanCities(who);
    // The form only offers real cities; a crafted one stands in for a city the server no longer knows.
    const city = field(page, "المدينة") as HTMLSelectElement;
    city.append(Object.assign(page.document.createElement("option"), { value: "999999", textContent: "مدينة زالت" }));
    choose(city, "مدينة زالت");
    const refused = await who.land(await who.submit(page, contactForm(page), { button: "إرسال الرسالة" }));
    const alerts = [...contactForm(refused).querySelectorAll('[role="alert"]')].map(textOf);
    expect(alerts.some((alert) => alert.includes("المدينة المختارة غير صالحة"))).toBe(true);
    expect(refused.screen.queryByText(/Invalid city selected/)).toBeNull();
    expect(field(refused, "الاسم الأول").value).toBe("هدى");
  });

  it("an incomplete message gives each missing field's message in Arabic beside it and keeps what was typed", async () => {
    const who = visitor();
    const page = await withOmanCities(who);
    field(page, "اسم العائلة").value = "";
    const refused = await who.land(await who.submit(page, contactForm(page), { button: "إرسال الرسالة" }));
    expect(refused.status).toBe(400);
    expect(errorOf(refused, field(refused, "اسم العائلة"))).toBe("اسم العائلة مطلوب");
    expect(errorOf(refused, field(refused, "المدينة"))).toBe("المدينة مطلوبة");
    expect(field(refused, "اسم العائلة").getAttribute("aria-invalid")).toBe("true");
    expect(field(refused, "الاسم الأول").value).toBe("هدى");
    expect(field(refused, "البريد الإلكتروني").value).toBe("huda@example.om");
    expect(errorOf(refused, field(refused, "الاسم الأول"))).toBe("");
  });
});

describe("/ar/services and /ar/search", () => {
  it("/ar/services is in Arabic, with the five services", async () => {
    const page = await visitor().open("/ar/services");
    expect(page.status).toBe(200);
    expectArabicDocument(page);
    expect(documentOf(page).title).toBe(`خدماتنا — ${ARABIC_SITE}`);
    expect(metaOf(page, "description")).toMatch(/^توفير العينات/);
    expect(textOf(page.screen.getByRole("heading", { level: 1 }))).toBe("خدماتنا");
    expect(page.screen.getByRole("main").querySelectorAll("li")).toHaveLength(5);
  });

  it("/ar/search lists results in Arabic, and its links stay in Arabic", async () => {
    const page = await visitor().open("/ar/search?q=Korozyon");
    expect(page.status).toBe(200);
    expectArabicDocument(page);
    expect(documentOf(page).title).toBe(`بحث: Korozyon — ${ARABIC_SITE}`);
    expect(metaOf(page, "robots")).toBe("noindex");
    expect(textOf(page.screen.getByRole("heading", { level: 1 }))).toBe("نتائج البحث عن «Korozyon»");
    expect(page.screen.getByRole("link", { name: "رجوع" }).getAttribute("href")).toBe("/ar");
    const cards = page.screen.getAllByTestId("result-card");
    expect(cards).toHaveLength(1);
    const links = [...cards[0].querySelectorAll("a")];
    const share = page.screen.getByRole("link", { name: "مشاركة Korozyon İnhibitörü CI-265" });
    expect(cards[0].contains(share)).toBe(true);
    expect(share.getAttribute("href")).toBe("/ar/search?q=Korozyon&share=1");
    const pick = page.screen.getAllByRole("link", { name: /^اختيار Korozyon/ }).filter((link: HTMLElement) => links.includes(link as HTMLAnchorElement));
    expect(pick[0].getAttribute("href")).toMatch(/^\/ar\/search\?q=Korozyon&solution=\d+$/);
    expect(cards[0].querySelector('input[name="redirectTo"]')?.getAttribute("value")).toBe("/ar/search?q=Korozyon");
    expectLinksInArabic(page);
  });

  it("/ar/search pages in Arabic, says so in Arabic when nothing matches, and an empty query goes to /ar", async () => {
    const who = visitor();
    const page = await who.open("/ar/search?q=demul");
    const pager = page.screen.getByRole("navigation", { name: "صفحات نتائج البحث" });
    const next = [...pager.querySelectorAll("a")].find((link) => textOf(link) === "التالي");
    expect(next?.getAttribute("href")).toBe("/ar/search?q=demul&page=2");
    const second = await who.open(next!.getAttribute("href")!);
    expect(second.url).toMatch(/\/ar\/search\?q=demul&page=2$/);
    expect(second.screen.getByText("الصفحة 2")).toBeTruthy();

    const nothing = await who.open("/ar/search?q=zzqx%20nothing");
    expect(nothing.screen.getByText("لا توجد نتائج عن «zzqx nothing»")).toBeTruthy();
    expect(nothing.screen.queryAllByTestId("result-card")).toHaveLength(0);

    expect((await who.open("/ar/search?q=%20%20")).url).toMatch(/\/ar$/);
    expect((await who.open("/ar/search?q=%20demul%20")).url).toMatch(/\/ar\/search\?q=demul$/);
  });

  it("the share dialog of /ar/search offers the Arabic address", async () => {
    const page = await visitor().open("/ar/search?q=Korozyon&share=1");
    const dialog = page.screen.getByRole("dialog", { name: "مشاركة" });
    const address = page.screen.getByLabelText("عنوان الصفحة") as HTMLInputElement;
    expect(dialog.contains(address)).toBe(true);
    expect(address.value).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ar\/search\?q=Korozyon$/);
  });
});

describe("the company's own texts", () => {
  it("the company's own texts read in Arabic on Arabic pages, unmarked, and in English on English pages", async () => {
    const contact = await visitor().open("/ar/contact-us");
    const main = contact.screen.getByRole("main");
    expect(textOf(main)).not.toMatch(/Sahel Specialty Chemicals manufactures/);
    expect(main.querySelectorAll("[lang=en]")).toHaveLength(0);
    const services = await visitor().open("/ar/services");
    const first = services.screen.getByRole("main").querySelector("li")!;
    expect(first.hasAttribute("lang")).toBe(false);
    expect(textOf(first.querySelector("h1, h2, h3, h4"))).toMatch(ARABIC);
    const english = await visitor().open("/contact-us");
    const paragraph = english.screen.getByText(/^Sahel Specialty Chemicals manufactures/);
    expect(paragraph.hasAttribute("lang")).toBe(false);
  });
});
