/**
 * Fills a database for benchmarks: `npm run seed -- --plants 10000 --solutions 100000` adds generated plants
 * and solutions (with processes, categories, plant links and demo hazard data) to DATA_DIR's PGlite or DATABASE_URL, in bulk batches.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { categories, locations, plantProcesses, plantSolutions, plants, processes, solutionCategories, solutions } from "../app/db/schema";
import { benchHazards } from "../app/db/seed/hazards";
import { prng, seedDemoContentIfEmpty } from "../app/db/seed/seed.server";
import { descriptionWords, sanitizeRichText } from "../app/utils/sanitize.server";
import { toSearchText } from "../app/utils/search-text";

const { values } = parseArgs({
  options: { plants: { type: "string", default: "0" }, solutions: { type: "string", default: "0" }, batch: { type: "string", default: "2000" } },
});
const plantCount = Number(values.plants);
const solutionCount = Number(values.solutions);
const batchSize = Number(values.batch);
for (const [name, value] of [["--plants", plantCount], ["--solutions", solutionCount], ["--batch", batchSize]] as const) {
  if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
    console.error(`${name} must be a whole number between 0 and 10000000`);
    process.exit(2);
  }
}

const random = prng(20_260_101);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list)))];

const BRANDS = ["PetroBreak", "PetroGuard", "ScaleStop", "AquaClear", "SurfaTec", "DrillPro", "FlowMax", "GasSweet", "FoamCtrl", "BioShield", "Oxyless", "WaxAway"];
const KINDS = ["Demulsifier", "Corrosion Inhibitor", "Scale Inhibitor", "Biocide", "Oxygen Scavenger", "H2S Scavenger", "Paraffin Inhibitor", "Defoamer", "Flocculant", "Coagulant", "Drag Reducer", "Wetting Agent", "Clay Stabiliser", "Friction Reducer", "Emulsion Breaker", "Asphaltene Dispersant"];
const TRAITS = ["high-temperature", "winterised", "concentrated", "low-toxicity", "water-soluble", "oil-soluble", "nonylphenol-free", "fast-acting", "biodegradable", "export grade"];
const SITES = ["Industrial Area", "Free Zone", "Field Camp", "Port Zone", "Industrial City", "Service Base"];

function plantRow(i: number, countryIds: number[]) {
  const name = `${pick(BRANDS)} ${pick(SITES)} Plant ${i}`;
  return {
    name,
    address: `Plot ${1 + (i % 400)}, ${pick(SITES)}`,
    websiteUrl: `https://plant-${i}.example`,
    email: random() < 0.5 ? `plant${i}@plants.example` : null,
    latitude: Math.round((-40 + random() * 100) * 1000) / 1000,
    longitude: Math.round((-120 + random() * 240) * 1000) / 1000,
    countryId: pick(countryIds),
    searchText: toSearchText(name),
  };
}

/**
 * What generated descriptions say besides the name (search matches description words): the problems and
 * systems of oilfield chemistry, as the demo catalogue's own descriptions word them. Illustrative text.
 */
const USES = [
  "It reacts with hydrogen sulphide in wet sour gas, crude and condensate.",
  "It controls sulphate-reducing bacteria and biofilm in produced-water and injection systems.",
  "It prevents calcium carbonate and barium sulphate scale in injection lines and tubulars.",
  "It breaks tight water-in-oil emulsions at the separator and heater-treater.",
  "It protects carbon steel flowlines from CO2 and H2S corrosion at high temperature.",
  "It removes dissolved oxygen from seawater injection and boiler feedwater.",
  "It keeps paraffin wax and asphaltenes dispersed in crude at low temperature.",
  "It reduces frictional pressure loss in crude trunk lines and multiphase pipelines.",
  "It stabilises reactive shale and swelling clay in water-based drilling fluids.",
  "It suppresses foam in gas–liquid separators, amine contactors and glycol units.",
  "It clarifies produced water ahead of flotation and disposal.",
  "It inhibits gas hydrates in subsea tie-backs and wet gas lines.",
];

function solutionRow(i: number) {
  const kind = pick(KINDS);
  const name = `${pick(BRANDS)} ${kind} ${kind.slice(0, 2).toUpperCase()}-${10_000 + i}`;
  const commercialName = `${pick(TRAITS)} ${kind.toLowerCase()} for ${pick(["crude", "gas", "water", "refinery", "drilling"])} service`;
  const description = sanitizeRichText(
    `<p><strong>${name}</strong> is a ${commercialName}. ${pick(USES)} ${pick(USES)}</p><ul><li>Dosage: ${1 + (i % 50)}–${60 + (i % 40)} ppm</li><li>Packaging: 200 L drums</li></ul>`,
  );
  // Hazard data from the demo profiles (10 % not entered, 20 % not classified), so the hazard filter is measured on a realistic mix.
  return { name, commercialName, description, imageUrl: null, searchText: toSearchText(name, commercialName), searchWords: descriptionWords(description), ...benchHazards(i) };
}

const started = Date.now();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(process.env.DATA_DIR ?? "./data", "pglite"),
});
const d = database.db;
await seedDemoContentIfEmpty(d);

const countryIds = (await d.select({ id: locations.id }).from(locations).where(eq(locations.type, "country"))).map((r) => r.id);
const leafProcesses = (await d.select({ id: processes.id }).from(processes).where(isNotNull(processes.parentId))).map((r) => r.id);
const leafCategories = (await d.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.id))).map((r) => r.id);

const plantIds: number[] = [];
for (let done = 0; done < plantCount; done += batchSize) {
  const n = Math.min(batchSize, plantCount - done);
  const rows = await d
    .insert(plants)
    .values(Array.from({ length: n }, (_, k) => plantRow(done + k, countryIds)))
    .returning({ id: plants.id });
  plantIds.push(...rows.map((r) => r.id));
  await d.insert(plantProcesses).values(rows.flatMap((r) => some(leafProcesses, 3).map((processId) => ({ plantId: r.id, processId }))));
}
console.info(`plants: ${plantIds.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const allPlantIds = plantIds.length ? plantIds : (await d.select({ id: plants.id }).from(plants)).map((r) => r.id);
// A solution row binds 22 values; a statement takes at most 65,535.
const solutionBatch = Math.min(batchSize, 2_500);
for (let done = 0; done < solutionCount; done += solutionBatch) {
  const n = Math.min(solutionBatch, solutionCount - done);
  const rows = await d
    .insert(solutions)
    .values(Array.from({ length: n }, (_, k) => solutionRow(done + k)))
    .returning({ id: solutions.id });
  await d
    .insert(solutionCategories)
    .values(rows.flatMap((r) => some(leafCategories, 2).map((categoryId, position) => ({ solutionId: r.id, categoryId, position }))));
  await d.insert(plantSolutions).values(rows.flatMap((r) => some(allPlantIds, 3).map((plantId) => ({ plantId, solutionId: r.id }))));
  if ((done / solutionBatch) % 10 === 0) console.info(`solutions: ${done + n} of ${solutionCount}`);
}
await d.execute(sql`ANALYZE`);
const [{ total }] = await d.select({ total: sql<number>`count(*)::int` }).from(solutions);
console.info(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${total} solutions in the ${database.kind} database.`);
await database.close();
