/**
 * The audit log: who did what to which record, when, from which address. Append-only (a trigger in the database
 * refuses UPDATE and DELETE); written in the transaction of the change it records, so a change and its record
 * stand or fall together.
 */
import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { currentRequestId } from "~/utils/log.server";

/** Who acts: a staff member (id and address copied into each row), or nobody known (id null: a refused sign-in). */
export interface AuditActor {
  id: number | null;
  email: string;
  ip: string | null;
}

type Executor = Pick<Db, "insert">;

export async function recordAudit(
  executor: Executor,
  actor: AuditActor,
  action: string,
  target: { kind: string; id: number | string } | null,
  details?: Record<string, unknown>,
) {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetKind: target?.kind ?? null,
    targetId: target ? String(target.id) : null,
    ip: actor.ip,
    details: details ? JSON.stringify(details) : null,
    requestId: currentRequestId() ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The newest entries first, filtered by action prefix and actor address; `before` pages on (keyset on id). */
export async function listAudit(filter: { action?: string; actor?: string; before?: number } = {}) {
  const where: SQL[] = [];
  if (filter.action) where.push(sql`${auditLog.action} LIKE ${`${filter.action.replace(/[\\%_]/g, "\\$&")}%`}`);
  if (filter.actor) where.push(eq(sql`lower(${auditLog.actorEmail})`, filter.actor.trim().toLowerCase()));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  const rows = await (await db())
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}
