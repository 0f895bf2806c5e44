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
    const setting = async (name: string) => {
      const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows[0]?.[name];
    };
    expect(await setting("fsync")).toBe("on");
    expect(await setting("synchronous_commit")).toBe("on");
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
