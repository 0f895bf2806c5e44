/** Every message, with fixed inputs: its subject, plain text and HTML kept as file snapshots for review. */
import { describe, expect, it, vi } from "vitest";
import { CONTACT_INFORMATION, SITE_NAME } from "~/content/company";
import type { Locale } from "~/i18n/locales";
import arCommon from "~/locales/ar/common.json";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import type { MailContent } from "../content";
import { addressChangedMail, confirmNewAddressMail, passwordChangedMail, passwordResetMail, registrationAttemptMail, verifyAddressMail } from "./account";
import { applicationNotification, contactNotification, quoteNotification, requestNotification } from "./notifications";
import { applicationReceipt, contactReceipt, dataSheetReceipt, quoteReceipt } from "./receipts";
import { dataSheetMail, revisionMail } from "./data-sheets";
import { inboxReplyMail } from "./replies";
import { applicationStageMail } from "./applications";
import { basketNotification, basketQuoteMail, basketReceipt, sampleStepMail, type AnsweredMailLine, type BasketMailLine } from "./baskets";

vi.mock("~/utils/public-origin.server", () => ({
  publicOrigin: () => "https://www.sahel.example",
  publicUrl: (path: string) => `https://www.sahel.example${path}`,
}));

const ORIGIN = "https://www.sahel.example";
const solution = { solutionName: "SahelClean CI-301 corrosion inhibitor", solutionUrl: `${ORIGIN}/solution/7` };
const amal = { firstName: "Amal", lastName: "Al-Harthy", email: "amal@petro.example.om" };

/** A basket of three lines, two with a sample, linked as `at` localizes the solutions' pages. */
const basketLines = (at: (path: string) => string): BasketMailLine[] => [
  { position: 1, solutionName: "SahelClean CI-301 corrosion inhibitor", solutionUrl: at("/solution/7"), quantity: 2.5, unit: "t", note: "For the Fahud wells.", sampleSize: 500, sampleUnit: "ml" },
  { position: 2, solutionName: "SahelScale SI-220 scale inhibitor", solutionUrl: at("/solution/8"), quantity: 4, unit: "drum-208l", note: "", sampleSize: 1, sampleUnit: "l" },
  { position: 3, solutionName: "SahelBio B-15 biocide", solutionUrl: null, quantity: 1200, unit: "kg", note: "", sampleSize: null, sampleUnit: null },
];
const answeredLines = (at: (path: string) => string): AnsweredMailLine[] => {
  const [first, second, third] = basketLines(at);
  const none = { price: null, currency: null, priceUnit: null, validUntil: null, leadTimeDays: null };
  return [
    { ...first, answer: "offer", price: 1850.5, currency: "USD", priceUnit: "t", validUntil: "2026-06-30", leadTimeDays: 14, answerNote: "Delivered in 1,000 L IBCs." },
    { ...second, answer: "offer", price: 96, currency: "OMR", priceUnit: "drum-208l", validUntil: "2026-07-15", leadTimeDays: 1, answerNote: "" },
    { ...third, ...none, answer: "cannot", answerNote: "This biocide is not registered in Oman yet." },
  ];
};
const sample = (at: (path: string) => string) => ({ reference: "RFQ-2026-000012", fullName: "Amal Al-Harthy", solutionName: solution.solutionName, solutionUrl: at("/solution/7"), sampleSize: 500, sampleUnit: "ml" as const });

/**
 * Fixed inputs for every message to a visitor, as the models pass them, in `locale` (left out for English, as the
 * callers that do not know a language do). The caller localizes the addresses it passes (solution, vacancy).
 */
