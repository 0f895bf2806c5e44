/**
 * The site pack as a ZIP stream (fflate, decision 0028): the planned PDFs one after the other, each read from the file
 * store a chunk at a time and stored as it is (a PDF is compressed already), then index.csv and index.html with the
 * SHA-256 of the bytes that went into the archive. Pull-driven: a chunk is read only when the response asks for the
 * next, so memory holds a chunk or two whatever the pack's size. The bytes are counted as they go: past the limit the
 * stream fails, so a file bigger than its row says never makes a pack bigger than promised.
 */
import { createHash } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { DOCUMENT_KIND_LABELS } from "~/forms/documents";
import { direction, type Locale } from "~/i18n/locales";
import { PACK_MAX_BYTES, type PackSheet, type PackSolution } from "~/models/document-shelf.server";
import { csvLine } from "~/utils/csv";
import { closeStoredFile, openStoredFile, type StoredFile } from "~/utils/file-store.server";
import { log } from "~/utils/log.server";

type DocumentKind = PackSheet["kind"];

const KINDS: DocumentKind[] = ["msds", "tds"];
/** Bytes held in the database are handed on in slices of this size, like a file read from disk. */
const SLICE = 64 * 1024;

export const PACK_CSV_HEADER = ["solution", "document", "kind", "language", "revision", "revision date", "SHA-256"];

/** The index's words, in the language of the page the pack was asked from. */
export interface PackTexts {
  locale: Locale;
  title: string;
  intro: string;
  columns: string[];
  noSheet: string;
  unavailable: string;
  languageName: (code: string) => string;
}

interface IndexRow {
  solution: string;
  kind: DocumentKind;
  sheet: PackSheet | null;
  /** The file's name in the archive; null when there is none (no sheet, or its file is gone). */
  fileName: string | null;
  sha256: string;
}

/** ASCII letters, digits and dashes only: a name every unzip tool and file system reads the same. */
function asciiPart(value: string, fallback: string) {
  const part = value.normalize("NFKD").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/, "");
  return part || fallback;
}

/** `<id>-<solution>-<MSDS|TDS>-<language>-<revision date>.pdf`: the id keeps two solutions of one name apart. */
function packFileName(solution: Pick<PackSolution, "id" | "englishName">, sheet: PackSheet) {
  return `${solution.id}-${asciiPart(solution.englishName, "solution")}-${DOCUMENT_KIND_LABELS[sheet.kind]}-${asciiPart(sheet.language, "xx")}-${asciiPart(sheet.revisionDate, "undated")}.pdf`;
}

class PackTooLargeError extends Error {}

