/**
 * The S3 file store against a fake S3 server (s3rver from npm, on 127.0.0.1): put, read, check and remove an object
 * under the URL's prefix, with the SDK's own client; and the FILE_STORE settings: which store is chosen, the
 * combinations refused at start-up, and the warning for a local store beside PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_S3_CREDENTIALS, startFakeS3 } from "../../tests/support/fake-s3";
import { fileStoreWarning, parseEnv } from "./env.server";
import { createS3Store, s3Location } from "./file-store-s3.server";

describe("an s3:// URL", () => {
  it("names the bucket and a key prefix (none, or ending in one slash)", () => {
    expect(s3Location("s3://files")).toEqual({ bucket: "files", prefix: "" });
    expect(s3Location("s3://files/")).toEqual({ bucket: "files", prefix: "" });
    expect(s3Location("s3://files/site")).toEqual({ bucket: "files", prefix: "site/" });
    expect(s3Location("s3://my.files-1/site/uploads/")).toEqual({ bucket: "my.files-1", prefix: "site/uploads/" });
  });
});

describe("the S3 store against a fake S3 server", () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  const folder = mkdtempSync(path.join(os.tmpdir(), "s3-store-"));
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeS3("files");
    // The SDK's usual chain reads them, as it would in production.
    process.env.AWS_ACCESS_KEY_ID = FAKE_S3_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = FAKE_S3_CREDENTIALS.secretAccessKey;
  });

  afterAll(async () => {
    process.env = saved;
    await fake.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("puts a local file under the prefix, reads it back with its size, says it exists, and removes it", async () => {
    const store = createS3Store({ url: "s3://files/site-a", endpoint: fake.endpoint });
    const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300_000, 7)]);
    const file = path.join(folder, "cv.pdf");
    writeFileSync(file, bytes);
    const key = store.objectKey("resumes/0123456789abcdef0123456789abcdef.pdf");
    expect(key).toBe("site-a/resumes/0123456789abcdef0123456789abcdef.pdf");

    await store.put(key, { path: file, size: bytes.length, type: "application/pdf" });
    // Path-style (/bucket/key) at the endpoint, and no encryption asked unless configured.
    const put = fake.requests.filter((request) => request.method === "PUT").at(-1)!;
    expect(put.url).toMatch(/^\/files\/site-a\/resumes\//);
    expect(put.headers["x-amz-server-side-encryption"]).toBeUndefined();
    // Byte for byte: no chunked-upload framing stored with it.
    expect(await fake.bytesOf(key)).toEqual(bytes);
    const read = await store.get(key);
    expect(read?.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(read!.body).arrayBuffer())).toEqual(bytes);
    expect(await store.exists(key)).toBe(true);

    await store.remove(key);
    expect(await fake.bytesOf(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    // Removing what is gone is not an error.
    await store.remove(key);
  });

  it("asks for server-side encryption when FILE_STORE_SSE is set", async () => {
    const store = createS3Store({ url: "s3://files", endpoint: fake.endpoint, serverSideEncryption: "AES256" });
    const file = path.join(folder, "sheet.pdf");
    writeFileSync(file, "%PDF-1.4\n%sheet\n");
    await store.put("documents/ffffffffffffffffffffffffffffffff.pdf", { path: file, size: 16, type: "application/pdf" });
    const put = fake.requests.filter((request) => request.method === "PUT").at(-1)!;
    expect(put.url).toMatch(/^\/files\/documents\/f{32}\.pdf/);
    expect(put.headers).toMatchObject({ "x-amz-server-side-encryption": "AES256", "content-type": "application/pdf" });
    expect((await fake.bytesOf("documents/ffffffffffffffffffffffffffffffff.pdf"))?.toString()).toBe("%PDF-1.4\n%sheet\n");
  });

  it("fails loudly when the bucket is not there", async () => {
    const store = createS3Store({ url: "s3://no-such-bucket", endpoint: fake.endpoint });
    const file = path.join(folder, "x.pdf");
    writeFileSync(file, "%PDF-1.4\n");
    await expect(store.put("resumes/x.pdf", { path: file, size: 9, type: "application/pdf" })).rejects.toThrow();
  });
});

describe("FILE_STORE settings", () => {
  const env = (values: Record<string, string>) => parseEnv({ NODE_ENV: "development", ...values });
  const pg = { DATABASE_URL: "postgres://app@db.example/site" };

  it("chooses s3 with FILE_STORE_URL, else postgres with DATABASE_URL, else the local folder; FILE_STORE overrides", () => {
    expect(env({}).fileStore).toBe("local");
    expect(env(pg).fileStore).toBe("postgres");
    expect(env({ ...pg, FILE_STORE_URL: "s3://files/site" }).fileStore).toBe("s3");
    expect(env({ FILE_STORE_URL: "s3://files" }).fileStore).toBe("s3");
    expect(env({ ...pg, FILE_STORE: "local" }).fileStore).toBe("local");
    // Old s3: rows stay readable while new files go to PostgreSQL.
    expect(env({ ...pg, FILE_STORE: "postgres", FILE_STORE_URL: "s3://files" }).fileStore).toBe("postgres");
  });

  it("refuses what cannot work, naming the variable", () => {
    expect(() => env({ FILE_STORE: "postgres" })).toThrow(/FILE_STORE: postgres needs DATABASE_URL/);
    expect(() => env({ FILE_STORE: "s3" })).toThrow(/FILE_STORE_URL: is required with FILE_STORE=s3/);
    expect(() => env({ FILE_STORE: "disk" })).toThrow(/FILE_STORE/);
    for (const bad of ["https://files.example/site", "s3://", "s3://Bad_Bucket", "files"]) expect(() => env({ FILE_STORE_URL: bad }), bad).toThrow(/FILE_STORE_URL: must be s3:/);
    expect(() => env({ FILE_STORE_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/FILE_STORE_ENDPOINT: is an S3 setting/);
    expect(() => env({ FILE_STORE_SSE: "AES256" })).toThrow(/FILE_STORE_SSE: is an S3 setting/);
    expect(() => env({ FILE_STORE_URL: "s3://files", FILE_STORE_SSE: "rot13" })).toThrow(/FILE_STORE_SSE/);
    expect(() => env({ FILE_STORE_URL: "s3://files", FILE_STORE_ENDPOINT: "not a url" })).toThrow(/FILE_STORE_ENDPOINT/);
  });

  it("takes an S3-compatible endpoint, encryption and region with the bucket", () => {
    const parsed = env({ FILE_STORE_URL: "s3://files/site", FILE_STORE_ENDPOINT: "http://127.0.0.1:9000", FILE_STORE_SSE: "aws:kms", AWS_REGION: "me-central-1" });
    expect(parsed).toMatchObject({ fileStore: "s3", FILE_STORE_URL: "s3://files/site", FILE_STORE_ENDPOINT: "http://127.0.0.1:9000", FILE_STORE_SSE: "aws:kms", AWS_REGION: "me-central-1" });
  });

  it("lets the database tests keep files in PGlite (NODE_ENV=test) only", () => {
    expect(parseEnv({ NODE_ENV: "test", FILE_STORE: "postgres" }).fileStore).toBe("postgres");
  });

  it("warns when several processes on one PostgreSQL would each keep their own files", () => {
    expect(fileStoreWarning(env({ ...pg, FILE_STORE: "local" }))).toMatch(/FILE_STORE=local with DATABASE_URL/);
    expect(fileStoreWarning(env(pg))).toBeNull();
    expect(fileStoreWarning(env({}))).toBeNull();
  });
});