const visitorMessages = (locale?: Locale): Record<string, () => MailContent> => {
  const at = (path: string) => `${ORIGIN}${locale === "ar" ? `/ar${path}` : path}`;
  const product = { ...solution, solutionUrl: at("/solution/7") };
  const vacancyUrl = at("/career/3");
  const arabic = locale === "ar";
  return {
    "verify-address": () => (locale ? verifyAddressMail({ locale }) : verifyAddressMail()),
    "confirm-new-address": () => (locale ? confirmNewAddressMail({ locale }) : confirmNewAddressMail()),
    "registration-attempt": () => (locale ? registrationAttemptMail({ locale }) : registrationAttemptMail()),
    "password-reset": () => (locale ? passwordResetMail({ locale }) : passwordResetMail()),
    "password-changed": () => passwordChangedMail({ changedAt: new Date("2026-03-14T09:30:00Z"), locale }),
    "address-changed-to-old": () => addressChangedMail({ oldAddress: "amal@old.example.om", newAddress: "amal@new.example.om", toOld: true, locale }),
    "address-changed-to-new": () => addressChangedMail({ oldAddress: "amal@old.example.om", newAddress: "amal@new.example.om", toOld: false, locale }),
    "data-sheet-msds": () =>
      dataSheetMail({
        kind: "msds",
        reference: "MSDS-2026-000123",
        name: "Amal Al-Harthy",
        ...product,
        revisionDate: "2026-02-01",
        language: "ar",
        expiresAt: new Date("2026-03-21T09:30:00Z"),
        locale,
      }),
    "revision-msds": () =>
      revisionMail({
        kind: "msds",
        name: "Amal Al-Harthy",
        ...product,
        revisionDate: "2026-11-01",
        language: "en",
        changeSummary: "Section 8: new occupational exposure limits for methanol.",
        expiresAt: new Date("2026-12-08T09:30:00Z"),
        locale: locale ?? "en",
      }),
    "revision-tds-subscribed": () =>
      revisionMail({
        kind: "tds",
        name: "Amal Al-Harthy",
        ...product,
        revisionDate: "2026-11-02",
        language: arabic ? "ar" : "en",
        changeSummary: "Typical properties: viscosity at 40 °C corrected.",
        expiresAt: new Date("2026-12-09T09:30:00Z"),
        locale: locale ?? "en",
        unsubscribeUrl: at("/unsubscribe/12.aGVsbG8td29ybGQtdGhpcy1pcy1hLXRlc3Qtc2lnbmF0dXJl"),
      }),
    "reply-inquiry": () =>
      inboxReplyMail({
        subject: "Re: INQ-2026-000125 — your inquiry about SahelClean CI-301 corrosion inhibitor",
        body: "Dear Amal,\n\n40 ppm is a sound start. We suggest a four-week trial on both wells.\nOur engineer will call you on Sunday.\n\nBest regards,\nSalim, Sales",
        reference: "INQ-2026-000125",
        original: "We dose 40 ppm today.\nCould you suggest a test programme for two wells?",
        locale,
      }),
    "reply-contact-no-message": () =>
      arabic
        ? inboxReplyMail({
            subject: "رد: MSG-2026-000042 — رسالتك",
            body: "نعم، يفتتح مكتبنا في صحار أبوابه في مارس.",
            reference: "MSG-2026-000042",
            original: "",
            locale,
          })
        : inboxReplyMail({ subject: "Re: MSG-2026-000042 — your message", body: "Yes: our office in Sohar opens in March.", reference: "MSG-2026-000042", original: "", locale }),
    "receipt-msds": () => dataSheetReceipt({ kind: "msds", reference: "MSDS-2026-000123", firstName: "Amal", ...product, locale }),
    "receipt-tds-signed-in": () => dataSheetReceipt({ kind: "tds", reference: "TDS-2026-000124", firstName: "Amal", ...product, signedIn: true, locale }),
    "receipt-inquiry": () =>
      dataSheetReceipt({
        kind: "inquiry",
        reference: "INQ-2026-000125",
        firstName: "Amal",
        ...product,
        message: "We dose 40 ppm today.\nCould you suggest a test programme for two wells?",
        locale,
      }),
    "receipt-quote": () =>
      quoteReceipt({ reference: "QUOTE-2026-000009", fullName: "Amal Al-Harthy", ...product, quantity: "2.5", unit: "kg", signedIn: true, locale }),
    "receipt-contact": () =>
      contactReceipt({
        reference: "MSG-2026-000042",
        firstName: arabic ? "هدى" : "Huda",
        message: arabic ? "هل لديكم مكتب في صحار؟\n\nشكرًا لكم." : "Do you have an office in Sohar?\n\nThank you.",
        locale,
      }),
    "receipt-application": () =>
      applicationReceipt({ reference: "JOB-2026-000007", firstName: "Aisha", vacancyTitle: "Field Service Engineer", vacancyUrl, signedIn: arabic, locale }),
    "basket-receipt": () =>
      basketReceipt({
        reference: "RFQ-2026-000012",
        fullName: "Amal Al-Harthy",
        lines: basketLines(at),
        country: arabic ? "عُمان" : "Oman",
        city: arabic ? "صحار" : "Sohar",
        incoterm: "CIF",
        note: arabic ? "نرجو التسليم قبل نهاية الشهر." : "Please deliver before the end of the month.",
        signedIn: true,
        locale,
      }),
    "basket-receipt-anonymous": () =>
      basketReceipt({ reference: "RFQ-2026-000013", fullName: "Amal", lines: basketLines(at).slice(2), country: arabic ? "عُمان" : "Oman", city: "Nizwa", incoterm: null, note: "", locale }),
    "basket-quote": () => basketQuoteMail({ reference: "RFQ-2026-000012", fullName: "Amal Al-Harthy", lines: answeredLines(at), signedIn: true, locale }),
    "sample-approved": () => sampleStepMail({ ...sample(at), step: "approved", locale }),
    "sample-declined": () => sampleStepMail({ ...sample(at), step: "declined", reason: "We have no stock of the\nsample size this month.", locale }),
    "sample-shipped": () => sampleStepMail({ ...sample(at), step: "shipped", carrier: "DHL Express", tracking: "JD014600006281749", signedIn: true, locale }),
    "sample-delivered": () => sampleStepMail({ ...sample(at), step: "delivered", locale }),
    ...Object.fromEntries(
      (["new", "screening", "interview", "offer", "hired", "rejected"] as const).map((stage) => [
        `application-stage-${stage}`,
        () =>
          applicationStageMail({
            stage,
            reference: "JOB-2026-000007",
            firstName: "Aisha",
            vacancyTitle: "Field Service Engineer",
            vacancyUrl,
            message: stage === "interview" ? "Could you come on Sunday at 10:00?\nAsk for Huda at the gate." : "",
            locale,
          }),
      ]),
    ),
  };
};

