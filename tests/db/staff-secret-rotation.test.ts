/**
 * Rotating SESSION_SECRET as docs/operations.md describes (a new secret put first, the old one kept after it): every
 * staff member still signs in with their password and authenticator, recovery codes keep working, and each stored
 * TOTP secret is sealed again under the newest secret at sign-in, after which the old secret can go.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { processTestDatabaseForFile } from "~/db/test-database.server";
import { staffMembers } from "~/db/schema";
import { finishStaffSignIn, startStaffSignIn } from "~/models/staff.server";
import { getEnv, parseEnv } from "~/utils/env.server";
import { seal } from "~/utils/sealed-link.server";
import { PASSWORD, codeFor, setUpMember } from "./staff-fixtures";

const OLD = "rotation-test-old-secret-0123456789";
const NEW = "rotation-test-new-secret-0123456789";
process.env.SESSION_SECRET = OLD;

const opened = processTestDatabaseForFile();

/** What a restart with this SESSION_SECRET reads (the process parsed its environment once, at start). */
function restartWith(secretList: string) {
  process.env.SESSION_SECRET = secretList;
  getEnv().SESSION_SECRETS = parseEnv(process.env).SESSION_SECRETS;
}

type Member = Awaited<ReturnType<typeof setUpMember>>;

/** Password, then the authenticator's code `steps` time steps after the set-up (each code is good once). */
async function signInWithCode(email: string, member: Member, steps: number) {
  const at = new Date(member.setUpAt.getTime() + steps * 30_000);
  const half = await startStaffSignIn(email, PASSWORD, null, at);
  if (!half) return null;
  return finishStaffSignIn(half, await codeFor(member.secret, at.getTime()), null, at);
}

async function signInWithRecoveryCode(email: string, code: string) {
  const half = await startStaffSignIn(email, PASSWORD, null);
  return half ? finishStaffSignIn(half, code, null) : null;
}

const storedSecret = async (staffId: number) =>
  (await opened.database.db.select({ totpSecret: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, staffId)))[0].totpSecret;

describe("a SESSION_SECRET rotation", () => {
  it("lets every member sign in with a code, seals their TOTP secret again under the newest, and then the old one can go", async () => {
    restartWith(OLD);
    const emails = ["rot.admin@sahel.example.om", "rot.sales@sahel.example.om", "rot.hr@sahel.example.om"];
    const members = [await setUpMember(emails[0], ["admin"]), await setUpMember(emails[1], ["sales"]), await setUpMember(emails[2], ["hr"])];
    const before = await Promise.all(members.map((member) => storedSecret(member.staffId)));

    restartWith(`${NEW},${OLD}`);
    for (const [i, member] of members.entries()) {
      expect(await signInWithCode(emails[i], member, 1), emails[i]).toBeTruthy();
      expect(await storedSecret(member.staffId)).not.toBe(before[i]);
    }

    restartWith(NEW);
    for (const [i, member] of members.entries()) expect(await signInWithCode(emails[i], member, 2), emails[i]).toBeTruthy();
  });

  it("keeps recovery codes working across the rotation", async () => {
    restartWith(OLD);
    const member = await setUpMember("rot.recovery@sahel.example.om", ["editor"]);
    restartWith(`${NEW},${OLD}`);
    expect(await signInWithRecoveryCode("rot.recovery@sahel.example.om", member.recoveryCodes[0])).toBeTruthy();
  });

  it("takes a recovery code even when the stored TOTP secret cannot be opened any more", async () => {
    restartWith(OLD);
    const member = await setUpMember("rot.dropped@sahel.example.om", ["communications"]);
    // The old secret removed before this member signed in again: their authenticator is lost, not their account.
    restartWith(NEW);
    expect(await signInWithCode("rot.dropped@sahel.example.om", member, 1)).toBeNull();
    expect(await signInWithRecoveryCode("rot.dropped@sahel.example.om", member.recoveryCodes[0])).toBeTruthy();
  });

  it("opens a TOTP secret stored the old way (the outbox links' key) and seals it again under its own key", async () => {
    restartWith(OLD);
    const member = await setUpMember("rot.legacy@sahel.example.om", ["sales"]);
    await opened.database.db.update(staffMembers).set({ totpSecret: seal(member.secret, OLD) }).where(eq(staffMembers.id, member.staffId));
    restartWith(`${NEW},${OLD}`);
    expect(await signInWithCode("rot.legacy@sahel.example.om", member, 1)).toBeTruthy();
    restartWith(NEW);
    expect(await signInWithCode("rot.legacy@sahel.example.om", member, 2)).toBeTruthy();
  });
});
