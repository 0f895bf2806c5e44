/** The staff workspace's door over HTTP: set-up, sign-in and sign-out, the team page, the audit log, the mail page, and which role gets which staff route. */
import { describe, expect, it } from "vitest";
import { totpAt } from "../support/totp";
import { firstAdmin, FIRST_ADMIN, flashOf, formWith, linkIn, STAFF_PASSWORD, staffMember, uniqueEmail, visitor, type Page } from "./support";
import { STAFF_SETUP_SUBJECT } from "./constants";

const SIGN_IN_FAILED = "Wrong e-mail, password or code.";
const INVALID_LINK = "This set-up link is invalid, used or expired. Ask your administrator for a new one.";

/** The first admin invites `email` with `roles` from the team page; answers the set-up link mailed to them. */
async function invite(email: string, roles: string[]) {
  const admin = firstAdmin();
  const team = await admin.open("/staff/team");
  const values: Record<string, string> = { email };
  for (const role of roles) values[`role_${role}`] = "on";
  const page = await admin.land(await admin.submit(team, formWith(team, "Invite"), { values, button: "Invite" }));
  expect(flashOf(page)).toBe(`Invitation sent to ${email}`);
  return linkIn(email, STAFF_SETUP_SUBJECT);
}

/** The team page's row of `email`. */
function rowOf(page: Page, email: string) {
  return page.screen.getByRole("form", { name: `Roles of ${email}` }).closest("tr") as HTMLElement;
}

