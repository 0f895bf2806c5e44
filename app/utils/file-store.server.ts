/**
 * Where uploaded files live: CVs, the document library's PDFs and profile pictures. An upload is written
 * and checked on local disk first (upload.server.ts); then fileTransaction() puts it into the store chosen for new
 * files (FILE_STORE, see env.server.ts) together with the row that refers to it, and deletes the staged copy.
 *
 * A row keeps a reference that says where its bytes are, so rows from an earlier choice keep working, unmigrated:
 * - an absolute path or a bare file name: the local folder UPLOAD_DIR/<area> (the oldest rows; the local
 *   store still writes these: an absolute path for a CV, the file name for a data sheet or a picture);
 * - `pg:<area>/<name>`: the stored_files table, under that key;
 * - `s3:<object key>`: that object in FILE_STORE_URL's bucket (the key includes the URL's prefix).
 * Every store's names are server-made: 32 hex characters and the checked extension.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, rename, rm, rmdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { getEnv } from "./env.server";
import { createS3Store, type S3Store } from "./file-store-s3.server";
import { log } from "./log.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The kinds of stored file, each a folder of the local store and the first part of a key in the others. */
type FileArea = "resumes" | "documents" | "avatars";
const AREAS: FileArea[] = ["resumes", "documents", "avatars"];

/** A checked upload on local disk, on its way into the store. */
export interface StagedFile {
  path: string;
  size: number;
  /** Its media type, decided from the checked content. */
  type: string;
}

/** A stored file to send: its bytes (a stream, or whole from the database) and their number. */
export interface StoredFile {
  size: number;
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
}

/** A local file whose deletion is in a transaction is renamed to this first; housekeeping removes any left behind. */
const DELETED_SUFFIX = ".deleted";
/** A marked file or a staged upload younger than this may still belong to a transaction or a request in progress. */
const LEFTOVER_GRACE_MS = 3_600_000;
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
/** This machine's name as a staging folder's first part (UPLOAD_DIR may be a volume several machines share). */
const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, "_");

function areaDirectory(area: FileArea) {
  return path.resolve(getEnv().UPLOAD_DIR, area);
}

function stagingRoot() {
  return path.resolve(getEnv().UPLOAD_DIR, "staging");
}

/**
 * Where an upload is written and checked: with the local store its area's folder (the staged file is the stored
 * one); with the others a folder of this process's own under UPLOAD_DIR/staging, emptied as each upload is stored.
 */
export function stagingDirectory(folder: string) {
  if (getEnv().fileStore === "local") return path.resolve(getEnv().UPLOAD_DIR, folder);
  return path.join(stagingRoot(), `${HOST}-${process.pid}`);
}

