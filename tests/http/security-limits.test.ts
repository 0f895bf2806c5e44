/**
 * Every public form's per-address rate limit: past the limit the answer is 429 with Retry-After and a clear message,
 * and the extra submission is not stored. A server of its own (the run's server allows far more): 3 posts a minute,
 * and TRUST_PROXY so each test posts from its own address through X-Forwarded-For, as a visitor behind the site's
 * proxy would. What was stored is read back from the profile overview, which counts what a signed-in account with a
 * confirmed address sent (linked by its user id, never by the e-mail typed), so the forms are posted by such an
 * account.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { linkInMail } from "../support/mailbox";
import { minimalPdf } from "../support/resume-files";
import { startFreshServer, type RunningServer } from "../support/server";
import { startSmtpSink, writeMessagesTo, type SmtpSink } from "../support/smtp-sink";
import { Visitor } from "../support/visitor";
import { ACCOUNT_PASSWORD as PASSWORD, uniqueEmail } from "./support";

const LIMIT = 3;
const FORMS_MESSAGE = "Too many requests. Please wait a minute and try again.";

let server: RunningServer;
let sink: SmtpSink;
let mailDir: string;
let lastAddress = 0;

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-limits-mail-"));
  sink = await startSmtpSink({ onMessage: writeMessagesTo(mailDir) });
  server = await startFreshServer({
    RATE_LIMIT_FORMS_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: "true",
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "100",
  });
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
});

/** A visitor behind the site's proxy, at an address of its own: every request says so in X-Forwarded-For. */
class VisitorAt extends Visitor {
  constructor(base: string, readonly address: string) {
    super(base);
  }

  override get(target: string, headers: Record<string, string> = {}) {
    return super.get(target, { "X-Forwarded-For": this.address, ...headers });
  }

  override post(target: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
    return super.post(target, body, {
      "X-Forwarded-For": this.address,
      ...headers,
    });
  }

  postJson(target: string, data: unknown) {
    return fetch(this.url(target), {
      method: "POST",
      body: JSON.stringify(data),
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": this.address,
      },
      redirect: "manual",
    });
  }
}

/** A visitor at an address no other test uses (TEST-NET-3, RFC 5737). */
function visitorAtNewAddress() {
  lastAddress += 1;
  return new VisitorAt(server.base, `203.0.113.${lastAddress}`);
}

const form = (values: Record<string, string>) => new URLSearchParams(values);

/**
 * Posts until refused. The limit counts per clock minute: if the minute turns during the loop the count starts
 * again, so up to two rounds are allowed. Returns how many were taken and the refusal.
 */
async function postUntilRefused(send: () => Promise<Response>, taken: (status: number) => boolean) {
  const statuses: number[] = [];
  for (let i = 0; i < 2 * LIMIT + 2; i++) {
    const response = await send();
    statuses.push(response.status);
    if (response.status === 429)
      return {
        accepted: statuses.filter(taken).length,
        statuses,
        refusal: response,
      };
    await response.body?.cancel();
    expect(taken(response.status), `answer ${i + 1}: ${response.status}`).toBe(true);
  }
  throw new Error(`never refused: ${statuses.join(",")}`);
}

/** The refusal's checks; answers its body. */
async function expectRefusal(refusal: Response, message: string) {
  expect(refusal.status).toBe(429);
  const retryAfter = Number(refusal.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refusal.headers.get("cache-control")).toContain("no-store");
  const body = await refusal.text();
  expect(body).toContain(message);
  return body;
}

async function signInFrom(poster: VisitorAt, email: string) {
  const signedIn = await poster.post("/auth/login", form({ email, password: PASSWORD }));
  expect(signedIn.status).toBe(302);
}

/**
 * An account registered, confirmed and signed in from its own address (three of that address's sign-in posts). Its
 * `poster` posts the forms, so what it sends is counted in its overview; `elsewhere()` signs the same account in
 * from a new address.
 */
