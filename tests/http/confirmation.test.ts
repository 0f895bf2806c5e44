/**
 * The page a stored submission leads to, as a browser without JavaScript meets it, in English and Arabic: every public
 * form's post answers a redirect to it; it names what was received and what for, shows the reference to copy and the
 * address the answer goes to, says what happens next and links onward; it survives a reload, is never stored or
 * indexed, and shows nothing to anyone without its sealed address (an altered or expired one gets a plain page).
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { sealConfirmation } from "../../app/utils/sealed-link.server";
import { minimalPdf } from "../support/resume-files";
import type { Visitor } from "../support/visitor";
import { HTTP_SESSION_SECRET } from "./constants";
import { flashOf, newMail, postForms, uniqueEmail, visitor, type Page } from "./support";

type Kind = "msds" | "tds" | "inquiry" | "quote" | "contact" | "application";
type Locale = "en" | "ar";

const PREFIX: Record<Kind, string> = { msds: "MSDS", tds: "TDS", inquiry: "INQ", quote: "QUOTE", contact: "MSG", application: "JOB" };

/** What each page says, in each language (app/locales/*\/confirmation.json and the spec's success words). */
const WORDS = {
  en: {
    heading: { msds: "Your request has been submitted successfully", contact: "Your message has been sent successfully", application: "Application submitted successfully!" },
    kind: { msds: "MSDS request", tds: "TDS request", inquiry: "Inquiry", quote: "Quote request", contact: "Message", application: "Job application" },
    next: {
      msds: "Our sales team checks your request and sends the safety data sheet (MSDS) to",
      tds: "Our sales team checks your request and sends the technical data sheet (TDS) to",
      inquiry: "Our sales team reads your inquiry and replies to",
      quote: "Our sales team works out a price for the quantity you asked for and replies to",
      contact: "We read your message and reply to",
      application: "Our HR team reads your application and your CV.",
    },
    receipt: "We are sending a receipt with this reference to",
    reference: "Your reference",
    back: "Back to",
    home: "Home page",
    gone: "This confirmation is no longer available",
  },
  ar: {
    heading: { msds: "تم إرسال طلبك بنجاح", contact: "تم إرسال رسالتك بنجاح", application: "تم إرسال طلب التوظيف بنجاح!" },
    kind: { msds: "طلب صحيفة MSDS", tds: "طلب صحيفة TDS", inquiry: "استفسار", quote: "طلب عرض سعر", contact: "رسالة", application: "طلب توظيف" },
    next: {
      msds: "سيراجع فريق المبيعات لدينا طلبك ويرسل صحيفة بيانات السلامة (MSDS) إلى",
      tds: "سيراجع فريق المبيعات لدينا طلبك ويرسل صحيفة البيانات الفنية (TDS) إلى",
      inquiry: "سيطّلع فريق المبيعات لدينا على استفسارك ويرد عليك على",
      quote: "سيحدّد فريق المبيعات لدينا السعر للكمية التي طلبتها ويرد عليك على",
      contact: "سنطّلع على رسالتك ونرد عليك على",
      application: "سيطّلع فريق الموارد البشرية لدينا على طلبك وسيرتك الذاتية",
    },
    receipt: "نرسل الآن إيصالًا بهذا الرقم المرجعي إلى",
    reference: "رقمك المرجعي",
    back: "العودة إلى",
    home: "الصفحة الرئيسية",
    gone: "لم تعد صفحة التأكيد هذه متاحة",
  },
} as const;

const headingOf = (locale: Locale, kind: Kind) => {
  const headings = WORDS[locale].heading;
  return kind === "contact" ? headings.contact : kind === "application" ? headings.application : headings.msds;
};

const NAMES = { first_name: "Amal", last_name: "Al-Saadi" };

const at = (locale: Locale, path: string) => (locale === "ar" ? `/ar${path}` : path);

/** The page's one POST form in its main content (the header and footer hold none that matter here). */
const mainForm = (page: Page) => postForms(page).find((form) => form.closest("main"))!;
const firstChoice = (page: Page, name: string) => (page.document.querySelector(`main form [name="${name}"]`) as HTMLSelectElement).options[1].getAttribute("value")!;

/** Oman's id in the contact form's country list (the same in both languages). */
async function omanId(person: Visitor) {
  const page = await person.open("/contact-us");
  const option = [...page.document.querySelectorAll('main form [name="country"] option')].find((candidate) => candidate.textContent?.trim() === "Oman");
  return option!.getAttribute("value")!;
}

