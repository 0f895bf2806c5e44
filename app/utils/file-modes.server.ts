/**
 * Who may read the server's files: only the account that runs it. DATA_DIR holds the embedded database (password
 * hashes, sessions, every submission), the session secret and, by default, the uploaded CVs and avatars.
 *
 * restrictNewFiles() sets the process umask to 0o077 at start-up, so whatever is created afterwards (PGlite's files,
 * uploads, the secret) is 0600 and every directory 0700, whatever mode the code that creates it asks for.
 * secureDirectories() creates DATA_DIR and UPLOAD_DIR 0700 and tightens what an older version left readable
 * (PGlite used to write its files 0666 and the directories 0755).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The bits nobody but the owner may have. */
const GROUP_AND_OTHER = 0o077;

export function restrictNewFiles() {
  process.umask(GROUP_AND_OTHER);
}

/** Creates each directory 0700 if missing, then removes group and other access from it and everything inside. */
export function secureDirectories(directories: string[]) {
  for (const directory of new Set(directories.map((dir) => path.resolve(dir)))) {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    tighten(directory);
  }
}

function tighten(target: string) {
  const stat = lstatSync(target);
  // A symbolic link's own mode means nothing, and what it points at may not be ours to change.
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & GROUP_AND_OTHER) !== 0) chmodSync(target, stat.mode & 0o7700);
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(target)) tighten(path.join(target, entry));
}