async function owner() {
  const poster = visitorAtNewAddress();
  const email = uniqueEmail("limits");
  const registered = await poster.post("/auth/register", form({ email, password: PASSWORD, confirm_password: PASSWORD }));
  expect(registered.status).toBe(302);
  const confirmed = await poster.post(await linkInMail(mailDir, email, "Confirm your e-mail address"), form({}));
  expect(confirmed.status).toBe(302);
  await signInFrom(poster, email);
  return {
    email,
    poster,
    async elsewhere() {
      const other = visitorAtNewAddress();
      await signInFrom(other, email);
      return other;
    },
    async sent(): Promise<Record<string, number>> {
      const overview = await poster.get("/profile/overview?_data=routes%2Fprofile.overview");
      expect(overview.status).toBe(200);
      return (await overview.json()).sent;
    },
  };
}

/** The value of a <select name=…>'s option (the first, or the one labelled `label`) on a page: seeded ids are not fixed. */
async function optionValue(poster: VisitorAt, target: string, select: string, label?: string) {
  const page = await poster.open(target);
  const options = [...page.document.querySelectorAll(`select[name="${select}"] option`)].filter((option) => /^\d+$/.test(option.getAttribute("value") ?? ""));
  const option = label ? options.find((candidate) => candidate.textContent?.trim() === label) : options[0];
  expect(option, `${select} option on ${target}`).toBeTruthy();
  return option!.getAttribute("value")!;
}

const taken302 = (status: number) => status === 302;

it("'Get in touch': 429 with Retry-After past the limit, nothing stored, other addresses unaffected", async () => {
  const account = await owner();
  const { poster } = account;
  const country = await optionValue(poster, "/contact-us", "country", "Oman");
  const { cities } = await (await poster.get(`/contact-us/cities?country=${country}`)).json();
  const values = {
    first_name: "Huda",
    last_name: "Al-Saadi",
    email: account.email,
    phone_number: "+968 9123 4567",
    country,
    city: String(cities[0].id),
    message: "Please send your demulsifier range.",
  };
  const { accepted, refusal } = await postUntilRefused(() => poster.post("/contact-us", form(values)), taken302);
  expect(accepted).toBeGreaterThanOrEqual(LIMIT);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).contact).toBe(accepted);

  // The limit is per address: the same account from another address still gets through.
  const other = await account.elsewhere();
  expect((await other.post("/contact-us", form(values))).status).toBe(302);
  expect((await account.sent()).contact).toBe(accepted + 1);
});

for (const kind of ["msds", "tds", "inquiry"] as const)
  it(`${kind.toUpperCase()} request: 429 with Retry-After and the form's message past the limit, nothing stored`, async () => {
    const account = await owner();
    const { poster } = account;
    const route = `/solution/1/request/${kind}`;
    const values = {
      first_name: "Amal",
      last_name: "Said",
      company_email_address: account.email,
      job_function: await optionValue(poster, route, "job_function"),
      company: "Petro Services LLC",
      country: await optionValue(poster, route, "country", "Oman"),
      message: "Dosage for 40 °C crude, please.",
    };
    const { accepted, refusal } = await postUntilRefused(() => poster.post(route, form(values)), taken302);
    const body = await expectRefusal(refusal, FORMS_MESSAGE);
    // The refused form is shown again with what was typed.
    expect(body).toContain('value="Petro Services LLC"');
    expect((await account.sent())[kind]).toBe(accepted);
  });

it("product quote request: 429 with Retry-After and the form's message past the limit, nothing stored", async () => {
  const account = await owner();
  const values = {
    full_name: "Amal Said",
    email: account.email,
    mobile: "+968 9123 4567",
    quantity: "2.5",
    unit: "kg",
    note: "Samples first",
  };
  const { accepted, refusal } = await postUntilRefused(() => account.poster.post("/solution/1?quote=1", form(values)), taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).quote).toBe(accepted);
});

it("job application: 429 with Retry-After past the limit, the resume not stored", async () => {
  const account = await owner();
  const send = () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      first_name: "Aisha",
      last_name: "Al-Balushi",
      email: account.email,
      phone_number: "+968 9123 4567",
      cover_letter: "Ten years of field experience.",
    }))
      body.set(name, value);
    body.set("resume", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), "cv.pdf");
    return account.poster.post("/career/1/hiring", body);
  };
  const { accepted, refusal } = await postUntilRefused(send, taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  expect((await account.sent()).application).toBe(accepted);
});

