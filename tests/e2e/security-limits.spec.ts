/**
 * Every public form's per-address rate limit: past the limit the answer is 429 with Retry-After and a clear message,
 * and the extra submission is not stored. These run on a server of their own (the shared one allows 1000 posts a
 * minute from 127.0.0.1, for every test at once): 3 posts a minute, and TRUST_PROXY so each test posts from its own
 * address through X-Forwarded-For, as a visitor behind the site's proxy would. What was stored is read back from
 * the profile overview, which counts what a signed-in account with a confirmed address sent (linked by its user id,
 * never by the e-mail typed), so the forms are posted by such an account.
 * HTTP-level only, so they run in the "js" project alone: the browser's JavaScript setting plays no part.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect } from "./fixtures";
import { PASSWORD, linkIn, uniqueEmail, type Mailbox } from "./account-fixtures";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startFreshServer as startServer, type RunningServer } from "../support/server";
import { minimalPdf } from "../support/resume-files";

const LIMIT = 3;
const FORMS_MESSAGE = "Too many requests. Please wait a minute and try again.";

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level: once is enough");

let server: RunningServer | undefined;
const contexts: APIRequestContext[] = [];
let lastAddress = 0;
// Its own SMTP server, where the accounts' confirmation links arrive.
let sink: SmtpSink | undefined;
const mailbox: Mailbox = { received: () => (sink?.messages ?? []).map((m) => ({ ...m, to: m.envelope.to })) };

test.beforeAll(async () => {
  // A fresh database is migrated and seeded before the server answers: slow on a shared 2-core machine.
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startServer({
    RATE_LIMIT_FORMS_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: "true",
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "100",
  });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  await server?.stop();
  await sink?.close();
});

/** A visitor at an address no other test uses (TEST-NET-3, RFC 5737). */
async function visitor(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  lastAddress += 1;
  const address = `203.0.113.${lastAddress}`;
  const context = await playwright.request.newContext({ baseURL: server!.base, extraHTTPHeaders: { "X-Forwarded-For": address } });
  contexts.push(context);
  return context;
}

/**
 * Posts until refused. The limit counts per clock minute: if the minute turns during the loop the count starts
 * again, so up to two rounds are allowed. Returns how many were taken and the refusal.
 */
async function postUntilRefused(send: () => Promise<APIResponse>, taken: (status: number) => boolean) {
  const statuses: number[] = [];
  for (let i = 0; i < 2 * LIMIT + 2; i++) {
    const response = await send();
    statuses.push(response.status());
    if (response.status() === 429) return { accepted: statuses.filter(taken).length, statuses, refusal: response };
    expect(taken(response.status()), `answer ${i + 1}: ${response.status()}`).toBe(true);
  }
  throw new Error(`never refused: ${statuses.join(",")}`);
}

async function expectRefusal(refusal: APIResponse, message: string) {
  expect(refusal.status()).toBe(429);
  const retryAfter = Number(refusal.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refusal.headers()["cache-control"]).toContain("no-store");
  expect(await refusal.text()).toContain(message);
}