/** Fixed inputs for every message, as the models pass them. */
const MESSAGES: Record<string, () => MailContent> = {
  ...visitorMessages(),
  "notification-msds": () =>
    requestNotification({ kind: "msds", reference: "MSDS-2026-000123", ...solution, ...amal, company: "Petro Example LLC", jobFunction: "Procurement", country: "Oman" }),
  "notification-inquiry": () =>
    requestNotification({
      kind: "inquiry",
      reference: "INQ-2026-000125",
      ...solution,
      ...amal,
      company: "Petro Example LLC",
      jobFunction: "Production engineer",
      country: "Oman",
      message: "We dose 40 ppm today.\nCould you suggest a test programme for two wells?",
    }),
  "notification-quote": () =>
    quoteNotification({
      reference: "QUOTE-2026-000009",
      ...solution,
      fullName: "Amal Al-Harthy",
      email: amal.email,
      mobile: "+968 9123 4567",
      company: "",
      quantity: "2.5",
      unit: "kg",
      note: "Delivery to Sohar, please.",
    }),
  "notification-contact": () =>
    contactNotification({
      reference: "MSG-2026-000042",
      firstName: "Huda",
      lastName: "Al-Said",
      email: "huda@example.om",
      phoneNumber: "+968 9000 0000",
      city: "Sohar",
      message: "Do you have an office in Sohar?\n\nThank you.",
    }),
  "notification-basket": () =>
    basketNotification({
      reference: "RFQ-2026-000012",
      fullName: "Amal Al-Harthy",
      email: amal.email,
      mobile: "+968 9123 4567",
      company: "Petro Example LLC",
      country: "Oman",
      city: "Sohar",
      incoterm: "CIF",
      note: "Please deliver before the end of the month.",
      lines: basketLines((path) => `${ORIGIN}${path}`),
      itemUrl: `${ORIGIN}/staff/inbox/42`,
      locale: "ar",
    }),
  "notification-application": () =>
    applicationNotification({
      reference: "JOB-2026-000007",
      vacancyTitle: "Field Service Engineer",
      firstName: "Aisha",
      lastName: "Al-Balushi",
      email: "aisha@example.om",
      phoneNumber: "+968 9555 1234",
      coverLetter: "",
      applicationUrl: `${ORIGIN}/staff/applications/7`,
    }),
};

/** Every message to a visitor in Arabic, with the same inputs (a few in Arabic, as an Arabic visitor writes them). */
const ARABIC = visitorMessages("ar");

describe("messages (file snapshots in app/mail/__snapshots__/)", () => {
  it.each(Object.keys(MESSAGES))("%s", async (name) => {
    const mail = MESSAGES[name]();
    await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`../__snapshots__/${name}.txt`);
    await expect(mail.html).toMatchFileSnapshot(`../__snapshots__/${name}.html`);
  });

  it.each(Object.keys(ARABIC))("%s, in Arabic", async (name) => {
    const mail = ARABIC[name]();
    await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`../__snapshots__/${name}.ar.txt`);
    await expect(mail.html).toMatchFileSnapshot(`../__snapshots__/${name}.ar.html`);
  });
});

const REF = "MSDS-2026-000123";
const { solutionUrl } = solution;

/** Every message that shows a visitor's values, with `v` in each of them (names, addresses, messages, titles). */
const withVisitorValues = (v: string, locale?: Locale): Record<string, () => MailContent> => ({
  "address changed (to the old address)": () => addressChangedMail({ oldAddress: v, newAddress: v, toOld: true, locale }),
  "address changed (to the new address)": () => addressChangedMail({ oldAddress: v, newAddress: v, toOld: false, locale }),
  "data sheet sent": () =>
    dataSheetMail({ kind: "tds", reference: REF, name: v, solutionName: v, solutionUrl, revisionDate: "2026-02-01", language: "en", expiresAt: new Date("2026-03-21T09:30:00Z"), locale }),
  // The staff member's subject and text are the company's words; the requester's message quoted under them is the visitor's.
  "inbox reply": () => inboxReplyMail({ subject: "Re: your request", body: "Thank you.", reference: REF, original: v, locale }),
  "MSDS receipt": () => dataSheetReceipt({ kind: "msds", reference: REF, firstName: v, solutionName: v, solutionUrl, signedIn: true, locale }),
  "inquiry receipt": () => dataSheetReceipt({ kind: "inquiry", reference: REF, firstName: v, solutionName: v, solutionUrl, message: v, locale }),
  "quote receipt": () => quoteReceipt({ reference: REF, fullName: v, solutionName: v, solutionUrl, quantity: v, unit: v, locale }),
  "contact receipt": () => contactReceipt({ reference: REF, firstName: v, message: v, signedIn: true, locale }),
  "application receipt": () => applicationReceipt({ reference: REF, firstName: v, vacancyTitle: v, vacancyUrl: `${ORIGIN}/career/3`, locale }),
  "request notification": () =>
    requestNotification({
      kind: "inquiry",
      reference: REF,
      solutionName: v,
      solutionUrl,
      firstName: v,
      lastName: v,
      email: v,
      company: v,
      jobFunction: v,
      country: v,
      message: v,
      locale,
    }),
  "quote notification": () =>
    quoteNotification({ reference: REF, solutionName: v, solutionUrl, fullName: v, email: v, mobile: v, company: v, quantity: v, unit: v, note: v, locale }),
  "contact notification": () =>
    contactNotification({ reference: REF, firstName: v, lastName: v, email: v, phoneNumber: v, city: v, message: v, locale }),
  "application notification": () =>
    applicationNotification({
      reference: REF,
      vacancyTitle: v,
      firstName: v,
      lastName: v,
      email: v,
      phoneNumber: v,
      coverLetter: v,
      applicationUrl: `${ORIGIN}/staff/applications/7`,
      locale,
    }),
  "basket receipt": () =>
    basketReceipt({
      reference: REF,
      fullName: v,
      lines: [{ position: 1, solutionName: v, solutionUrl, quantity: 2, unit: "kg", note: v, sampleSize: 1, sampleUnit: "kg" }],
      country: v,
      city: v,
      incoterm: null,
      note: v,
      signedIn: true,
      locale,
    }),
  "basket notification": () =>
    basketNotification({
      reference: REF,
      fullName: v,
      email: v,
      mobile: v,
      company: v,
      country: v,
      city: v,
      incoterm: null,
      note: v,
      lines: [{ position: 1, solutionName: v, solutionUrl, quantity: 2, unit: "kg", note: v, sampleSize: null, sampleUnit: null }],
      itemUrl: `${ORIGIN}/staff/inbox/42`,
      locale,
    }),
  "basket quote": () =>
    basketQuoteMail({
      reference: REF,
      fullName: v,
      lines: [
        { position: 1, solutionName: v, solutionUrl, quantity: 2, unit: "kg", note: v, sampleSize: null, sampleUnit: null, answer: "offer", price: 3, currency: "OMR", priceUnit: "kg", validUntil: "2026-06-30", leadTimeDays: 3, answerNote: v },
        { position: 2, solutionName: v, solutionUrl: null, quantity: 2, unit: "t", note: "", sampleSize: null, sampleUnit: null, answer: "cannot", price: null, currency: null, priceUnit: null, validUntil: null, leadTimeDays: null, answerNote: v },
      ],
      locale,
    }),
  "sample declined": () => sampleStepMail({ step: "declined", reference: REF, fullName: v, solutionName: v, solutionUrl, sampleSize: 1, sampleUnit: "l", reason: v, locale }),
  "sample shipped": () => sampleStepMail({ step: "shipped", reference: REF, fullName: v, solutionName: v, solutionUrl, sampleSize: 1, sampleUnit: "l", carrier: v, tracking: v, locale }),
  "application stage": () => applicationStageMail({ stage: "interview", reference: REF, firstName: v, vacancyTitle: v, vacancyUrl: `${ORIGIN}/career/3`, message: v, locale }),
});

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
/** Every address a body links to or writes out. */
const urlsIn = (body: string) => [...body.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"<>)]*/gi)].map((m) => m[0]);
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0]);

