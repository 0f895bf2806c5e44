/**
 * "Send the link again" from the sign-in page, signed out: a new link only for an account still waiting for its
 * address, the same statements whatever the address (no account, a confirmed one), and never past the daily limit of
 * mail to an address a visitor typed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase, statementRecorder } from "~/db/test-database.server";
import { emailVerifications, outbox, users } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { confirmEmailVerification, findUsableVerification, resendAccountConfirmation } from "./email-verifications.server";
import { STRANGER_MAIL_LIMIT } from "./rate-limits.server";
import { captureLog } from "../../tests/support/log";

let database: Database;

/** The statements the models run (SQL text only: an address or a token differs, the work not). */
const { logger: recorder, statementsOf } = statementRecorder();

const PASSWORD = "a long passphrase";
const register = (email: string) => localAccounts.register({ email, password: PASSWORD, confirm_password: PASSWORD });

/** The confirmation messages queued to `to`, oldest first. */
const confirmationsTo = (to: string) =>
  database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.subject, "Confirm your e-mail address"))).orderBy(outbox.id);

/** The token of the newest confirmation link to `to`, read the only way there is: unsealing the outbox row. */
async function newestToken(to: string) {
  const rows = await confirmationsTo(to);
  const token = /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(renderOutboxBody(rows.at(-1)!))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

beforeAll(async () => {
  database = await openTestDatabase({ logger: recorder });
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

describe("sending the confirmation link again, signed out", () => {
  it("sends a new link to an account still waiting, and the older link dies", async () => {
    await register("waiting@example.com");
    const older = await newestToken("waiting@example.com");
    await resendAccountConfirmation(" Waiting@Example.com ");
    const newer = await newestToken("waiting@example.com");
    expect(newer).not.toBe(older);
    expect(await findUsableVerification(older)).toBeNull();
    expect(await confirmEmailVerification(newer)).toMatchObject({ ok: true, email: "waiting@example.com" });
    const [user] = await database.db.select().from(users).where(eq(users.email, "waiting@example.com"));
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("runs the same statements for an unknown address and a confirmed account's as for a waiting one's, and mails only the waiting one", async () => {
    await register("same-work-waiting@example.com");
    await register("same-work-confirmed@example.com");
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, "same-work-confirmed@example.com"));
    const before = {
      confirmed: (await confirmationsTo("same-work-confirmed@example.com")).length,
      links: (await database.db.select().from(emailVerifications).where(isNull(emailVerifications.usedAt))).length,
    };

    const waiting = await statementsOf(() => resendAccountConfirmation("same-work-waiting@example.com"));
    const confirmed = await statementsOf(() => resendAccountConfirmation("same-work-confirmed@example.com"));
    const unknown = await statementsOf(() => resendAccountConfirmation("nobody-here@example.com"));

    expect(waiting.some((statement) => /insert into "email_verifications"/i.test(statement))).toBe(true);
    expect(waiting.some((statement) => /insert into "outbox"/i.test(statement))).toBe(true);
    expect(confirmed).toEqual(waiting);
    expect(unknown).toEqual(waiting);
    expect(await confirmationsTo("nobody-here@example.com")).toHaveLength(0);
    expect(await confirmationsTo("same-work-confirmed@example.com")).toHaveLength(before.confirmed);
    // One new open link: the waiting account's (its registration link died).
    expect((await database.db.select().from(emailVerifications).where(isNull(emailVerifications.usedAt))).length).toBe(before.links);
  });

  it(`mails an unconfirmed address at most ${STRANGER_MAIL_LIMIT} times a day, whoever asks`, async () => {
    const log = captureLog();
    await register("flooded@example.com");
    for (let i = 0; i < STRANGER_MAIL_LIMIT + 3; i++) await resendAccountConfirmation("flooded@example.com");
    log.restore();
    expect(await confirmationsTo("flooded@example.com")).toHaveLength(STRANGER_MAIL_LIMIT);
  });
});
