/** The forms' server-rendered messages under /ar: posted without JavaScript, the schemas' messages beside the fields, a backend's refusal and the confirmation read in Arabic, and what was typed stays. Fields are found by name, as in the browser spec. */
import { describe, expect, it } from "vitest";
import { errorOf, formWith, postForms, visitor, type Page } from "./support";
import { pathOf } from "./arabic-journeys-helpers";

const field = (page: Page, name: string) => page.document.querySelector(`form [name="${name}"]`) as HTMLInputElement;
const firstChoice = (page: Page, name: string) => (field(page, name) as unknown as HTMLSelectElement).options[1].value;

describe("Arabic form messages, without JavaScript", () => {
  it("an empty contact form shows every required field's message in Arabic and keeps the message typed", async () => {
    const writer = visitor();
    const form = await writer.open("/ar/contact-us");
    const contact = form.document.getElementById("contact") as HTMLFormElement;
    const page = await writer.read(await writer.submit(form, contact, { values: { message: "سؤال عن مثبطات الترسب" } }));
    expect(page.status).toBe(400);
    const messages = { first_name: "الاسم الأول مطلوب", last_name: "اسم العائلة مطلوب", email: "البريد الإلكتروني مطلوب", phone_number: "رقم الهاتف مطلوب", city: "المدينة مطلوبة" };
    for (const [name, message] of Object.entries(messages)) expect(page.screen.getByText(message), name).toBeTruthy();
    expect(page.screen.queryByText("First name is required")).toBeNull();
    expect(field(page, "message").value).toBe("سؤال عن مثبطات الترسب");
    expect(field(page, "first_name").getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(page, field(page, "first_name"))).toContain("الاسم الأول مطلوب");
  });

  it("a data-sheet request: Arabic messages keep what was typed, then the Arabic confirmation with its reference", async () => {
    const buyer = visitor();
    const form = await buyer.open("/ar/solution/1/request/msds");
    expect(form.document.documentElement.getAttribute("dir")).toBe("rtl");
    const request = postForms(form).find((candidate) => candidate.closest("main"))!;
    const refused = await buyer.read(await buyer.submit(form, request, { values: { first_name: "أمل", company_email_address: "amal@example" } }));
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText("عنوان البريد الإلكتروني غير صالح")).toBeTruthy();
    expect(refused.screen.getByText("اسم العائلة مطلوب")).toBeTruthy();
    expect(field(refused, "first_name").value).toBe("أمل");

    const again = postForms(refused).find((candidate) => candidate.closest("main"))!;
    const sent = await buyer.submit(refused, again, {
      values: { last_name: "السعيدي", company_email_address: "amal@petro-services.om", job_function: firstChoice(refused, "job_function"), company: "Petro Services LLC", country: firstChoice(refused, "country") },
    });
    expect(sent.status).toBe(302);
    const page = await buyer.land(sent);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("تم إرسال طلبك بنجاح");
    expect(page.document.querySelector("main code")?.textContent).toMatch(/^MSDS-\d{4}-\d{6}$/);
    expect(pathOf(page.url)).toMatch(/^\/ar\/confirmation\//);
  });

  it("a refused sign-in says so in Arabic and keeps the address", async () => {
    const stranger = visitor();
    const form = await stranger.open("/ar/auth/login");
    const page = await stranger.read(
      await stranger.submit(form, formWith(form, "تسجيل الدخول"), { values: { email: "nobody@example.om", password: "wrong-password-1" }, button: "تسجيل الدخول" }),
    );
    expect(page.screen.getAllByText("البريد الإلكتروني أو كلمة المرور غير صحيحة.", { exact: false }).length).toBeGreaterThan(0);
    expect(field(page, "email").value).toBe("nobody@example.om");
    expect(pathOf(page.url)).toMatch(/^\/ar\/auth\/login/);
  });
});
