/**
 * The inbox's CSV export: the filtered list, newest first, streamed in keyset pages of 1,000 rows (never the whole
 * result in memory), at most INBOX_EXPORT_CAP rows. Text that a spreadsheet would run as a formula gets a leading ',
 * whichever separator the spreadsheet splits the file at.
 */
import { INBOX_EXPORT_CAP, INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxFilter } from "~/forms/inbox";
import { listInbox, type InboxRow } from "~/models/inbox.server";
import { csvLine, omanTime } from "~/utils/csv";

const EXPORT_PAGE = 1_000;

export const CSV_HEADER = ["Reference", "Kind", "Received (Oman time)", "Name", "Company", "E-mail", "Solution", "Country", "Status", "Assignee"];

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
