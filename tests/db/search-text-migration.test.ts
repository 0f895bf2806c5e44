/**
 * drizzle/0010_arabic_search_text.sql brings the search texts stored before Arabic folding to what
 * toSearchText writes now, in SQL, on PGlite and PostgreSQL alike: a stored text then matches a query typed any way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { inboxItems } from "~/db/schema";
import { toSearchText } from "~/utils/search-text";

/** What toSearchText wrote before: NFKD, Latin accents removed, lower case. */
const before = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const SAMPLES = [
  "أحمد الحارثي",
  "مُثبِّط التآكل لمحطة المعالجة",
  "إزالة الاستحلاب، مستوى ٣٠١ و۲۰۰",
  "كيمـــاويات مؤكسدة مائية ٱلنفط",
  "Amal Al-Hárthy, Nizwa Drilling",
];

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("the migration of stored search texts", () => {
  it("gives what toSearchText gives now, and leaves Latin texts alone", async () => {
    const ids: number[] = [];
    for (const [i, sample] of SAMPLES.entries()) {
      const [row] = await database.db
        .insert(inboxItems)
        .values({ kind: "contact", sourceId: 900_000 + i, reference: `MSG-2026-9${String(i).padStart(5, "0")}`, name: sample, email: "x@example.om", searchText: before(sample) })
        .returning({ id: inboxItems.id });
      ids.push(row.id);
    }
    const migration = readFileSync(path.join(__dirname, "..", "..", "drizzle", "0010_arabic_search_text.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
    for (const [i, sample] of SAMPLES.entries()) {
      const [row] = await database.db.select({ searchText: inboxItems.searchText }).from(inboxItems).where(eq(inboxItems.id, ids[i]));
      expect(row.searchText).toBe(toSearchText(sample));
    }
  });
});
