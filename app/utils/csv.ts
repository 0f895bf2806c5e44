/**
 * CSV as staff open it in a spreadsheet: cells that cannot run as formulas, quoted for any locale's separator, and
 * times in Oman time written so that they sort as text.
 *
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