/** A staging folder of a process on this machine that has stopped (whose folder no one will write to again). */
function isStoppedProcessFolder(folder: string) {
  const match = /^(.*)-(\d+)$/.exec(folder);
  if (!match || match[1] !== HOST || Number(match[2]) === process.pid) return false;
  try {
    process.kill(Number(match[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

let s3: { url: string; store: S3Store } | undefined;

/** The S3 store of FILE_STORE_URL, or null when none is configured. */
function s3Store(): S3Store | null {
  const env = getEnv();
  if (!env.FILE_STORE_URL) return null;
  if (s3?.url !== env.FILE_STORE_URL) {
    s3 = {
      url: env.FILE_STORE_URL,
      store: createS3Store({ url: env.FILE_STORE_URL, endpoint: env.FILE_STORE_ENDPOINT, region: env.AWS_REGION, serverSideEncryption: env.FILE_STORE_SSE }),
    };
  }
  return s3.store;
}

const S3_MISSING = "A file is in S3 (an s3: reference) but FILE_STORE_URL is not set: set it to the bucket's s3:// URL";

/** The S3 store, for a write or a delete: without one the transaction fails (no row forgets an object it had). */
function requireS3(): S3Store {
  const store = s3Store();
  if (!store) throw new Error(S3_MISSING);
  return store;
}

/** The S3 store, for a read: without one the file reads as missing, and the log says why. */
function s3ForReading(): S3Store | null {
  const store = s3Store();
  if (!store) log.error(S3_MISSING);
  return store;
}

type Located = { at: "local"; path: string } | { at: "pg"; key: string } | { at: "s3"; key: string };

/** A key of `area`'s: its last two parts are the area and a server-made name. */
function inArea(key: string, area: FileArea) {
  const parts = key.split("/");
  return parts.length >= 2 && parts.at(-2) === area && STORED_NAME.test(parts.at(-1)!) && !parts.includes("..");
}

/**
 * Where a row's reference points, or null when it is empty or not one of `area`'s (the references are server-made;
 * this is the guard in case a row says otherwise): a local path must lie inside the area's folder.
 */
function locate(area: FileArea, reference: string | null | undefined): Located | null {
  if (!reference) return null;
  if (reference.startsWith("pg:") || reference.startsWith("s3:")) {
    const key = reference.slice(3);
    return inArea(key, area) ? { at: reference.startsWith("pg:") ? "pg" : "s3", key } : null;
  }
  const directory = areaDirectory(area);
  const full = path.resolve(directory, reference);
  return full.startsWith(directory + path.sep) && !full.endsWith(DELETED_SUFFIX) ? { at: "local", path: full } : null;
}

/** Removes a staged upload; a missing one is fine. */
async function removeStaged(file: string) {
  await rm(file, { force: true }).catch((error: Error) => log.error({ err: error }, "removing a staged upload failed"));
}

interface FileChanges {
  /**
   * Puts a staged upload into the store for new files as part of the transaction; answers the reference to keep in
   * the row. The staged file is the transaction's from then on: stored (and its staged copy removed) if it commits,
   * removed if it does not.
   */
  store(area: FileArea, staged: StagedFile): Promise<string>;
  /** Removes a stored file with the transaction: it is gone once the transaction commits, kept if it does not. */
  remove(area: FileArea, reference: string | null | undefined): Promise<void>;
}

/**
 * Runs `work` in a database transaction with the file changes it makes. In PostgreSQL the bytes are written and
 * deleted in the transaction itself. An S3 object is uploaded inside it (deleted again if the commit fails) and
 * deleted after it commits. A local file to delete is renamed to *.deleted inside it (back if it fails) and removed
 * after; a crash in between leaves only *.deleted files, which housekeeping removes, so it never has to guess which
 * files are someone's. A row is thus never committed pointing at bytes that are not stored.
 */
export async function fileTransaction<T>(work: (tx: Tx, files: FileChanges) => Promise<T>): Promise<T> {
  const storeName = getEnv().fileStore;
  const staged: string[] = [];
  const uploaded: string[] = [];
  const marked: string[] = [];
  const objectsToDelete: string[] = [];
  let result: T;
  try {
    result = await (await db()).transaction(async (tx) =>
      work(tx, {
        async store(area, file) {
          staged.push(file.path);
          // As before the stores: a CV's row holds its (absolute) path, the others their file name in the area's folder.
          if (storeName === "local") return area === "resumes" ? file.path : path.basename(file.path);
          const key = `${area}/${randomBytes(16).toString("hex")}${path.extname(file.path).toLowerCase()}`;
          if (storeName === "postgres") {
            const bytes = await readFile(file.path);
            await tx.insert(storedFiles).values({ key, contentType: file.type, size: bytes.length, bytes });
            return `pg:${key}`;
          }
          const store = requireS3();
          const objectKey = store.objectKey(key);
          await store.put(objectKey, file);
          uploaded.push(objectKey);
          return `s3:${objectKey}`;
        },
        async remove(area, reference) {
          const at = locate(area, reference);
          if (!at) return;
          if (at.at === "pg") {
            await tx.delete(storedFiles).where(eq(storedFiles.key, at.key));
          } else if (at.at === "s3") {
            requireS3(); // Without a bucket configured the deletion fails here, before any row goes.
            objectsToDelete.push(at.key);
          } else if (await rename(at.path, at.path + DELETED_SUFFIX).then(() => true, () => false)) {
            marked.push(at.path);
          }
        },
      }),
    );
  } catch (error) {
    for (const file of marked) await rename(file + DELETED_SUFFIX, file).catch(() => undefined);
    for (const objectKey of uploaded) {
      await requireS3()
        .remove(objectKey)
        .catch((e: Error) => log.error({ err: e, objectKey }, "removing an uploaded S3 object failed (delete it by hand)"));
    }
    for (const file of staged) await removeStaged(file);
    throw error;
  }
  for (const file of marked) await rm(file + DELETED_SUFFIX, { force: true }).catch((e: Error) => log.error({ err: e }, "removing a stored file failed"));
  for (const objectKey of objectsToDelete) {
    await requireS3()
      .remove(objectKey)
      .catch((e: Error) => log.error({ err: e, objectKey }, "removing an S3 object failed (delete it by hand)"));
  }
  if (storeName !== "local") for (const file of staged) await removeStaged(file);
  return result;
}

/** A stored file as a stream (or bytes) with its size; null when the reference is empty or its file is gone. */
export async function openStoredFile(area: FileArea, reference: string | null | undefined): Promise<StoredFile | null> {
  const at = locate(area, reference);
  if (!at) return null;
  if (at.at === "pg") {
    const [row] = await (await db()).select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, at.key)).limit(1);
    return row ? { size: row.bytes.length, body: new Uint8Array(row.bytes.buffer as ArrayBuffer, row.bytes.byteOffset, row.bytes.length) } : null;
  }
  if (at.at === "s3") return (await s3ForReading()?.get(at.key)) ?? null;
  const info = await stat(at.path).catch(() => null);
  if (!info?.isFile()) return null;
  return { size: info.size, body: createReadableStreamFromReadable(createReadStream(at.path)) };
}

/** Lets go of a file opened but not sent (its stream, if it is one). */
export async function closeStoredFile(file: StoredFile) {
  if (file.body instanceof ReadableStream) await file.body.cancel().catch(() => undefined);
}

/** A stored file's bytes, whole (for small files: profile pictures); null when it is gone. */
export async function readStoredFile(area: FileArea, reference: string | null | undefined): Promise<Buffer | null> {
  const at = locate(area, reference);
  if (at?.at === "local") return readFile(at.path).catch(() => null);
  const file = await openStoredFile(area, reference);
  if (!file) return null;
  return file.body instanceof ReadableStream ? Buffer.from(await new Response(file.body).arrayBuffer()) : Buffer.from(file.body);
}

export async function storedFileExists(area: FileArea, reference: string | null | undefined): Promise<boolean> {
  const at = locate(area, reference);
  if (!at) return false;
  if (at.at === "pg") {
    const rows = await (await db()).select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, at.key)).limit(1);
    return rows.length > 0;
  }
  if (at.at === "s3") return (await s3ForReading()?.exists(at.key)) ?? false;
  return stat(at.path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The files in `directory` (not below it) last changed before `cutoff`, whose names pass `wanted`. */
async function oldFiles(directory: string, cutoff: number, wanted: (name: string) => boolean) {
  const names = await readdir(directory).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter(wanted)) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    // Renaming sets ctime: a *.deleted file's age is the time since its deletion began.
    if (info?.isFile() && info.ctimeMs < cutoff) found.push(file);
  }
  return found;
}

/**
 * Housekeeping's part: removes the local files a deletion marked but could not remove (*.deleted), and staged
 * uploads a stopped process left behind, once they are older than an hour. Answers how many went.
 */
export async function removeLeftoverFiles(now = new Date()) {
  const cutoff = now.getTime() - LEFTOVER_GRACE_MS;
  const leftovers: string[] = [];
  for (const area of AREAS) leftovers.push(...(await oldFiles(areaDirectory(area), cutoff, (name) => name.endsWith(DELETED_SUFFIX))));
  const staging = stagingRoot();
  const processes = await readdir(staging).catch(() => [] as string[]);
  for (const folder of processes) leftovers.push(...(await oldFiles(path.join(staging, folder), cutoff, () => true)));
  let removed = 0;
  for (const file of leftovers) {
    await rm(file, { force: true }).then(
      () => (removed += 1),
      (error: Error) => log.error({ err: error }, "removing a leftover file failed"),
    );
  }
  // The emptied folder of a stopped process on this machine goes too (rmdir refuses a folder that is not empty).
  for (const folder of processes.filter(isStoppedProcessFolder)) await rmdir(path.join(staging, folder)).catch(() => undefined);
  return removed;
}
