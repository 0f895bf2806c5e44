import { describe, expect, it, vi } from "vitest";
import { CONTACT_INFORMATION, SITE_NAME } from "~/content/company";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import arCommon from "~/locales/ar/common.json";
import { renderMail } from "./content";
import { isolate } from "./i18n";
import { visitorMessage, visitorValue } from "./visitor";

vi.mock("~/utils/public-origin.server", () => ({ publicOrigin: () => "https://www.sahel.example" }));

const ORIGIN = "https://www.sahel.example";
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("renderMail", () => {
  const mail = renderMail({
    subject: "Reset your password",
    preheader: "Open the link within one hour.",
    greeting: "Hello,",
    paragraphs: ["First paragraph.", { link: { text: "Sign in", url: `${ORIGIN}/auth/login` } }],
    facts: [
      ["Reference", "MSDS-2026-000123"],
      ["Message", visitorMessage("one\ntwo")],
    ],
    action: { label: "Choose a new password", url: LINK_PLACEHOLDER },
  });

  it("puts the {{link}} placeholder exactly where the address goes: once in the text; in the HTML the button's href, and the written-out link's href and text", () => {
    expect(count(mail.text, LINK_PLACEHOLDER)).toBe(1);
    expect(mail.text).toContain(`Choose a new password:\n${LINK_PLACEHOLDER}\n`);
    expect(count(mail.html, LINK_PLACEHOLDER)).toBe(3);
    expect(count(mail.html, `href="${LINK_PLACEHOLDER}"`)).toBe(2);
    expect(mail.html).toMatch(/<a href="\{\{link\}\}"[^>]*>Choose a new password<\/a>/);
    expect(mail.html).toMatch(/<a href="\{\{link\}\}"[^>]*>\{\{link\}\}<\/a><\/p>/);
  });

  it("writes a plain-text and an HTML body with the subject as the visible heading", () => {
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text.startsWith("Reset your password\n===================\n\nHello,\n\nFirst paragraph.\n\nSign in: https://www.sahel.example/auth/login\n")).toBe(true);
    expect(mail.text).toContain("Reference: MSDS-2026-000123\nMessage:\n> one\n> two\n");
    expect(mail.html).toMatch(/<h1 style="[^"]+">Reset your password<\/h1>/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("max-width:600px");
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it("uses inline styles only, and loads nothing from elsewhere", () => {
    expect(mail.html).not.toMatch(/<style|<link|<img|<script|@import|url\(/i);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href === LINK_PLACEHOLDER || href.startsWith(`${ORIGIN}/`) || href.startsWith("mailto:")).toBe(true);
    expect(mail.html).not.toMatch(/src=/);
  });

  it("signs both bodies with the site's name, postal address, contact address and home link", () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(SITE_NAME);
      expect(body).toContain("Way 3517, Building 1021, Knowledge Oasis Muscat, Rusayl, Muscat, Sultanate of Oman");
      expect(body).toContain(CONTACT_INFORMATION.email.display);
    }
    expect(mail.text.endsWith(`\n-- \n${SITE_NAME}\nWay 3517, Building 1021, Knowledge Oasis Muscat, Rusayl, Muscat, Sultanate of Oman\n${CONTACT_INFORMATION.email.display}\n${ORIGIN}\n`)).toBe(true);
    expect(mail.html).toContain(`<a href="${ORIGIN}/"`);
  });

  it("hides the preheader in the HTML and leaves it out of the text", () => {
    expect(mail.html).toMatch(/<div style="display:none;[^"]*">Open the link within one hour\.<\/div>/);
    expect(mail.text).not.toContain("Open the link within one hour.");
  });

  it("writes any other action address escaped, and written out under the button", () => {
    const other = renderMail({ subject: "S", paragraphs: [], action: { label: "Open", url: `${ORIGIN}/staff/applications/7?tab=cv&x=1` } });
    expect(other.html).toContain(`href="${ORIGIN}/staff/applications/7?tab=cv&amp;x=1"`);
    expect(other.text).toContain(`Open:\n${ORIGIN}/staff/applications/7?tab=cv&x=1\n`);
    expect(other.text).not.toContain(LINK_PLACEHOLDER);
    expect(other.html).not.toContain(LINK_PLACEHOLDER);
  });

  it("links only to the site's own pages", () => {
    expect(() => renderMail({ subject: "S", paragraphs: [], action: { label: "Go", url: "https://evil.test/x" } })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => renderMail({ subject: "S", paragraphs: [], action: { label: "Go", url: "/auth/login" } })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => renderMail({ subject: "S", paragraphs: [], action: { label: "Go", url: `${ORIGIN}.evil.test/x` } })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => renderMail({ subject: "S", paragraphs: [{ link: { text: "x", url: "//evil.test" } }] })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => renderMail({ subject: "S", paragraphs: [], action: { label: "Go", url: `${ORIGIN}/"><script>` } })).toThrow(/plain URL/);
  });

  it("escapes every text for HTML (& < > \" ')", () => {
    const escaped = renderMail({
      subject: `Tom & Jerry's "<b>"`,
      greeting: "<i>Hi</i>",
      paragraphs: ["a < b > c & 'd' \"e\""],
      facts: [["<label>", "<value>"]],
    });
    expect(escaped.html).toContain("Tom &amp; Jerry&#39;s &quot;&lt;b&gt;&quot;");
    expect(escaped.html).toContain("&lt;i&gt;Hi&lt;/i&gt;");
    expect(escaped.html).toContain("a &lt; b &gt; c &amp; &#39;d&#39; &quot;e&quot;");
    expect(escaped.html).toContain("&lt;label&gt;");
    expect(escaped.html).not.toMatch(/<(b|i|label|value)>/);
    expect(escaped.text).toContain("a < b > c & 'd' \"e\"");
  });

  it("keeps the site's texts one line each and never lets them spell the placeholder", () => {
    const odd = renderMail({ subject: "Line one\r\nBcc: x@evil.test", paragraphs: ["a\r\nb", "{{link}}"], facts: [["x\ny", "{{{link}}}"]] });
    expect(odd.subject).toBe("Line one Bcc: x@evil.test");
    expect(odd.text).not.toMatch(/^Bcc:/m);
    expect(odd.text).toContain("\n\na b\n\n");
    expect(odd.text).not.toContain(LINK_PLACEHOLDER);
    expect(odd.html).not.toContain(LINK_PLACEHOLDER);
  });

  it("shows an empty value as '(not given)'", () => {
    const empty = renderMail({ subject: "S", paragraphs: [], facts: [["Company", visitorValue("   ")], ["Note", visitorMessage("\n\n")]] });
    expect(empty.text).toContain("Company: (not given)\nNote: (not given)\n");
    expect(count(empty.html, "(not given)")).toBe(2);
  });
});

