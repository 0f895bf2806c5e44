/**
 * Accounts without JavaScript, over HTTP: registering, signing in and out, sessions, the sign-in redirect, the saved
 * items' delete step, addresses proved by a link, registration that does not tell known addresses from new ones,
 * common passwords refused, reset links.
 */
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../support/resume-files";
import {
  ACCOUNT_PASSWORD as PASSWORD,
  anonymousLikesCookie,
  firstAdmin,
  errorOf,
  flashOf,
  formWith,
  linkIn,
  mailTo,
  registerAccount,
  signedIn,
  uniqueEmail,
  pathOf,
  visitor,
} from "./support";
import type { Page } from "../support/visitor";

const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

const field = (page: Page, label: string) => page.screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** The answer to a form post as a page: followed to where it redirects, or the page the server answered. */
async function answer(someone: ReturnType<typeof visitor>, page: Page, button: string, values: Record<string, string> = {}) {
  const response = await someone.submit(page, formWith(page, button), {
    values,
    button,
  });
  return someone.land(response, page.url);
}

/** The session cookie's Set-Cookie line in a response. */
const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith("__session="));

describe("an account made with someone else's address", () => {
  /** The number an overview shows beside `label`. */
  const stat = (page: Page, label: string) =>
    [...page.document.querySelectorAll("dt")].find((term) => term.textContent?.trim() === label)?.nextElementSibling?.textContent?.trim();

  // A sign-up, a sign-in, an upload and a staff look-up: slower than the file's usual 30 s allows on a busy machine.
  it("sees none of the victim's applications and erases neither them nor the CV", async () => {
    const victim = uniqueEmail("victim");
    const vacancies = await (await visitor().get("/api/v1/job_board/vacancies/")).json();
    const application = new FormData();
    for (const [name, value] of Object.entries({
      vacancy: String(vacancies.data[0].id),
      first_name: "Mona",
      last_name: "Victim",
      email: victim,
      phone_number: "+968 9000 0001",
      cover_letter: "",
    }))
      application.set(name, value);
    application.set("resume", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), "cv.pdf");
    const applied = await visitor().post("/api/v1/job_board/applications/", application);
    expect(applied.status, await applied.text()).toBe(201);

    const attacker = visitor();
    const registered = await answer(attacker, await attacker.open("/auth/register"), "Register", {
      email: victim,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(pathOf(registered)).toBe("/auth/login");
    expect(pathOf(await answer(attacker, registered, "Sign in", { email: victim, password: PASSWORD }))).toBe("/");
    const overview = await attacker.open("/profile/overview");
    for (const label of ["MSDS requests", "TDS requests", "Inquiries", "Quote requests", "Contact messages", "Job applications"])
      expect(stat(overview, label), label).toBe("0");

    const asking = await attacker.open("/profile/settings?confirm=delete");
    const deleted = await answer(attacker, asking, "Delete account permanently", { current_password: PASSWORD });
    expect(pathOf(deleted)).toBe("/");

    // The application and its CV are still there for the staff.
    const admin = firstAdmin();
    const list = await admin.open(`/staff/applications?q=${encodeURIComponent(victim)}`);
    const entry = [...list.document.querySelectorAll('a[href^="/staff/applications/"]')].find((link) =>
      /^\/staff\/applications\/\d+$/.test(link.getAttribute("href")!)
    );
    expect(entry, "the victim's application is listed").toBeTruthy();
    const page = await admin.open(entry!.getAttribute("href")!);
    expect(page.screen.getByText(victim)).toBeTruthy();
    const cv = await admin.get(page.document.querySelector('a[href$="/cv"]')!.getAttribute("href")!);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer())).toEqual(minimalPdf());
  }, 60_000);
});

