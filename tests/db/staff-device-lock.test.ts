/**
 * The staff lock counts per source (OWASP's device cookie): wrong passwords and codes from browsers without the
 * member's signed device cookie lock only "unknown devices", so a stranger who knows an address cannot lock its
 * owner out of a browser they signed in on before; each known device has a count and a lock of its own, so a stolen
 * laptop cannot guess for ever either. `npm run staff -- unlock` lifts every lock of a member.
 */
import { describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { processTestDatabaseForFile } from "~/db/test-database.server";
import { auditLog, staffDevices } from "~/db/schema";
import { runHousekeeping } from "~/models/housekeeping.server";
import { STAFF_FAILURES_ALLOWED, finishStaffSignIn, startStaffSignIn, type KnownDevice } from "~/models/staff.server";
import { unlockStaff } from "~/models/staff-locks.server";
import { setStaffDeviceCookie, staffDeviceOf } from "~/utils/staff-auth.server";
import * as signInRoute from "~/routes/staff.sign-in/route";
import * as codeRoute from "~/routes/staff.sign-in_.code/route";
import { PASSWORD, args, clientIp, codeFor, setUpMember, settle, system } from "./staff-fixtures";

const opened = processTestDatabaseForFile();

const lastAudit = async () => (await opened.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

type Member = Awaited<ReturnType<typeof setUpMember>>;

/** Password and the authenticator's code `steps` time steps after the set-up, from `device` (none: a browser never used). */
async function signIn(email: string, member: Member, steps: number, device: KnownDevice | null) {
  const at = new Date(member.setUpAt.getTime() + steps * 30_000);
  const half = await startStaffSignIn(email, PASSWORD, "203.0.113.5", at, device);
  if (!half) return null;
  return finishStaffSignIn(half, await codeFor(member.secret, at.getTime()), "203.0.113.5", at);
}

/** Codes no time step around `at` makes (so a guess is wrong whatever the clock). */
async function wrongCodes(member: Member, at: Date) {
  const codes = await Promise.all([-30_000, 0, 30_000].map((shift) => codeFor(member.secret, at.getTime() + shift)));
  return ["111111", "222222", "333333", "444444"].filter((code) => !codes.includes(code)).slice(0, 3);
}

describe("a stranger's wrong passwords", () => {
  it("leave the owner's known device able to sign in, while the stranger is locked", async () => {
    const email = "owner@sahel.example.om";
    const member = await setUpMember(email, ["admin"]);
    const known = (await signIn(email, member, 1, null))!;
    expect(known.device.staffId).toBe(member.staffId);
    const at = new Date(member.setUpAt.getTime() + 2 * 30_000);
    for (let i = 0; i < 20; i++) expect(await startStaffSignIn(email, "wrong", `198.51.100.${i}`, at, null)).toBeNull();
    // The stranger is locked: even the right password from an unknown browser waits.
    expect(await startStaffSignIn(email, PASSWORD, "198.51.100.99", at, null)).toBeNull();
    expect(JSON.parse((await lastAudit()).details!)).toEqual({ step: "password", locked: true });
    // The owner's browser signs in all the same, and its cookie stays this member's.
    const again = await signIn(email, member, 2, known.device);
    expect(again).toBeTruthy();
    expect(again!.device.staffId).toBe(member.staffId);
    expect(await signIn(email, member, 3, again!.device)).toBeTruthy();
  });

  it("count a cookie of another member, or a made-up one, as an unknown device", async () => {
    const email = "target@sahel.example.om";
    const member = await setUpMember(email, ["sales"]);
    const other = await setUpMember("other@sahel.example.om", ["sales"]);
    const othersDevice = (await signIn("other@sahel.example.om", other, 1, null))!.device;
    const at = new Date(member.setUpAt.getTime() + 30_000);
    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++) await startStaffSignIn(email, "wrong", null, at, null);
    expect(await startStaffSignIn(email, PASSWORD, null, at, othersDevice)).toBeNull();
    expect(await startStaffSignIn(email, PASSWORD, null, at, { ...othersDevice, staffId: member.staffId })).toBeNull();
    expect(await startStaffSignIn(email, PASSWORD, null, at, { staffId: member.staffId, token: "x".repeat(43) })).toBeNull();
  });
});

describe("a known device", () => {
  it("is locked by its own wrong passwords, apart from the account's other browsers", async () => {
    const email = "laptop@sahel.example.om";
    const member = await setUpMember(email, ["hr"]);
    const laptop = (await signIn(email, member, 1, null))!.device;
    const desktop = (await signIn(email, member, 2, null))!.device;
    const at = new Date(member.setUpAt.getTime() + 3 * 30_000);
    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++) expect(await startStaffSignIn(email, "wrong", null, at, laptop)).toBeNull();
    expect(await startStaffSignIn(email, PASSWORD, null, at, laptop)).toBeNull();
    expect(JSON.parse((await lastAudit()).details!)).toEqual({ step: "password", locked: true, device: "known" });
    expect(await signIn(email, member, 4, desktop)).toBeTruthy();
    expect(await signIn(email, member, 5, null)).toBeTruthy();
    // Fifteen minutes on, the laptop may try again.
    expect(await startStaffSignIn(email, PASSWORD, null, new Date(at.getTime() + 16 * 60_000), laptop)).toBeTruthy();
  });

  it("signs in while strangers who know the password are locked out of the code step by their wrong codes", async () => {
    const email = "codes@sahel.example.om";
    const member = await setUpMember(email, ["sales"]);
    const device = (await signIn(email, member, 1, null))!.device;
    const at = new Date(member.setUpAt.getTime() + 2 * 30_000);
    const wrong = await wrongCodes(member, at);
    for (let round = 0; round < 3; round++) {
      const half = await startStaffSignIn(email, PASSWORD, null, at, null);
      if (!half) continue;
      for (const code of wrong) expect(await finishStaffSignIn(half, code, null, at)).toBeNull();
    }
    // The stranger's right code is refused now; the owner's device is not.
    const strangers = await startStaffSignIn(email, PASSWORD, null, at, null);
    expect(strangers ? await finishStaffSignIn(strangers, await codeFor(member.secret, at.getTime()), null, at) : null).toBeNull();
    expect(await signIn(email, member, 2, device)).toBeTruthy();
  });

  it("has its wrong codes counted too: a stolen laptop with the password cannot guess codes for ever", async () => {
    const email = "stolen@sahel.example.om";
    const member = await setUpMember(email, ["sales"]);
    const laptop = (await signIn(email, member, 1, null))!.device;
    const at = new Date(member.setUpAt.getTime() + 2 * 30_000);
    const wrong = await wrongCodes(member, at);
    let guesses = 0;
    for (let round = 0; round < 8; round++) {
      const half = await startStaffSignIn(email, PASSWORD, null, at, laptop);
      if (!half) continue;
      for (const code of wrong) {
        expect(await finishStaffSignIn(half, code, null, at)).toBeNull();
        guesses++;
      }
    }
    expect(guesses).toBeLessThanOrEqual(STAFF_FAILURES_ALLOWED + 2);
    expect(await signIn(email, member, 2, laptop)).toBeNull();
    // The owner on another browser is not held by the laptop's lock.
    expect(await signIn(email, member, 3, null)).toBeTruthy();
  });
});