describe.each([
  ["English", undefined],
  ["Arabic", "ar"],
] as const)("a visitor's value comes out inert (%s)", (_language, locale) => {
  const names = Object.keys(withVisitorValues(""));

  it.each(names)("%s: CR/LF with a header cannot add a header or a line of its own", (name) => {
    const mail = withVisitorValues("Amal\r\nBcc: x@evil.test", locale)[name]();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/^\s*(Bcc|Cc|To|From|Subject|Reply-To):/im);
      expect(body).not.toContain("evil.test");
      expect(body).not.toContain("\r");
    }
    // Inside a visitor's message their line breaks stay, but each line is quoted.
    for (const line of mail.text.split("\n")) if (line.includes("Bcc: x@evil[.]test")) expect(line).toMatch(/^(> |.*\S.*Bcc)/);
  });

  it.each(names)("%s: 10,000 characters are capped (names at 200, messages at 5,000, with …)", (name) => {
    const mail = withVisitorValues("A".repeat(10_000), locale)[name]();
    expect(Array.from(mail.subject).length).toBeLessThanOrEqual(200);
    expect(mail.subject).not.toContain("A".repeat(201));
    for (const line of mail.text.split("\n")) {
      if (line.startsWith("> ")) expect(line.length).toBeLessThanOrEqual(2 + 5000);
      else expect(line).not.toContain("A".repeat(201));
    }
    expect(mail.text).toContain("A…");
    expect(mail.html).not.toContain("A".repeat(5001));
    expect(mail.text.length + mail.html.length).toBeLessThan(60_000);
  });

  it.each(names)("%s: HTML is escaped, adds no element and no link", (name) => {
    const payload = "<script>alert(1)</script><a href=//evil.test>x</a>";
    const mail = withVisitorValues(payload, locale)[name]();
    const plain = withVisitorValues("Amal", locale)[name]();
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=//evil[.]test&gt;x&lt;/a&gt;");
    expect(anchors(mail.html)).toEqual(anchors(plain.html));
    expect(urlsIn(mail.html)).toEqual(urlsIn(plain.html));
    expect(urlsIn(mail.text)).toEqual(urlsIn(plain.text));
    expect(mail.text).not.toContain("evil.test");
  });

  it.each(names)("%s: a link in a visitor's value is not one (no address but the site's)", (name) => {
    const mail = withVisitorValues("Win at https://evil.test/prize or www.evil.test", locale)[name]();
    for (const body of [mail.text, mail.html]) {
      for (const url of urlsIn(body)) expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN).toBe(true);
      expect(body).not.toMatch(/evil\.test/);
      expect(body).toContain("https[:]//evil[.]test/prize");
    }
  });

  it.each(names)("%s: a value spelling {{link}} never makes a placeholder", (name) => {
    for (const value of ["{{link}}", "{{{link}}}", "a{{link}}}}{{link}}", "{{link}}@evil.test"]) {
      const mail = withVisitorValues(value, locale)[name]();
      // Only the layout's own placeholders (a message with a link has its action's), never one more.
      const own = withVisitorValues("Amal", locale)[name]();
      expect(count(mail.subject, LINK_PLACEHOLDER)).toBe(0);
      expect(count(mail.text, LINK_PLACEHOLDER)).toBe(count(own.text, LINK_PLACEHOLDER));
      expect(count(mail.html, LINK_PLACEHOLDER)).toBe(count(own.html, LINK_PLACEHOLDER));
      expect(mail.text).toContain("{ {link}}");
    }
  });
});

