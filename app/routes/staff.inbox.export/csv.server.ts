/**
 * The inbox's CSV export: the filtered list, newest first, streamed in keyset pages of 1,000 rows (never the whole
 * result in memory), at most INBOX_EXPORT_CAP rows. Text that a spreadsheet would run as a formula gets a leading ',
 * whichever separator the spreadsheet splits the file at.
 */
import { INBOX_EXPORT_CAP, INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxFilter } from "~/forms/inbox";
import { listInbox, type InboxRow } from "~/models/inbox.server";

const EXPORT_PAGE = 1_000;

export const CSV_HEADER = ["Reference", "Kind", "Received (Oman time)", "Name", "Company", "E-mail", "Solution", "Country", "Status", "Assignee"];

/**
 * Where a spreadsheet may begin a cell inside one of ours, when it opens the file with another separator than the
 * comma (Excel in a locale whose list separator is ';' does, and there quotes count only at a cell's start): the
 * cell's own start, and right after a comma, semicolon, tab or line break. A formula's first character (= + - @, a
 * tab or CR) in any of these places gets a ' in front, which makes it text.
 */
const FORMULA_AT_CELL_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** One cell: formulas made text (above), then quoted when it holds a separator of any locale, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  const text = (value === null || value === undefined ? "" : String(value)).replace(FORMULA_AT_CELL_START, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

const OMAN = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Muscat",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-24 04:34": sorts as text, and spreadsheets read it as a date and time. */
export function omanTime(date: Date) {
  const parts = Object.fromEntries(OMAN.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function csvRow(row: InboxRow) {
  return csvLine([
    row.reference,
    INBOX_KIND_LABELS[row.kind],
    omanTime(row.createdAt),
    row.name,
    row.company,
    row.email,
    row.solutionName,
    row.countryName,
    INBOX_STATUS_LABELS[row.status],
    row.assigneeEmail,
  ]);
}

/** The export as a byte stream: a BOM (Excel reads UTF-8 then), the header, then one page per pull. */
export function inboxCsvStream(filter: InboxFilter, cap = INBOX_EXPORT_CAP): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = filter.before;
  let written = 0;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
      },
      async pull(controller) {
        if (done) return;
        const limit = Math.min(EXPORT_PAGE, cap - written);
        const { rows, more } = await listInbox({ ...filter, before: cursor }, limit);
        written += rows.length;
        if (rows.length) {
          cursor = rows[rows.length - 1].cursor;
          controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
        }
        if (!more || written >= cap) {
          done = true;
          controller.close();
        }
      },
    },
    // One page in the queue at a time: the next is read when the client has taken this one.
    { highWaterMark: 1 },
  );
}
