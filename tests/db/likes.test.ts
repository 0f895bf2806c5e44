/** Likes: anonymous ones ride in the cookie session, a signed-in visitor's in the table; sign-in merges them. Toggled through POST /likes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { likes, locations, plants, solutions, users } from "~/db/schema";
import { getSession, sessionStorage } from "~/utils/session.server";
import { createAuthCookie, getUserId } from "~/utils/auth.server";
import { action as likeAction } from "~/routes/likes/route";
import { createSession } from "~/models/sessions.server";
import { ANONYMOUS_LIKES_CAP, getLikedIds, mergeAnonymousLikes, sessionLikes, toggleSessionLike, type LikeKind } from "~/models/likes.server";
import { listSaved } from "~/models/saved.server";
import { getEnv } from "~/utils/env.server";

let database: Database;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  const [user] = await database.db.insert(users).values({ email: "likes@example.test", passwordHash: "x" }).returning({ id: users.id });
  userId = user.id;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

function requestWith(cookie?: string) {
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
}

/** Posts a like toggle as the page does (POST /likes, answered in JSON), from the client address `ip` if given; the answer. */
async function postLike(request: Request, kind: LikeKind, id: number, liked: boolean, ip?: string): Promise<Response> {
  const cookie = request.headers.get("Cookie");
  const post = new Request("http://localhost/likes", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...(ip ? { "x-client-ip": ip } : {}) },
    body: new URLSearchParams({ kind, id: String(id), liked: String(liked), respond: "json" }),
  });
  return likeAction({ request: post, params: {}, context: {} });
}

/** Toggles a like that is taken; the answer's headers. */
async function setLike(request: Request, kind: LikeKind, id: number, liked: boolean): Promise<Headers> {
  const response = await postLike(request, kind, id, liked);
  expect(response.status).toBe(200);
  return response.headers;
}

/** What a page overlays on its cards: the user and the session are read from the request, as the loaders do. */
async function likedIdsOf(request: Request) {
  return getLikedIds(await getUserId(request), sessionLikes(await getSession(request)));
}

/** Applies a Set-Cookie answer to the cookie the next request sends. */
function nextCookie(headers: Headers, previous?: string) {
  const set = headers.get("Set-Cookie");
  return set ? set.split(";")[0] : previous;
}

/** A real signed-in cookie: tokens issued by the sessions table, as sign-in makes them. */
async function signedInCookie(user = { id: userId, email: "likes@example.test" }) {
  const tokens = await createSession(user.id);
  const { setCookie } = await createAuthCookie(
    { user: { ...user, first_name: "", last_name: "" }, ...tokens },
    { remember: true },
  );
  return setCookie.split(";")[0];
}

describe("anonymous likes", () => {
  it("are toggled per id and kind in the session cookie", async () => {
    let cookie = nextCookie(await setLike(requestWith(), "solution", 3, true));
    cookie = nextCookie(await setLike(requestWith(cookie), "plant", 7, true), cookie);
    cookie = nextCookie(await setLike(requestWith(cookie), "solution", 5, true), cookie);
    cookie = nextCookie(await setLike(requestWith(cookie), "solution", 3, false), cookie);
    const liked = await likedIdsOf(requestWith(cookie));
    expect([...liked.solution]).toEqual([5]);
    expect([...liked.plant]).toEqual([7]);
  });

  it("keep only the newest ones, so the cookie stays small", async () => {
    const session = await getSession(requestWith());
    for (let id = 1; id <= ANONYMOUS_LIKES_CAP + 5; id++) toggleSessionLike(session, "plant", id, true);
    const cookie = (await sessionStorage().commitSession(session)).split(";")[0];
    const liked = await likedIdsOf(requestWith(cookie));
    expect(liked.plant.size).toBe(ANONYMOUS_LIKES_CAP);
    expect(liked.plant.has(ANONYMOUS_LIKES_CAP + 5)).toBe(true);
    expect(liked.plant.has(1)).toBe(false);
    expect(cookie!.length).toBeLessThan(4000);
  });
});

