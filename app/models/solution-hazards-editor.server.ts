/**
 * A solution's hazard data in the staff editor: read as stored, and saved under the solution's optimistic version
 * (content-save.server.ts) with an audit entry naming each changed field's old and new value. The solutions table's
 * catalog_version trigger drops the public caches (lists, the hazard filter) in the same transaction.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { solutions } from "~/db/schema";
import type { HazardFields } from "~/forms/hazards";
import { recordAudit, type AuditActor } from "./audit.server";
import { hazardColumns } from "./hazards.server";
import { updateVersioned, type VersionedSave } from "./content-save.server";

/** Every hazard column, as the public detail reads them. */
const hazardEditorColumns = hazardColumns;

/** The hazard columns of one solution as stored; null when it is missing. */
export async function hazardsForEditing(id: number): Promise<HazardFields | null> {
  const [row] = await (await db()).select(hazardEditorColumns).from(solutions).where(eq(solutions.id, id)).limit(1);
  return (row as HazardFields | undefined) ?? null;
}

/** A value as text with its objects' keys sorted: jsonb gives the classification's keys back in its own order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** The fields whose values differ, each as { from, to }, for the audit entry. */
function changesBetween(before: HazardFields, after: HazardFields) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(hazardEditorColumns) as (keyof HazardFields)[]) {
    if (canonical(before[key]) !== canonical(after[key])) changed[key] = { from: before[key], to: after[key] };
  }
  return changed;
}

/** Saves the hazard fields when the solution is still at `version` (the version moves on, like any save of it). */
export async function saveSolutionHazards(id: number, version: number, fields: HazardFields, actor: AuditActor): Promise<VersionedSave> {
  const d = await db();
  return d.transaction(async (tx) => {
    const [before] = await tx.select(hazardEditorColumns).from(solutions).where(eq(solutions.id, id)).for("update").limit(1);
    if (!before) return { ok: false, reason: "missing" };
    const saved = await updateVersioned(tx, { table: solutions, id: solutions.id, version: solutions.version }, id, version, { ...fields, updatedAt: new Date() });
    if (!saved.ok) return saved;
    await recordAudit(tx, actor, "solution.hazards", { kind: "solution", id }, { status: fields.hazardStatus, changed: changesBetween(before as HazardFields, fields) });
    return saved;
  });
}