describe("registering", () => {
  it("shows each field's message, keeps no password, then registers and flashes 'Registered successfully'", async () => {
    const someone = visitor();
    const email = uniqueEmail("register");
    const form = await someone.open("/auth/register");
    // Unticked: consent to marketing is given, not assumed (the site departs here from the spec's ticked box).
    expect((form.screen.getByLabelText("Subscribe to our blog") as HTMLInputElement).checked).toBe(false);

    const empty = await answer(someone, form, "Register");
    expect(empty.status).toBe(400);
    expect(errorOf(empty, field(empty, "Email"))).toBe("Invalid email address");
    expect(errorOf(empty, field(empty, "Password"))).toContain("Password must be at least 8 characters");
    expect(errorOf(empty, field(empty, "Confirm password"))).toBe("Confirm Password is required");

    const mismatch = await answer(someone, empty, "Register", {
      email,
      password: PASSWORD,
      confirm_password: `${PASSWORD}!`,
    });
    expect(mismatch.status).toBe(400);
    // The message belongs to the confirm field.
    expect(errorOf(mismatch, field(mismatch, "Confirm password"))).toBe("Passwords do not match");
    expect(field(mismatch, "Email").value).toBe(email);
    // Passwords are never sent back in the page: a no-JS visitor types them again.
    expect(field(mismatch, "Password").value).toBe("");
    expect(field(mismatch, "Confirm password").value).toBe("");
    expect(mismatch.html).not.toContain(PASSWORD);

    const registered = await answer(someone, mismatch, "Register", {
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(pathOf(registered)).toBe("/auth/login");
    expect(flashOf(registered)).toBe("Registered successfully");
  });

  it("a common password is refused by the field", async () => {
    const someone = visitor();
    const form = await someone.open("/auth/register");
    const refused = await answer(someone, form, "Register", {
      email: uniqueEmail("common"),
      password: "Password123",
      confirm_password: "Password123",
    });
    expect(refused.status).toBe(400);
    expect(pathOf(refused)).toBe("/auth/register");
    expect(errorOf(refused, field(refused, "Password"))).toContain(COMMON_PASSWORD_MESSAGE);
  });

  it("registering a known address answers exactly like a new one, on the page and in the API; its owner is told", async () => {
    const known = await registerAccount();
    const someone = visitor();
    const form = await someone.open("/auth/register");
    const registered = await answer(someone, form, "Register", {
      email: known.toUpperCase(),
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(pathOf(registered)).toBe("/auth/login");
    expect(flashOf(registered)).toBe("Registered successfully");
    expect(registered.html).not.toContain("already exists");
    await expect.poll(() => mailTo(known).map((m) => m.subject), { timeout: 10_000 }).toContain("Someone tried to register with your address");

    const answers = [];
    for (const email of [uniqueEmail("fresh"), known]) {
      const response = await fetch(someone.url("/api/v1/account/user-register/"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          confirm_password: PASSWORD,
        }),
      });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0].status).toBe(201);
  });
});

describe("signing in", () => {
  it("validates a valid e-mail and a non-empty password, keeping the e-mail; links to reset and registration", async () => {
    const someone = visitor();
    const form = await someone.open("/auth/login");
    expect(form.screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/auth/forgot-password");
    expect(form.screen.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe("/auth/register");
    const refused = await answer(someone, form, "Sign in", {
      email: "not-an-address",
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused, field(refused, "Email"))).toBe("Invalid email address");
    expect(errorOf(refused, field(refused, "Password"))).toBe("Password is required");
    expect(field(refused, "Email").value).toBe("not-an-address");
  });

  it("without JavaScript the password has no show/hide toggle: the field stays hidden", async () => {
    const form = await visitor().open("/auth/login");
    expect(field(form, "Password").getAttribute("type")).toBe("password");
    expect(form.screen.queryByRole("button", { name: "Show password" })).toBeNull();
  });

  it("a wrong password says so and keeps the e-mail; the right one makes a new, remembered session holding the anonymous likes", async () => {
    const email = await registerAccount();
    const someone = visitor();
    // Likes made before signing in (the likes route keeps them in the anonymous session) move into the account.
    someone.setCookie("__session", await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
    const anonymousCookie = someone.cookie("__session");
    const form = await someone.open("/auth/login");
    expect((form.screen.getByLabelText("Remember me") as HTMLInputElement).checked).toBe(true);

    const wrong = await answer(someone, form, "Sign in", {
      email,
      password: "wrong password",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.screen.getAllByRole("alert").some((alert: HTMLElement) => alert.textContent?.includes("Invalid email or password."))).toBe(true);
    expect(field(wrong, "Email").value).toBe(email);

    const response = await someone.submit(wrong, formWith(wrong, "Sign in"), {
      values: { password: PASSWORD },
      button: "Sign in",
    });
    expect(response.status).toBe(302);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(sessionLine(response) ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(someone.cookie("__session")).toBeTruthy();
    expect(someone.cookie("__session")).not.toBe(anonymousCookie);
    const home = await someone.land(response, wrong.url);
    expect(pathOf(home)).toBe("/");
    expect(flashOf(home)).toBe("Logged in successfully");

    // Saved: the merged likes, Plants first.
    const plants = await someone.open("/profile/saved");
    expect(plants.screen.getByRole("tab", { name: "Plants" }).getAttribute("aria-selected")).toBe("true");
    expect(plants.screen.getByText("Showing 1 of 1")).toBeTruthy();
    const solutions = await someone.open("/profile/saved?tab=solutions");
    expect(solutions.screen.getByText("Showing 2 of 2")).toBeTruthy();
  });

  it("without remember-me the cookie ends with the browser session", async () => {
    const email = await registerAccount();
    const response = await visitor().post("/auth/login", new URLSearchParams({ email, password: PASSWORD }));
    const cookie = sessionLine(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("the profile area sends anonymous visitors to sign-in and back where they were going", async () => {
    const email = await registerAccount();
    for (const path of ["/profile", "/profile/overview", "/profile/settings", "/profile/logout"]) {
      const page = await visitor().open(path);
      expect(pathOf(page)).toBe(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const someone = visitor();
    const form = await someone.open("/profile/saved?tab=solutions");
    const saved = await answer(someone, form, "Sign in", {
      email,
      password: PASSWORD,
    });
    expect(pathOf(saved)).toBe("/profile/saved?tab=solutions");
    expect(saved.screen.getByRole("tab", { name: "Solutions" }).getAttribute("aria-selected")).toBe("true");
  });

  it("a redirectTo to another site is ignored", async () => {
    const email = await registerAccount();
    const someone = visitor();
    const form = await someone.open("/auth/login?redirectTo=//evil.example/steal");
    const landed = await answer(someone, form, "Sign in", {
      email,
      password: PASSWORD,
    });
    expect(pathOf(landed)).toBe("/");
  });
});

describe("sessions", () => {
  it("every sign-in makes a new session, and a logged-out session cookie no longer works", async () => {
    const email = await registerAccount();
    const first = await signedIn(email);
    const second = await signedIn(email);
    const firstCookie = first.cookie("__session")!;
    expect(second.cookie("__session")).not.toBe(firstCookie);

    const profile = await first.open("/profile");
    expect(profile.screen.getByRole("heading", { level: 1 }).textContent).toBe("Manage my profile");
    const out = await answer(first, profile, "Log out");
    expect(pathOf(out)).toBe("/auth/login");
    expect(first.cookie("__session")).toBeUndefined();

    // Replaying the old cookie: the server revoked its tokens.
    const replay = visitor();
    replay.setCookie("__session", firstCookie);
    expect(pathOf(await replay.open("/profile"))).toBe("/auth/login?redirectTo=%2Fprofile");
    // The other session (another device) is untouched.
    expect(pathOf(await second.open("/profile"))).toBe("/profile");
  });
});

describe("saved items without JavaScript", () => {
  it("open on Solutions when only solutions are saved (Plants, the default, when there are plants)", async () => {
    const email = await registerAccount();
    const someone = visitor();
    someone.setCookie("__session", await anonymousLikesCookie({ solution: [1], plant: [] }));
    await someone.post("/auth/login", new URLSearchParams({ email, password: PASSWORD }));
    const saved = await someone.open("/profile/saved");
    expect(saved.screen.getByRole("tab", { name: "Solutions" }).getAttribute("aria-selected")).toBe("true");
    expect(saved.screen.getByText("Showing 1 of 1")).toBeTruthy();
    // Asked for by name, Plants shows its own (empty) list.
    const plants = await someone.open("/profile/saved?tab=plants");
    expect(plants.screen.getByRole("tab", { name: "Plants" }).getAttribute("aria-selected")).toBe("true");
  });


  it("delete asks on a page step first (Cancel keeps the item), then removes it for good", async () => {
    const email = await registerAccount();
    const someone = visitor();
    someone.setCookie("__session", await anonymousLikesCookie({ solution: [1, 2], plant: [] }));
    await someone.post("/auth/login", new URLSearchParams({ email, password: PASSWORD, remember: "on" }));
    const saved = await someone.open("/profile/saved?tab=solutions");
    const rows = saved.screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    const deleteLink = saved.screen.getAllByRole("link", {
      name: /^Delete /,
    })[0];
    const name = deleteLink.getAttribute("aria-label")?.replace(/^Delete /, "") ?? deleteLink.textContent!.replace(/^Delete /, "");

    const asking = await someone.open(deleteLink.getAttribute("href")!);
    const dialog = asking.screen.getByRole("dialog", {
      name: "Delete saved item",
    });
    expect(dialog.textContent).toContain(name);
    const cancelled = await someone.open(asking.screen.getByRole("link", { name: "Cancel" }).getAttribute("href")!);
    expect(cancelled.screen.queryByRole("dialog")).toBeNull();
    expect(cancelled.screen.getAllByRole("row")).toHaveLength(3);

    const again = await someone.open(deleteLink.getAttribute("href")!);
    const removed = await answer(someone, again, "Delete");
    expect(flashOf(removed)).toBe("Removed from your saved items");
    expect(removed.screen.getByText("Showing 1 of 1")).toBeTruthy();
    expect(removed.screen.getByRole("table").textContent).not.toContain(name);
    expect((await someone.open("/profile/saved?tab=solutions")).screen.getByText("Showing 1 of 1")).toBeTruthy();
  });
});

describe("confirming an address", () => {
  it("a new account is unconfirmed until its link is opened, and can ask for the link again", async () => {
    const account = await signedIn();
    const profile = await account.open("/profile");
    expect(profile.screen.getByText(/is not confirmed yet/)).toBeTruthy();
    const first = await linkIn(account.email, "Confirm your e-mail address");
    const resent = await answer(account, profile, "Send the link again");
    expect(flashOf(resent)).toBe(`We sent a confirmation link to ${account.email}`);
    const second = await linkIn(account.email, "Confirm your e-mail address");
    expect(second).not.toBe(first);

    // The older link died when the newer one was sent.
    expect((await account.open(first)).status).toBe(410);
    const confirm = await account.open(second);
    const confirmed = await answer(account, confirm, "Confirm my address");
    expect(flashOf(confirmed)).toBe("Your e-mail address has been confirmed");
    expect(confirmed.screen.queryByText(/is not confirmed yet/)).toBeNull();
  });

  it("changing the e-mail needs the current password and lands only when the new address confirms", async () => {
    const account = await signedIn();
    const newAddress = uniqueEmail("new");
    const profile = await account.open("/profile");
    const refused = await answer(account, profile, "Update Profile", {
      email: newAddress,
    });
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText("Current password is required")).toBeTruthy();

    const form = await account.open("/profile");
    const updated = await answer(account, form, "Update Profile", {
      email: newAddress,
      current_password: PASSWORD,
    });
    expect(flashOf(updated)).toBe("Profile updated successfully");
    expect(
      updated.screen.getAllByRole("status").some((status: HTMLElement) => status.textContent?.includes(`We sent a confirmation link to ${newAddress}`))
    ).toBe(true);
    expect(field(updated, "Email").value).toBe(account.email);
    const link = await linkIn(newAddress, "Confirm your new e-mail address");
    // Delivered in the same round as the new address's: the old address got no confirmation link.
    expect(mailTo(account.email).filter((m) => m.subject === "Confirm your new e-mail address")).toHaveLength(0);
    expect((await account.open(link)).screen.getByText(newAddress, { exact: false })).toBeTruthy();
    // Opening the page spends nothing (a mail scanner's GET): it still offers the button when opened again.
    const confirm = await account.open(link);
    const changed = await answer(account, confirm, "Confirm my address");
    expect(pathOf(changed)).toBe("/profile");
    expect(flashOf(changed)).toBe("Your e-mail address has been changed");
    expect(field(changed, "Email").value).toBe(newAddress);
  });
});

describe("resetting a password", () => {
  it("forgot password answers the same for a known and an unknown address", async () => {
    const known = await registerAccount();
    for (const email of [known, "nobody-here@example.com"]) {
      const someone = visitor();
      const form = await someone.open("/auth/forgot-password");
      const sent = await answer(someone, form, "Send reset link", { email });
      expect(pathOf(sent)).toBe("/auth/login");
      expect(flashOf(sent)).toBe("If an account exists for this address, we have sent it a link to reset the password.");
    }
  });

  it("the reset link for an unknown token says so with 410 and offers a new one", async () => {
    const page = await visitor().open("/auth/reset-password/not-a-valid-token-000000000000");
    expect(page.status).toBe(410);
    expect(page.screen.getByText("This reset link is invalid or has expired.", { exact: false })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/auth/forgot-password");
  });

  it("a common password is refused by the field on a reset", async () => {
    const email = await registerAccount();
    await visitor().post("/auth/forgot-password", new URLSearchParams({ email }));
    const someone = visitor();
    const form = await someone.open(await linkIn(email, "Reset your password"));
    const refused = await answer(someone, form, "Set new password", {
      password: "iloveyou123",
      confirm_password: "iloveyou123",
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused, field(refused, "New password"))).toContain(COMMON_PASSWORD_MESSAGE);
  });

  // That the outbox stores a link only sealed is proved where the table can be read: app/models/password-resets.server.test.ts.
  it("an older reset link is dead once a newer one is sent; the newer one refuses mismatched passwords, then sets the password", async () => {
    const email = await registerAccount();
    await visitor().post("/auth/forgot-password", new URLSearchParams({ email }));
    const older = await linkIn(email, "Reset your password");
    await visitor().post("/auth/forgot-password", new URLSearchParams({ email }));
    const newer = await linkIn(email, "Reset your password");
    expect(newer).not.toBe(older);

    const someone = visitor();
    const stale = await someone.open(older);
    expect(stale.status).toBe(410);
    expect(stale.screen.getByText("This reset link is invalid or has expired.", { exact: false })).toBeTruthy();
    const form = await someone.open(newer);
    const mismatch = await answer(someone, form, "Set new password", { password: "a brand new passphrase", confirm_password: "a brand new passphrase!" });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch, field(mismatch, "Confirm password"))).toContain("Passwords do not match");
    const done = await answer(someone, mismatch, "Set new password", { password: "a brand new passphrase", confirm_password: "a brand new passphrase" });
    expect(pathOf(done)).toBe("/auth/login");
    expect(flashOf(done)).toBe("Your password has been changed. Please sign in.");
    expect((await visitor().post("/auth/login", new URLSearchParams({ email, password: "a brand new passphrase" }))).status).toBe(302);
  });
});