async function signInFrom(context: APIRequestContext, email: string) {
  const signedIn = await context.post("/auth/login", { form: { email, password: PASSWORD }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(302);
}

/**
 * An account registered, confirmed and signed in from its own address (three of that address's sign-in posts). Its
 * `context` posts the forms, so what it sends is counted in its overview; `elsewhere()` signs the same account in
 * from a new address.
 */
async function owner(playwright: Parameters<typeof visitor>[0]) {
  const context = await visitor(playwright);
  const email = uniqueEmail("limits");
  const registered = await context.post("/auth/register", { form: { email, password: PASSWORD, confirm_password: PASSWORD }, maxRedirects: 0 });
  expect(registered.status()).toBe(302);
  const confirmed = await context.post(await linkIn(email, "Confirm your e-mail address", mailbox), { form: {}, maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  await signInFrom(context, email);
  return {
    email,
    context,
    async elsewhere() {
      const other = await visitor(playwright);
      await signInFrom(other, email);
      return other;
    },
    async sent(): Promise<Record<string, number>> {
      const overview = await context.get("/profile/overview?_data=routes%2Fprofile.overview");
      expect(overview.status()).toBe(200);
      return (await overview.json()).sent;
    },
  };
}

/** The first option's value of a <select name=…> in a page (seeded ids are not fixed). */
async function optionValue(context: APIRequestContext, path: string, select: string, label?: string) {
  const html = await (await context.get(path)).text();
  const element = new RegExp(`<select[^>]*name="${select}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
  const option = label ? new RegExp(`<option value="(\\d+)"[^>]*>${label}</option>`).exec(element) : /<option value="(\d+)"/.exec(element);
  expect(option, `${select} option in ${path}`).toBeTruthy();
  return option![1];
}

const taken302 = (status: number) => status === 302;

test("'Get in touch': 429 with Retry-After past the limit, nothing stored, other addresses unaffected", async ({ playwright }) => {
  const account = await owner(playwright);
  const poster = account.context;
  const country = await optionValue(poster, "/contact-us", "country", "Oman");
  const { cities } = await (await poster.get(`/contact-us/cities?country=${country}`)).json();
  const form = {
    first_name: "Huda",
    last_name: "Al-Saadi",
    email: account.email,
    phone_number: "+968 9123 4567",
    country,
    city: String(cities[0].id),
    message: "Please send your demulsifier range.",
  };
  const { accepted, refusal } = await postUntilRefused(() => poster.post("/contact-us", { form, maxRedirects: 0 }), taken302);
  expect(accepted).toBeGreaterThanOrEqual(LIMIT);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).contact).toBe(accepted);

  // The limit is per address: the same account from another address still gets through.
  const other = await account.elsewhere();
  expect((await other.post("/contact-us", { form, maxRedirects: 0 })).status()).toBe(302);
  expect((await account.sent()).contact).toBe(accepted + 1);
});

for (const kind of ["msds", "tds", "inquiry"] as const) {
  test(`${kind.toUpperCase()} request: 429 with Retry-After and the form's message past the limit, nothing stored`, async ({ playwright }) => {
    const account = await owner(playwright);
    const poster = account.context;
    const route = `/solution/1/request/${kind}`;
    const form = {
      first_name: "Amal",
      last_name: "Said",
      company_email_address: account.email,
      job_function: await optionValue(poster, route, "job_function"),
      company: "Petro Services LLC",
      country: await optionValue(poster, route, "country", "Oman"),
      message: "Dosage for 40 °C crude, please.",
    };
    const { accepted, refusal } = await postUntilRefused(() => poster.post(route, { form, maxRedirects: 0 }), taken302);
    await expectRefusal(refusal, FORMS_MESSAGE);
    // The refused form is shown again with what was typed.
    expect(await refusal.text()).toContain('value="Petro Services LLC"');
    expect((await account.sent())[kind]).toBe(accepted);
  });
}

test("product quote request: 429 with Retry-After and the form's message past the limit, nothing stored", async ({ playwright }) => {
  const account = await owner(playwright);
  const poster = account.context;
  const form = { full_name: "Amal Said", email: account.email, mobile: "+968 9123 4567", quantity: "2.5", unit: "kg", note: "Samples first" };
  const { accepted, refusal } = await postUntilRefused(() => poster.post("/solution/1?quote=1", { form, maxRedirects: 0 }), taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).quote).toBe(accepted);
});

test("job application: 429 with Retry-After past the limit, the resume not stored", async ({ playwright }) => {
  const account = await owner(playwright);
  const poster = account.context;
  const send = () =>
    poster.post("/career/1/hiring", {
      multipart: {
        first_name: "Aisha",
        last_name: "Al-Balushi",
        email: account.email,
        phone_number: "+968 9123 4567",
        cover_letter: "Ten years of field experience.",
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      },
      maxRedirects: 0,
    });
  const { accepted, refusal } = await postUntilRefused(send, taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).application).toBe(accepted);
});

test("registration: 429 with Retry-After past the per-address limit, and the refused account does not exist", async ({ playwright }) => {
  const poster = await visitor(playwright);
  const emails: string[] = [];
  const send = () => {
    const email = uniqueEmail("register-limit");
    emails.push(email);
    return poster.post("/auth/register", { form: { email, password: PASSWORD, confirm_password: PASSWORD }, maxRedirects: 0 });
  };
  const { refusal } = await postUntilRefused(send, taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  const checker = await visitor(playwright);
  const refusedSignIn = await checker.post("/auth/login", { form: { email: emails.at(-1)!, password: PASSWORD }, maxRedirects: 0 });
  expect(refusedSignIn.status()).toBe(401);
  const takenSignIn = await checker.post("/auth/login", { form: { email: emails[0], password: PASSWORD }, maxRedirects: 0 });
  expect(takenSignIn.status()).toBe(302);
});

test("sign-in: 429 with Retry-After past the per-address limit, whichever accounts are tried", async ({ playwright }) => {
  const poster = await visitor(playwright);
  // A new e-mail each time: the per-account limit (accounts.spec.ts) never comes into play.
  const send = () => poster.post("/auth/login", { form: { email: uniqueEmail("guess"), password: "guess-guess" }, maxRedirects: 0 });
  const { refusal } = await postUntilRefused(send, (status) => status === 401);
  await expectRefusal(refusal, FORMS_MESSAGE);
});

test("password reset request and new password: 429 with Retry-After past the per-address limit", async ({ playwright }) => {
  const requester = await visitor(playwright);
  const asked = await postUntilRefused(
    () => requester.post("/auth/forgot-password", { form: { email: uniqueEmail("reset") }, maxRedirects: 0 }),
    taken302,
  );
  await expectRefusal(asked.refusal, FORMS_MESSAGE);

  const setter = await visitor(playwright);
  const set = await postUntilRefused(
    () => setter.post("/auth/reset-password/not-a-real-token", { form: { password: PASSWORD, confirm_password: PASSWORD }, maxRedirects: 0 }),
    taken302,
  );
  await expectRefusal(set.refusal, FORMS_MESSAGE);
});

test("a client's own X-Client-IP header cannot move it out of its bucket", async ({ playwright }) => {
  const poster = await visitor(playwright);
  let n = 0;
  // The city step of the contact form: counted like a message, stores nothing.
  const send = () =>
    poster.post("/contact-us", {
      form: { intent: "cities", country: "1" },
      headers: { "X-Client-IP": `198.51.100.${++n}` },
      maxRedirects: 0,
    });
  const { refusal } = await postUntilRefused(send, (status) => status === 200);
  await expectRefusal(refusal, FORMS_MESSAGE);
});

test("the API's POST calls share the forms' limit: 429 with Retry-After in the API's shape", async ({ playwright }) => {
  const client = await visitor(playwright);
  // Invalid bodies count too: a flood of bad requests is still a flood.
  const send = () => client.post("/api/v1/core/contact/", { data: { email: "not-an-email" } });
  const { refusal } = await postUntilRefused(send, (status) => status === 400);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect(await refusal.json()).toEqual({ status: 429, message: FORMS_MESSAGE, data: null });

  const signIn = await visitor(playwright);
  const { refusal: authRefusal } = await postUntilRefused(
    () => signIn.post("/api/v1/account/login/", { data: { email: uniqueEmail("api-limit"), password: "wrong-password" } }),
    (status) => status === 400 || status === 401,
  );
  await expectRefusal(authRefusal, FORMS_MESSAGE);
});
