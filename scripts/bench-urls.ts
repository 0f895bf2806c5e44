/**
 * What the load benchmarks share (bench:queries, bench:overload): the seeded generators of distinct catalogue URLs a
 * visitor would ask, the ids they pick from, and a fresh database to seed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isNotNull, eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server";
import { categories, locations, processes } from "../app/db/schema";
import { prng } from "../app/db/seed/seed.server";

// Words of scripts/seed.ts's generated names and descriptions, and of the demo content.
const WORDS = [
  "petrobreak", "petroguard", "scalestop", "aquaclear", "surfatec", "drillpro", "flowmax", "gassweet", "foamctrl", "bioshield",
  "oxyless", "waxaway", "demulsifier", "corrosion", "inhibitor", "scale", "biocide", "oxygen", "scavenger", "h2s", "paraffin",
  "defoamer", "flocculant", "coagulant", "drag", "reducer", "wetting", "agent", "clay", "stabiliser", "friction", "emulsion",
  "breaker", "asphaltene", "dispersant", "winterised", "concentrated", "biodegradable", "crude", "gas", "water", "refinery",
  "drilling", "service", "export", "grade", "fast-acting", "low-toxicity", "high-temperature", "soluble",
  // Words of the generated descriptions and the starter synonyms: "hydrogen sulfide" finds "hydrogen sulphide".
  "hydrogen", "sulphide", "sulfide", "sour", "bacteria", "srb", "carbonate", "sulfate", "emulsions", "wax", "hydrates", "o2",
  "co2", "foam", "shale", "flowlines", "injection", "separator",
];

function typo(word: string, random: () => number) {
  const at = Math.floor(random() * word.length);
  const kind = random();
  if (kind < 0.33) return word.slice(0, at) + word.slice(at + 1); // a letter left out
  if (kind < 0.66 && at < word.length - 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // two swapped
  return word.slice(0, at) + "aeiou"[Math.floor(random() * 5)] + word.slice(at + 1); // one wrong
}

export interface Ids {
  categories: number[];
  processes: number[];
  countries: number[];
}

export type Kind = "search" | "filter" | "hazard" | "paging" | "plants" | "typo";
/** `typo` last: each kind's stream is seeded by its place here, and the others keep theirs. */
export const KINDS: Kind[] = ["search", "filter", "hazard", "paging", "plants", "typo"];

/** The hazard filter's choices (app/content/ghs/hazard-filter.ts). */
const HAZARD_CHOICES = ["not-classified", "GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"];

/** A seeded stream of URLs of one kind that never repeats; null once a small catalogue has no new one left. */
export function generator(kind: Kind, ids: Ids, solutions: number): () => string | null {
  const random = prng(0x5eed + KINDS.indexOf(kind));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const seen = new Set<string>();
  const api = "/api/v1/petrochemicals_catalog";
  const make: Record<Kind, () => string> = {
    search() {
      const roll = random();
      let q: string;
      if (roll < 0.35) q = pick(WORDS);
      else if (roll < 0.6) q = `${pick(WORDS)} ${pick(WORDS)}`;
      else if (roll < 0.85) q = typo(pick(WORDS), random);
      else q = Array.from({ length: 5 + Math.floor(random() * 6) }, () => "bcdfghjklmnpqrstvwxz"[Math.floor(random() * 20)]).join("");
      const page = random() < 0.7 ? 1 : 2 + Math.floor(random() * 4);
      const size = pick([10, 12, 20, 25]);
      return random() < 0.5
        ? `${api}/solutions/?search=${encodeURIComponent(q)}&page=${page}&page_size=${size}`
        : `/search?q=${encodeURIComponent(q)}&page=${page}`;
    },
    filter() {
      const chosen = [pick(ids.categories), ...(random() < 0.4 ? [pick(ids.categories)] : [])];
      const page = 1 + Math.floor(random() * random() * Math.max(1, solutions / 12 / ids.categories.length));
      return random() < 0.5
        ? `${api}/solutions/?${chosen.map((id) => `categories=${id}`).join("&")}&page=${page}&page_size=${pick([10, 12, 20])}`
        : `/?${chosen.map((id) => `category=${id}`).join("&")}&page=${page}`;
    },
    /** The hazard filter: one to three choices, alone, with a category or with a search word, any page. */
    hazard() {
      const chosen = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(HAZARD_CHOICES)))];
      const roll = random();
      const category = roll < 0.35 ? pick(ids.categories) : null;
      const word = roll >= 0.35 && roll < 0.6 ? pick(WORDS) : null;
      const page = 1 + Math.floor(random() * random() * Math.max(1, solutions / 40));
      const hazards = chosen.map((value) => `hazard=${value}`).join("&");
      const where = random();
      if (where < 0.4) {
        return `${api}/solutions/?${hazards}${category ? `&categories=${category}` : ""}${word ? `&search=${word}` : ""}&page=${page}&page_size=${pick([10, 12, 20])}`;
      }
      if (where < 0.7 || word) return `/solutions?${hazards}${word ? `&search=${word}` : ""}&page=${page}`;
      return `/?${hazards}${category ? `&category=${category}` : ""}&page=${page}`;
    },
    /** Misspelt searches only, the ones that pay for the correction: one word, or a misspelt word after a right one. */
    typo() {
      const q = random() < 0.7 ? typo(pick(WORDS), random) : `${pick(WORDS)} ${typo(pick(WORDS), random)}`;
      const page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 2);
      return random() < 0.5
        ? `${api}/solutions/?search=${encodeURIComponent(q)}&page=${page}&page_size=${pick([10, 12, 20, 25])}`
        : `/search?q=${encodeURIComponent(q)}&page=${page}`;
    },
    paging() {
      const size = 5 + Math.floor(random() * 56);
      const page = 1 + Math.floor(random() * Math.max(1, solutions / size));
      return random() < 0.5 ? `${api}/solutions/?page=${page}&page_size=${size}` : `/solutions?page=${1 + Math.floor(random() * Math.max(1, solutions / 12))}`;
    },
    plants() {
      const countries = random() < 0.7 ? [pick(ids.countries)] : [];
      const processIds = countries.length === 0 || random() < 0.5 ? [pick(ids.processes), ...(random() < 0.3 ? [pick(ids.processes)] : [])] : [];
      return random() < 0.5
        ? `${api}/plants/?${[...processIds.map((id) => `processes=${id}`), ...countries.map((id) => `country=${id}`)].join("&")}`
        : `/map/plants.json?${[...countries.map((id) => `country=${id}`), ...processIds.map((id) => `process=${id}`)].join("&")}`;
    },
  };
  return () => {
    for (let tries = 0; tries < 1000; tries++) {
      const url = make[kind]();
      if (!seen.has(url)) {
        seen.add(url);
        return url;
      }
    }
    return null;
  };
}

/** A fresh database: a temporary PGlite directory, or a new database `name` on the PostgreSQL server of `serverUrl`. */
export async function freshDatabase(serverUrl: string | undefined, name: string): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `petrochem-${name.replace(/_/g, "-")}-`));
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
    const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name}`);
      await again.end();
    },
  };
}

export async function readIds(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Ids> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "pglite") });
  const d = database.db;
  try {
    return {
      categories: (await d.select({ id: categories.id }).from(categories)).map((r) => r.id),
      processes: (await d.select({ id: processes.id }).from(processes).where(isNotNull(processes.id))).map((r) => r.id),
      countries: (await d.select({ id: locations.id }).from(locations).where(eq(locations.type, "country"))).map((r) => r.id),
    };
  } finally {
    await database.close();
  }
}