describe("the one-time link", () => {
  it.each([
    ["verify address", verifyAddressMail, "Confirm my address"],
    ["confirm new address", confirmNewAddressMail, "Confirm my new address"],
    ["password reset", passwordResetMail, "Choose a new password"],
    ["data sheet", MESSAGES["data-sheet-msds"], "Download the MSDS (PDF)"],
    ["new revision", MESSAGES["revision-msds"], "Download the MSDS (PDF)"],
    ["new revision to a subscriber", MESSAGES["revision-tds-subscribed"], "Download the TDS (PDF)"],
  ] as const)("%s: {{link}} once in the text under the action, and as the button's and the written-out link's address", (_name, build, label) => {
    const mail = build();
    expect(count(mail.text, LINK_PLACEHOLDER)).toBe(1);
    expect(mail.text).toContain(`\n${label}:\n${LINK_PLACEHOLDER}\n`);
    expect(count(mail.html, LINK_PLACEHOLDER)).toBe(3);
    expect(anchors(mail.html).filter((a) => a.includes(`href="${LINK_PLACEHOLDER}"`))).toHaveLength(2);
  });

  it.each(Object.keys(MESSAGES).filter((name) => !["verify-address", "confirm-new-address", "password-reset", "data-sheet-msds", "revision-msds", "revision-tds-subscribed"].includes(name)))(
    "%s has no placeholder (it carries no one-time link)",
    (name) => {
      const mail = MESSAGES[name]();
      expect(mail.text).not.toContain(LINK_PLACEHOLDER);
      expect(mail.html).not.toContain(LINK_PLACEHOLDER);
    },
  );
});

