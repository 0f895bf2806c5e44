/**
 * Fills a database for benchmarks: `npm run seed -- --plants 10000 --solutions 100000` adds generated plants
 * and solutions (with processes, categories, plant links, demo hazard data, and technical properties with the problems
 * they treat and their dose ranges) to DATA_DIR's PGlite or DATABASE_URL, in bulk batches.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { categories, locations, plantProcesses, plantSolutions, plants, problems, processes, solutionCategories, solutionProblems, solutions } from "../app/db/schema";
import { benchHazards } from "../app/db/seed/hazards";
import { prng, seedDemoContentIfEmpty } from "../app/db/seed/seed.server";
import { demoTechnical, type TechnicalSeed } from "../app/db/seed/technical";
import { seedProblems } from "../app/db/seed/technical.server";
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

/**
 * Each kind's base chemistries (app/db/seed/technical.ts BASE_PROFILES), with the demo product line whose dose unit
 * they take and whether the line is a solid. A kind treats the problems its bases do, so the finder's problems get
 * realistic shares: emulsions about 1 in 8 solutions (demulsifiers and emulsion breakers), gas migration a few hundred.
 */
const KIND_BASES: Readonly<Record<(typeof KINDS)[number], readonly (readonly [base: string, line: string, solid?: true])[]>> = {
  Demulsifier: ["Fast-acting water-drop demulsifier", "Interface-sharpening demulsifier blend", "Desalter demulsifier", "Heavy-crude demulsifier", "Nonylphenol-free demulsifier"].map((b) => [b, "Demulsifiers"] as const),
  "Corrosion Inhibitor": ["Water-soluble filming amine corrosion inhibitor", "Oil-soluble imidazoline corrosion inhibitor", "Batch-treatment tubing corrosion inhibitor", "Continuous-injection pipeline corrosion inhibitor", "Overhead filming corrosion inhibitor", "Vapour-phase corrosion inhibitor for gas lines", "Acid corrosion inhibitor for matrix acidising"].map((b) => [b, "Corrosion Inhibitors"] as const),
  "Scale Inhibitor": ["Phosphonate scale inhibitor", "Polymeric sulphate scale inhibitor", "Squeeze scale inhibitor", "Iron-tolerant topside scale inhibitor", "High-salinity scale inhibitor", "Combined scale and corrosion inhibitor", "Biodegradable scale inhibitor"].map((b) => [b, "Scale Inhibitors"] as const),
  Biocide: ["Glutaraldehyde biocide", "THPS biocide", "Quaternary ammonium biocide", "DBNPA fast-kill biocide", "Stabilised bromine biocide", "Synergistic glutaraldehyde–quat biocide"].map((b) => [b, "Biocides"] as const),
  "Oxygen Scavenger": ["Ammonium bisulphite oxygen scavenger", "Sodium sulphite oxygen scavenger", "Carbohydrazide oxygen scavenger", "Erythorbate oxygen scavenger"].map((b) => [b, "Oxygen Scavengers"] as const),
  "H2S Scavenger": ["MEA-triazine H2S scavenger", "Non-triazine H2S scavenger", "Oil-soluble H2S scavenger for crude and fuel oil", "Mercaptan and H2S scavenger", "Contact-tower H2S scavenger", "Drilling mud H2S scavenger"].map((b) => [b, "H2S Scavengers"] as const),
  "Paraffin Inhibitor": ["EVA paraffin inhibitor", "Polyacrylate pour point depressant", "Paraffin solvent and dispersant", "Wax crystal modifier for gas condensate"].map((b) => [b, "Paraffin & Asphaltene Inhibitors"] as const),
  Defoamer: [["Silicone antifoam emulsion", "Foamers & Defoamers"], ["Silicone-free defoamer", "Foamers & Defoamers"], ["Fluorosilicone antifoam for crude separators", "Foamers & Defoamers"], ["Cement slurry defoamer", "Cementing Additives", true]],
  Flocculant: ["Anionic polyacrylamide flocculant", "Cationic polymer water clarifier"].map((b) => [b, "Water Clarifiers"] as const),
  Coagulant: ["Polyaluminium chloride coagulant", "Dithiocarbamate water clarifier", "Metal-free clarifier for disposal wells"].map((b) => [b, "Water Clarifiers"] as const),
  "Drag Reducer": ["Ultra-high-molecular-weight drag reducing agent", "Drag reducer for refined products", "Heavy-oil viscosity reducer", "Flow improver for waxy crudes"].map((b) => [b, "Flow Improvers / Drag Reducers"] as const),
  "Wetting Agent": [["Oil-wetting agent for invert-emulsion mud", "Surfactants & Wetting Agents"], ["Non-emulsifying agent for stimulation", "Surfactants & Wetting Agents"], ["Microemulsion flowback aid", "Surfactants & Wetting Agents"]],
  "Clay Stabiliser": [["Polyamine shale inhibitor", "Drilling Fluid Additives", true], ["Potassium silicate shale stabiliser", "Drilling Fluid Additives", true], ["Glycol lubricant and anti-balling agent", "Drilling Fluid Additives", true]],
  "Friction Reducer": [["Water-soluble drag reducer", "Flow Improvers / Drag Reducers"], ["Cement dispersant and friction reducer", "Cementing Additives", true], ["Extreme-pressure drilling lubricant", "Drilling Fluid Additives", true]],
  "Emulsion Breaker": [["Slop-oil resolution demulsifier", "Demulsifiers"], ["Reverse (oil-in-water) demulsifier", "Demulsifiers"], ["Heavy-crude demulsifier", "Demulsifiers"]],
  "Asphaltene Dispersant": ["Asphaltene dispersant", "Asphaltene inhibitor for miscible gas injection"].map((b) => [b, "Paraffin & Asphaltene Inhibitors"] as const),
};

