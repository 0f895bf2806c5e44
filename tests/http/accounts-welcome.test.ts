/**
 * A newcomer's account without JavaScript, over HTTP: registering from a page says where the confirmation link went,
 * fills the address in, sends the link again on request (telling nothing about other addresses) and comes back to
 * that page after signing in; the blog box starts unticked beside a link to the privacy notice, which is a page of its
 * own in both languages, linked from the footer.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { expectArabicDocument, headingOf } from "./arabic-journeys-helpers";
import { ACCOUNT_PASSWORD as PASSWORD, flashOf, formWith, linkIn, mailTo, pathOf, registerAccount, uniqueEmail, visitor, type Page } from "./support";

type Someone = ReturnType<typeof visitor>;

/** The form holding `button` posted with `values`, followed to the page it ends on. */
async function answer(someone: Someone, page: Page, button: string, values: Record<string, string> = {}) {
  return someone.land(await someone.submit(page, formWith(page, button), { values, button }), page.url);
}

const field = (page: Page, label: string) => page.screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** The notice a registration leaves on the sign-in page, as text (null when there is none). */
const noticeOf = (page: Page) =>
  page.screen
    .queryAllByRole("status")
    .map((status: HTMLElement) => status.querySelector("p")?.textContent ?? "")
    .find((text: string) => /confirmation link|رابط تأكيد/.test(text)) ?? null;

describe("the registration form", () => {
  it("leaves the blog box unticked, with the privacy notice linked beside it", async () => {
    const page = await visitor().open("/auth/register");
    const box = field(page, "Subscribe to our blog");
    expect(box.checked).toBe(false);
    // The line right under the box links the notice.
    const underTheBox = box.closest("div")!.parentElement!.nextElementSibling as HTMLElement;
    expect(within(underTheBox).getByRole("link", { name: "privacy notice" }).getAttribute("href")).toBe("/privacy");

    const arabic = await visitor().open("/ar/auth/register");
    expect(field(arabic, "اشترك في مدونتنا").checked).toBe(false);
    expect(arabic.screen.getByRole("link", { name: "إشعار الخصوصية" }).getAttribute("href")).toBe("/ar/privacy");
  });

  it("stores the blog only when ticked", async () => {
    for (const [ticked, expected] of [
      [false, false],
      [true, true],
    ] as const) {
      const someone = visitor();
      const email = uniqueEmail("consent");
      const form = await someone.open("/auth/register");
      const values: Record<string, string> = { email, password: PASSWORD, confirm_password: PASSWORD };
      if (ticked) values.subscribe_blog = "on";
      await answer(someone, form, "Register", values);
      await answer(someone, await someone.open("/auth/login"), "Sign in", { email, password: PASSWORD });
      const settings = await someone.open("/profile/settings");
      expect(field(settings, "Subscribe to our blog").checked, `ticked: ${ticked}`).toBe(expected);
    }
  });
});