describe("what the messages say", () => {
  it("keeps today's subjects word for word", () => {
    expect(verifyAddressMail().subject).toBe("Confirm your e-mail address");
    expect(confirmNewAddressMail().subject).toBe("Confirm your new e-mail address");
    expect(registrationAttemptMail().subject).toBe("Someone tried to register with your address");
    expect(passwordResetMail().subject).toBe("Reset your password");
    expect(passwordChangedMail().subject).toBe("Your password was changed");
  });

  it("puts the reference in each receipt's subject, heading and first fact, and asks to quote it", () => {
    const receipts = [
      [MESSAGES["receipt-msds"](), "We received your MSDS request (MSDS-2026-000123)", "MSDS-2026-000123"],
      [MESSAGES["receipt-tds-signed-in"](), "We received your TDS request (TDS-2026-000124)", "TDS-2026-000124"],
      [MESSAGES["receipt-inquiry"](), "We received your inquiry (INQ-2026-000125)", "INQ-2026-000125"],
      [MESSAGES["receipt-quote"](), "We received your quote request (QUOTE-2026-000009)", "QUOTE-2026-000009"],
      [MESSAGES["receipt-contact"](), "We received your message (MSG-2026-000042)", "MSG-2026-000042"],
      [MESSAGES["receipt-application"](), "We received your application (JOB-2026-000007)", "JOB-2026-000007"],
    ] as const;
    for (const [mail, subject, reference] of receipts) {
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(`${subject}\n`)).toBe(true);
      expect(mail.text).toContain(`\nReference: ${reference}\n`);
      expect(mail.text).toContain(`please quote your reference, ${reference}.`);
      expect(mail.html).toContain(`>${subject}</h1>`);
    }
  });

  it("points a signed-in sender to their Overview, and nobody else", () => {
    expect(MESSAGES["receipt-tds-signed-in"]().text).toContain(`You can also follow it in your account's Overview: ${ORIGIN}/profile/overview\n`);
    expect(MESSAGES["receipt-quote"]().html).toContain(`href="${ORIGIN}/profile/overview"`);
    expect(MESSAGES["receipt-msds"]().text).not.toContain("/profile/overview");
  });

  it("names the data-sheet kinds for the reader", () => {
    expect(MESSAGES["receipt-msds"]().text).toContain("the MSDS (safety data sheet) of SahelClean CI-301 corrosion inhibitor");
    expect(MESSAGES["receipt-tds-signed-in"]().text).toContain("the TDS (technical data sheet) of SahelClean CI-301 corrosion inhibitor");
    expect(MESSAGES["notification-msds"]().subject).toBe("New MSDS request (MSDS-2026-000123) from Amal Al-Harthy");
    expect(MESSAGES["notification-inquiry"]().subject).toBe("New inquiry (INQ-2026-000125) from Amal Al-Harthy");
  });

  it("lists every field of a submission in its notification, and says a reply goes to the sender", () => {
    const request = MESSAGES["notification-inquiry"]().text;
    for (const fact of [
      "Reference: INQ-2026-000125",
      `Solution: SahelClean CI-301 corrosion inhibitor (${ORIGIN}/solution/7)`,
      "First name: Amal",
      "Last name: Al-Harthy",
      "E-mail: amal@petro.example.om",
      "Company: Petro Example LLC",
      "Job function: Production engineer",
      "Country: Oman",
      "Message:\n> We dose 40 ppm today.\n> Could you suggest a test programme for two wells?",
    ])
      expect(request).toContain(fact);
    expect(request).toContain("reply to this message: your reply goes to amal@petro.example.om.");
    const quote = MESSAGES["notification-quote"]().text;
    for (const fact of ["Full name: Amal Al-Harthy", "Mobile: +968 9123 4567", "Company: (not given)", "Quantity: 2.5", "Unit: kg", "Note:\n> Delivery to Sohar, please."])
      expect(quote).toContain(fact);
    const contact = MESSAGES["notification-contact"]().text;
    for (const fact of ["First name: Huda", "Last name: Al-Said", "E-mail: huda@example.om", "Phone number: +968 9000 0000", "City: Sohar", "Message:\n> Do you have an office in Sohar?\n>\n> Thank you."])
      expect(contact).toContain(fact);
  });

  it("lists every line of a basket in its receipt and sales' notification, and every answer in the quote", () => {
    const receipt = MESSAGES["basket-receipt"]().text;
    const notification = MESSAGES["notification-basket"]().text;
    for (const text of [receipt, notification]) {
      expect(text).toContain(`Line 1: SahelClean CI-301 corrosion inhibitor (${ORIGIN}/solution/7)\nQuantity: 2.5 t\nSample wanted: 500 mL\nNote on this line:\n> For the Fahud wells.\n`);
      expect(text).toContain(`Line 2: SahelScale SI-220 scale inhibitor (${ORIGIN}/solution/8)\nQuantity: 4 × drum (208 L)\nSample wanted: 1 L\n`);
      expect(text).toContain("Line 3: SahelBio B-15 biocide\nQuantity: 1,200 kg\n");
    }
    expect(receipt).toContain("Delivery to: Sohar, Oman\nDelivery term (Incoterms 2020): CIF\n");
    expect(notification).toContain(`Open the request in the inbox:\n${ORIGIN}/staff/inbox/42\n`);
    expect(MESSAGES["basket-receipt-anonymous"]().text).toContain("Delivery term (Incoterms 2020): No preference");
    const quote = MESSAGES["basket-quote"]().text;
    expect(quote).toContain("Price: 1,850.5 USD per t\nValid until: 30 June 2026\nLead time: 14 days\nOur note:\n> Delivered in 1,000 L IBCs.\n");
    expect(quote).toContain("Price: 96 OMR per drum (208 L)\nValid until: 15 July 2026\nLead time: 1 day\n");
    expect(quote).toContain("We cannot offer this line:\n> This biocide is not registered in Oman yet.\n");
    expect(ARABIC["basket-quote"]().text).toContain("السعر: 1,850.5 USD لكل طن\nصالح حتى: 30 يونيو 2026\nمدة التوريد: 14 يومًا\n");
    expect(ARABIC["basket-quote"]().text).toContain("مدة التوريد: يوم واحد\n");
    expect(MESSAGES["sample-shipped"]().text).toContain("Carrier: DHL Express\nTracking number: JD014600006281749\n");
    expect(MESSAGES["sample-declined"]().subject).toBe("Your sample of SahelClean CI-301 corrosion inhibitor (RFQ-2026-000012): we cannot send it");
  });

  it("links an application's notification into the staff workspace instead of attaching the CV", () => {
    const mail = MESSAGES["notification-application"]();
    expect(mail.text).toContain(`Open the application:\n${ORIGIN}/staff/applications/7\n`);
    expect(mail.text).toContain("The CV is not attached to this message.");
    expect(mail.text).toContain("Cover letter: (not given)");
    expect(mail.html).toContain(`href="${ORIGIN}/staff/applications/7"`);
  });

  it("tells the old address what to do if the change was not its owner's, and the new one that it now signs in", () => {
    const old = MESSAGES["address-changed-to-old"]();
    expect(old.text).toContain("Old address: amal@old.example.om\nNew address: amal@new.example.om");
    expect(old.text).toContain("If it was not you, someone else may be using your account. Write to us at info@sahel-chemicals.example");
    const now = MESSAGES["address-changed-to-new"]();
    expect(now.text).toContain("This is now the e-mail address of your account");
    expect(now.text).toContain(`Sign in:\n${ORIGIN}/auth/login`);
    expect(now.text).not.toContain("someone else may be using your account");
  });

  it("says when the password was changed, in Muscat time, and how to take the account back", () => {
    const mail = MESSAGES["password-changed"]();
    expect(mail.text).toContain("was changed on 14 March 2026 at 13:30 (Muscat time).");
    expect(mail.text).toContain(`Reset your password: ${ORIGIN}/auth/forgot-password`);
  });

  it("tells the owner of a registered address how to sign in or reset", () => {
    const mail = registrationAttemptMail();
    expect(mail.text).toContain(`Sign in: ${ORIGIN}/auth/login`);
    expect(mail.text).toContain(`Reset your password: ${ORIGIN}/auth/forgot-password`);
    expect(mail.text).toContain("If it was not you, ignore this message: your account is unchanged.");
  });
});

