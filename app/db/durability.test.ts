/**
 * The embedded database writes durably: PostgreSQL runs with fsync on, and a commit reaches the disk (an fsync
 * of the write-ahead log) before the query that made it resolves, so an acknowledged form survives a power cut
 * or an OS crash, not only a killed process.
 */
import fs from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "./client.server";
import { contactMessages } from "./schema";

const onDisk = !process.env.DATABASE_URL;

describe.runIf(onDisk)("PGlite in a data directory", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "durability-"));
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: path.join(dir, "pglite") });
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs with fsync on and commits synchronously", async () => {
    const fsync = await database.db.execute(sql`show fsync`);
    const commit = await database.db.execute(sql`show synchronous_commit`);
    expect(fsync.rows[0]).toEqual({ fsync: "on" });
    expect(commit.rows[0]).toEqual({ synchronous_commit: "on" });
  });

  it("fsyncs the write-ahead log before an insert resolves", async () => {
    const spy = vi.spyOn(fs, "fsyncSync");
    try {
      await database.db.insert(contactMessages).values({
        firstName: "Durable",
        lastName: "Visitor",
        email: "durable@example.com",
        phoneNumber: "+968 2400 0000",
        city: "Muscat",
        message: "Please keep this message.",
      });
      expect(spy).toHaveBeenCalled();
      spy.mockClear();
      // A read writes nothing: no fsync to pay.
      await database.db.execute(sql`select count(*) from contact_messages`);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