describe("unlockStaff (npm run staff -- unlock)", () => {
  it("lifts the password and code locks of every source, and says so in the audit log", async () => {
    const email = "unlock.me@sahel.example.om";
    const member = await setUpMember(email, ["communications"]);
    const laptop = (await signIn(email, member, 1, null))!.device;
    const at = new Date(member.setUpAt.getTime() + 2 * 30_000);
    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++) {
      await startStaffSignIn(email, "wrong", null, at, null);
      await startStaffSignIn(email, "wrong", null, at, laptop);
    }
    expect(await startStaffSignIn(email, PASSWORD, null, at, null)).toBeNull();
    expect(await startStaffSignIn(email, PASSWORD, null, at, laptop)).toBeNull();

    expect(await unlockStaff(" Unlock.Me@sahel.example.om", { ...system, email: "npm run staff" }, at)).toEqual({ ok: true, staffId: member.staffId });
    expect(await lastAudit()).toMatchObject({ action: "staff.unlock", actorEmail: "npm run staff", targetKind: "staff", targetId: String(member.staffId) });
    expect(await signIn(email, member, 2, null)).toBeTruthy();
    expect(await signIn(email, member, 3, laptop)).toBeTruthy();
    expect(await unlockStaff("nobody@sahel.example.om", system, at)).toEqual({ ok: false, reason: "missing" });
  });
});