describe("in Arabic", () => {
  const names = Object.keys(ARABIC);
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

  it.each(names)("%s: the whole message is right to left, in Arabic, with no English left of the layout", (name) => {
    const mail = ARABIC[name]();
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).not.toContain('lang="en"');
    // Every table of the content is right to left, and every block of text aligned right.
    for (const table of mail.html.match(/<table\b[^>]*>/g) ?? []) expect(table).toContain(' dir="rtl"');
    expect(mail.html).not.toMatch(/<p style="(?![^"]*text-align:right;)/);
    expect(mail.html).not.toContain("border-left");
    // A reply's subject is the staff member's, as they wrote it.
    if (!name.startsWith("reply-")) expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
    for (const english of ["(not given)", "If the button does not work", `The ${SITE_NAME} team`, "Hello", "Reference", "Your message"]) {
      expect(mail.text).not.toContain(english);
      expect(mail.html).not.toContain(english);
    }
    // The footer's site name is the Arabic one; the address and the links stay as they are.
    expect(mail.text).toContain(`\n-- \n${arCommon.siteName}\n`);
    expect(mail.html).toContain(`${arCommon.siteName}<br>`);
    expect(mail.html).toContain(`<a href="mailto:${CONTACT_INFORMATION.email.display}" dir="ltr"`);
  });

  it.each(names)("%s: the site's own links go to its Arabic pages", (name) => {
    const mail = ARABIC[name]();
    const own = (url: string) => url.startsWith(`${ORIGIN}/`) && url !== `${ORIGIN}/`;
    for (const href of hrefs(mail.html).filter(own)) expect(href).toMatch(new RegExp(`^${ORIGIN}/ar/`));
    for (const url of urlsIn(mail.text).filter(own)) expect(url).toMatch(new RegExp(`^${ORIGIN}/ar/`));
  });

  it.each(names)("%s: the subject and the plain text carry no bidi control; the HTML isolates each value in <bdi>", (name) => {
    const mail = ARABIC[name]();
    for (const value of [mail.subject, mail.text, mail.html]) expect(value).not.toMatch(/[\u2066-\u2069\u200e\u200f\u202a-\u202e]/);
    expect(count(mail.html, "<bdi>")).toBe(count(mail.html, "</bdi>"));
  });

  it("puts the reference in each receipt's subject, heading and first fact, and asks to quote it", () => {
    const receipts = [
      ["receipt-msds", "استلمنا طلبك لصحيفة MSDS (MSDS-2026-000123)", "MSDS-2026-000123"],
      ["receipt-tds-signed-in", "استلمنا طلبك لصحيفة TDS (TDS-2026-000124)", "TDS-2026-000124"],
      ["receipt-inquiry", "استلمنا استفسارك (INQ-2026-000125)", "INQ-2026-000125"],
      ["receipt-quote", "استلمنا طلبك لعرض السعر (QUOTE-2026-000009)", "QUOTE-2026-000009"],
      ["receipt-contact", "استلمنا رسالتك (MSG-2026-000042)", "MSG-2026-000042"],
      ["receipt-application", "استلمنا طلب التوظيف الخاص بك (JOB-2026-000007)", "JOB-2026-000007"],
    ] as const;
    for (const [name, subject, reference] of receipts) {
      const mail = ARABIC[name]();
      expect(mail.subject).toBe(subject);
      expect(mail.subject).toContain(reference);
      expect(mail.text.startsWith(`${subject}\n`)).toBe(true);
      expect(mail.text).toContain(`\nالرقم المرجعي: ${reference}\n`);
      expect(mail.text).toContain(`يُرجى ذكر الرقم المرجعي ${reference} عند مراسلتنا`);
      expect(mail.html).toContain(`يُرجى ذكر الرقم المرجعي <bdi>${reference}</bdi> عند مراسلتنا`);
      expect(mail.html).toContain(`>${subject}</h1>`);
    }
  });

  it("links the Overview, the sign-in and the password reset in Arabic", () => {
    expect(ARABIC["receipt-tds-signed-in"]().text).toContain(`${ORIGIN}/ar/profile/overview\n`);
    expect(ARABIC["receipt-quote"]().html).toContain(`href="${ORIGIN}/ar/profile/overview"`);
    expect(ARABIC["receipt-msds"]().text).not.toContain("/profile/overview");
    const attempt = ARABIC["registration-attempt"]().text;
    expect(attempt).toContain(`تسجيل الدخول: ${ORIGIN}/ar/auth/login\n`);
    expect(attempt).toContain(`إعادة تعيين كلمة المرور: ${ORIGIN}/ar/auth/forgot-password\n`);
    expect(ARABIC["password-changed"]().text).toContain(`${ORIGIN}/ar/auth/forgot-password\n`);
    expect(ARABIC["address-changed-to-new"]().text).toContain(`سجّل الدخول:\n${ORIGIN}/ar/auth/login\n`);
  });

  it("writes dates in Arabic with Latin digits, in Oman's time, and names the sheet's language in Arabic", () => {
    const sheet = ARABIC["data-sheet-msds"]().text;
    expect(sheet).toContain("الرابط صالح حتى: 21 مارس 2026 في 1:30 م (بتوقيت عُمان)\n");
    expect(sheet).toContain("اللغة: العربية\n");
    expect(sheet).toContain("صحيفة بيانات السلامة (MSDS)");
    expect(ARABIC["password-changed"]().text).toContain("بتاريخ 14 مارس 2026 في 1:30 م (بتوقيت مسقط).");
    expect(ARABIC["receipt-tds-signed-in"]().text).toContain("صحيفة البيانات الفنية (TDS)");
  });

  it("mirrors the quotation and the facts, and keeps each line of a visitor's text in its own direction", () => {
    const html = ARABIC["receipt-inquiry"]().html;
    expect(html).toContain("padding:4px 12px 4px 0;border-right:3px solid #d1d5db;");
    expect(html).toContain("<bdi>We dose 40 ppm today.</bdi><br><bdi>Could you suggest a test programme for two wells?</bdi>");
    expect(html).toContain('<td style="padding:6px 0 6px 12px;');
    expect(html).not.toContain("padding:6px 12px 6px 0;");
  });

  it("keeps written-out addresses left to right", () => {
    const old = ARABIC["address-changed-to-old"]();
    expect(old.html).toContain(`راسلنا على <bdi>${CONTACT_INFORMATION.email.display}</bdi> من هذا العنوان`);
    expect(old.html).toContain("<bdi>amal@old.example.om</bdi>");
    expect(old.text).toContain("العنوان القديم: amal@old.example.om\nالعنوان الجديد: amal@new.example.om");
    expect(ARABIC["verify-address"]().html).toMatch(/<a href="\{\{link\}\}" dir="ltr"[^>]*>\{\{link\}\}<\/a><\/p>/);
  });

  it("says '(not given)' and signs in Arabic", () => {
    const stage = ARABIC["application-stage-offer"]();
    expect(stage.text).toContain(`\nفريق الموارد البشرية في ${arCommon.siteName}\n`);
    expect(ARABIC["receipt-msds"]().text).toContain(`\nفريق ${arCommon.siteName}\n`);
    const blank = quoteReceipt({ reference: REF, fullName: "", ...solution, quantity: "", unit: "", locale: "ar" });
    expect(blank.text).toContain("\nمرحبًا،\n");
    expect(blank.text).toContain("الكمية: (لم يُذكر)");
    expect(blank.html).toContain(">(لم يُذكر)</td>");
  });

  it("keeps the staff member's words as written, each line in its own direction, and drops stray marks", () => {
    const reply = ARABIC["reply-inquiry"]();
    expect(reply.subject).toBe("Re: INQ-2026-000125 — your inquiry about SahelClean CI-301 corrosion inhibitor");
    expect(reply.text).toContain("\n\nDear Amal,\n\n40 ppm is a sound start.");
    expect(reply.html).toContain("><bdi>Our engineer will call you on Sunday.</bdi></p>");
    const stray = inboxReplyMail({ subject: "Re", body: "a \u2069 b \u2068 c", reference: REF, locale: "ar" });
    expect(count(stray.html, "<bdi>")).toBe(count(stray.html, "</bdi>"));
    expect(stray.html).not.toMatch(/[\u2066-\u2069]/);
    expect(stray.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it.each([
    ["verify address", () => verifyAddressMail({ locale: "ar" }), "أكّد عنواني"],
    ["confirm new address", () => confirmNewAddressMail({ locale: "ar" }), "أكّد عنواني الجديد"],
    ["password reset", () => passwordResetMail({ locale: "ar" }), "اختر كلمة مرور جديدة"],
    ["data sheet", ARABIC["data-sheet-msds"], "نزّل صحيفة MSDS (PDF)"],
  ] as const)("%s: {{link}} once in the text under the action, and as the button's and the written-out link's address", (_name, build, label) => {
    const mail = build();
    expect(count(mail.text, LINK_PLACEHOLDER)).toBe(1);
    expect(mail.text).toContain(`\n${label}:\n${LINK_PLACEHOLDER}\n`);
    expect(count(mail.html, LINK_PLACEHOLDER)).toBe(3);
    expect(anchors(mail.html).filter((a) => a.includes(`href="${LINK_PLACEHOLDER}"`))).toHaveLength(2);
  });

  it.each(Object.keys(visitorMessages()))("%s: English asked for by name is today's English, byte for byte", (name) => {
    const english = visitorMessages("en")[name]();
    expect(english).toEqual(MESSAGES[name]());
  });
});

describe("notifications of an Arabic sender (staff read English)", () => {
  const notifications = {
    request: (locale?: Locale) =>
      requestNotification({ kind: "msds", reference: REF, ...solution, ...amal, company: "Petro Example LLC", jobFunction: "Procurement", country: "Oman", locale }),
    quote: (locale?: Locale) =>
      quoteNotification({ reference: REF, ...solution, fullName: "Amal Al-Harthy", email: amal.email, mobile: "", company: "", quantity: "2.5", unit: "kg", note: "", locale }),
    contact: (locale?: Locale) =>
      contactNotification({ reference: REF, ...amal, phoneNumber: "", city: "Sohar", message: "Hello", locale }),
    application: (locale?: Locale) =>
      applicationNotification({ reference: REF, vacancyTitle: "Field Service Engineer", ...amal, phoneNumber: "", coverLetter: "", applicationUrl: `${ORIGIN}/staff/applications/7`, locale }),
  };

  it.each(Object.keys(notifications) as (keyof typeof notifications)[])("%s: adds 'Language: Arabic' as the last fact, in English", (kind) => {
    const english = notifications[kind]();
    const arabic = notifications[kind]("ar");
    expect(notifications[kind]("en")).toEqual(english);
    expect(english.text).not.toContain("Language:");
    expect(arabic.subject).toBe(english.subject);
    const lastFact = (text: string) => text.split("\n\n").find((part) => part.startsWith("Reference: "))!.split("\n").at(-1);
    expect(lastFact(arabic.text)).toBe("Language: Arabic");
    expect(arabic.text.replace("\nLanguage: Arabic", "")).toBe(english.text);
    expect(arabic.html).toContain('>Language</td><td style="padding:6px 0;');
    expect(arabic.html).toMatch(/>Arabic<\/td><\/tr>\n<\/table>/);
    expect(arabic.html).toContain('<html lang="en">');
    expect(arabic.text).toContain(`Sent by the ${SITE_NAME} website.`);
  });
});
