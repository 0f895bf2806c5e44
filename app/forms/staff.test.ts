import { describe, expect, it } from "vitest";
import {
  auditFilterFrom,
  STAFF_MESSAGES,
  staffAccessValidator,
  staffCodeValidator,
  staffInviteValidator,
  staffRedirectTarget,
  staffRolesValidator,
  staffSetupValidator,
  staffSignInValidator,
} from "./staff";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the staff sign-in form", () => {
  it("asks for a valid e-mail and a password, in the account forms' words", async () => {
    expect((await staffSignInValidator.validate(form({ email: "nope", password: "" }))).error?.fieldErrors).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
  });

  it("sends the member on only to a staff page, and to /staff otherwise", async () => {
    const read = async (redirectTo?: string) =>
      (await staffSignInValidator.validate(form({ email: "me@example.com", password: "x", ...(redirectTo === undefined ? {} : { redirectTo }) }))).data?.redirectTo;
    expect(await read()).toBe("/staff");
    expect(await read("/staff/team?x=1")).toBe("/staff/team?x=1");
    expect(await read("/profile")).toBe("/staff");
    expect(await read("//evil.example/staff")).toBe("/staff");
    expect(await read("https://evil.example/staff/team")).toBe("/staff");
    expect(await read("/staffroom")).toBe("/staff");
    expect(await read("/staff/sign-in/code")).toBe("/staff");
  });
});

describe("staffRedirectTarget", () => {
  it("keeps /staff and its pages, with their query", () => {
    expect(staffRedirectTarget("/staff")).toBe("/staff");
    expect(staffRedirectTarget("/staff/audit?action=staff.roles")).toBe("/staff/audit?action=staff.roles");
  });

  it("refuses other paths, other hosts, encoded tricks, the sign-in pages and non-strings", () => {
    for (const to of ["/", "/auth/login", "/%2F%2Fevil.example", "/\\evil.example", "/staff/sign-in", "/staff/sign-out", null, 42]) {
      expect(staffRedirectTarget(to)).toBe("/staff");
    }
  });
});

describe("the staff code form", () => {
  it("asks for a code, and reads a TOTP code or a recovery code without the spaces an app shows", async () => {
    expect((await staffCodeValidator.validate(form({ code: "  " }))).error?.fieldErrors).toEqual({ code: STAFF_MESSAGES.codeRequired });
    expect((await staffCodeValidator.validate(form({ code: "123 456" }))).data).toEqual({ code: "123456", redirectTo: "/staff" });
    expect((await staffCodeValidator.validate(form({ code: "1a2b3-c4d5e", redirectTo: "/staff/team" }))).data).toEqual({
      code: "1a2b3-c4d5e",
      redirectTo: "/staff/team",
    });
  });
});

describe("the staff set-up form", () => {
  const valid = { name: " Amal ", password: "a long passphrase", confirm_password: "a long passphrase", code: "123456", sealedSecret: "v1.a.b.c" };

  it("takes a name, the registration's password rules and a 6-digit code", async () => {
    expect((await staffSetupValidator.validate(form(valid))).data).toEqual({ ...valid, name: "Amal" });
    expect((await staffSetupValidator.validate(form({ ...valid, code: "123 456" }))).data?.code).toBe("123456");
  });

  it("says what is wrong beside each field", async () => {
    const result = await staffSetupValidator.validate(form({ ...valid, name: " ", password: "short", confirm_password: "", code: "12345" }));
    expect(result.error?.fieldErrors).toEqual({
      name: STAFF_MESSAGES.nameRequired,
      password: "Password must be at least 8 characters",
      confirm_password: "Confirm Password is required",
      code: STAFF_MESSAGES.setupCodeInvalid,
    });
  });

  it("shows 'Passwords do not match' on the confirm field", async () => {
    expect((await staffSetupValidator.validate(form({ ...valid, confirm_password: "another passphrase" }))).error?.fieldErrors).toEqual({
      confirm_password: "Passwords do not match",
    });
  });

  it("needs the page's sealed secret", async () => {
    expect((await staffSetupValidator.validate(form({ ...valid, sealedSecret: "" }))).error?.fieldErrors).toHaveProperty("sealedSecret");
  });
});

describe("the invitation form", () => {
  it("reads the ticked roles in the product's order", async () => {
    const result = await staffInviteValidator.validate(form({ intent: "invite", email: " New@Example.com ", role_hr: "on", role_admin: "on" }));
    expect(result.data).toEqual({ email: "New@Example.com", roles: ["admin", "hr"] });
  });

  it("asks for a valid e-mail and at least one role", async () => {
    expect((await staffInviteValidator.validate(form({ intent: "invite", email: "x" }))).error?.fieldErrors).toMatchObject({
      email: "Invalid email address",
    });
    expect((await staffInviteValidator.validate(form({ intent: "invite", email: "a@example.com" }))).error?.fieldErrors).toEqual({
      roles: STAFF_MESSAGES.roleRequired,
    });
  });

  it("ignores role fields that are not roles", async () => {
    expect((await staffInviteValidator.validate(form({ intent: "invite", email: "a@example.com", role_root: "on", role_sales: "on" }))).data?.roles).toEqual(["sales"]);
  });
});

describe("the roles and access forms", () => {
  it("read a member's id and the roles", async () => {
    expect((await staffRolesValidator.validate(form({ intent: "roles", staffId: "7", role_sales: "on", role_communications: "on" }))).data).toEqual({
      staffId: 7,
      roles: ["sales", "communications"],
    });
    expect((await staffRolesValidator.validate(form({ intent: "roles", staffId: "7" }))).error?.fieldErrors).toEqual({ roles: STAFF_MESSAGES.roleRequired });
  });

  it("refuse an id that is not a positive whole number", async () => {
    for (const staffId of ["0", "-1", "1.5", "abc", "99999999999"]) {
      expect((await staffRolesValidator.validate(form({ intent: "roles", staffId, role_hr: "on" }))).error).toBeDefined();
      expect((await staffAccessValidator.validate(form({ intent: "disable", staffId }))).error).toBeDefined();
    }
  });

  it("read disable and enable", async () => {
    expect((await staffAccessValidator.validate(form({ intent: "disable", staffId: "3" }))).data).toEqual({ staffId: 3, disabled: true });
    expect((await staffAccessValidator.validate(form({ intent: "enable", staffId: "3" }))).data).toEqual({ staffId: 3, disabled: false });
    expect((await staffAccessValidator.validate(form({ intent: "delete", staffId: "3" }))).error).toBeDefined();
  });
});

describe("the audit log's URL filters", () => {
  it("reads an action prefix, an actor and a keyset position", () => {
    expect(auditFilterFrom(new URLSearchParams("action=staff.sign-in&actor=%20a@b.co%20&before=120"))).toEqual({
      action: "staff.sign-in",
      actor: "a@b.co",
      before: 120,
    });
  });

  it("drops what is malformed instead of failing", () => {
    expect(auditFilterFrom(new URLSearchParams("action=staff%25&before=-3"))).toEqual({ action: undefined, actor: undefined, before: undefined });
    expect(auditFilterFrom(new URLSearchParams("before=99999999999"))).toMatchObject({ before: undefined });
    expect(auditFilterFrom(new URLSearchParams("before=0"))).toMatchObject({ before: undefined });
  });
});
