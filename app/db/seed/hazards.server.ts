/**
 * The demo's hazard data (./hazards.ts) put into a database made before solutions had hazard columns, once, on its
 * next start. Each solution gets its demo hazards only while it is still the demo's row (same name and commercial
 * name) and nobody has entered hazards for it, so staff edits stay; a `seed_marks` row (written in the same
 * transaction) makes it happen once. A new database gets the hazards with the rest of the catalogue and the mark.
 */
import { sql } from "drizzle-orm";
import { dropCatalogCache } from "../catalog-cache.server";
import { seedMarks } from "../schema";
import type { Db } from "../types";
import { SOLUTIONS } from "./data";
import { SEED_LOCK_KEY } from "./seed.server";

export const HAZARD_SEED_MARK = "content-hazards";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A text[] literal; the codes are letters, digits and "+", nothing to quote. */
const textArray = (values: readonly string[] | undefined) => `{${(values ?? []).join(",")}}`;
const text = (value: number | boolean | string | null | undefined) => (value === null || value === undefined ? null : String(value));

/** Fills the demo solutions' hazard columns unless this database was given them before. True when it ran. */
export async function seedHazardsOnce(db: Db): Promise<boolean> {
  const marked = async (d: Db | Tx) => (await d.select({ name: seedMarks.name }).from(seedMarks).where(sql`${seedMarks.name} = ${HAZARD_SEED_MARK}`).limit(1)).length > 0;
  if (await marked(db)) return false;
  const ran = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await marked(tx)) return false;
    await fillHazards(tx);
    await tx.insert(seedMarks).values({ name: HAZARD_SEED_MARK });
    return true;
  });
  if (ran) dropCatalogCache(db);
  return ran;
}

async function fillHazards(tx: Tx) {
  const rows = SOLUTIONS.filter((s) => s.hazards.hazardStatus !== "not_entered").map((s) => {
    const h = s.hazards;
    return [
      s.name, s.commercialName, h.hazardStatus, JSON.stringify(h.ghsClassification ?? []), textArray(h.ghsPictograms), text(h.ghsSignalWord),
      textArray(h.hazardStatements), textArray(h.precautionaryStatements), text(h.unNumber), text(h.shippingName), text(h.shippingNameAr),
      text(h.transportClass), text(h.packingGroup), text(h.marinePollutant), text(h.flashPointC), text(h.ph), text(h.densityKgM3), text(h.pourPointC),
    ];
  });
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}::text`), sql`, `)})`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE solutions s SET
      hazard_status = v.status, ghs_classification = v.classification::jsonb, ghs_pictograms = v.pictograms::text[],
      ghs_signal_word = v.signal_word, hazard_statements = v.h::text[], precautionary_statements = v.p::text[],
      un_number = v.un_number, shipping_name = v.shipping_name, shipping_name_ar = v.shipping_name_ar,
      transport_class = v.transport_class, packing_group = v.packing_group, marine_pollutant = v.marine_pollutant::boolean,
      flash_point_c = v.flash_point::double precision, ph = v.ph::double precision,
      density_kg_m3 = v.density::double precision, pour_point_c = v.pour_point::double precision
    FROM (VALUES ${values}) AS v(en, commercial_en, status, classification, pictograms, signal_word, h, p, un_number, shipping_name,
      shipping_name_ar, transport_class, packing_group, marine_pollutant, flash_point, ph, density, pour_point)
    WHERE s.name = v.en AND s.commercial_name = v.commercial_en AND s.hazard_status = 'not_entered'
      AND s.ghs_classification = '[]'::jsonb AND s.un_number IS NULL`);
}