describe("the staff-device cookie", () => {
  it("is long-lived, httpOnly and SameSite=Lax, and a forged one reads as none", async () => {
    const device = { staffId: 7, token: "a".repeat(43) };
    const header = await setStaffDeviceCookie(device);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    const cookie = header.split(";")[0];
    expect(await staffDeviceOf(new Request("http://localhost/staff/sign-in", { headers: { Cookie: cookie } }))).toEqual(device);
    const [name, value] = cookie.split("=");
    const forged = `${name}=${Buffer.from(JSON.stringify({ staffId: 8, token: device.token })).toString("base64")}.${value.split(".").at(-1)}`;
    expect(await staffDeviceOf(new Request("http://localhost/staff/sign-in", { headers: { Cookie: forged } }))).toBeNull();
  });
});

describe("housekeeping", () => {
  it("forgets a known device a year after its last sign-in, and keeps one in use", async () => {
    const email = "forgotten@sahel.example.om";
    const member = await setUpMember(email, ["sales"]);
    await signIn(email, member, 1, null);
    const day = 24 * 3_600_000;
    const devices = () => opened.database.db.select({ id: staffDevices.id }).from(staffDevices).where(eq(staffDevices.staffId, member.staffId));
    expect((await runHousekeeping(new Date(member.setUpAt.getTime() + 300 * day))).staffDevices).toBe(0);
    expect(await devices()).toHaveLength(2);
    expect((await runHousekeeping(new Date(member.setUpAt.getTime() + 366 * day))).staffDevices).toBeGreaterThanOrEqual(2);
    expect(await devices()).toEqual([]);
  });
});

describe("the sign-in pages", () => {
  const post = (url: string, fields: Record<string, string>, cookie: string) =>
    new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie, "x-client-ip": clientIp() } });
  const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];

  it("give the browser a device cookie at sign-in, and let it through a lock that strangers set", async () => {
    const email = "pages@sahel.example.om";
    const member = await setUpMember(email, ["editor"]);
    const first = await settle(() => signInRoute.action(args(post("/staff/sign-in", { email, password: PASSWORD }, ""))));
    expect(first.status).toBe(302);
    const half = cookieOf(first, "__staff")!;
    const code = await codeFor(member.secret, Date.now() + 30_000);
    const done = await settle(() => codeRoute.action(args(post("/staff/sign-in/code", { code }, half))));
    expect(done.status).toBe(302);
    const device = cookieOf(done, "__staff-device")!;
    expect(device).toBeTruthy();
    expect(done.headers.getSetCookie().find((c) => c.startsWith("__staff-device="))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);

    for (let i = 0; i < STAFF_FAILURES_ALLOWED; i++) await settle(() => signInRoute.action(args(post("/staff/sign-in", { email, password: "wrong" }, ""))));
    expect((await settle(() => signInRoute.action(args(post("/staff/sign-in", { email, password: PASSWORD }, ""))))).status).toBe(401);
    const owner = await settle(() => signInRoute.action(args(post("/staff/sign-in", { email, password: PASSWORD }, device))));
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/staff/sign-in/code");
  });
});
