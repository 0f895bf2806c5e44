/**
 * Staff accounts over a real database: a set-up link works once and only with a code from the enrolled
 * secret; sign-in takes the password and then a code, each code once, or a recovery code once; sessions end when
 * idle for 30 minutes, on sign-out and when the member is disabled; requireStaff opens a route only to the roles it
 * names; and the audit log records all of it and cannot be changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, outbox, staffMembers, staffSetupLinks } from "~/db/schema";
import { runHousekeeping } from "~/models/housekeeping.server";
import {
  STAFF_FAILURES_ALLOWED,
  STAFF_IDLE_TIMEOUT_MS,
  completeStaffSetup,
  findSetupLink,
  finishStaffSignIn,
  hasPendingSignIn,
  inviteFirstAdmin,
  inviteStaff,
  newTotpEnrolment,
  setStaffDisabled,
  setStaffRoles,
  startStaffSignIn,
  verifyStaffSession,
} from "~/models/staff.server";
import { getStaff, requireStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import * as staffTeam from "~/routes/staff.team/route";
import { PASSWORD, codeFor, setUpMember, system } from "./staff-fixtures";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const lastAudit = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("set-up", () => {
  it("takes a code from the enrolled secret, spends the link, gives ten recovery codes and signs the member in", async () => {
    const invited = await inviteStaff({ email: "first@sahel.example.om", roles: ["admin"] }, system);
    expect(invited.ok).toBe(true);
    const token = invited.ok ? invited.link.split("/").at(-1)! : "";
    expect(invited.ok && invited.link).toMatch(/\/staff\/setup\/[A-Za-z0-9_-]{40,}$/);
    // The invitation is queued by mail, its link sealed.
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "first@sahel.example.om"));
    expect(mail.sealedLink).toBeTruthy();
    expect(mail.body).not.toContain(token);

    const enrolment = await newTotpEnrolment("first@sahel.example.om");
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrong = await completeStaffSetup(token, { name: "First", password: PASSWORD, sealedSecret: enrolment.sealedSecret, code: "000000" }, null);
    expect(wrong).toEqual({ ok: false, reason: (await codeFor(enrolment.secret)) === "000000" ? "link" : "code" });
    const forged = await completeStaffSetup(token, { name: "First", password: PASSWORD, sealedSecret: "not sealed", code: "123456" }, null);
    expect(forged).toEqual({ ok: false, reason: "secret" });

    const done = await completeStaffSetup(token, { name: "First", password: PASSWORD, sealedSecret: enrolment.sealedSecret, code: await codeFor(enrolment.secret) }, null);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect(await verifyStaffSession(done.sessionToken)).toMatchObject({ email: "first@sahel.example.om", roles: ["admin"], active: true });
    expect(await findSetupLink(token)).toBeNull();
    expect((await completeStaffSetup(token, { name: "x", password: PASSWORD, sealedSecret: enrolment.sealedSecret, code: "123456" }, null)).ok).toBe(false);
    // An active member cannot be invited again.
    expect(await inviteStaff({ email: "FIRST@sahel.example.om", roles: ["sales"] }, system)).toEqual({ ok: false, reason: "exists" });
    expect(await inviteFirstAdmin("other@sahel.example.om")).toBeNull();
  });
});

describe("sign-in", () => {
  it("needs the password and then a code, each code once; a recovery code works once", async () => {
    const member = await setUpMember("sales.one@sahel.example.om", ["sales"]);
    expect(await startStaffSignIn("sales.one@sahel.example.om", "wrong password", "203.0.113.9")).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "staff.sign-in.refused", actorEmail: "sales.one@sahel.example.om", ip: "203.0.113.9" });
    expect(await startStaffSignIn("nobody@sahel.example.om", PASSWORD, null)).toBeNull();

    // Half a sign-in opens nothing but the code step.
    const half = (await startStaffSignIn("Sales.One@sahel.example.om", PASSWORD, null))!;
    expect(half).toBeTruthy();
    expect(await verifyStaffSession(half)).toBeNull();
    expect(await finishStaffSignIn(half, "12345", null)).toBeNull();

    // The set-up used this step's code: it is not good again; the next step's is.
    const now = member.setUpAt.getTime();
    expect(await finishStaffSignIn(half, member.setupCode, null, member.setUpAt)).toBeNull();
    const later = new Date(now + 30_000);
    const full = (await finishStaffSignIn(half, await codeFor(member.secret, later.getTime()), "203.0.113.2", later))!.sessionToken;
    expect(full).toBeTruthy();
    expect(await lastAudit()).toMatchObject({ action: "staff.sign-in", ip: "203.0.113.2" });
    expect(await verifyStaffSession(full, later)).toMatchObject({ email: "sales.one@sahel.example.om" });
    // The half session is spent.
    expect(await finishStaffSignIn(half, member.recoveryCodes[0], null, later)).toBeNull();

    const again = (await startStaffSignIn("sales.one@sahel.example.om", PASSWORD, null))!;
    const recovered = await finishStaffSignIn(again, member.recoveryCodes[0].toUpperCase(), null);
    expect(recovered).toBeTruthy();
    const third = (await startStaffSignIn("sales.one@sahel.example.om", PASSWORD, null))!;
    expect(await finishStaffSignIn(third, member.recoveryCodes[0], null)).toBeNull();
  });

  it("counts a code's time step from the sign-in's own clock: the next step's code, given late in this step, is good once", async () => {
    const member = await setUpMember("drift@sahel.example.om", ["sales"]);
    // The set-up took this step's code; the authenticator already shows the next step's (drift of one step).
    const step = Math.floor(member.setUpAt.getTime() / 30_000);
    const lateInStep = new Date((step + 1) * 30_000 - 1);
    const next = await codeFor(member.secret, (step + 1) * 30_000);
    const half = (await startStaffSignIn("drift@sahel.example.om", PASSWORD, null, lateInStep))!;
    expect(await finishStaffSignIn(half, next, null, lateInStep)).toBeTruthy();
    // The same code again, a moment later (the next step by then): a replay.
    const again = (await startStaffSignIn("drift@sahel.example.om", PASSWORD, null, lateInStep))!;
    expect(await finishStaffSignIn(again, next, null, new Date((step + 1) * 30_000 + 1))).toBeNull();
    // An hour away from the wall clock, that hour's code is good and this step's is not: only `now` counts.
    const inAnHour = new Date(member.setUpAt.getTime() + 3_600_000);
    const third = (await startStaffSignIn("drift@sahel.example.om", PASSWORD, null, inAnHour))!;
    expect(await finishStaffSignIn(third, member.setupCode, null, inAnHour)).toBeNull();
    expect(await finishStaffSignIn(third, await codeFor(member.secret, inAnHour.getTime()), null, inAnHour)).toBeTruthy();
  });

  it("ends a half sign-in at the third wrong code, so each round of guesses needs the password again", async () => {
    const member = await setUpMember("guessed@sahel.example.om", ["sales"]);
    const half = (await startStaffSignIn("guessed@sahel.example.om", PASSWORD, null))!;
    const wrong = (await codeFor(member.secret, Date.now() + 10 * 60_000)) === "111111" ? "222222" : "111111";
    expect(await finishStaffSignIn(half, wrong, null)).toBeNull();
    expect(await finishStaffSignIn(half, "00000-00000", null)).toBeNull();
    expect(await hasPendingSignIn(half)).toBe(true);
    expect(await finishStaffSignIn(half, wrong, null)).toBeNull();
    expect(await hasPendingSignIn(half)).toBe(false);
    // Even the right code does not revive it.
    expect(await finishStaffSignIn(half, member.recoveryCodes[0], null)).toBeNull();
    const again = (await startStaffSignIn("guessed@sahel.example.om", PASSWORD, null))!;
    expect(await finishStaffSignIn(again, member.recoveryCodes[0], null)).toBeTruthy();
  });

  it("locks an account after five failures in a row from any address, doubling the wait; an admin's enable lifts it", async () => {
    const member = await setUpMember("locked@sahel.example.om", ["sales"]);
    const admin = await setUpMember("unlocker@sahel.example.om", ["admin"]);
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < STAFF_FAILURES_ALLOWED - 1; i++) expect(await startStaffSignIn("locked@sahel.example.om", "wrong", `198.51.100.${i}`, start)).toBeNull();
    // A right password resets the count.
    expect(await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, start)).toBeTruthy();
    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++) expect(await startStaffSignIn("Locked@sahel.example.om", "wrong", `198.51.100.${i}`, start)).toBeNull();
    // Locked: even the right password is refused, with the same answer, and the refusal says why in the log.
    expect(await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, at(14))).toBeNull();
    expect(JSON.parse((await lastAudit()).details!)).toEqual({ step: "password", locked: true });
    expect(await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, at(16))).toBeTruthy();
    // Locked again; tries while locked count nothing; the first failure after the wait doubles it to 30 minutes.
    for (let i = 0; i < STAFF_FAILURES_ALLOWED + 3; i++) await startStaffSignIn("locked@sahel.example.om", "wrong", null, at(20));
    expect(await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, at(34))).toBeNull();
    expect(await startStaffSignIn("locked@sahel.example.om", "wrong", null, at(36))).toBeNull();
    expect(await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, at(36 + 29))).toBeNull();
    // Wrong codes are counted apart from wrong passwords: three end a half sign-in and count three.
    await setStaffDisabled({ id: admin.staffId, email: "unlocker@sahel.example.om", ip: null }, member.staffId, true);
    await setStaffDisabled({ id: admin.staffId, email: "unlocker@sahel.example.om", ip: null }, member.staffId, false);
    const half = (await startStaffSignIn("locked@sahel.example.om", PASSWORD, null, at(21)))!;
    expect(half).toBeTruthy();
    for (let i = 0; i < 3; i++) expect(await finishStaffSignIn(half, i % 2 ? "111111" : "222222", null)).toBeNull();
    const [row] = await database.db
      .select({ passwordFailures: staffMembers.passwordFailures, codeFailures: staffMembers.codeFailures })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.staffId));
    expect(row).toEqual({ passwordFailures: 0, codeFailures: 3 });
  });

  it("counts wrong codes against the account, not reset by the right password: 8 rounds of 3 wrong codes lock the code step", async () => {
    const member = await setUpMember("code.guessed@sahel.example.om", ["sales"]);
    const admin = await setUpMember("code.unlocker@sahel.example.om", ["admin"]);
    const start = new Date(member.setUpAt.getTime() + 30_000);
    const right = await codeFor(member.secret, start.getTime());
    // Wrong for every step a guess could match (the step before, this one and the next).
    const codes = await Promise.all([-30_000, 0, 30_000].map((shift) => codeFor(member.secret, start.getTime() + shift)));
    const wrong = ["111111", "222222", "333333", "444444"].filter((code) => !codes.includes(code));
    // A half sign-in opened before the guessing: it must not be a way round the lock.
    const spare = (await startStaffSignIn("code.guessed@sahel.example.om", PASSWORD, null, start))!;
    let refused = 0;
    for (let round = 0; round < 8; round++) {
      const half = await startStaffSignIn("code.guessed@sahel.example.om", PASSWORD, null, start);
      if (!half) {
        refused += 3;
        continue;
      }
      for (let i = 0; i < 3; i++) {
        expect(await finishStaffSignIn(half, wrong[i], null, start)).toBeNull();
        refused++;
      }
    }
    expect(refused).toBe(24);
    // Locked: the right code is refused, in a half sign-in from before as in a new one, and the log says why.
    expect(await finishStaffSignIn(spare, right, null, start)).toBeNull();
    expect(JSON.parse((await lastAudit()).details!)).toEqual({ step: "code", locked: true });
    expect(await startStaffSignIn("code.guessed@sahel.example.om", PASSWORD, null, start)).toBeNull();
    // An admin's enable lifts the lock; a completed sign-in starts the count again.
    const actor = { id: admin.staffId, email: "code.unlocker@sahel.example.om", ip: null };
    await setStaffDisabled(actor, member.staffId, true);
    await setStaffDisabled(actor, member.staffId, false);
    const half = (await startStaffSignIn("code.guessed@sahel.example.om", PASSWORD, null, start))!;
    expect(await finishStaffSignIn(half, right, null, start)).toBeTruthy();
    const [row] = await database.db.select({ codeFailures: staffMembers.codeFailures }).from(staffMembers).where(eq(staffMembers.id, member.staffId));
    expect(row.codeFailures).toBe(0);
  });

  it("ends a session idle for 30 minutes, and every session of a disabled member", async () => {
    const admin = await setUpMember("admin.two@sahel.example.om", ["admin"]);
    const member = await setUpMember("hr.one@sahel.example.om", ["hr"]);
    const start = new Date();
    expect(await verifyStaffSession(member.sessionToken, new Date(start.getTime() + STAFF_IDLE_TIMEOUT_MS - 60_000))).not.toBeNull();
    // Seen a minute before: idle for less than 30 minutes again.
    expect(await verifyStaffSession(member.sessionToken, new Date(start.getTime() + 2 * STAFF_IDLE_TIMEOUT_MS - 120_000))).not.toBeNull();
    expect(await verifyStaffSession(member.sessionToken, new Date(start.getTime() + 4 * STAFF_IDLE_TIMEOUT_MS))).toBeNull();

    const actor = { id: admin.staffId, email: "admin.two@sahel.example.om", ip: null };
    expect(await setStaffDisabled(actor, admin.staffId, true)).toEqual({ ok: false, reason: "self" });
    expect(await setStaffRoles(actor, admin.staffId, ["sales"])).toEqual({ ok: false, reason: "own-admin" });
    expect(await verifyStaffSession(admin.sessionToken)).not.toBeNull();
    const fresh = (await startStaffSignIn("hr.one@sahel.example.om", PASSWORD, null))!;
    const signedIn = (await finishStaffSignIn(fresh, member.recoveryCodes[1], null))!.sessionToken;
    expect(await setStaffDisabled(actor, member.staffId, true)).toEqual({ ok: true });
    expect(await verifyStaffSession(signedIn)).toBeNull();
    expect(await startStaffSignIn("hr.one@sahel.example.om", PASSWORD, null)).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "staff.sign-in.refused" });
    const disabled = await database.db.select().from(auditLog).where(eq(auditLog.action, "staff.disable"));
    expect(disabled.at(-1)).toMatchObject({ actorId: admin.staffId, targetKind: "staff", targetId: String(member.staffId) });
  });
});

describe("housekeeping", () => {
  it("deletes staff sessions and set-up links a day after they ended, and keeps the live ones", async () => {
    const member = await setUpMember("kept@sahel.example.om", ["sales"]);
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3_600_000);
    const counts = await runHousekeeping(inTwoDays);
    // Every session so far has ended by then (12 hours at most), and every set-up link was spent.
    expect(counts.staffSessions).toBeGreaterThan(0);
    expect(counts.staffSetupLinks).toBeGreaterThan(0);
    expect(await database.db.select().from(staffSetupLinks)).toEqual([]);
    expect(await verifyStaffSession(member.sessionToken, inTwoDays)).toBeNull();
    expect(await runHousekeeping(inTwoDays)).toMatchObject({ staffSessions: 0, staffSetupLinks: 0 });
  });
});

describe("requireStaff", () => {
  const request = async (token?: string) =>
    new Request("http://localhost/staff/team?x=1", { headers: token ? { Cookie: (await setStaffCookie(token)).split(";")[0] } : {} });

  it("sends anonymous visitors to sign in, refuses other roles with 403, and admits the roles named", async () => {
    const member = await setUpMember("comms.one@sahel.example.om", ["communications"]);
    const anonymous = await requireStaff(await request(), ["admin"]).catch((response: Response) => response);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(302);
    expect((anonymous as Response).headers.get("Location")).toBe("/staff/sign-in?redirectTo=%2Fstaff%2Fteam%3Fx%3D1");
    const forged = await requireStaff(new Request("http://localhost/staff", { headers: { Cookie: `__staff=${member.sessionToken}` } }), ["communications"]).catch((r: Response) => r);
    expect((forged as Response).status).toBe(302);

    const refused = await requireStaff(await request(member.sessionToken), ["admin", "sales"]).catch((response: Response) => response);
    expect((refused as Response).status).toBe(403);
    expect(await requireStaff(await request(member.sessionToken), ["communications"])).toMatchObject({ email: "comms.one@sahel.example.om" });
    // A route that names no role is open to nobody.
    expect(((await requireStaff(await request(member.sessionToken), []).catch((r: Response) => r)) as Response).status).toBe(403);
  });
});

describe("the staff form key", () => {
  it("is refused missing, wrong or from another sign-in, keeping what was typed, and admitted from this session's page", async () => {
    const admin = await setUpMember("keyed@sahel.example.om", ["admin"]);
    const other = await setUpMember("other.keyed@sahel.example.om", ["admin"]);
    const cookie = (await setStaffCookie(admin.sessionToken)).split(";")[0];
    const post = (fields: Record<string, string>) =>
      staffTeam.action({
        request: new Request("http://localhost/staff/team", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) }),
        params: {},
        context: {},
      });
    const invite = { intent: "invite", email: "keyed.invitee@sahel.example.om", role_sales: "on" };
    const otherKey = (await getStaff(new Request("http://localhost/staff", { headers: { Cookie: (await setStaffCookie(other.sessionToken)).split(";")[0] } })))!.formKey;
    for (const key of [undefined, "", "x".repeat(43), otherKey]) {
      const refused = await post(key === undefined ? invite : { ...invite, form_key: key });
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as { formError: string; repopulateFields: Record<string, string> };
      expect(answer.formError).toBe(STALE_FORM_MESSAGE);
      expect(answer.repopulateFields).toEqual({ intent: "invite", email: "keyed.invitee@sahel.example.om", role_sales: "on" });
    }
    const mine = (await getStaff(new Request("http://localhost/staff", { headers: { Cookie: cookie } })))!.formKey;
    const admitted = await post({ ...invite, form_key: mine });
    expect(admitted.status).toBe(302);
    expect((await lastAudit()).action).toBe("staff.invite");
  });
});

describe("the audit log", () => {
  it("cannot be changed or deleted", async () => {
    const [entry] = await database.db.select().from(auditLog).limit(1);
    /** The database's own refusal (drizzle wraps it as the cause of its "Failed query" error). */
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "changed",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(database.db.update(auditLog).set({ action: "nothing" }).where(eq(auditLog.id, entry.id)))).toMatch(/append-only/);
    expect(await refusal(database.db.delete(auditLog).where(eq(auditLog.id, entry.id)))).toMatch(/append-only/);
    expect(await refusal(database.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.id, entry.id)))[0]).toEqual(entry);
  });
});