describe("set-up from the invitation", { timeout: 120_000 }, () => {
  it("a wrong code keeps the name and the same key, never the passwords; the right one shows ten recovery codes once, and the link is spent", async () => {
    const email = uniqueEmail("admin");
    const link = await invite(email, ["admin"]);
    const member = visitor();
    const setUp = await member.open(link);
    expect(setUp.screen.getByRole("heading", { name: "Set up your staff account" })).toBeTruthy();
    expect(setUp.screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeTruthy();
    const secret = setUp.screen.getByTestId("totp-secret").textContent!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const good = totpAt(secret);
    const refused = await member.read(
      await member.submit(setUp, formWith(setUp, "Set up my account"), {
        values: { name: "Amal Al-Harthy", password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD, code: good === "000000" ? "000001" : "000000" },
      }),
      setUp.url,
    );
    expect(refused.screen.getByText("That code did not match. Check your device's clock and try the newest code.")).toBeTruthy();
    expect(refused.screen.getByTestId("totp-secret").textContent!.replace(/\s/g, "")).toBe(secret);
    expect((refused.screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("Amal Al-Harthy");
    expect((refused.screen.getByLabelText("Password", { exact: true }) as HTMLInputElement).value).toBe("");
    expect((refused.screen.getByLabelText("Confirm password") as HTMLInputElement).value).toBe("");

    const done = await member.read(
      await member.submit(refused, formWith(refused, "Set up my account"), { values: { password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD, code: totpAt(secret) } }),
      setUp.url,
    );
    expect(done.screen.getByRole("heading", { name: "Your account is ready" })).toBeTruthy();
    const codes = done.screen.getByRole("list", { name: "Recovery codes" }).querySelectorAll("li");
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code.textContent).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);

    const spent = await visitor().open(link);
    expect(spent.status).toBe(410);
    expect(spent.screen.getByTestId("setup-link-invalid").textContent).toBe(INVALID_LINK);

    // Home: who is signed in, with the admin's sections and the staff header only.
    const home = await member.open("/staff");
    expect(home.screen.getByTestId("signed-in-as").textContent).toBe(`Signed in as Amal Al-Harthy (${email})`);
    expect(home.screen.getByTestId("staff-roles").textContent).toBe("Admin");
    const sections = home.screen.getByRole("navigation", { name: "Staff sections" });
    expect(sections.querySelector("a[href='/staff/team']")?.textContent).toBe("Team");
    expect(sections.querySelector("a[href='/staff/audit']")?.textContent).toBe("Audit log");
    expect(home.screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(home.screen.queryByRole("link", { name: "Sahel Specialty Chemicals — home" })).toBeNull();
  });

  it("an invalid set-up link is a 410 page that says so", async () => {
    const page = await visitor().open("/staff/setup/not-a-real-token-0123456789");
    expect(page.status).toBe(410);
    expect(page.screen.getByTestId("setup-link-invalid").textContent).toBe(INVALID_LINK);
  });

  it("a sales member's home names Inbox and Documents and no admin section", async () => {
    const sales = await staffMember(["sales"], "salim");
    const home = await sales.open("/staff");
    expect(home.screen.getByTestId("staff-roles").textContent).toBe("Sales");
    const sections = home.screen.getByRole("main").querySelectorAll("a");
    expect([...sections].map((a) => a.textContent).filter((text) => /^(Inbox|Documents)$/.test(text ?? ""))).toHaveLength(2);
    expect(home.screen.queryByRole("link", { name: "Team" })).toBeNull();
  });
});

describe("sign-in and sign-out", { timeout: 120_000 }, () => {
  it("sign-out ends the session; sign-in takes the password, then a fresh code, and returns to the page asked for", async () => {
    const member = await staffMember(["admin"], "signing-admin");
    const home = await member.open("/staff");
    const out = await member.land(await member.submit(home, formWith(home, "Sign out"), { button: "Sign out" }));
    expect(new URL(out.url).pathname).toBe("/staff/sign-in");
    expect(flashOf(out)).toBe("You have been signed out.");

    const signIn = await member.open("/staff/team");
    expect(new URL(signIn.url).pathname + new URL(signIn.url).search).toBe("/staff/sign-in?redirectTo=%2Fstaff%2Fteam");
    const wrong = await member.submit(signIn, formWith(signIn, "Continue"), { values: { email: member.email, password: "not the password" } });
    expect(wrong.status).toBe(401);
    const wrongPage = await member.read(wrong, signIn.url);
    expect(wrongPage.screen.getByRole("alert").textContent).toContain(SIGN_IN_FAILED);
    expect((wrongPage.screen.getByLabelText("Email") as HTMLInputElement).value).toBe(member.email);

    const password = await member.submit(wrongPage, formWith(wrongPage, "Continue"), { values: { password: STAFF_PASSWORD } });
    expect(password.status).toBe(302);
    expect(password.headers.get("location")).toBe("/staff/sign-in/code?redirectTo=%2Fstaff%2Fteam");
    const codePage = await member.land(password, member.url("/staff/sign-in"));
    const codeField = codePage.screen.getByLabelText("Code from your authenticator app (or a recovery code)");
    expect(codeField.getAttribute("autocomplete")).toBe("one-time-code");
    const stale = await member.read(await member.submit(codePage, formWith(codePage, "Sign in"), { values: { code: totpAt(member.secret, Date.now() - 120_000) } }), codePage.url);
    expect(stale.screen.getByRole("alert").textContent).toContain(SIGN_IN_FAILED);
    // The set-up used this step's code; a code is accepted once, so the next step's.
    const team = await member.land(await member.submit(stale, formWith(stale, "Sign in"), { values: { code: totpAt(member.secret, Date.now() + 30_000) } }), stale.url);
    expect(new URL(team.url).pathname).toBe("/staff/team");
    expect(team.screen.getByRole("heading", { name: "Team", level: 1 })).toBeTruthy();
  });

  it("staff pages are never indexed or stored, and anonymous visitors are sent to sign in", async () => {
    for (const url of ["/staff/sign-in", "/staff/setup/not-a-real-token-0123456789"]) {
      const response = await visitor().get(url);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    for (const url of ["/staff", "/staff/team", "/staff/audit", "/staff/mail"]) {
      const response = await visitor().get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/staff/sign-in?redirectTo=${encodeURIComponent(url)}`);
    }
  });

  it("the code page without a password first sends back; a GET of sign-out signs nobody out; every refused sign-in gets the one message", async () => {
    expect((await visitor().get("/staff/sign-in/code")).headers.get("location")).toBe("/staff/sign-in");
    const admin = firstAdmin();
    expect((await admin.get("/staff/sign-out")).headers.get("location")).toBe("/staff");
    expect((await admin.open("/staff")).screen.getByTestId("signed-in-as").textContent).toContain(FIRST_ADMIN);
    const away = await visitor().post("/staff/sign-in", new URLSearchParams({ email: "nobody@example.com", password: "x", redirectTo: "https://evil.example/" }));
    expect(away.status).toBe(401);
    expect(await away.text()).toContain(SIGN_IN_FAILED);
  });
});

describe("the team page", { timeout: 120_000 }, () => {
  it("an invitation needs a role: the message beside the roles, the e-mail kept", async () => {
    const admin = firstAdmin();
    const team = await admin.open("/staff/team");
    const email = uniqueEmail("sales");
    const response = await admin.submit(team, formWith(team, "Invite"), { values: { email }, button: "Invite" });
    expect(response.status).toBe(400);
    const page = await admin.read(response, team.url);
    const form = formWith(page, "Invite");
    expect(form.textContent).toContain("Choose at least one role.");
    expect((form.querySelector("input[name=email]") as HTMLInputElement).value).toBe(email);
  });

  it("an invited member shows as invited; the audit log filtered by actor shows the invitation and no one else's entry", async () => {
    const inviter = await staffMember(["admin"], "inviting-admin");
    const team = await inviter.open("/staff/team");
    const email = uniqueEmail("sales");
    const page = await inviter.land(await inviter.submit(team, formWith(team, "Invite"), { values: { email, role_sales: "on" }, button: "Invite" }));
    expect(flashOf(page)).toBe(`Invitation sent to ${email}`);
    expect(rowOf(page, email).querySelector("[data-testid=member-state]")?.textContent).toBe("invited");
    const audit = await inviter.open(`/staff/audit?actor=${encodeURIComponent(inviter.email)}`);
    const entries: string[] = audit.screen.getAllByTestId("audit-entry").map((entry: HTMLElement): string => entry.textContent ?? "");
    expect(entries.some((text) => text.includes("staff.invite") && text.includes(email))).toBe(true);
    expect(entries.filter((text) => text.includes(FIRST_ADMIN))).toEqual([]);
  });

  it("an audit entry shows the id of the staff request that made it, the one its answer carried in X-Request-Id", async () => {
    const inviter = await staffMember(["admin"], "request-id-admin");
    const team = await inviter.open("/staff/team");
    const email = uniqueEmail("request-id");
    const response = await inviter.submit(team, formWith(team, "Invite"), { values: { email, role_sales: "on" }, button: "Invite" });
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const audit = await inviter.open(`/staff/audit?action=staff.invite&actor=${encodeURIComponent(inviter.email)}`);
    const cells: string[][] = audit.screen.getAllByTestId("audit-entry").map((row: HTMLElement): string[] => [...row.querySelectorAll("td")].map((td) => td.textContent ?? ""));
    expect(cells.find((c) => c[5].includes(email))?.[6]).toBe(requestId);
  });

  it("an admin changes a member's roles, disables and enables them, and cannot take their own admin role; the log has each change, newest first", async () => {
    const admin = firstAdmin();
    const email = uniqueEmail("member");
    await invite(email, ["sales"]);
    let team = await admin.open("/staff/team");
    team = await admin.land(await admin.submit(team, team.screen.getByRole("form", { name: `Roles of ${email}` }) as HTMLFormElement, { values: { role_hr: "on", role_sales: "on" }, button: "Save roles" }));
    expect(flashOf(team)).toBe("Roles saved.");
    const checked = (page: Page, who: string, label: string) => (rowOf(page, who).querySelector(`input[type=checkbox][name=role_${label}]`) as HTMLInputElement).checked;
    expect([checked(team, email, "hr"), checked(team, email, "sales"), checked(team, email, "admin")]).toEqual([true, true, false]);

    team = await admin.land(await admin.submit(team, formWith(team, `Disable ${email}`), { button: `Disable ${email}` }));
    expect(flashOf(team)).toBe("Account disabled.");
    expect(rowOf(team, email).querySelector("[data-testid=member-state]")?.textContent).toBe("disabled");
    team = await admin.land(await admin.submit(team, formWith(team, `Enable ${email}`), { button: `Enable ${email}` }));
    expect(flashOf(team)).toBe("Account enabled.");
    expect(rowOf(team, email).querySelector("[data-testid=member-state]")?.textContent).toBe("invited");

    // Someone must keep the admin role: one's own is refused, in that member's form.
    expect(team.screen.queryByRole("button", { name: `Disable ${FIRST_ADMIN}` })).toBeNull();
    const mine = team.screen.getByRole("form", { name: `Roles of ${FIRST_ADMIN}` }) as HTMLFormElement;
    const refused = await admin.read(await admin.submit(team, mine, { values: { role_admin: [], role_sales: "on" }, button: "Save roles" }), team.url);
    expect(refused.screen.getByRole("form", { name: `Roles of ${FIRST_ADMIN}` }).querySelector("[role=alert]")?.textContent).toContain("You cannot take away your own admin role.");
    expect(checked(await admin.open("/staff/team"), FIRST_ADMIN, "admin")).toBe(true);

    const audit = await admin.open(`/staff/audit?actor=${encodeURIComponent(FIRST_ADMIN)}`);
    const cells: string[][] = audit.screen.getAllByTestId("audit-entry").map((row: HTMLElement): string[] => [...row.querySelectorAll("td")].map((td) => td.textContent ?? ""));
    const target = cells.find((c) => c[2] === "staff.invite" && c[5].includes(email))?.[3];
    expect(target).toMatch(/^staff \d+$/);
    expect(cells.filter((c) => c[3] === target).map((c) => c[2])).toEqual(["staff.enable", "staff.disable", "staff.roles", "staff.invite"]);
  });
});

describe("the mail page", { timeout: 120_000 }, () => {
  it("an admin reads the outbox: recipients, subjects and states, never a body; the Sent filter", async () => {
    const admin = firstAdmin();
    const email = uniqueEmail("mailed");
    // invite() waits until the invitation reached the SMTP sink; the worker marks it sent just after.
    await invite(email, ["sales"]);
    const home = await admin.open("/staff");
    expect(home.screen.getByRole("main").querySelector("a[href='/staff/mail']")?.textContent).toBe("Mail");
    let row: HTMLElement | undefined;
    let page: Page | undefined;
    for (let tries = 0; tries < 150; tries += 1) {
      page = await admin.open("/staff/mail");
      row = page.screen.getAllByTestId("mail-row").find((r: HTMLElement) => r.textContent?.includes(email));
      if (row && /Sent \d/.test(row.textContent ?? "")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page!.screen.getByRole("heading", { level: 1, name: "Mail" })).toBeTruthy();
    expect(row?.textContent).toMatch(/Set up your .+ staff account/);
    expect(row?.textContent).toMatch(/Sent \d/);
    expect(page!.screen.getByRole("main").textContent).not.toContain("/staff/setup/");
    const sentLink = page!.screen.getByRole("link", { name: /^Sent \(\d+\)$/ });
    expect(sentLink.getAttribute("href")).toBe("/staff/mail?status=sent");
    const sent = await admin.open("/staff/mail?status=sent");
    expect(sent.screen.getAllByTestId("mail-row").filter((r: HTMLElement) => r.textContent?.includes(email))).toHaveLength(1);
  });
});

describe("which role gets which staff route", { timeout: 120_000 }, () => {
  // Each role's refusals, from the spec's route table; the role's own routes answer 200 in their editors' tests.
  const refused: Record<string, string[]> = {
    sales: ["/staff/team", "/staff/audit", "/staff/solutions", "/staff/vacancies", "/staff/vacancies/new", "/staff/vacancies/1", "/staff/categories", "/staff/processes", "/staff/problems", "/staff/applications"],
    editor: ["/staff/posts", "/staff/posts/new"],
  };

  it.each(Object.keys(refused))("a %s member is refused the others' pages with 403 'Not open to your roles'", async (role) => {
    const member = await staffMember([role]);
    for (const path of refused[role]) {
      const page = await member.open(path);
      expect(page.status, path).toBe(403);
      expect(page.screen.getByRole("heading", { name: "Not open to your roles" }), path).toBeTruthy();
    }
  });

  it("a sales member's home links no Vacancies section", async () => {
    const sales = await staffMember(["sales"]);
    const home = await sales.open("/staff");
    expect(home.screen.getByRole("main").querySelector("a[href='/staff/vacancies']")).toBeNull();
  });
});
