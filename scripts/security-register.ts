/**
 * The advisory register: docs/security/advisories.json is the data, docs/security/advisories.md is written from it
 * (`npm run security:register`), and scripts/advisories.test.ts holds the lockfile and the patches to it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type AdvisoryStatus = "not-affected" | "upgraded" | "patched" | "not-reachable" | "accepted";

export interface Advisory {
  id: string;
  aliases: string[];
  package: string;
  /** The affected range as published (npm semver), or null where no range could be read. */
  affected: string | null;
  fixed: string | null;
  severity: string;
  title: string;
  published: string | null;
  source: string;
  status: AdvisoryStatus;
  /** The patches that carry the fix, as name@version: each is patches/<name with / as +>+<version>.patch. */
  patches: string[];
  reach: string;
  action: string;
  test: string | null;
  /** For an accepted risk: the date by which it is looked at again. */
  reviewBy?: string;
}

export interface Register {
  reviewed: string;
  nextReview: string;
  howToReview: string[];
  packagesReviewed: Record<string, { queries: string[]; conclusion: string }>;
  advisories: Advisory[];
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const registerPath = path.join(root, "docs/security/advisories.json");
export const registerPagePath = path.join(root, "docs/security/advisories.md");

export function readRegister(): Register {
  return JSON.parse(readFileSync(registerPath, "utf8")) as Register;
}

/** Every version of each package the lockfile installs outside the dev tree: what the site runs. */
export function runtimeVersions(lockfile = path.join(root, "package-lock.json")): Map<string, Set<string>> {
  const { packages } = JSON.parse(readFileSync(lockfile, "utf8")) as {
    packages: Record<string, { version?: string; dev?: boolean; devOptional?: boolean }>;
  };
  const versions = new Map<string, Set<string>>();
  for (const [where, entry] of Object.entries(packages)) {
    if (!where || entry.dev || !entry.version) continue;
    const name = where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length);
    if (!versions.has(name)) versions.set(name, new Set());
    versions.get(name)!.add(entry.version);
  }
  return versions;
}

const STATUS_WORDS: Record<AdvisoryStatus, string> = {
  "not-affected": "not affected (we ship a fixed version)",
  upgraded: "fixed by an upgrade",
  patched: "fixed by a patch",
  "not-reachable": "not reached by our code",
  accepted: "accepted risk",
};

const cell = (text: string | null | undefined) => (text ?? "–").replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderRegister(register: Register, versions: Map<string, Set<string>>): string {
  const ours = (name: string) => [...(versions.get(name) ?? [])].join(", ") || "not installed";
  const order: AdvisoryStatus[] = ["patched", "upgraded", "accepted", "not-reachable", "not-affected"];
  const rows = [...register.advisories].sort(
    (a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.package.localeCompare(b.package) || a.id.localeCompare(b.id),
  );
  const counts = order.map((status) => `${rows.filter((row) => row.status === status).length} ${STATUS_WORDS[status]}`);
  return [
    "# Advisory register",
    "",
    "<!-- Written by `npm run security:register` from advisories.json: edit that file, not this one. -->",
    "",
    `Every published advisory (GHSA/CVE) found against the runtime packages at the versions the lockfile holds, and what we did about it. Last reviewed ${register.reviewed}; next review by ${register.nextReview}. ${register.advisories.length} advisories: ${counts.join(", ")}.`,
    "",
    "## How to review",
    "",
    ...register.howToReview.map((step, i) => `${i + 1}. ${step}`),
    "",
    "## Advisories",
    "",
    "| id | package (ours) | affected | fixed | outcome | reached? why (file, function) | what we did | test |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) =>
      [
        `${row.id}${row.aliases.length ? ` (${row.aliases.join(", ")})` : ""}: ${row.title}; ${row.severity}; source ${row.source}`,
        `${row.package} ${ours(row.package)}`,
        row.affected,
        row.fixed,
        STATUS_WORDS[row.status] + (row.patches.length ? `: ${row.patches.join(", ")}` : "") + (row.reviewBy ? `, until ${row.reviewBy}` : ""),
        row.reach,
        row.action,
        row.test,
      ]
        .map(cell)
        .join(" | ")
        .replace(/^/, "| ")
        .replace(/$/, " |"),
    ),
    "",
    "## Packages reviewed",
    "",
    "| package | searched for | conclusion |",
    "| --- | --- | --- |",
    ...Object.entries(register.packagesReviewed).map(
      ([name, review]) => `| ${cell(name)} | ${cell(review.queries.join("; "))} | ${cell(review.conclusion)} |`,
    ),
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(registerPagePath, renderRegister(readRegister(), runtimeVersions()));
  console.info(`Wrote ${path.relative(root, registerPagePath)}`);
}