/** Sends one form of `kind` from its page in `locale`, filled as a visitor without JavaScript would; the answer unfollowed. */
async function send(person: Visitor, kind: Kind, locale: Locale, email: string): Promise<Response> {
  if (kind === "msds" || kind === "tds" || kind === "inquiry") {
    const page = await person.open(at(locale, `/solution/1/request/${kind}?redirectTo=${encodeURIComponent(at(locale, "/solutions"))}`));
    const values: Record<string, string> = {
      ...NAMES,
      company_email_address: email,
      job_function: firstChoice(page, "job_function"),
      company: "Petro Services LLC",
      country: firstChoice(page, "country"),
    };
    if (kind === "inquiry") values.message = "Is it compatible with our demulsifier?";
    return person.submit(page, mainForm(page), { values });
  }
  if (kind === "quote") {
    const page = await person.open(at(locale, "/solution/1?quote=1"));
    const form = page.document.querySelector('form[method="post"][action*="quote=1"]') as HTMLFormElement;
    return person.submit(page, form, { values: { full_name: "Amal Al-Saadi", email, mobile: "+968 9123 4567", quantity: "250", unit: "kg" } });
  }
  if (kind === "contact") {
    const country = await omanId(person);
    const page = await person.open(at(locale, "/contact-us"));
    const withCities = await person.read(await person.submit(page, mainForm(page), { values: { country, intent: "cities" } }), page.url);
    return person.submit(withCities, mainForm(withCities), {
      values: { ...NAMES, email, phone_number: "+968 9123 4567", country, city: firstChoice(withCities, "city"), message: "Please call me about scale inhibitors." },
    });
  }
  const page = await person.open(at(locale, "/career/1/hiring"));
  return person.submit(page, mainForm(page), {
    values: { ...NAMES, email, phone_number: "+968 9123 4567" },
    files: { resume: new File([new Uint8Array(minimalPdf())], "cv.pdf", { type: "application/pdf" }) },
  });
}

/** The name of what the form was for, as its own page in `locale` titles it. */
async function subjectName(kind: Kind, locale: Locale) {
  if (kind === "contact") return null;
  const page = await visitor().open(at(locale, kind === "application" ? "/career/1" : "/solution/1"));
  return page.screen.getByRole("heading", { level: 1 }).textContent!.trim();
}

const KINDS: Kind[] = ["msds", "tds", "inquiry", "quote", "contact", "application"];

