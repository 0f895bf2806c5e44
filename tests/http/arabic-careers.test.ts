/** Careers under /ar as the server renders them: the vacancy list, its filter and pager, a vacancy, a closed one, the 404s and the application form's no-JavaScript posts, all in Arabic. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../support/resume-files";
import { MAX_RESUME_BYTES } from "~/forms/application";
import { VACANCIES } from "~/db/seed/data";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR, DEPARTMENT_NAMES_AR, VACANCIES_AR } from "~/db/seed/places-careers-ar";
import { ARABIC_SITE, expectArabicDocument, headingOf, hrefOf, jsonLdOf, metaOf, pathOf } from "./arabic-journeys-helpers";
import { errorOf, formWith, visitor, type Page } from "./support";

/** A seed vacancy's Arabic title, by its English one. */
const titleAr = (english: string) => VACANCIES_AR[english].title;
const FIRST_VACANCY = titleAr(VACANCIES[0].title);
const CLOSED = "هذه الوظيفة مغلقة ولم تعد تستقبل طلبات التوظيف.";

const vacancyCards = (page: Page) => within(page.screen.getByRole("list", { name: "الوظائف الشاغرة" })).getAllByRole("listitem");
const summaryOf = (page: Page) => within(page.screen.getByRole("complementary", { name: "ملخص الوظيفة" }));
const textbox = (page: Page, name: string) => page.screen.getByRole("textbox", { name }) as HTMLInputElement;
// The label ends with a required mark hidden from assistive technology, so its text is matched as a browser's getByLabel does: in part.
const resumeField = (page: Page) => page.screen.getByLabelText("السيرة الذاتية", { exact: false });

describe("the Arabic careers page", () => {
  it("is in Arabic, lists six vacancies and pages in Arabic", async () => {
    const reader = visitor();
    const page = await reader.open("/ar/careers");
    expect(page.status).toBe(200);
    expectArabicDocument(page, "الوظائف");
    expect(metaOf(page, "description")).toBe("انضم إلى فريقنا من الكيميائيين والمهندسين والأخصائيين الميدانيين في عُمان وخارجها.");
    expect(headingOf(page)).toBe("انضم إلينا");
    const department = page.screen.getByLabelText("القسم") as HTMLSelectElement;
    expect(department.selectedOptions[0].textContent?.trim()).toBe("جميع الوحدات التنظيمية");
    const cards = vacancyCards(page);
    expect(cards).toHaveLength(6);
    expect(cards[0].textContent).toContain(FIRST_VACANCY);
    expect(cards[0].textContent).toContain(CITY_NAMES_AR[VACANCIES[0].city]);
    expect(hrefOf(within(cards[0]), "مزيد من التفاصيل")).toBe("/ar/career/1");
    const pager = within(page.screen.getByRole("navigation", { name: "صفحات الوظائف الشاغرة" }));
    expect(hrefOf(pager, "التالي")).toBe("/ar/careers?page=2");

    const second = await reader.open(hrefOf(pager, "التالي")!);
    expect(pathOf(second.url)).toBe("/ar/careers?page=2");
    expectArabicDocument(second);
    const secondCards = vacancyCards(second);
    expect(secondCards[0].textContent).toContain(titleAr("Accountant"));
    expect(secondCards[0].textContent).not.toContain("Accountant");
    expect(hrefOf(within(second.screen.getByRole("navigation", { name: "صفحات الوظائف الشاغرة" })), "السابق")).toBe("/ar/careers");
  });

  it("the department filter, sent without JavaScript, stays in Arabic", async () => {
    const reader = visitor();
    const page = await reader.open("/ar/careers");
    const department = page.screen.getByLabelText("القسم") as HTMLSelectElement;
    const option = [...department.options].find((candidate) => candidate.textContent?.trim() === DEPARTMENT_NAMES_AR["Technical Services"])!;
    const filtered = await reader.land(
      await reader.submit(page, formWith(page, "اعرض الوظائف الشاغرة"), { values: { [department.name]: option.value }, button: "اعرض الوظائف الشاغرة" }),
    );
    expect(pathOf(filtered.url)).toMatch(/^\/ar\/careers\?department=\d+$/);
    const cards = vacancyCards(filtered);
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain(titleAr("Field Service Technician"));
    expectArabicDocument(filtered);
  });
});

