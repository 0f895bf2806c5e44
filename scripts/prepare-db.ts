/**
 * Opens DATA_DIR's database once (initdb, migrations, and the demo seed unless SEED_DEMO=false), then closes it.
 * server.ts runs it in a short-lived child process on a fresh embedded database: see the comment there.
 */
import { closeDatabase, getDatabase } from "../app/db/client.server";
import { restrictNewFiles } from "../app/utils/file-modes.server";

// initdb writes the whole cluster here: 0600 files and 0700 directories, like the server (umask 077).
restrictNewFiles();
await getDatabase();
await closeDatabase();