describe("renderMail in Arabic", () => {
  const layout = {
    subject: `تم استلام طلبك (${isolate("ar", "MSDS-2026-000123")})`,
    preheader: `رقمك المرجعي: ${isolate("ar", "MSDS-2026-000123")}.`,
    greeting: `مرحبًا ${isolate("ar", "Amal")}،`,
    paragraphs: [`راسلنا على ${isolate("ar", CONTACT_INFORMATION.email.display)}.`, { link: { text: "تسجيل الدخول", url: `${ORIGIN}/ar/auth/login` } }],
    facts: [
      ["الرقم المرجعي", "MSDS-2026-000123"],
      ["الشركة", visitorValue("")],
      ["رسالتك", visitorMessage("We dose 40 ppm.\nThank you.")],
    ] as [string, string | ReturnType<typeof visitorMessage>][],
    action: { label: "اختر كلمة مرور جديدة", url: LINK_PLACEHOLDER },
    locale: "ar" as const,
  };
  const mail = renderMail(layout);

  it("is right to left: the document, every table, every block of text; the quotation and the facts mirrored", () => {
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    for (const table of mail.html.match(/<table\b[^>]*>/g) ?? []) expect(table).toContain(' dir="rtl"');
    for (const p of mail.html.match(/<p style="[^"]*"/g) ?? []) expect(p).toContain("text-align:right;");
    expect(mail.html).toMatch(/<h1 style="[^"]*text-align:right;[^"]*">/);
    expect(mail.html).toContain("padding:4px 12px 4px 0;border-right:3px solid #d1d5db;");
    expect(mail.html).not.toContain("border-left");
    expect(mail.html).toContain('<td style="padding:6px 0 6px 12px;');
  });

  it("writes the layout's own words and the site's name in Arabic", () => {
    expect(mail.text).toContain("الشركة: (لم يُذكر)");
    expect(mail.html).toContain(">(لم يُذكر)</td>");
    expect(mail.text).toContain(`\n\nفريق ${arCommon.siteName}\n\n-- \n${arCommon.siteName}\n`);
    expect(mail.html).toContain("إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>");
    expect(mail.html).toContain(`>${arCommon.siteName}</td></tr>`);
    expect(mail.html).toContain(`\n${arCommon.siteName}<br>\n`);
    for (const english of ["(not given)", "If the button does not work", `The ${SITE_NAME} team`]) expect(mail.text + mail.html).not.toContain(english);
  });

  it("isolates the values in <bdi> in the HTML, keeps addresses left to right, and keeps the subject and the text free of controls", () => {
    expect(mail.subject).toBe("تم استلام طلبك (MSDS-2026-000123)");
    expect(mail.text.startsWith("تم استلام طلبك (MSDS-2026-000123)\n")).toBe(true);
    expect(mail.text).toContain(`\n\nمرحبًا Amal،\n\nراسلنا على ${CONTACT_INFORMATION.email.display}.\n\n`);
    expect(mail.text + mail.subject).not.toMatch(/[\u2066-\u2069]/);
    expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
    expect(mail.html).toContain("مرحبًا <bdi>Amal</bdi>،");
    expect(mail.html).toContain(`راسلنا على <bdi>${CONTACT_INFORMATION.email.display}</bdi>.`);
    expect(mail.html).toContain(">رقمك المرجعي: MSDS-2026-000123.</div>");
    expect(mail.html).toContain("<bdi>We dose 40 ppm.</bdi><br><bdi>Thank you.</bdi>");
    expect(mail.html).toMatch(/<a href="\{\{link\}\}" dir="ltr"[^>]*>\{\{link\}\}<\/a><\/p>/);
    expect(mail.html).toContain(`<a href="mailto:${CONTACT_INFORMATION.email.display}" dir="ltr"`);
    expect(mail.html).toContain(`<a href="${ORIGIN}/" dir="ltr"`);
    expect(count(mail.text, LINK_PLACEHOLDER)).toBe(1);
    expect(count(mail.html, LINK_PLACEHOLDER)).toBe(3);
  });

  it("drops marks that do not pair up instead of opening an element", () => {
    const odd = renderMail({ subject: "S\u2068", paragraphs: ["a \u2069 b \u2068 c", "\u2068x"], locale: "ar" });
    expect(odd.html).toContain(">a b c</p>");
    expect(odd.html).toContain(">x</p>");
    // Only the closing's site name.
    expect(count(odd.html, "<bdi>")).toBe(1);
    expect(odd.html).not.toMatch(/[\u2066-\u2069]/);
    expect(odd.subject).toBe("S");
  });

  it("is English, as before, without a locale or with 'en'", () => {
    const { locale: _, ...english } = layout;
    expect(renderMail({ ...english, locale: "en" })).toEqual(renderMail(english));
    expect(renderMail(english).html).toContain('<html lang="en">');
    expect(renderMail(english).html).not.toContain("dir=");
  });
});
