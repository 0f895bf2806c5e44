/**
 * The trees' editor: the category and process trees the public filters show and the finder's problem list, read
 * whole for the staff page and changed one step at a time (add, rename, move, order, merge, delete). Every change is one
 * transaction with its audit entry, under a per-tree advisory lock, so the checks it makes (no cycle, no sibling of
 * the same name) still hold when it commits, whatever another editor does at the same moment. The catalog_version
 * triggers on the trees and their link tables make the public filters show each change at once.
 */
import { rowsOf } from "~/db/rows";
import { sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { categories, problems, processes } from "~/db/schema";
import { slugFromName, type TreeKind } from "~/forms/trees";
import { recordAudit, type AuditActor } from "./audit.server";
import { updateVersioned } from "./content-save.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface TreeTables {
  table: typeof categories | typeof processes | typeof problems;
  /** The SQL names: fixed strings, never input. */
  name: SQL;
  links: SQL;
  linkColumn: SQL;
  ownerColumn: SQL;
  /**
   * The link table's own columns, which a merge carries over with the link: solution_categories' order, a problem
   * link's dose range; plant_processes has none.
   */
  linkCarries: SQL | null;
  /** Whether nodes have an address (`slug`, unique), made once when they are added and kept through renames. */
  slug: boolean;
  lockKey: number;
}

const TREES: Record<TreeKind, TreeTables> = {
  category: {
    table: categories,
    name: sql.raw("categories"),
    links: sql.raw("solution_categories"),
    linkColumn: sql.raw("category_id"),
    ownerColumn: sql.raw("solution_id"),
    linkCarries: sql.raw("position"),
    slug: false,
    lockKey: 7_421_117,
  },
  process: {
    table: processes,
    name: sql.raw("processes"),
    links: sql.raw("plant_processes"),
    linkColumn: sql.raw("process_id"),
    ownerColumn: sql.raw("plant_id"),
    linkCarries: null,
    slug: false,
    lockKey: 7_421_118,
  },
  problem: {
    table: problems,
    name: sql.raw("problems"),
    links: sql.raw("solution_problems"),
    linkColumn: sql.raw("problem_id"),
    ownerColumn: sql.raw("solution_id"),
    linkCarries: sql.raw("dose_min, dose_max, dose_unit"),
    slug: true,
    lockKey: 7_421_119,
  },
};

export interface EditorNode {
  id: number;
  name: string;
  /** The Arabic name; null when there is none (the Arabic pages show the English). */
  nameAr: string | null;
  parentId: number | null;
  version: number;
  /** Solutions (categories, problems) or plants (processes) linked to this node itself. */
  linked: number;
  /** A problem's address (/find/<slug>); null in the trees that have none. */
  slug: string | null;
  children: EditorNode[];
}

/** A node in tree order with its depth: the options of the page's selects. */
export interface TreeOption {
  id: number;
  name: string;
  depth: number;
}

type NodeRow = { id: number; name: string; parent_id: number | null; position: number; version: number };

/** A node's Arabic name as stored: none (null or "") is null. */
async function nameArOf(tx: Tx, t: TreeTables, id: number): Promise<string | null> {
  const [row] = rowsOf<{ name_ar: string | null }>(await tx.execute(sql`SELECT name_ar FROM ${t.name} WHERE id = ${id}`));
  return row?.name_ar || null;
}

