/**
 * Security promises that hold on every page: headers, cookies, the origin check on state-changing requests, and script
 * or HTML typed into any field shown back as text wherever the server renders it again.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD as PASSWORD, base, flashOf, formWith, registerAccount, signedIn, uniqueEmail, visitor, type Page } from "./support";

describe("response headers", () => {
  it("documents carry an enforced CSP with a per-request nonce and the hardening headers", async () => {
    const first = await visitor().get("/services");
    const second = await visitor().get("/services");
    const csp = first.headers.get("content-security-policy");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get("content-security-policy-report-only")).toBeNull();
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-powered-by")).toBeNull();
    // Production mode: browsers must only come back over HTTPS.
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("every script the page runs carries the nonce of its response", async () => {
    const page = await visitor().open("/");
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = page.html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("fingerprinted build assets are cached for a year, immutable", async () => {
    const page = await visitor().open("/");
    const href = page.document.querySelector('link[rel="stylesheet"][href^="/build/"]')?.getAttribute("href");
    expect(href).toBeTruthy();
    const asset = await visitor().get(href!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    // Lean: nosniff stays, the document headers (a CSP means nothing on a stylesheet or script) do not.
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("content-security-policy")).toBeNull();
  });

  it("unchanged pages answer 304 to a conditional request, without a fresh CSP", async () => {
    const first = await visitor().get("/services");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toContain("stale-while-revalidate");
    const again = await visitor().get("/services", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
  });

  it("health endpoints answer with their status only, and the metrics are not public", async () => {
    const health = await visitor().get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await visitor().get("/readyz");
    expect(ready.status).toBe(200);
    // No counts for a visitor: they told an attacker how to tune an attack. The operator's listener has them.
    expect(await ready.json()).toEqual({ status: "ok" });
    expect((await visitor().get("/metrics")).status).toBe(404);
  });
});

describe("cross-site requests", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("a POST from another origin is refused before it reaches a route", async () => {
    const response = await fetch(`${base}/profile/logout`, {
      method: "POST",
      headers: { Origin: "https://evil.example", ...form },
      body: "x=1",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });

  it("a POST the browser marks cross-site is refused even without an Origin", async () => {
    const response = await fetch(`${base}/profile/logout`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", ...form },
      body: "x=1",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

/**
 * A path that passed the redirect guard can still become another site's address when the Arabic prefix comes off
 * ("/ar//host" → "//host"): the language switch, the sign-in and the request page's Back link stay on the site.
 */
