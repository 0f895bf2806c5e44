/**
 * The problem list in the trees editor (/staff/problems) over a real database: what is particular to it beside the
 * category and process trees (tests/db/trees.test.ts): each problem added gets an address made from its English name
 * (-2, -3… when taken), a rename keeps it, a merge moves the solutions' links with their dose ranges (a solution
 * already linked to the target keeps its own), and a problem with linked solutions is refused deletion like a category.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, desc, eq, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, problems, solutionProblems, solutions } from "~/db/schema";
import { TREE_MESSAGES, TREES } from "~/forms/trees";
import { listProblemGroups } from "~/models/finder.server";
import * as problemsRoute from "~/routes/staff.problems/route";
import { answerOf, args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

let database: Database;
let staff: StaffClient;

const W = TREES.problem;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("editor-problems@sahel.example.om", ["editor"]);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(solutionProblems);
  await database.db.delete(problems);
});

const post = (fields: Record<string, string | number>) => settle(() => problemsRoute.action(args(staff.post(W.path, fields))));
const get = (search: string) => settle(() => problemsRoute.loader(args(staff.get(`${W.path}${search}`))));

/** Adds a problem through the page; answers its id. */
async function add(name: string, parent: number | null = null) {
  const response = await post({ intent: "add", name, parent: parent ?? "" });
  expect(response.status, await response.clone().text()).toBe(302);
  return Number(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("node"));
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(problems).where(eq(problems.id, id));
  return row;
}

async function solution(name: string) {
  const [row] = await database.db.insert(solutions).values({ name }).returning({ id: solutions.id });
  return row.id;
}

describe("addresses", () => {
  it("makes each new problem's address from its English name, -2, -3… when taken, says it in the toast and audits it", async () => {
    const group = await add("Production");
    const response = await post({ intent: "add", name: "H₂S", parent: group });
    expect((await toastOf(response))?.message).toBe("Problem “H₂S” added at /find/h2s.");
    const h2s = Number(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("node"));
    expect((await rowOf(h2s)).slug).toBe("h2s");
    expect((await rowOf(await add("Émulsions (tight)", group))).slug).toBe("emulsions-tight");
    // The same words under another group: a name of its own there, an address of its own everywhere.
    const drilling = await add("Drilling");
    expect((await rowOf(await add("H2S", drilling))).slug).toBe("h2s-2");
    expect((await rowOf(await add("h2s!", await add("Refining")))).slug).toBe("h2s-3");
    const [entry] = await database.db.select().from(auditLog).where(like(auditLog.action, "problem.create")).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.parse(entry.details!)).toMatchObject({
      name: "h2s!",
      slug: "h2s-3",
    });
    const page = (await (await get(`?node=${h2s}`)).json()) as {
      selected: { slug: string };
    };
    expect(page.selected.slug).toBe("h2s");
  });

  it("keeps the address through a rename (shared /find links stay valid), and the finder's list shows the new name", async () => {
    const group = await add("Production");
    const id = await add("Sour corrosion", group);
    const { version } = await rowOf(id);
    const response = await post({
      intent: "rename",
      node: id,
      version,
      name: "Sour (H₂S) corrosion",
      name_ar: "تآكل حمضي",
    });
    expect((await toastOf(response))?.message).toBe("Problem renamed to “Sour (H₂S) corrosion”.");
    expect(await rowOf(id)).toMatchObject({
      slug: "sour-corrosion",
      name: "Sour (H₂S) corrosion",
      nameAr: "تآكل حمضي",
    });
    const [listed] = (await listProblemGroups("en"))[0].problems;
    expect(listed).toEqual({
      id,
      slug: "sour-corrosion",
      name: "Sour (H₂S) corrosion",
    });
    // A new problem with the old name finds its address taken.
    expect((await rowOf(await add("Sour corrosion", group))).slug).toBe("sour-corrosion-2");
  });
});

describe("merging and deleting", () => {
  it("moves the solutions' links with their dose ranges; a solution already linked to the target keeps its own link", async () => {
    const group = await add("Production");
    const source = await add("Sulfide", group);
    const target = await add("H2S", group);
    const [s1, s2] = [await solution("Scavenger A"), await solution("Scavenger B")];
    await database.db.insert(solutionProblems).values([
      {
        solutionId: s1,
        problemId: source,
        doseMin: 10,
        doseMax: 40,
        doseUnit: "ppm-v",
      },
      {
        solutionId: s2,
        problemId: source,
        doseMin: 5,
        doseMax: 6,
        doseUnit: "mg-l",
      },
      {
        solutionId: s2,
        problemId: target,
        doseMin: 20,
        doseMax: 80,
        doseUnit: "ppm-v",
      },
    ]);
    const response = await post({
      intent: "merge",
      node: source,
      target,
      confirm: "on",
    });
    expect((await toastOf(response))?.message).toBe("“Sulfide” merged into “H2S”: 2 solutions and 0 problems moved there.");
    expect(await rowOf(source)).toBeUndefined();
    const links = await database.db.select().from(solutionProblems).orderBy(asc(solutionProblems.solutionId));
    expect(links).toEqual([
      {
        solutionId: s1,
        problemId: target,
        doseMin: 10,
        doseMax: 40,
        doseUnit: "ppm-v",
      },
      {
        solutionId: s2,
        problemId: target,
        doseMin: 20,
        doseMax: 80,
        doseUnit: "ppm-v",
      },
    ]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "problem.merge")).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.parse(entry.details!)).toEqual({
      name: "Sulfide",
      into: target,
      target: "H2S",
      links: 2,
      children: 0,
    });
  });

  it("refuses to delete a problem that solutions treat, as a category with solutions is refused, and deletes it once none does", async () => {
    const group = await add("Production");
    const id = await add("Foam", group);
    const s = await solution("Defoamer");
    await database.db.insert(solutionProblems).values({ solutionId: s, problemId: id });
    const refused = await post({ intent: "delete", node: id });
    expect((await answerOf(refused)).formError).toBe(TREE_MESSAGES.notEmpty(W, 0, 1));
    expect(TREE_MESSAGES.notEmpty(W, 0, 1)).toBe(
      "This problem cannot be deleted: it has 1 solution linked to it. Merge it into another problem instead: its solutions and problems move there."
    );
    expect(await rowOf(id)).toBeDefined();
    await database.db.delete(solutionProblems);
    expect((await toastOf(await post({ intent: "delete", node: id })))?.message).toBe("Problem “Foam” deleted.");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "problem.delete")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.targetId).toBe(String(id));
  });
});