describe.each(["en", "ar"] as const)("the confirmation page (%s)", (locale) => {
  const words = WORDS[locale];

  it.each(KINDS)("%s: the post redirects to a page with what was received, the reference, the address and what happens next", async (kind) => {
    const person = visitor();
    const email = uniqueEmail(`confirm-${kind}`);
    const response = await send(person, kind, locale, email);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${at(locale, "/confirmation/")}c1\\.`));
    // The address holds nothing readable: no reference, no e-mail address.
    expect(location).not.toMatch(new RegExp(`${PREFIX[kind]}-|confirm-`));
    // No toast: the page says it, and nothing covers the page's links.
    expect(response.headers.get("set-cookie") ?? "").not.toMatch(/toast/);

    const page = await person.land(response);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.document.documentElement.getAttribute("lang")).toBe(locale);
    expect(flashOf(page)).toBeUndefined();

    const main = within(page.screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 1 }).textContent).toBe(headingOf(locale, kind));
    expect(main.getByText(words.kind[kind], { selector: "dd" })).toBeTruthy();
    const name = await subjectName(kind, locale);
    if (name) expect(main.getByText(name, { selector: "dd" })).toBeTruthy();

    // The reference as text to select (no Copy button without JavaScript), the one the receipt carries.
    const reference = page.document.querySelector("main dd code")!.textContent!;
    expect(reference).toMatch(new RegExp(`^${PREFIX[kind]}-\\d{4}-\\d{6}$`));
    expect(main.getByText(words.reference, { selector: "dt" })).toBeTruthy();
    expect(main.queryByRole("button")).toBeNull();
    const receipt = await newMail(email, new RegExp(reference));
    expect(receipt.subject).toContain(reference);

    // Where the answer goes, and what happens next.
    expect(main.getByText(email, { selector: "dd bdi" })).toBeTruthy();
    const steps = main.getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(steps.some((step) => step.includes(words.next[kind]))).toBe(true);
    expect(steps.some((step) => step.includes(words.receipt) && step.includes(email))).toBe(true);

    // Onward: back to what it was for, and home; all in the page's language.
    const onward = within(page.screen.getByRole("navigation", { name: locale === "en" ? "Continue browsing" : "تابع التصفح" }));
    if (name) {
      const back = onward.getByRole("link", { name: `${words.back} ${name}` });
      expect(back.getAttribute("href")).toBe(at(locale, kind === "application" ? "/career/1" : "/solution/1"));
    }
    expect(onward.getByRole("link", { name: words.home }).getAttribute("href")).toBe(locale === "ar" ? "/ar" : "/");
    if (kind === "msds") expect(onward.getByRole("link", { name: locale === "en" ? "Back to where you were" : "العودة إلى حيث كنت" }).getAttribute("href")).toBe(at(locale, "/solutions"));

    // A reload shows it again.
    const again = await person.open(page.url);
    expect(again.status).toBe(200);
    expect(again.document.querySelector("main dd code")?.textContent).toBe(reference);
  });
});

describe("nobody else sees a submission", () => {
  it("an address holding only a reference, an altered one or a made-up one is a plain 404 page that shows nothing and links onward", async () => {
    const person = visitor();
    const email = uniqueEmail("confirm-private");
    const sent = await person.land(await send(person, "msds", "en", email));
    const reference = sent.document.querySelector("main dd code")!.textContent!;
    const token = new URL(sent.url).pathname.split("/").pop()!;
    const altered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const path of [`/confirmation/${reference}`, `/confirmation/${altered}`, "/confirmation/c1.a.b.c", `/ar/confirmation/${reference}`]) {
      const page = await visitor().open(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      // Nothing of the submission: its address, what it was for, its reference (other than in the address asked for).
      expect(page.html, path).not.toContain(email);
      expect(page.screen.getByRole("main").textContent, path).not.toContain(reference);
      expect(page.document.querySelector("main code, main dd"), path).toBeNull();
      const main = within(page.screen.getByRole("main"));
      expect(main.getByRole("heading", { level: 1 }).textContent).toBe(WORDS[path.startsWith("/ar") ? "ar" : "en"].gone);
      expect(main.getAllByRole("link").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("an expired address is a plain 410 page that says so, in the page's language", async () => {
    const sealed = { k: "msds", m: "Your request has been submitted successfully", r: "MSDS-2026-000001", s: 1, e: "old@example.om", x: Date.now() - 1000 };
    const token = sealConfirmation(JSON.stringify(sealed), HTTP_SESSION_SECRET);
    for (const locale of ["en", "ar"] as const) {
      const page = await visitor().open(at(locale, `/confirmation/${token}`));
      expect(page.status).toBe(410);
      expect(page.html).not.toContain("MSDS-2026-000001");
      expect(page.html).not.toContain("old@example.om");
      expect(within(page.screen.getByRole("main")).getByRole("heading", { level: 1 }).textContent).toBe(WORDS[locale].gone);
      expect(within(page.screen.getByRole("main")).getByRole("link", { name: WORDS[locale].home }).getAttribute("href")).toBe(locale === "ar" ? "/ar" : "/");
    }
  });

  it("a filled honeypot gets the same kind of answer, a confirmation page without a reference", async () => {
    const bot = visitor();
    const email = uniqueEmail("confirm-bot");
    const page = await bot.open("/solution/1/request/tds");
    const response = await bot.submit(page, mainForm(page), {
      values: {
        first_name: "Bot",
        last_name: "Bot",
        company_email_address: email,
        job_function: firstChoice(page, "job_function"),
        company: "Bots",
        country: firstChoice(page, "country"),
        website_address: "https://spam.example",
      },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/confirmation\/c1\./);
    const answer = await bot.land(response);
    expect(answer.screen.getByRole("heading", { level: 1 }).textContent).toBe(WORDS.en.heading.msds);
    expect(answer.document.querySelector("main code")).toBeNull();
  });

  it("does not promise a receipt that the daily limit for a typed address withheld", async () => {
    const person = visitor();
    const email = uniqueEmail("confirm-limit");
    // STRANGER_MAIL_LIMIT (10) receipts a day reach an address that is not a verified account's; the 11th is stored
    // and confirmed, without its receipt.
    for (let i = 0; i < 10; i++) {
      const page = await person.land(await send(person, "quote", "en", email));
      expect(page.screen.getByText(/We are sending a receipt with this reference/)).toBeTruthy();
    }
    const page = await person.land(await send(person, "quote", "en", email));
    const main = within(page.screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 1 }).textContent).toBe(WORDS.en.heading.msds);
    expect(page.document.querySelector("main dd code")!.textContent).toMatch(/^QUOTE-\d{4}-\d{6}$/);
    expect(main.queryByText(/We are sending a receipt/)).toBeNull();
    expect(main.getByText(/has had many messages from this site today, so we send it no receipt now/)).toBeTruthy();
  });
});