describe("an Arabic vacancy page", () => {
  it("shows the Job Summary in Arabic and links to the Arabic application form", async () => {
    const reader = visitor();
    const page = await reader.open("/ar/career/1");
    expectArabicDocument(page, FIRST_VACANCY);
    expect(hrefOf(page.screen, "جميع الوظائف الشاغرة")).toBe("/ar/careers");
    const summary = summaryOf(page);
    expect(summary.getAllByRole("term").map((term) => term.textContent?.trim())).toEqual(["الموقع", "القسم", "الحالة"]);
    const definitions = summary.getAllByRole("definition").map((definition) => definition.textContent?.trim());
    // The place in Arabic, its parts joined by the Arabic comma.
    expect(definitions.slice(0, 3)).toEqual([`${CITY_NAMES_AR.Sohar}، ${COUNTRY_NAMES_AR.OM}`, DEPARTMENT_NAMES_AR[VACANCIES[0].department], "متاحة"]);
    expect(page.document.querySelector("main .prose-content")?.textContent).toContain(VACANCIES_AR[VACANCIES[0].title].summary);
    const form = await reader.open(hrefOf(summary, "قدِّم طلبك")!);
    expect(pathOf(form.url)).toBe("/ar/career/1/hiring");
    expect(headingOf(form)).toBe(`التقدّم لوظيفة: ${FIRST_VACANCY}`);
  });

  it("carries JobPosting JSON-LD with the Arabic address and the vacancy in Arabic", async () => {
    const data = jsonLdOf(await visitor().open("/ar/career/2"));
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: titleAr("Process Engineer – Blending Plant"),
      hiringOrganization: { "@type": "Organization", name: ARABIC_SITE },
      jobLocation: { address: { addressLocality: CITY_NAMES_AR.Duqm, addressCountry: COUNTRY_NAMES_AR.OM } },
      occupationalCategory: DEPARTMENT_NAMES_AR.Production,
    });
    expect(data.url).toMatch(/\/ar\/career\/2$/);
  });

  it("a closed vacancy says so in Arabic, on its page and its form's", async () => {
    const reader = visitor();
    const page = await reader.open("/ar/career/10");
    expect(summaryOf(page).getAllByRole("definition")[2].textContent?.trim()).toBe("غير متاحة");
    expect(page.screen.getByTestId("vacancy-closed").textContent?.trim()).toBe(CLOSED);
    expect(page.screen.queryByRole("link", { name: "قدِّم طلبك" })).toBeNull();
    const form = await reader.open("/ar/career/10/hiring");
    expect(form.screen.getByTestId("vacancy-closed").textContent?.trim()).toBe(CLOSED);
    expect(form.screen.queryByRole("button", { name: "إرسال" })).toBeNull();
  });

  it.each([
    ["/ar/career/99999", "هذه الوظيفة غير موجودة."],
    ["/ar/career/abc", "هذه الوظيفة غير موجودة."],
    ["/ar/career/99999/hiring", "الوظيفة المختارة غير صالحة"],
  ])("an unknown vacancy (%s) answers 404 in Arabic", async (path, message) => {
    const page = await visitor().open(path);
    expect(page.status).toBe(404);
    expect(headingOf(page)).toBe("حدث خطأ ما");
    expect(page.screen.getByTestId("error-message").textContent?.trim()).toBe(message);
  });
});

