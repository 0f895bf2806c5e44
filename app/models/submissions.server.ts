/**
 * The one way a visitor's submission is stored. Its row is inserted unless a row with the same submission key exists
 * (the form sent twice: a double click, a retry after a lost answer); only a new row gets what follows in the same
 * transaction (its receipt and notification, its inbox item), and a resent one answers the first one's reference.
 */
import { eq, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Db } from "~/db/client.server";
import { mailQueued } from "./mail-queue.server";
import { referenceOf, type SubmissionKind } from "./references";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A table of submissions: an id, when it was stored, and the key the form sent (unique where not null). */
type SubmissionTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; submissionKey: AnyPgColumn };

interface Submission<T extends SubmissionTable> {
  table: T;
  values: InferInsertModel<T>;
  /** The reference's kind, from the stored row (a data-sheet request's depends on its row). */
  kind: (row: InferSelectModel<T>) => SubmissionKind;
  /** What a new row needs besides, in the same transaction: its mail, its inbox item. */
  whenNew: (tx: Tx, row: InferSelectModel<T>, reference: string) => Promise<void>;
}

/** Inside a transaction the caller opened (an application's CV goes into the file store with its row). */
export async function insertOnce<T extends SubmissionTable>(tx: Tx, submission: Submission<T>): Promise<{ reference: string; stored: boolean }> {
  const { table, values, kind, whenNew } = submission;
  const [row] = (await tx
    .insert(table)
    .values(values as never)
    .onConflictDoNothing({ target: table.submissionKey })
    .returning()) as InferSelectModel<T>[];
  if (row) {
    const reference = referenceOf(kind(row), row.id as number, row.createdAt as Date);
    await whenNew(tx, row, reference);
    return { reference, stored: true };
  }
  const key = (values as { submissionKey?: string | null }).submissionKey;
  if (!key) throw new Error("A submission without a key was not stored");
  const [first] = (await tx.select().from(table as PgTable).where(eq(table.submissionKey, key)).limit(1)) as InferSelectModel<T>[];
  return { reference: referenceOf(kind(first), first.id as number, first.createdAt as Date), stored: false };
}

/** Stores a submission in a transaction of its own, and wakes the mail worker once a new one's mail is committed. */
export async function storeSubmission<T extends SubmissionTable>(submission: Submission<T>): Promise<string> {
  const { reference, stored } = await (await db()).transaction((tx) => insertOnce(tx, submission));
  if (stored) mailQueued();
  return reference;
}