/** The grade a generated name's trait stands for (app/db/seed/data.ts's suffixes): it sets the temperature rating and grades. */
const TRAIT_GRADES: Readonly<Record<string, string>> = { "high-temperature": "HT", "low-toxicity": "LT", winterised: "W", concentrated: "XC" };

/**
 * Generated solution number `i`'s technical data: one of its kind's bases (a multiplicative hash of the index, so
 * neighbouring rows differ; no draw from the shared generator, so names stay as before), at the grade its trait
 * names, with the dose range its description states ("Dosage: 12–71 ppm") where its line is dosed as a share of the
 * fluid. demoTechnical reads a surfactant line's dose in per cent: the ppm go in as their per cent.
 */
function benchTechnical(i: number, kind: (typeof KINDS)[number], trait: string, dose: readonly [number, number]): TechnicalSeed {
  const bases = KIND_BASES[kind];
  const [base, line, solid] = bases[(Math.imul(i, 0x9e3779b1) >>> 0) % bases.length];
  const asStated: readonly [number, number] = line === "Surfactants & Wetting Agents" ? [dose[0] / 10_000, dose[1] / 10_000] : dose;
  return demoTechnical(base, TRAIT_GRADES[trait] ?? "", Boolean(solid), line, asStated);
}

function solutionRow(i: number) {
  const kind = pick(KINDS);
  const name = `${pick(BRANDS)} ${kind} ${kind.slice(0, 2).toUpperCase()}-${10_000 + i}`;
  const trait = pick(TRAITS);
  const commercialName = `${trait} ${kind.toLowerCase()} for ${pick(["crude", "gas", "water", "refinery", "drilling"])} service`;
  const dose = [1 + (i % 50), 60 + (i % 40)] as const;
  const description = sanitizeRichText(
    `<p><strong>${name}</strong> is a ${commercialName}. ${pick(USES)} ${pick(USES)}</p><ul><li>Dosage: ${dose[0]}–${dose[1]} ppm</li><li>Packaging: 200 L drums</li></ul>`,
  );
  const technical = benchTechnical(i, kind, trait, dose);
  return {
    // Hazard data from the demo profiles (10 % not entered, 20 % not classified), so the hazard filter is measured on a realistic mix.
    row: {
      name,
      commercialName,
      description,
      imageUrl: null,
      searchText: toSearchText(name, commercialName),
      searchWords: descriptionWords(description),
      ...benchHazards(i),
      systems: [...technical.systems],
      maxTemperatureC: technical.maxTemperatureC,
      injectionPoints: [...technical.injectionPoints],
      environmentalGrades: [...technical.environmentalGrades],
      sites: [...technical.sites],
    },
    problems: technical.problems,
  };
}

const started = Date.now();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(process.env.DATA_DIR ?? "./data", "pglite"),
});
const d = database.db;
await seedDemoContentIfEmpty(d);
// A database seeded before issue 41 and not yet opened by the app has no problem list: the generated solutions need one.
await d.transaction((tx) => seedProblems(tx));

const countryIds = (await d.select({ id: locations.id }).from(locations).where(eq(locations.type, "country"))).map((r) => r.id);
const leafProcesses = (await d.select({ id: processes.id }).from(processes).where(isNotNull(processes.parentId))).map((r) => r.id);
const problemIds = new Map((await d.select({ id: problems.id, slug: problems.slug }).from(problems)).map((r) => [r.slug, r.id]));
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
// A solution row binds 27 values; a statement takes at most 65,535.
const solutionBatch = Math.min(batchSize, 2_400);
for (let done = 0; done < solutionCount; done += solutionBatch) {
  const n = Math.min(solutionBatch, solutionCount - done);
  const generated = Array.from({ length: n }, (_, k) => solutionRow(done + k));
  const rows = await d
    .insert(solutions)
    .values(generated.map((g) => g.row))
    .returning({ id: solutions.id });
  // At most two problems a solution, 5 values each: one statement per batch. A problem an editor removed is skipped.
  const links = rows.flatMap((r, k) =>
    generated[k].problems.flatMap((p) => {
      const problemId = problemIds.get(p.slug);
      return problemId === undefined ? [] : [{ solutionId: r.id, problemId, doseMin: p.doseMin, doseMax: p.doseMax, doseUnit: p.doseUnit }];
    }),
  );
  if (links.length > 0) await d.insert(solutionProblems).values(links);
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
