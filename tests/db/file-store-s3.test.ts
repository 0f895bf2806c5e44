/**
 * The S3 file store (FILE_STORE_URL=s3://bucket/prefix) against a fake S3 server from npm (s3rver, on
 * 127.0.0.1, at FILE_STORE_ENDPOINT): the uploads' journeys (file-store-journeys.ts) with the bytes as objects under
 * the prefix; and a transaction that fails after its upload takes the object back out.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { FAKE_S3_CREDENTIALS, startFakeS3 } from "../support/fake-s3";
import { fileStoreJourneys } from "./file-store-journeys";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "file-store-s3-"));
const PREFIX = "site-a/";
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let database: Database;

beforeAll(async () => {
  fake = await startFakeS3("files");
  // Before anything reads the environment (it is parsed once): the fake server's port is known only now.
  Object.assign(process.env, {
    UPLOAD_DIR: uploadDir,
    FILE_STORE_URL: `s3://files/${PREFIX}`,
    FILE_STORE_ENDPOINT: fake.endpoint,
    AWS_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  await fake.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

fileStoreJourneys(
  {
    reference: (area, extension) => new RegExp(`^s3:${PREFIX}${area}/[0-9a-f]{32}\\.${extension}$`),
    bytesOf: (reference) => (reference.startsWith("s3:") ? fake.bytesOf(reference.slice(3)) : Promise.resolve(null)),
    count: async () => (await fake.keys(PREFIX)).length,
  },
  { database: () => database, uploadDir },
);

describe("the objects", () => {
  it("are all under the URL's prefix, and a refused or failed upload left none behind", async () => {
    const keys = await fake.keys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith(PREFIX))).toEqual([]);
    // The failed transaction's upload was deleted again: a DELETE followed its PUT.
    const puts = fake.requests.filter((request) => request.method === "PUT").map((request) => request.url.split("?")[0]);
    const deletes = new Set(fake.requests.filter((request) => request.method === "DELETE").map((request) => request.url.split("?")[0]));
    const live = new Set(keys.map((key) => `/files/${key}`));
    expect(puts.filter((url) => !live.has(url) && !deletes.has(url))).toEqual([]);
  });
});