describe("signed-in likes", () => {
  it("are stored in the table, merged from the session at sign-in, and listed with names and dates", async () => {
    const anonymous = nextCookie(await setLike(requestWith(), "solution", 2, true));
    const session = await sessionStorage().getSession(anonymous);
    expect(await mergeAnonymousLikes(userId, session)).toBe(1);
    expect(session.get("likes")).toBeUndefined();

    const cookie = await signedInCookie();
    const headers = await setLike(requestWith(cookie), "solution", 4, true);
    expect(headers.get("Set-Cookie")).toBeNull();
    await setLike(requestWith(cookie), "plant", 1, true);
    await setLike(requestWith(cookie), "plant", 1, true);
    const liked = await likedIdsOf(requestWith(cookie));
    expect([...liked.solution].sort()).toEqual([2, 4]);
    expect([...liked.plant]).toEqual([1]);

    const page = await listSaved(userId, "solution", { page: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0].name).toEqual(expect.any(String));
    expect(page.rows[0].createdAt).toBeInstanceOf(Date);

    await setLike(requestWith(cookie), "solution", 4, false);
    expect([...(await likedIdsOf(requestWith(cookie))).solution]).toEqual([2]);
  });
});

describe("likes of items the public site does not show", () => {
  it("are refused with 404 and kept nowhere, signed in or not, while unliking stays possible", async () => {
    const d = database.db;
    const [country] = await d.select().from(locations).where(eq(locations.type, "country")).limit(1);
    const [draft, archived] = await d
      .insert(solutions)
      .values([
        { name: "Unreleased draft", status: "draft" },
        { name: "Withdrawn product", status: "archived" },
      ])
      .returning({ id: solutions.id });
    const [draftPlant] = await d
      .insert(plants)
      .values({ name: "Planned plant", address: "", latitude: 24, longitude: 56, countryId: country.id, status: "draft" })
      .returning({ id: plants.id });
    const hidden: Array<[LikeKind, number]> = [
      ["solution", draft.id],
      ["solution", archived.id],
      ["plant", draftPlant.id],
      ["solution", 2_000_000_000],
    ];

    const signedIn = requestWith(await signedInCookie());
    for (const [kind, id] of hidden) {
      const anonymous = await postLike(requestWith(), kind, id, true);
      expect(anonymous.status, `anonymous ${kind} ${id}`).toBe(404);
      expect(anonymous.headers.get("Set-Cookie")).toBeNull();
      expect((await postLike(signedIn, kind, id, true)).status, `signed-in ${kind} ${id}`).toBe(404);
    }
    const stored = await d.select().from(likes).where(and(eq(likes.userId, userId), inArray(likes.targetId, hidden.map(([, id]) => id))));
    expect(stored).toEqual([]);

    // A like stored while the item was published can still be taken back after it was withdrawn.
    await d.insert(likes).values({ userId, kind: "solution", targetId: archived.id });
    expect((await postLike(signedIn, "solution", archived.id, false)).status).toBe(200);
    expect(await d.select().from(likes).where(and(eq(likes.userId, userId), eq(likes.targetId, archived.id)))).toEqual([]);
  });
});

describe("POST /likes past the per-address limit", () => {
  it("answers 429 with Retry-After and the forms' message, keeps the refused like nowhere, and leaves other addresses free", async () => {
    const d = database.db;
    const limit = getEnv().RATE_LIMIT_FORMS_PER_MINUTE;
    // A minute's window may turn during the loop and let twice the limit through, never more.
    const published = await d.select({ id: solutions.id }).from(solutions).where(eq(solutions.status, "published")).orderBy(solutions.id).limit(2 * limit + 1);
    expect(published).toHaveLength(2 * limit + 1);
    const [user] = await d.insert(users).values({ email: "many.likes@example.test", passwordHash: "x" }).returning({ id: users.id });
    const cookie = await signedInCookie({ id: user.id, email: "many.likes@example.test" });

    let accepted = 0;
    let refused: { id: number; response: Response } | undefined;
    for (const { id } of published) {
      const response = await postLike(requestWith(cookie), "solution", id, true, "198.51.100.36");
      if (response.status === 429) {
        refused = { id, response };
        break;
      }
      expect(response.status).toBe(200);
      accepted++;
    }
    expect(refused, `${accepted} likes taken, none refused`).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(limit);
    const retryAfter = Number(refused!.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused!.response.json()).toEqual({ ok: false, formError: "Too many requests. Please wait a minute and try again." });
    const kept = await d.select({ targetId: likes.targetId }).from(likes).where(eq(likes.userId, user.id));
    expect(kept).toHaveLength(accepted);
    expect(kept.map((like) => like.targetId)).not.toContain(refused!.id);

    expect((await postLike(requestWith(cookie), "solution", refused!.id, true, "198.51.100.37")).status).toBe(200);
  });
});
