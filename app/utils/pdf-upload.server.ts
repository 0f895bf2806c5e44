/**
 * The document library's PDFs, through the site's one streaming multipart parser (upload.server.ts): a
 * .pdf declared as a PDF whose bytes start with %PDF-, at most DOCUMENT_MAX_BYTES (the request is cut past it while
 * it streams), written 0600 with a server-made name and fsynced, then stored with its row (file-store.server.ts).
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES } from "~/forms/documents";
import { fileAttachment } from "./file-download.server";
import { documentUploadPolicy } from "./body-limit.server";
import { getEnv } from "./env.server";
import { openStoredFile, type StagedFile } from "./file-store.server";
import { fileContentMatches } from "./resume-content.server";
import { NotMultipartError, parseUpload, removeUpload, UploadLimitError, type UploadKind } from "./upload.server";

const DIRECTORY = "documents";
const PDF_TYPES = new Set(["application/pdf", "application/x-pdf"]);

function documentKind(): UploadKind {
  const maxBytes = getEnv().DOCUMENT_MAX_BYTES;
  return {
    field: "file",
    directory: DIRECTORY,
    maxBytes,
    messages: { missing: DOCUMENT_MESSAGES.fileMissing, tooLarge: DOCUMENT_MESSAGES.fileTooLarge(maxBytes), wrongType: DOCUMENT_MESSAGES.fileType },
    // Both the name and the declared type must say PDF; then the bytes must agree.
    extensionOf: (fileName, declaredType) =>
      /\.pdf$/i.test(fileName.trim()) && PDF_TYPES.has(declaredType.split(";")[0].trim().toLowerCase()) ? "pdf" : null,
    check: async (filePath) => ((await fileContentMatches("pdf", filePath)) ? "pdf" : null),
    mediaType: () => "application/pdf",
    policy: documentUploadPolicy(maxBytes),
  };
}

/** A checked PDF, staged for the store. */
interface ReceivedDocument extends StagedFile {
  originalName: string;
  sha256: string;
}

type DocumentUpload =
  | { ok: true; fields: Record<string, string>; file: ReceivedDocument }
  | { ok: false; status: 400 | 413; fields: Record<string, string>; fileError?: string; formError?: string; fileSent: boolean };

async function sha256Of(filePath: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Reads the upload form: its fields and the PDF, stored and checked. A refusal keeps the fields that arrived (to fill
 * the form again) and leaves nothing on disk.
 */
export async function receiveDocumentUpload(request: Request): Promise<DocumentUpload> {
  const kind = documentKind();
  let parsed;
  try {
    parsed = await parseUpload(request, kind);
  } catch (error) {
    if (error instanceof UploadLimitError) {
      const tooBig = error.reason === "bytes" && error.duringFile;
      return tooBig
        ? { ok: false, status: 413, fields: error.fields, fileError: kind.messages.tooLarge, fileSent: true }
        : { ok: false, status: 413, fields: error.fields, formError: "This form is too large to send. Send one PDF and the form's fields.", fileSent: true };
    }
    if (error instanceof NotMultipartError) return { ok: false, status: 400, fields: {}, formError: error.message, fileSent: false };
    throw error;
  }
  if (!parsed.file) return { ok: false, status: 400, fields: parsed.fields, fileError: parsed.fileError ?? kind.messages.missing, fileSent: parsed.fileSent };
  try {
    const sha256 = await sha256Of(parsed.file.path);
    const { path, size, type, originalName } = parsed.file;
    return { ok: true, fields: parsed.fields, file: { path, size, type, originalName, sha256 } };
  } catch (error) {
    await removeUpload(parsed.file.path);
    throw error;
  }
}

export { removeUpload as removeDocumentFile };

/** ASCII letters, digits and dashes only: a file name no browser or header can misread. */
function asciiPart(value: string, fallback: string) {
  const part = value
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return part || fallback;
}

/** The download's name: `<solution>-MSDS-<language>-<revision>.pdf`. */
function downloadName(document: { solutionName: string; kind: "msds" | "tds"; language: string; revisionDate: string }) {
  return `${asciiPart(document.solutionName, "solution")}-${DOCUMENT_KIND_LABELS[document.kind]}-${asciiPart(document.language, "xx")}-${asciiPart(document.revisionDate, "undated")}.pdf`;
}

/** A stored PDF as a download (fileAttachment), kept out of search engines; null when the file is gone. */
export async function pdfDownload(document: { filePath: string; solutionName: string; kind: "msds" | "tds"; language: string; revisionDate: string }) {
  const stored = await openStoredFile("documents", document.filePath);
  if (!stored) return null;
  return fileAttachment(stored, {
    type: "application/pdf",
    disposition: `attachment; filename="${downloadName(document)}"`,
    headers: { "X-Robots-Tag": "noindex" },
  });
}