describe("the Arabic application form", () => {
  const MESSAGES = {
    first_name: "الاسم الأول مطلوب",
    last_name: "اسم العائلة مطلوب",
    email: "عنوان البريد الإلكتروني غير صالح",
    phone_number: "رقم الهاتف مطلوب",
    resume: "يُرجى رفع سيرتك الذاتية",
  };
  const LABELS = { first_name: "الاسم الأول", last_name: "اسم العائلة", email: "البريد الإلكتروني", phone_number: "رقم الهاتف" };
  const APPLICANT = { first_name: "عائشة", last_name: "البلوشية", email: "aisha.ar@example.om", phone_number: "+968 9123 4567" };

  it("has Arabic headings, labels, hint and button", async () => {
    const page = await visitor().open("/ar/career/1/hiring");
    expectArabicDocument(page, `التقدّم لوظيفة: ${FIRST_VACANCY}`);
    expect(hrefOf(page.screen, "العودة إلى الوظيفة")).toBe("/ar/career/1");
    expect(page.screen.getByRole("heading", { name: "سيرتك الذاتية" })).toBeTruthy();
    expect(page.screen.getByRole("heading", { name: "معلوماتي" })).toBeTruthy();
    expect(resumeField(page).getAttribute("type")).toBe("file");
    expect(page.screen.getByText("اسحب ملفك وأفلته هنا، أو اختره من جهازك.")).toBeTruthy();
    expect(page.screen.getByText("بصيغة DOC أو DOCX أو HTML أو PDF أو TXT، وبحجم لا يتجاوز 5 ميغابايت.")).toBeTruthy();
    for (const label of ["الاسم الأول", "اسم العائلة", "البريد الإلكتروني", "رقم الهاتف", "خطاب التقديم (اختياري)"]) {
      expect(textbox(page, label)).toBeTruthy();
    }
    expect(page.screen.getByRole("button", { name: "إرسال" })).toBeTruthy();
  });

  it("an empty form, posted without JavaScript, shows every message in Arabic beside its field", async () => {
    const applicant = visitor();
    const form = await applicant.open("/ar/career/1/hiring");
    const page = await applicant.read(await applicant.submit(form, formWith(form, "إرسال"), { button: "إرسال" }));
    expect(page.status).toBe(400);
    expectArabicDocument(page);
    for (const [name, label] of Object.entries(LABELS)) expect(errorOf(page, textbox(page, label)), label).toBe(MESSAGES[name as keyof typeof LABELS]);
    expect(errorOf(page, resumeField(page))).toContain(MESSAGES.resume);
    const alerts = within(formWith(page, "إرسال")).getAllByRole("alert").map((alert) => alert.textContent ?? "");
    for (const message of Object.values(MESSAGES)) expect(alerts.some((alert) => alert.includes(message)), message).toBe(true);
    expect(page.screen.queryByText("First name is required", { exact: false })).toBeNull();
  });

  it("a refused application keeps what was typed", async () => {
    const applicant = visitor();
    const form = await applicant.open("/ar/career/1/hiring");
    const page = await applicant.read(await applicant.submit(form, formWith(form, "إرسال"), { values: APPLICANT, button: "إرسال" }));
    expect(page.status).toBe(400);
    expect(errorOf(page, resumeField(page))).toContain(MESSAGES.resume);
    for (const [name, label] of Object.entries(LABELS)) expect(textbox(page, label).value, label).toBe(APPLICANT[name as keyof typeof APPLICANT]);
  });

  it("a taken application is confirmed in Arabic on its own page under /ar, with the reference and the vacancy", async () => {
    const applicant = visitor();
    const form = await applicant.open("/ar/career/1/hiring");
    const response = await applicant.submit(form, formWith(form, "إرسال"), {
      values: APPLICANT,
      files: { resume: new File([new Uint8Array(minimalPdf())], "cv.pdf", { type: "application/pdf" }) },
      button: "إرسال",
    });
    expect(response.status).toBe(302);
    const page = await applicant.land(response);
    expect(headingOf(page)).toBe("تم إرسال طلب التوظيف بنجاح!");
    expect(pathOf(page.url)).toMatch(/^\/ar\/confirmation\//);
    expectArabicDocument(page, "تم استلام طلب توظيف");
    expect(page.document.querySelector("main code")?.textContent).toMatch(/^JOB-\d{4}-\d{6}$/);
    expect(hrefOf(page.screen, `العودة إلى ${FIRST_VACANCY}`)).toBe("/ar/career/1");
  });

  it("takes a 5 MB CV, as the English form does", async () => {
    // A PDF padded with trailing spaces to the largest CV taken: far past an ordinary form's 64 KB.
    const cv = Buffer.concat([minimalPdf(), Buffer.alloc(MAX_RESUME_BYTES - minimalPdf().length, 0x20)]);
    for (const [path, button, success] of [
      ["/ar/career/1/hiring", "إرسال", "تم إرسال طلب التوظيف بنجاح!"],
      ["/career/1/hiring", "Submit", "Application submitted successfully!"],
    ]) {
      const applicant = visitor();
      const form = await applicant.open(path);
      const response = await applicant.submit(form, formWith(form, button), {
        values: APPLICANT,
        files: { resume: new File([new Uint8Array(cv)], "cv.pdf", { type: "application/pdf" }) },
        button,
      });
      expect(response.status, path).toBe(302);
      const page = await applicant.land(response);
      expect(headingOf(page), path).toBe(success);
      expect(pathOf(page.url)).toMatch(path.startsWith("/ar/") ? /^\/ar\/confirmation\// : /^\/confirmation\//);
    }
  });
});
