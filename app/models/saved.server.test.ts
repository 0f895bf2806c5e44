/** The saved page's queries and the account's data: listing likes by page with a true total, deleting, merging at sign-in, erasure. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { contactMessages, likes, locations, plantSolutions, plants, sessions, solutions, users } from "~/db/schema";
import { countSaved, deleteSaved, getSaved, listSaved, mergeAnonymousLikes } from "./saved.server";
import { countSentByUser, deleteAccountAndPersonalData } from "./account-data.server";
import { createSession } from "./sessions.server";

let database: Database;
let alice: number;
let bob: number;
let solutionIds: number[];
let plantIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const d = database.db;
  const [country] = await d.insert(locations).values({ name: "Oman", type: "country", code: "OM" }).returning();
  plantIds = (
    await d
      .insert(plants)
      .values(["Sohar plant", "Duqm plant"].map((name) => ({ name, address: "", latitude: 24, longitude: 56, countryId: country.id })))
      .returning()
  ).map((p) => p.id);
  solutionIds = (
    await d
      .insert(solutions)
      .values(Array.from({ length: 25 }, (_, i) => ({ name: `Solution ${String(i + 1).padStart(2, "0")}` })))
      .returning()
  ).map((s) => s.id);
  await d.insert(plantSolutions).values([
    { plantId: plantIds[0], solutionId: solutionIds[0] },
    { plantId: plantIds[1], solutionId: solutionIds[0] },
    { plantId: plantIds[0], solutionId: solutionIds[1] },
  ]);
  [alice, bob] = (
    await d
      .insert(users)
      .values([
        { email: "Alice@example.com", passwordHash: "x" },
        { email: "bob@example.com", passwordHash: "x" },
      ])
      .returning()
  ).map((u) => u.id);
  // Alice liked the 25 solutions one minute apart (the newest first on the page) and one plant.
  await d.insert(likes).values(solutionIds.map((targetId, i) => ({ userId: alice, kind: "solution" as const, targetId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })));
  await d.insert(likes).values({ userId: alice, kind: "plant", targetId: plantIds[0] });
  await d.insert(likes).values({ userId: bob, kind: "plant", targetId: plantIds[1] });
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

describe("listSaved", () => {
  it("pages the liked solutions newest first with the real total", async () => {
    const first = await listSaved(alice, "solution", { page: 1, pageSize: 10 });
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].name).toBe("Solution 25");
    const last = await listSaved(alice, "solution", { page: 3, pageSize: 10 });
    expect(last.rows.map((r) => r.name)).toEqual(["Solution 05", "Solution 04", "Solution 03", "Solution 02", "Solution 01"]);
    expect(last.rows[4].plantName).toBe("Duqm plant, Sohar plant");
    expect((await listSaved(alice, "solution", { page: 1, pageSize: 40 })).rows).toHaveLength(25);
  });

  it("lists liked plants with their solution count, only the user's own", async () => {
    const page = await listSaved(alice, "plant", { page: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ plantName: "Sohar plant", solutionCount: 2, kind: "plant" });
    expect((await listSaved(bob, "plant", { page: 1, pageSize: 10 })).rows[0].plantName).toBe("Duqm plant");
  });
});

describe("deleteSaved", () => {
  it("removes the user's own like and nobody else's", async () => {
    const [bobsLike] = await database.db.select().from(likes).where(eq(likes.userId, bob));
    expect(await getSaved(alice, bobsLike.id)).toBeNull();
    expect(await deleteSaved(alice, bobsLike.id)).toBe(false);
    expect(await getSaved(bob, bobsLike.id)).toMatchObject({ name: "Duqm plant", kind: "plant" });

    const { rows } = await listSaved(alice, "solution", { page: 1, pageSize: 10 });
    expect(await deleteSaved(alice, rows[0].id)).toBe(true);
    expect(await deleteSaved(alice, rows[0].id)).toBe(false);
    expect((await listSaved(alice, "solution", { page: 1, pageSize: 10 })).total).toBe(24);
    expect(await countSaved(alice)).toEqual({ solution: 24, plant: 1 });
  });
});

describe("mergeAnonymousLikes", () => {
  it("moves the cookie's likes into the account once, dropping unknown ids and junk", async () => {
    const cookieLikes = { solution: [solutionIds[0], solutionIds[1], 999_999, "7", -1], plant: [plantIds[0], plantIds[1]] };
    expect(await mergeAnonymousLikes(bob, cookieLikes)).toBe(3);
    expect(await mergeAnonymousLikes(bob, cookieLikes)).toBe(0);
    expect(await countSaved(bob)).toEqual({ solution: 2, plant: 2 });
    expect(await mergeAnonymousLikes(bob, "not an object")).toBe(0);
  });
});

describe("items that are not published", () => {
  it("never name a draft or archived solution, nor a draft plant, however the like got in", async () => {
    const d = database.db;
    const [mallory] = await d.insert(users).values({ email: "mallory@example.com", passwordHash: "x" }).returning();
    const [country] = await d.select().from(locations).limit(1);
    const hidden = await d
      .insert(solutions)
      .values([
        { name: "Secret draft solution", status: "draft" },
        { name: "Secret archived solution", status: "archived" },
      ])
      .returning();
    const [hiddenPlant] = await d
      .insert(plants)
      .values({ name: "Secret draft plant", address: "", latitude: 24, longitude: 56, countryId: country.id, status: "draft" })
      .returning();
    // Likes made before signing in are not moved into the account when they name such ids.
    expect(await mergeAnonymousLikes(mallory.id, { solution: hidden.map((s) => s.id), plant: [hiddenPlant.id] })).toBe(0);
    // Likes of items unpublished after they were liked (or stored before likes were checked) stay in the table.
    await d
      .insert(likes)
      .values([...hidden.map((s) => ({ userId: mallory.id, kind: "solution" as const, targetId: s.id })), { userId: mallory.id, kind: "plant" as const, targetId: hiddenPlant.id }])
      .onConflictDoNothing();
    const stored = await d.select().from(likes).where(eq(likes.userId, mallory.id)).orderBy(likes.id);
    expect(stored).toHaveLength(3);

    const shown = JSON.stringify([
      await listSaved(mallory.id, "solution", { page: 1, pageSize: 40 }),
      await listSaved(mallory.id, "plant", { page: 1, pageSize: 40 }),
      ...(await Promise.all(stored.map((like) => getSaved(mallory.id, like.id)))),
    ]);
    expect(shown).not.toMatch(/Secret/);
    for (const like of stored) expect(await getSaved(mallory.id, like.id)).toBeNull();
    expect(await countSaved(mallory.id)).toEqual({ solution: 0, plant: 0 });

    // Published again, the same likes show with their names.
    await d.update(solutions).set({ status: "published" }).where(eq(solutions.id, hidden[0].id));
    expect(await getSaved(mallory.id, stored[0].id)).toMatchObject({ name: "Secret draft solution" });
    expect(await countSaved(mallory.id)).toEqual({ solution: 1, plant: 0 });
  });
});

describe("account data", () => {
  it("counts only what the account sent (user_id), never matching the e-mail text, and erases only that with the account", async () => {
    await database.db.insert(contactMessages).values([
      { firstName: "Alice", lastName: "A", email: "someone@example.com", phoneNumber: "123", city: "Muscat", message: "Call me", userId: alice },
      { firstName: "Mallory", lastName: "M", email: "ALICE@example.com", phoneNumber: "789", city: "Nizwa", message: "Not Alice" },
      { firstName: "Carol", lastName: "C", email: "carol@example.com", phoneNumber: "456", city: "Sohar" },
    ]);
    expect(await countSentByUser(alice)).toMatchObject({ contact: 1, msds: 0, application: 0 });
    await createSession(alice);

    await deleteAccountAndPersonalData(alice);

    expect(await database.db.select().from(users).where(eq(users.id, alice))).toHaveLength(0);
    expect(await database.db.select().from(likes).where(eq(likes.userId, alice))).toHaveLength(0);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, alice))).toHaveLength(0);
    const messages = await database.db.select().from(contactMessages);
    expect(messages.find((m) => m.city === "Muscat")).toMatchObject({ firstName: "Erased", email: "erased@invalid", phoneNumber: "", message: "", userId: null });
    expect(messages.find((m) => m.city === "Nizwa")).toMatchObject({ firstName: "Mallory", email: "ALICE@example.com", message: "Not Alice" });
    expect(messages.find((m) => m.city === "Sohar")).toMatchObject({ firstName: "Carol", email: "carol@example.com" });
    expect(await countSentByUser(alice)).toMatchObject({ contact: 0 });
  });
});