/** A stored file's bytes as chunks; its stream is let go of however the reading ends. */
async function* chunksOf(file: StoredFile): AsyncGenerator<Uint8Array> {
  if (!(file.body instanceof ReadableStream)) {
    for (let at = 0; at < file.body.length; at += SLICE) yield file.body.subarray(at, at + SLICE);
    return;
  }
  const reader = file.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
    await closeStoredFile(file);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function indexCsv(rows: IndexRow[], texts: PackTexts) {
  const lines = rows.map((row) =>
    csvLine([
      row.solution,
      row.fileName ?? (row.sheet ? texts.unavailable : texts.noSheet),
      DOCUMENT_KIND_LABELS[row.kind],
      row.sheet?.language ?? "",
      row.sheet?.documentId ?? "",
      row.sheet?.revisionDate ?? "",
      row.sha256,
    ]),
  );
  // The byte-order mark: spreadsheets then read the Arabic names as UTF-8.
  return `\uFEFF${csvLine(PACK_CSV_HEADER)}${lines.join("")}`;
}

/** A printable page of its own: no scripts, no outside files, in the page's language and direction. */
function indexHtml(rows: IndexRow[], texts: PackTexts) {
  const cells = (row: IndexRow) => {
    const document = row.fileName ? `<a href="${escapeHtml(row.fileName)}">${escapeHtml(row.fileName)}</a>` : `<em>${escapeHtml(row.sheet ? texts.unavailable : texts.noSheet)}</em>`;
    return [
      `<th scope="row">${escapeHtml(row.solution)}</th>`,
      `<td dir="ltr">${document}</td>`,
      `<td>${DOCUMENT_KIND_LABELS[row.kind]}</td>`,
      `<td>${row.sheet ? escapeHtml(texts.languageName(row.sheet.language)) : ""}</td>`,
      `<td>${row.sheet?.documentId ?? ""}</td>`,
      `<td dir="ltr">${escapeHtml(row.sheet?.revisionDate ?? "")}</td>`,
      `<td class="hash" dir="ltr">${row.sha256}</td>`,
    ].join("");
  };
  return `<!doctype html>
<html lang="${texts.locale}" dir="${direction(texts.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0f172a;line-height:1.5}
table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{border:1px solid #94a3b8;padding:.375rem .5rem;text-align:start;vertical-align:top}
thead th{background:#f1f5f9}
.hash{font-family:ui-monospace,monospace;font-size:.75rem;word-break:break-all}
a{color:#0b5d45}
@media print{body{margin:0;max-width:none}a{color:inherit;text-decoration:none}thead{display:table-header-group}tr{break-inside:avoid}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<table>
<thead><tr>${texts.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join("")}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${cells(row)}</tr>`).join("\n")}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/**
 * The pack of `solutions` (planPack's) as a ZIP stream. It fails, rather than ends, if the PDFs come to more than
 * `maxBytes` or a file cannot be read: the download is then cut, never passed off as a whole pack.
 */
export function streamPack(solutions: PackSolution[], texts: PackTexts, { maxBytes = PACK_MAX_BYTES } = {}): ReadableStream<Uint8Array> {
  const zip = new Zip();
  const ready: Uint8Array[] = [];
  let ended = false;
  let failure: Error | null = null;
  zip.ondata = (error, chunk, final) => {
    if (error) failure = error;
    else ready.push(chunk);
    if (final) ended = true;
  };

  async function* entries(): AsyncGenerator<void> {
    const rows: IndexRow[] = [];
    let total = 0;
    for (const solution of solutions) {
      for (const kind of KINDS) {
        const sheet = solution.sheets[kind];
        const row: IndexRow = { solution: solution.name, kind, sheet, fileName: null, sha256: "" };
        rows.push(row);
        const file = sheet ? await openStoredFile("documents", sheet.filePath) : null;
        if (!sheet || !file) continue;
        row.fileName = packFileName(solution, sheet);
        const entry = new ZipPassThrough(row.fileName);
        zip.add(entry);
        const hash = createHash("sha256");
        for await (const chunk of chunksOf(file)) {
          total += chunk.length;
          if (total > maxBytes) throw new PackTooLargeError(`the pack's files came to more than ${maxBytes} bytes`);
          hash.update(chunk);
          entry.push(chunk);
          yield;
        }
        entry.push(new Uint8Array(0), true);
        row.sha256 = hash.digest("hex");
        yield;
      }
    }
    for (const [name, text] of [
      ["index.csv", indexCsv(rows, texts)],
      ["index.html", indexHtml(rows, texts)],
    ] as const) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
    }
    zip.end();
  }

  const steps = entries();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        while (ready.length === 0 && !ended) {
          if (failure) throw failure;
          if ((await steps.next()).done && !ended) throw failure ?? new Error("the ZIP ended without its last part");
        }
        if (failure) throw failure;
        for (const chunk of ready.splice(0)) controller.enqueue(chunk);
        if (ended) controller.close();
      } catch (error) {
        log.error({ err: error }, "the site pack stopped");
        controller.error(error);
        await steps.return(undefined);
      }
    },
    async cancel() {
      await steps.return(undefined);
    },
  });
}
