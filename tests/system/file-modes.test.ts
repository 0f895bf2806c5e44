/**
 * Only the account that runs the server can read what it stores: on a fresh DATA_DIR, the directory, the embedded
 * database's files, UPLOAD_DIR and an uploaded CV are neither group- nor other-readable; and a DATA_DIR an older
 * version left 0755/0666 is tightened at the next start.
 */
import { chmodSync, lstatSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPgliteServer, tempDataDir, type RunningServer } from "./harness";
import { isSuccess, loadCatalog, send, submission } from "./submissions";

const dirs: string[] = [];
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file and directory under `root` (symbolic links not followed), with its permission bits. */
function walk(root: string): { file: string; mode: number; dir: boolean }[] {
  const found: { file: string; mode: number; dir: boolean }[] = [];
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    found.push({ file: target, mode: stat.mode & 0o777, dir: stat.isDirectory() });
    if (stat.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(root);
  return found;
}

const octal = (mode: number) => `0${mode.toString(8)}`;
const readableByOthers = (entries: { file: string; mode: number }[]) => entries.filter((e) => (e.mode & 0o077) !== 0).map((e) => `${octal(e.mode)} ${e.file}`);

describe("file modes", () => {
  it("a fresh DATA_DIR, its database, UPLOAD_DIR and an uploaded CV are the owner's alone", async () => {
    // The parent exists (as a deployment would have it); DATA_DIR itself is created by the server.
    const parent = tempDataDir("petrochem-modes-");
    dirs.push(parent);
    const dataDir = path.join(parent, "data");
    server = await startPgliteServer(dataDir);
    const catalog = await loadCatalog(server.base);
    const application = submission("application", catalog, "modes");
    const response = await send(server.base, application);
    expect(isSuccess(response)).toBe(true);
    await server.stop();
    server = undefined;

    expect(octal(statSync(dataDir).mode & 0o777)).toBe("0700");
    expect(octal(statSync(path.join(dataDir, "uploads")).mode & 0o777)).toBe("0700");
    const entries = walk(dataDir);
    const databaseFiles = entries.filter((e) => !e.dir && e.file.includes(`${path.sep}pglite${path.sep}`));
    expect(databaseFiles.length).toBeGreaterThan(100);
    const uploads = entries.filter((e) => !e.dir && e.file.startsWith(path.join(dataDir, "uploads") + path.sep));
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(octal(upload.mode), upload.file).toBe("0600");
    expect(readableByOthers(entries)).toEqual([]);
  });

  it("tightens a DATA_DIR that an older version left readable by others", async () => {
    const dataDir = dirs[0] && path.join(dirs[0], "data");
    expect(dataDir).toBeTruthy();
    // As the server used to leave it: directories 0755, database files 0666.
    for (const entry of walk(dataDir)) chmodSync(entry.file, entry.dir ? 0o755 : 0o666);
    expect(readableByOthers(walk(dataDir)).length).toBeGreaterThan(100);
    server = await startPgliteServer(dataDir);
    await server.stop();
    server = undefined;
    expect(readableByOthers(walk(dataDir))).toEqual([]);
  });
});