/** The whole tree as the editor shows it: nested, in the public order (position, then name), with link counts. */
export async function loadEditorTree(kind: TreeKind): Promise<{ roots: EditorNode[]; options: TreeOption[] }> {
  const t = TREES[kind];
  const d = await db();
  const rows = rowsOf<NodeRow & { name_ar: string | null; linked: number; slug: string | null }>(
    await d.execute(sql`
      SELECT n.id, n.name, n.name_ar, n.parent_id, n.position, n.version, coalesce(l.linked, 0)::int AS linked,
             ${t.slug ? sql`n.slug` : sql`NULL::text`} AS slug
      FROM ${t.name} n
      LEFT JOIN (SELECT ${t.linkColumn} AS id, count(*) AS linked FROM ${t.links} GROUP BY ${t.linkColumn}) l ON l.id = n.id
      ORDER BY n.position, n.name, n.id`),
  );
  const nodes = new Map<number, EditorNode>(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: r.name,
        nameAr: r.name_ar || null,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        version: Number(r.version),
        linked: Number(r.linked),
        slug: r.slug,
        children: [],
      },
    ]),
  );
  const roots: EditorNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const options: TreeOption[] = [];
  const walk = (list: EditorNode[], depth: number) => {
    for (const node of list) {
      options.push({ id: node.id, name: node.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return { roots, options };
}

/** Serialises every change to one tree until the transaction ends (readers are not held). */
async function lockTree(tx: Tx, t: TreeTables) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${t.lockKey})`);
}

async function nodeOf(tx: Tx, t: TreeTables, id: number, forUpdate = false): Promise<NodeRow | null> {
  const [row] = rowsOf<NodeRow>(
    await tx.execute(sql`SELECT id, name, parent_id, position, version FROM ${t.name} WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`),
  );
  return row ? { ...row, id: Number(row.id), parent_id: row.parent_id === null ? null : Number(row.parent_id), version: Number(row.version) } : null;
}

const sameParent = (parentId: number | null) => (parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}`);

/** Whether a sibling under `parentId` (other than `except`) has this name, compared without case. */
async function nameTaken(tx: Tx, t: TreeTables, parentId: number | null, name: string, except?: number) {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      SELECT id FROM ${t.name}
      WHERE ${sameParent(parentId)} AND lower(name) = lower(${name}) ${except ? sql`AND id <> ${except}` : sql``}
      LIMIT 1`),
  );
  return rows.length > 0;
}

/** The node and all its descendants. */
async function subtreeOf(tx: Tx, t: TreeTables, id: number): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      WITH RECURSIVE tree(id) AS (
        SELECT id FROM ${t.name} WHERE id = ${id}
        UNION SELECT c.id FROM ${t.name} c JOIN tree ON c.parent_id = tree.id
      ) SELECT id FROM tree`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

async function nextPosition(tx: Tx, t: TreeTables, parentId: number | null) {
  const [row] = rowsOf<{ next: number }>(await tx.execute(sql`SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${t.name} WHERE ${sameParent(parentId)}`));
  return Number(row.next);
}

/** Numbers the children of `parentId` 0..n in their current order (writes only the rows whose position changes). */
async function renumber(tx: Tx, t: TreeTables, parentId: number | null) {
  await tx.execute(sql`
    UPDATE ${t.name} SET position = r.n
    FROM (SELECT id, (row_number() OVER (ORDER BY position, name, id) - 1)::int AS n FROM ${t.name} WHERE ${sameParent(parentId)}) r
    WHERE ${t.name}.id = r.id AND ${t.name}.position <> r.n`);
}

async function inTree<T>(kind: TreeKind, change: (tx: Tx, t: TreeTables) => Promise<T>): Promise<T> {
  const t = TREES[kind];
  return (await db()).transaction(async (tx) => {
    await lockTree(tx, t);
    return change(tx, t);
  });
}

export type TreeRefusal =
  | { ok: false; reason: "missing" | "parent-missing" | "name-taken" | "cycle" | "target-missing" | "self" | "descendant" }
  | { ok: false; reason: "stale"; currentVersion: number }
  | { ok: false; reason: "child-clash"; name: string }
  | { ok: false; reason: "not-empty"; children: number; linked: number };

type Done<T = object> = ({ ok: true } & T) | TreeRefusal;

/**
 * The first free address for a new node named `name`: its slug, else the slug with -2, -3… Free under the tree's lock
 * (every add takes it), so no other add can take it before this one commits.
 */
async function freeSlug(tx: Tx, t: TreeTables, name: string): Promise<string> {
  const base = slugFromName(name);
  const taken = new Set(
    rowsOf<{ slug: string }>(await tx.execute(sql`SELECT slug FROM ${t.name} WHERE slug = ${base} OR slug ~ ${`^${base}-[0-9]+$`}`)).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function addNode(
  kind: TreeKind,
  actor: AuditActor,
  input: { name: string; nameAr?: string | null; parentId: number | null },
): Promise<Done<{ id: number; slug: string | null }>> {
  return inTree(kind, async (tx, t) => {
    if (input.parentId !== null && !(await nodeOf(tx, t, input.parentId))) return { ok: false, reason: "parent-missing" };
    if (await nameTaken(tx, t, input.parentId, input.name)) return { ok: false, reason: "name-taken" };
    const position = await nextPosition(tx, t, input.parentId);
    const slug = t.slug ? await freeSlug(tx, t, input.name) : null;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(
        slug === null
          ? sql`INSERT INTO ${t.name} (name, name_ar, parent_id, position) VALUES (${input.name}, ${input.nameAr || null}, ${input.parentId}, ${position}) RETURNING id`
          : sql`INSERT INTO ${t.name} (slug, name, name_ar, parent_id, position) VALUES (${slug}, ${input.name}, ${input.nameAr || null}, ${input.parentId}, ${position}) RETURNING id`,
      ),
    );
    const id = Number(row.id);
    const details = { name: input.name, ...(input.nameAr ? { nameAr: input.nameAr } : {}), parentId: input.parentId, ...(slug === null ? {} : { slug }) };
    await recordAudit(tx, actor, `${kind}.create`, { kind, id }, details);
    return { ok: true, id, slug };
  });
}

/**
 * Renames a node opened at `version` (its English and Arabic names; an Arabic name left out stays as it is): refused as
 * stale when someone changed it since. Says whether the English name changed.
 */
export function renameNode(
  kind: TreeKind,
  actor: AuditActor,
  input: { id: number; version: number; name: string; nameAr?: string | null },
): Promise<Done<{ renamed: boolean }>> {
  return inTree(kind, async (tx, t) => {
    const node = await nodeOf(tx, t, input.id);
    if (!node) return { ok: false, reason: "missing" };
    if (node.version !== input.version) return { ok: false, reason: "stale", currentVersion: node.version };
    if (await nameTaken(tx, t, node.parent_id, input.name, node.id)) return { ok: false, reason: "name-taken" };
    const arabicBefore = await nameArOf(tx, t, node.id);
    const arabic = input.nameAr === undefined ? arabicBefore : input.nameAr || null;
    const saved = await updateVersioned(tx, { table: t.table, id: t.table.id, version: t.table.version }, node.id, input.version, { name: input.name, nameAr: arabic });
    if (!saved.ok) return saved.reason === "missing" ? { ok: false, reason: "missing" } : { ok: false, reason: "stale", currentVersion: node.version };
    const details = { from: node.name, to: input.name, ...(arabic !== arabicBefore ? { fromAr: arabicBefore, toAr: arabic } : {}) };
    await recordAudit(tx, actor, `${kind}.rename`, { kind, id: node.id }, details);
    return { ok: true, renamed: node.name !== input.name };
  });
}

/**
 * Moves a node under another parent (null: the top level), last among its new siblings. A parent inside the node's
 * own subtree is refused here, under the tree's lock, so two moves at once cannot close a cycle between them.
 */
export function moveNode(kind: TreeKind, actor: AuditActor, input: { id: number; parentId: number | null }): Promise<Done<{ moved: boolean }>> {
  return inTree(kind, async (tx, t) => {
    const node = await nodeOf(tx, t, input.id);
    if (!node) return { ok: false, reason: "missing" };
    if (input.parentId !== null) {
      if ((await subtreeOf(tx, t, node.id)).has(input.parentId)) return { ok: false, reason: "cycle" };
      if (!(await nodeOf(tx, t, input.parentId))) return { ok: false, reason: "parent-missing" };
    }
    if (node.parent_id === input.parentId) return { ok: true, moved: false };
    if (await nameTaken(tx, t, input.parentId, node.name, node.id)) return { ok: false, reason: "name-taken" };
    const position = await nextPosition(tx, t, input.parentId);
    await tx.execute(sql`UPDATE ${t.name} SET parent_id = ${input.parentId}, position = ${position}, version = version + 1 WHERE id = ${node.id}`);
    await renumber(tx, t, node.parent_id);
    await recordAudit(tx, actor, `${kind}.move`, { kind, id: node.id }, { name: node.name, from: node.parent_id, to: input.parentId });
    return { ok: true, moved: true };
  });
}

/** Moves a node one place up or down among its siblings; the siblings are numbered 0..n afterwards. */
export function orderNode(kind: TreeKind, actor: AuditActor, input: { id: number; direction: "up" | "down" }): Promise<Done<{ moved: boolean }>> {
  return inTree(kind, async (tx, t) => {
    const node = await nodeOf(tx, t, input.id);
    if (!node) return { ok: false, reason: "missing" };
    const siblings = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM ${t.name} WHERE ${sameParent(node.parent_id)} ORDER BY position, name, id`),
    ).map((r) => Number(r.id));
    const from = siblings.indexOf(node.id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) return { ok: true, moved: false };
    [siblings[from], siblings[to]] = [siblings[to], siblings[from]];
    await tx.execute(sql`
      UPDATE ${t.name} SET position = (o.k - 1)::int
      FROM unnest(ARRAY[${sql.join(siblings.map((id) => sql`${id}`), sql`, `)}]::int[]) WITH ORDINALITY AS o(id, k)
      WHERE ${t.name}.id = o.id AND ${t.name}.position <> o.k - 1`);
    await recordAudit(tx, actor, `${kind}.order`, { kind, id: node.id }, { name: node.name, direction: input.direction, position: to });
    return { ok: true, moved: true };
  });
}

/**
 * Merges a node into another: its links move to the target (a solution or plant already linked to the target keeps
 * that link as it is, with its own order or dose range), its children move under the target, and the node is deleted. Refused into itself or its own subtree,
 * and when a child would land beside a sibling of the same name.
 */
export function mergeNode(
  kind: TreeKind,
  actor: AuditActor,
  input: { id: number; targetId: number },
): Promise<Done<{ name: string; target: string; links: number; children: number }>> {
  return inTree(kind, async (tx, t) => {
    if (input.id === input.targetId) return { ok: false, reason: "self" };
    // FOR UPDATE waits for, and then holds off, a link being added to the node meanwhile (its foreign key's lock).
    const node = await nodeOf(tx, t, input.id, true);
    if (!node) return { ok: false, reason: "missing" };
    const target = await nodeOf(tx, t, input.targetId);
    if (!target) return { ok: false, reason: "target-missing" };
    if ((await subtreeOf(tx, t, node.id)).has(target.id)) return { ok: false, reason: "descendant" };
    const [clash] = rowsOf<{ name: string }>(
      await tx.execute(sql`
        SELECT c.name FROM ${t.name} c JOIN ${t.name} o ON o.parent_id = ${target.id} AND lower(o.name) = lower(c.name)
        WHERE c.parent_id = ${node.id} ORDER BY c.position, c.name LIMIT 1`),
    );
    if (clash) return { ok: false, reason: "child-clash", name: clash.name };

    const columns = t.linkCarries ? sql`${t.ownerColumn}, ${t.linkColumn}, ${t.linkCarries}` : sql`${t.ownerColumn}, ${t.linkColumn}`;
    const values = t.linkCarries ? sql`${t.ownerColumn}, ${target.id}, ${t.linkCarries}` : sql`${t.ownerColumn}, ${target.id}`;
    const [{ links }] = rowsOf<{ links: number }>(await tx.execute(sql`SELECT count(*)::int AS links FROM ${t.links} WHERE ${t.linkColumn} = ${node.id}`));
    await tx.execute(sql`INSERT INTO ${t.links} (${columns}) SELECT ${values} FROM ${t.links} WHERE ${t.linkColumn} = ${node.id} ON CONFLICT DO NOTHING`);
    await tx.execute(sql`DELETE FROM ${t.links} WHERE ${t.linkColumn} = ${node.id}`);

    const base = await nextPosition(tx, t, target.id);
    const moved = rowsOf<{ id: number }>(
      await tx.execute(sql`UPDATE ${t.name} SET parent_id = ${target.id}, position = ${base} + position, version = version + 1 WHERE parent_id = ${node.id} RETURNING id`),
    );
    await renumber(tx, t, target.id);
    await tx.execute(sql`DELETE FROM ${t.name} WHERE id = ${node.id}`);
    await renumber(tx, t, node.parent_id);
    const details = { name: node.name, into: target.id, target: target.name, links: Number(links), children: moved.length };
    await recordAudit(tx, actor, `${kind}.merge`, { kind, id: node.id }, details);
    return { ok: true, name: node.name, target: target.name, links: Number(links), children: moved.length };
  });
}

/** Deletes a node that has no children and nothing linked to it; otherwise says what it still has. */
export function deleteNode(kind: TreeKind, actor: AuditActor, input: { id: number }): Promise<Done<{ name: string }>> {
  return inTree(kind, async (tx, t) => {
    const node = await nodeOf(tx, t, input.id, true);
    if (!node) return { ok: false, reason: "missing" };
    const [counts] = rowsOf<{ children: number; linked: number }>(
      await tx.execute(sql`
        SELECT (SELECT count(*) FROM ${t.name} WHERE parent_id = ${node.id})::int AS children,
               (SELECT count(*) FROM ${t.links} WHERE ${t.linkColumn} = ${node.id})::int AS linked`),
    );
    const children = Number(counts.children);
    const linked = Number(counts.linked);
    if (children || linked) return { ok: false, reason: "not-empty", children, linked };
    await tx.execute(sql`DELETE FROM ${t.name} WHERE id = ${node.id}`);
    await renumber(tx, t, node.parent_id);
    await recordAudit(tx, actor, `${kind}.delete`, { kind, id: node.id }, { name: node.name, parentId: node.parent_id });
    return { ok: true, name: node.name };
  });
}
