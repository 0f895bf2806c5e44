/**
 * The document library: MSDS and TDS PDFs per solution and language, each upload a new revision (the old
 * ones stay); the current revision is the latest revision date, then the latest upload.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { documents, solutions, staffMembers, type DocumentKind } from "~/db/schema";
import { fileTransaction, type StagedFile } from "~/utils/file-store.server";
import { listSolutions } from "./solutions.server";
import { recordAudit, type AuditActor } from "./audit.server";

type Executor = Pick<Db, "select">;

interface LibrarySolution {
  id: number;
  name: string;
  msds: number;
  tds: number;
}

const LIBRARY_PAGE_SIZE = 20;

/** Solutions whose name matches (the catalogue's own search), with how many MSDS and TDS revisions each has. */
export async function searchLibrary(search: string): Promise<{ total: number; solutions: LibrarySolution[] }> {
  const page = await listSolutions({ search, page: 1, pageSize: LIBRARY_PAGE_SIZE });
  const ids = page.results.map((solution) => solution.id);
  const d = await db();
  const counts = ids.length
    ? await d
        .select({ solutionId: documents.solutionId, kind: documents.kind, n: count() })
        .from(documents)
        .where(inArray(documents.solutionId, ids))
        .groupBy(documents.solutionId, documents.kind)
    : [];
  const of = (id: number, kind: DocumentKind) => counts.find((row) => row.solutionId === id && row.kind === kind)?.n ?? 0;
  return {
    total: page.count ?? page.results.length,
    solutions: page.results.map((solution) => ({ id: solution.id, name: solution.name, msds: of(solution.id, "msds"), tds: of(solution.id, "tds") })),
  };
}

const documentColumns = {
  id: documents.id,
  solutionId: documents.solutionId,
  kind: documents.kind,
  language: documents.language,
  revisionDate: documents.revisionDate,
  originalName: documents.originalName,
  changeSummary: documents.changeSummary,
  size: documents.size,
  createdAt: documents.createdAt,
  uploadedBy: sql<string | null>`coalesce(nullif(${staffMembers.name}, ''), ${staffMembers.email})`,
};

/** The latest uploads across the library, newest first, with their solution's name. */
export async function latestUploads(limit = 10) {
  const d = await db();
  return d
    .select({ ...documentColumns, solutionName: solutions.name })
    .from(documents)
    .innerJoin(solutions, eq(solutions.id, documents.solutionId))
    .leftJoin(staffMembers, eq(staffMembers.id, documents.uploadedBy))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}

/** Every revision of a solution's documents, by kind and language, the current one first in each. */
export async function documentsOfSolution(solutionId: number) {
  const d = await db();
  return d
    .select(documentColumns)
    .from(documents)
    .leftJoin(staffMembers, eq(staffMembers.id, documents.uploadedBy))
    .where(eq(documents.solutionId, solutionId))
    .orderBy(documents.kind, documents.language, desc(documents.revisionDate), desc(documents.id));
}

export async function getSolutionName(solutionId: number): Promise<string | null> {
  const d = await db();
  const [row] = await d.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, solutionId)).limit(1);
  return row?.name ?? null;
}

/** One document with what its download needs. */
export async function getDocument(id: number, executor?: Executor) {
  const d = executor ?? (await db());
  const [row] = await d
    .select({
      id: documents.id,
      solutionId: documents.solutionId,
      solutionName: solutions.name,
      kind: documents.kind,
      language: documents.language,
      revisionDate: documents.revisionDate,
      changeSummary: documents.changeSummary,
      originalName: documents.originalName,
      filePath: documents.filePath,
      size: documents.size,
    })
    .from(documents)
    .innerJoin(solutions, eq(solutions.id, documents.solutionId))
    .where(eq(documents.id, id))
    .limit(1);
  return row ?? null;
}

/** The current revision of a solution's MSDS or TDS in `language`, else in English; null when there is none. */
export async function currentDocument(solutionId: number, kind: DocumentKind, language: string, executor?: Executor) {
  const d = executor ?? (await db());
  const languages = language === "en" ? ["en"] : [language, "en"];
  const [row] = await d
    .select({ id: documents.id, language: documents.language, revisionDate: documents.revisionDate })
    .from(documents)
    .where(and(eq(documents.solutionId, solutionId), eq(documents.kind, kind), inArray(documents.language, languages)))
    // The visitor's language before English, then the latest revision (its date, then the latest upload).
    .orderBy(sql`${documents.language} = ${languages[0]} desc`, desc(documents.revisionDate), desc(documents.id))
    .limit(1);
  return row ?? null;
}

interface NewDocument {
  solutionId: number;
  kind: DocumentKind;
  language: string;
  revisionDate: string;
  /** The checked PDF (fsynced), staged: it goes into the file store with the row. */
  file: StagedFile;
  originalName: string;
  sha256: string;
  changeSummary: string;
}

/** Adds a revision, its PDF and its audit entry, in one transaction (file-store.server.ts). */
export async function addDocument(input: NewDocument, actor: AuditActor) {
  return fileTransaction(async (tx, files) => {
    const filePath = await files.store("documents", input.file);
    const [row] = await tx
      .insert(documents)
      .values({
        solutionId: input.solutionId,
        kind: input.kind,
        language: input.language,
        revisionDate: input.revisionDate,
        filePath,
        originalName: input.originalName,
        size: input.file.size,
        sha256: input.sha256,
        changeSummary: input.changeSummary,
        uploadedBy: actor.id,
      })
      .returning({ id: documents.id });
    await recordAudit(tx, actor, "document.upload", { kind: "document", id: row.id }, {
      solutionId: input.solutionId,
      kind: input.kind,
      language: input.language,
      revisionDate: input.revisionDate,
      size: input.file.size,
      sha256: input.sha256,
    });
    return row.id;
  });
}