it("registration: 429 with Retry-After past the per-address limit, and the refused account does not exist", async () => {
  const poster = visitorAtNewAddress();
  const emails: string[] = [];
  const send = () => {
    const email = uniqueEmail("register-limit");
    emails.push(email);
    return poster.post("/auth/register", form({ email, password: PASSWORD, confirm_password: PASSWORD }));
  };
  const { refusal } = await postUntilRefused(send, taken302);
  await expectRefusal(refusal, FORMS_MESSAGE);
  const checker = visitorAtNewAddress();
  const refusedSignIn = await checker.post("/auth/login", form({ email: emails.at(-1)!, password: PASSWORD }));
  expect(refusedSignIn.status).toBe(401);
  const takenSignIn = await checker.post("/auth/login", form({ email: emails[0], password: PASSWORD }));
  expect(takenSignIn.status).toBe(302);
});

it("sign-in: 429 with Retry-After past the per-address limit, whichever accounts are tried", async () => {
  const poster = visitorAtNewAddress();
  // A new e-mail each time: the per-account limit never comes into play.
  const send = () => poster.post("/auth/login", form({ email: uniqueEmail("guess"), password: "guess-guess" }));
  const { refusal } = await postUntilRefused(send, (status) => status === 401);
  await expectRefusal(refusal, FORMS_MESSAGE);
});

it("password reset request and new password: 429 with Retry-After past the per-address limit", async () => {
  const requester = visitorAtNewAddress();
  const asked = await postUntilRefused(() => requester.post("/auth/forgot-password", form({ email: uniqueEmail("reset") })), taken302);
  await expectRefusal(asked.refusal, FORMS_MESSAGE);

  const setter = visitorAtNewAddress();
  const set = await postUntilRefused(
    () => setter.post("/auth/reset-password/not-a-real-token", form({ password: PASSWORD, confirm_password: PASSWORD })),
    taken302
  );
  await expectRefusal(set.refusal, FORMS_MESSAGE);
});

it("a client's own X-Client-IP header cannot move it out of its bucket", async () => {
  const poster = visitorAtNewAddress();
  let n = 0;
  // The city step of the contact form: counted like a message, stores nothing.
  const send = () =>
    poster.post("/contact-us", form({ intent: "cities", country: "1" }), {
      "X-Client-IP": `198.51.100.${++n}`,
    });
  const { refusal } = await postUntilRefused(send, (status) => status === 200);
  await expectRefusal(refusal, FORMS_MESSAGE);
});

it("the API's POST calls share the forms' limit: 429 with Retry-After in the API's shape", async () => {
  const client = visitorAtNewAddress();
  // Invalid bodies count too: a flood of bad requests is still a flood.
  const { refusal } = await postUntilRefused(
    () => client.postJson("/api/v1/core/contact/", { email: "not-an-email" }),
    (status) => status === 400
  );
  const body = await expectRefusal(refusal, FORMS_MESSAGE);
  expect(JSON.parse(body)).toEqual({
    status: 429,
    message: FORMS_MESSAGE,
    data: null,
  });

  const signIn = visitorAtNewAddress();
  const { refusal: authRefusal } = await postUntilRefused(
    () =>
      signIn.postJson("/api/v1/account/login/", {
        email: uniqueEmail("api-limit"),
        password: "wrong-password",
      }),
    (status) => status === 400 || status === 401
  );
  await expectRefusal(authRefusal, FORMS_MESSAGE);
});

it("likes: 429 with Retry-After past the per-address limit, the refused like not kept, other addresses unaffected", async () => {
  const poster = visitorAtNewAddress();
  // Each like a different published solution of the demo catalogue, so a refused one would be visible in the cookie.
  let id = 0;
  const like = () => poster.post("/likes", form({ kind: "solution", id: String(++id), liked: "true", respond: "json" }));
  const { accepted, refusal } = await postUntilRefused(like, (status) => status === 200);
  expect(accepted).toBeGreaterThanOrEqual(LIMIT);
  expect(refusal.headers.get("set-cookie")).toBeNull();
  const body = await expectRefusal(refusal, FORMS_MESSAGE);
  expect(JSON.parse(body)).toEqual({ ok: false, formError: FORMS_MESSAGE });

  const other = visitorAtNewAddress();
  expect((await other.post("/likes", form({ kind: "solution", id: "1", liked: "true", respond: "json" }))).status).toBe(200);
});