describe("redirects and links through the Arabic prefix stay on the site", () => {
  const TRICKS = ["/ar//evil.example", "/ar/\\evil.example", "/ar/%2F%2Fevil.example", "/ar/%5Cevil.example", "/ar/%09/evil.example", "/ar/\\evil.example/y"];
  const site = new URL(base).origin;

  /** A Location or href: a path here (not "//host" or "/\host", which a browser takes to another site). */
  function expectOnSite(address: string | null) {
    expect(address).toBeTruthy();
    expect(address).toMatch(/^\/(?![/\\])/);
    expect(new URL(address!, base).origin).toBe(site);
  }

  it.each(TRICKS)("the language switch with next=%s", async (next) => {
    for (const lng of ["en", "ar"]) {
      const response = await visitor().get(`/language/${lng}?next=${encodeURIComponent(next)}`);
      expect(response.status).toBe(303);
      expectOnSite(response.headers.get("location"));
    }
  });

  it.each(TRICKS)("signing in at /ar/auth/login with redirectTo=%s", async (redirectTo) => {
    const email = await registerAccount();
    const response = await visitor().post("/ar/auth/login", new URLSearchParams({ email, password: PASSWORD, redirectTo }));
    expect(response.status).toBe(302);
    expectOnSite(response.headers.get("location"));
  });

  it.each(TRICKS)("the request page's Back link, in English and in Arabic, with redirectTo=%s", async (redirectTo) => {
    for (const page of ["/solution/1/request/msds", "/ar/solution/1/request/msds"]) {
      const form = await visitor().open(`${page}?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(form.status).toBe(200);
      const back = form.screen.getByRole("link", { name: page.startsWith("/ar") ? "رجوع" : "Back" });
      expectOnSite(back.getAttribute("href"));
    }
  });
});

describe("cookies", () => {
  /** Every Set-Cookie of a response, as "name" → the whole header. */
  const setCookies = (response: Response) => new Map(response.headers.getSetCookie().map((line) => [line.split("=")[0], line] as const));

  /** Script cannot read it and other sites cannot send it with their POSTs. Secure is checked in session.server.test.ts:
   *  this server runs over plain http with COOKIE_SECURE=false. */
  function expectSafe(header: string | undefined, name: string) {
    expect(header, `${name} was set`).toBeTruthy();
    const attributes = header!
      .split(/;\s*/)
      .slice(1)
      .map((a) => a.toLowerCase());
    expect(attributes, `${name}: ${header}`).toContain("httponly");
    expect(attributes, `${name}: ${header}`).toContain("samesite=lax");
    expect(attributes, `${name}: ${header}`).toContain("path=/");
  }

  it("every cookie the site sets is HttpOnly and SameSite=Lax: sign-in, toast, like, sign-out", async () => {
    // A visitor without cookies: each step is seen as a first visit, so each answer sets its cookie.
    const fresh = visitor();
    const email = uniqueEmail("cookies");
    const registered = await fresh.post(
      "/auth/register",
      new URLSearchParams({
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
      })
    );
    expect(registered.status).toBe(302);
    expectSafe(setCookies(registered).get("__toast"), "__toast after registering");

    // Reading the flashed message clears its cookie, with the same flags.
    const shown = await fresh.get("/auth/login");
    expectSafe(setCookies(shown).get("__toast"), "__toast cleared once shown");

    const signedIn = await fresh.post("/auth/login", new URLSearchParams({ email, password: PASSWORD, remember: "on" }));
    expect(signedIn.status).toBe(302);
    expectSafe(setCookies(signedIn).get("__session"), "__session at sign-in (remember me)");
    expectSafe(setCookies(signedIn).get("__toast"), "__toast at sign-in");

    const signedOut = await fresh.post("/profile/logout", new URLSearchParams());
    expect(signedOut.status).toBe(302);
    expectSafe(setCookies(signedOut).get("__session"), "__session cleared at sign-out");

    // An anonymous like keeps the likes in the session cookie, with or without JavaScript.
    const anonymous = visitor();
    for (const respond of [{ respond: "json" }, { redirectTo: "/solutions" }] as Record<string, string>[]) {
      const liked = await anonymous.post(
        "/likes",
        new URLSearchParams({
          kind: "solution",
          id: "1",
          liked: "true",
          ...respond,
        })
      );
      expect([200, 302]).toContain(liked.status);
      expectSafe(setCookies(liked).get("__session"), `__session after a like (${Object.keys(respond)[0]})`);
      await anonymous.post(
        "/likes",
        new URLSearchParams({
          kind: "solution",
          id: "1",
          liked: "false",
          respond: "json",
        })
      );
    }
  });
});

/** Every way in: a script element, an event handler on a broken image, a quote break-out and an SVG handler. */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">"'><svg onload=window.__xss=1>`;

/** Nothing the payload would have made exists in the page, and the raw document holds it only escaped. */
function expectInert(page: Page) {
  expect(page.document.querySelectorAll('img[src="x"], svg[onload], [onerror*="__xss"], [onload*="__xss"]')).toHaveLength(0);
  // The payload may sit, escaped, inside the page's data script; a script of its own would hold exactly its code.
  const scripts = [...page.document.querySelectorAll("script")].map((script) => script.textContent?.trim());
  expect(scripts).not.toContain("window.__xss=1");
  for (const raw of ["<script>window.__xss", "<img src=x", "<svg onload", `"'><svg`]) expect(page.html).not.toContain(raw);
}

/** A text field by its accessible name (a required field's label also holds an aria-hidden asterisk). */
const field = (page: Page, name: string) => page.screen.getByRole("textbox", { name }) as HTMLInputElement | HTMLTextAreaElement;

/** The payload typed into each of the fields named `labels`, by their names in the form. */
function payloadIn(page: Page, labels: string[]) {
  return Object.fromEntries(labels.map((label) => [field(page, label).getAttribute("name")!, PAYLOAD]));
}

function expectKept(page: Page, labels: string[]) {
  for (const label of labels) expect(field(page, label).value, label).toBe(PAYLOAD);
}

/** Opens `path`, types the payload into `labels`, submits with `button`; answers the page the server answered. */
async function postPayload(path: string, labels: string[], button: string) {
  const someone = visitor();
  const page = await someone.open(path);
  const response = await someone.submit(page, formWith(page, button), {
    values: payloadIn(page, labels),
    button,
  });
  expect(response.status, path).toBe(400);
  return someone.read(response, page.url);
}

describe("script and HTML typed into a field come back as text", () => {
  it("typed into the home page search, it is echoed on /search as text", async () => {
    const someone = visitor();
    const home = await someone.open("/");
    const search = within(home.screen.getByRole("search")).getByLabelText("Product name") as HTMLInputElement;
    const results = await someone.land(
      await someone.submit(home, search.closest("form")!, {
        values: { [search.name]: PAYLOAD },
      })
    );
    expect(results.url).toMatch(/\/search\?q=/);
    expect(results.screen.getByRole("heading", { level: 1 }).textContent).toBe(`Search results for “${PAYLOAD}”`);
    expect(results.screen.getByText(`No results found for "${PAYLOAD}"`)).toBeTruthy();
    expect(results.document.title).toContain(`Search: ${PAYLOAD}`);
    expectInert(results);
  });

  it("in a shared /search address, with the share dialog open, it stays text", async () => {
    const page = await visitor().open(`/search?q=${encodeURIComponent(PAYLOAD)}&share=1`);
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe(`Search results for “${PAYLOAD}”`);
    expectInert(page);
  });

  it("typed into the /solutions search, it is kept in the box as text", async () => {
    const someone = visitor();
    const solutions = await someone.open("/solutions");
    const search = solutions.screen.getByLabelText("Product name") as HTMLInputElement;
    const results = await someone.land(
      await someone.submit(solutions, search.closest("form")!, {
        values: { [search.name]: PAYLOAD },
      })
    );
    expect(results.url).toMatch(/\/solutions\?search=/);
    expect((results.screen.getByLabelText("Product name") as HTMLInputElement).value).toBe(PAYLOAD);
    expect(results.screen.getByText("No products found matching your search.")).toBeTruthy();
    expectInert(results);
  });

  for (const kind of ["msds", "tds", "inquiry"])
    it(`${kind.toUpperCase()} request: every text field keeps the payload as its value`, async () => {
      const labels = ["First name", "Last name", "Company e-mail", "Company", ...(kind === "inquiry" ? ["Message"] : [])];
      const page = await postPayload(`/solution/1/request/${kind}`, labels, "Submit");
      expect(page.screen.getByText("Job function is required")).toBeTruthy();
      expect(page.screen.getByText("Invalid email address")).toBeTruthy();
      expectKept(page, labels);
      expectInert(page);
    });

  it("product quote request: every text field keeps the payload as its value", async () => {
    const labels = ["Full name", "E-mail", "Mobile", "Company (optional)", "Note (optional)"];
    const page = await postPayload("/solution/1?quote=1", labels, "Send request");
    expect(within(page.screen.getByRole("dialog")).getByText("Invalid email address")).toBeTruthy();
    expectKept(page, labels);
    expectInert(page);
  });

  it("'Get in touch': every text field keeps the payload as its value", async () => {
    const labels = ["First name", "Last name", "Email", "Phone number", "Message"];
    const page = await postPayload("/contact-us", labels, "Send message");
    expect(page.screen.getByText("Invalid email address")).toBeTruthy();
    expectKept(page, labels);
    expectInert(page);
  });

  it("job application: every text field keeps the payload as its value", async () => {
    const labels = ["First name", "Last name", "E-mail", "Phone number", "Cover letter (optional)"];
    const page = await postPayload("/career/1/hiring", labels, "Submit");
    const form = formWith(page, "Submit");
    expect(
      within(form)
        .getAllByRole("alert")
        .some((alert) => alert.textContent?.includes("Invalid email address"))
    ).toBe(true);
    expectKept(page, labels);
    expectInert(page);
  });

  it.each([
    { path: "/auth/register", button: "Register" },
    { path: "/auth/login", button: "Sign in" },
    { path: "/auth/forgot-password", button: "Send reset link" },
  ])("$path: the e-mail field keeps the payload as its value", async ({ path, button }) => {
    const someone = visitor();
    const page = await someone.open(path);
    const values: Record<string, string> = { email: PAYLOAD };
    for (const password of page.document.querySelectorAll('input[type="password"]')) values[password.getAttribute("name")!] = PASSWORD;
    const answer = await someone.read(await someone.submit(page, formWith(page, button), { values, button }), page.url);
    expect(answer.status).toBe(400);
    expect(answer.screen.getAllByText("Invalid email address").length).toBeGreaterThan(0);
    expect((answer.screen.getByLabelText("Email") as HTMLInputElement).value).toBe(PAYLOAD);
    expectInert(answer);
  });

  it("every form posted straight (no page first) answers with the payload escaped", async () => {
    const posts: { path: string; form: Record<string, string> }[] = [
      {
        path: "/solution/1/request/inquiry",
        form: {
          first_name: PAYLOAD,
          last_name: PAYLOAD,
          company_email_address: PAYLOAD,
          company: PAYLOAD,
          message: PAYLOAD,
        },
      },
      {
        path: "/solution/1?quote=1",
        form: {
          full_name: PAYLOAD,
          email: PAYLOAD,
          mobile: PAYLOAD,
          company: PAYLOAD,
          quantity: PAYLOAD,
          unit: "kg",
          note: PAYLOAD,
        },
      },
      {
        path: "/contact-us",
        form: {
          first_name: PAYLOAD,
          last_name: PAYLOAD,
          email: PAYLOAD,
          phone_number: PAYLOAD,
          message: PAYLOAD,
        },
      },
      {
        path: "/auth/register",
        form: {
          email: PAYLOAD,
          password: PASSWORD,
          confirm_password: PASSWORD,
        },
      },
      { path: "/auth/login", form: { email: PAYLOAD, password: "x" } },
      { path: "/auth/forgot-password", form: { email: PAYLOAD } },
    ];
    for (const { path, form } of posts) {
      const someone = visitor();
      const page = await someone.read(await someone.post(path, new URLSearchParams(form)), someone.url(path));
      expect(page.status, path).toBe(400);
      expectInert(page);
      expect(page.html, `${path} shows the value again`).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
    }
    const application = new FormData();
    for (const name of ["first_name", "last_name", "email", "phone_number", "cover_letter"]) application.set(name, PAYLOAD);
    const someone = visitor();
    const answer = await someone.read(await someone.post("/career/1/hiring", application), someone.url("/career/1/hiring"));
    expect(answer.status).toBe(400);
    expectInert(answer);
  });

  it("profile names are stored and shown back as text: the welcome line and the fields", async () => {
    const account = await signedIn();
    const names = ["First name", "Last name", "Occupation"];
    const profile = await account.open("/profile");
    const updated = await account.land(
      await account.submit(profile, formWith(profile, "Update Profile"), {
        values: payloadIn(profile, names),
        button: "Update Profile",
      })
    );
    expect(flashOf(updated)).toBe("Profile updated successfully");
    expect(updated.screen.getByTestId("welcome-name").textContent).toBe(`${PAYLOAD} ${PAYLOAD}`);
    expectKept(updated, names);
    expectInert(updated);

    // Shown again on each profile page, from the database.
    for (const path of ["/profile", "/profile/overview", "/profile/saved"]) {
      const page = await account.open(path);
      expect(page.screen.getByTestId("welcome-name").textContent, path).toBe(`${PAYLOAD} ${PAYLOAD}`);
      expectInert(page);
    }

    // A failure after that (a bad e-mail) shows the stored names again as the fields' values.
    const again = await account.open("/profile");
    const refused = await account.read(
      await account.submit(again, formWith(again, "Update Profile"), {
        values: { email: PAYLOAD },
        button: "Update Profile",
      }),
      again.url
    );
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText("Invalid email address")).toBeTruthy();
    expect((refused.screen.getByLabelText("Email") as HTMLInputElement).value).toBe(PAYLOAD);
    expectKept(refused, names);
    expectInert(refused);
  });
});