describe("after registering", () => {
  it("sign-in says where the link went with the address filled in, sends it again, and signing in returns to the page", async () => {
    const someone = visitor();
    const email = uniqueEmail("welcome");
    // The profile menu's Register link on /search?q=scale.
    const form = await someone.open(`/auth/register?${new URLSearchParams({ redirectTo: "/search?q=scale" })}`);
    const login = await answer(someone, form, "Register", { email, password: PASSWORD, confirm_password: PASSWORD });
    expect(pathOf(login)).toBe("/auth/login?redirectTo=%2Fsearch%3Fq%3Dscale");
    expect(flashOf(login)).toBe("Registered successfully");
    expect(noticeOf(login)).toBe(`We've sent a confirmation link to ${email}. Open it to confirm your address. Until then, nothing you send is linked to your account.`);
    expect(field(login, "Email").value).toBe(email);
    const first = await linkIn(email, "Confirm your e-mail address");

    // The notice stays on a reload; the link goes again, the older one dies.
    const again = await answer(someone, await someone.open(login.url), "Send the link again");
    expect(pathOf(again)).toBe("/auth/login?redirectTo=%2Fsearch%3Fq%3Dscale");
    expect(flashOf(again)).toBe(`If ${email} is still waiting for confirmation, we have sent it a new link.`);
    expect(noticeOf(again)).toContain(email);
    const second = await linkIn(email, "Confirm your e-mail address");
    expect(second).not.toBe(first);
    expect((await someone.open(first)).status).toBe(410);

    const back = await answer(someone, again, "Sign in", { password: PASSWORD });
    expect(pathOf(back)).toBe("/search?q=scale");
    expect(flashOf(back)).toBe("Logged in successfully");
  });

  it("confirming the address in the same browser ends the notice", async () => {
    const someone = visitor();
    const email = uniqueEmail("confirmed");
    await answer(someone, await someone.open("/auth/register"), "Register", { email, password: PASSWORD, confirm_password: PASSWORD });
    const confirm = await someone.open(await linkIn(email, "Confirm your e-mail address"));
    const confirmed = await answer(someone, confirm, "Confirm my address");
    expect(pathOf(confirmed)).toBe("/auth/login");
    expect(flashOf(confirmed)).toBe("Your e-mail address has been confirmed");
    expect(noticeOf(confirmed)).toBeNull();
    expect(confirmed.screen.queryByRole("button", { name: "Send the link again" })).toBeNull();
  });

  it("a known address gets the same page and the same answer to 'Send the link again'; its confirmed owner gets no link", async () => {
    const known = await registerAccount();
    const owner = visitor();
    await answer(owner, await owner.open(await linkIn(known, "Confirm your e-mail address")), "Confirm my address");
    const confirmations = () => mailTo(known).filter((mail) => mail.subject === "Confirm your e-mail address").length;
    const before = confirmations();

    const stranger = visitor();
    const login = await answer(stranger, await stranger.open("/auth/register"), "Register", { email: known, password: PASSWORD, confirm_password: PASSWORD });
    expect(pathOf(login)).toBe("/auth/login");
    expect(noticeOf(login)).toContain(`We've sent a confirmation link to ${known}.`);
    const again = await answer(stranger, login, "Send the link again");
    expect(flashOf(again)).toBe(`If ${known} is still waiting for confirmation, we have sent it a new link.`);
    // A message queued after the resend has arrived, and still no new confirmation link (the address is confirmed;
    // that no link is even queued is proved in app/models/email-verifications.server.test.ts).
    await visitor().post("/auth/forgot-password", new URLSearchParams({ email: known }));
    await linkIn(known, "Reset your password");
    expect(mailTo(known).map((mail) => mail.subject)).toContain("Someone tried to register with your address");
    expect(confirmations()).toBe(before);
  });

  it("a redirectTo to another site is dropped on the way to sign-in", async () => {
    const someone = visitor();
    const form = await someone.open("/auth/register?redirectTo=//evil.example/steal");
    const login = await answer(someone, form, "Register", { email: uniqueEmail("evil"), password: PASSWORD, confirm_password: PASSWORD });
    expect(pathOf(login)).toBe("/auth/login");
  });

  it("under /ar: the Arabic notice and button, and signing in returns to the Arabic page", async () => {
    const someone = visitor();
    const email = uniqueEmail("arabic-welcome");
    const form = await someone.open("/ar/auth/register?redirectTo=%2Far%2Fservices");
    const login = await answer(someone, form, "تسجيل", { email, password: PASSWORD, confirm_password: PASSWORD });
    expect(pathOf(login)).toBe("/ar/auth/login?redirectTo=%2Far%2Fservices");
    expect(flashOf(login)).toBe("تم التسجيل بنجاح");
    expect(noticeOf(login)).toContain(`أرسلنا رابط تأكيد إلى ${email}.`);
    expect(field(login, "البريد الإلكتروني").value).toBe(email);
    expect(login.screen.getByRole("link", { name: "أنشئ حسابًا" }).getAttribute("href")).toBe("/ar/auth/register?redirectTo=%2Far%2Fservices");
    const again = await answer(someone, login, "أرسل الرابط مرة أخرى");
    expect(flashOf(again)).toBe(`إذا كان ${email} لا يزال بانتظار التأكيد، فقد أرسلنا إليه رابطًا جديدًا.`);
    const back = await answer(someone, again, "تسجيل الدخول", { password: PASSWORD });
    expect(pathOf(back)).toBe("/ar/services");
  });
});

describe("the privacy notice", () => {
  it("is a page of the site, linked from the footer, naming the company, what it keeps and for how long, and what is still to be confirmed", async () => {
    const home = await visitor().open("/");
    const footer = within(home.document.querySelector("footer")!);
    expect(footer.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");

    const page = await visitor().open("/privacy");
    expect(page.status).toBe(200);
    expect(page.document.title).toBe("Privacy notice — Sahel Specialty Chemicals");
    expect(headingOf(page)).toBe("Privacy notice");
    const main = within(page.screen.getByRole("main"));
    for (const heading of ["Who is responsible", "If you only browse", "If you apply for a job", "If you create an account", "Your rights"]) {
      expect(main.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
    }
    const text = page.screen.getByRole("main").textContent!;
    expect(text).toContain("Sahel Specialty Chemicals LLC");
    expect(text).toContain("365 days after you send it");
    expect(text).toContain("[To be confirmed");
    expect(main.getAllByRole("link", { name: "info@sahel-chemicals.example" })[0].getAttribute("href")).toBe("mailto:info@sahel-chemicals.example");
    expect(text).not.toMatch(/\{\{/);
    expect(within(page.document.querySelector("header")!).getByLabelText("Profile menu")).toBeTruthy();
  });

  it("is in Arabic under /ar, linked from the Arabic footer", async () => {
    const home = await visitor().open("/ar");
    expect(within(home.document.querySelector("footer")!).getByRole("link", { name: "إشعار الخصوصية" }).getAttribute("href")).toBe("/ar/privacy");
    const page = await visitor().open("/ar/privacy");
    expectArabicDocument(page, "إشعار الخصوصية");
    expect(headingOf(page)).toBe("إشعار الخصوصية");
    const text = page.screen.getByRole("main").textContent!;
    expect(text).toContain("ساحل للكيماويات المتخصصة ش.م.م");
    expect(text).toContain("[يُستكمل لاحقًا");
    expect(text).toContain("365 يومًا");
    expect(page.screen.getByRole("heading", { level: 2, name: "حقوقك" })).toBeTruthy();
  });
});
