/** CSV cells: quoted where any spreadsheet locale would split them, and never starting a formula. */
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cells a spreadsheet makes of one line when it splits at `separator` and honours quotes only at a cell's start
 * (Excel in a locale whose list separator is ';' opens our comma files so): a leading quote is dropped.
 */
const cellsSplitAt = (line: string, separator: string) => line.replace(/\r\n$/, "").split(separator).map((cell) => cell.replace(/^"/, ""));

describe("csvCell", () => {
  it("quotes a cell holding a comma, semicolon, tab, quote or line break, and leaves plain text as it is", () => {
    for (const text of ["Smith, Jones", "Smith; Jones", "Smith\tJones", 'The "Acme" Co', "line\nbreak", "line\rbreak"])
      expect(csvCell(text), JSON.stringify(text)).toBe(`"${text.replace(/"/g, '""')}"`);
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });

  it("makes a formula text with a leading ', at the cell's start and wherever a separator could start a cell", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("Acme;=HYPERLINK(1);x")).toBe(`"Acme;'=HYPERLINK(1);x"`);
    expect(csvCell("a,-1")).toBe(`"a,'-1"`);
    expect(csvCell("a\n@SUM(A1)")).toBe(`"a\n'@SUM(A1)"`);
    expect(csvCell("Al-Harthy; Muscat")).toBe(`"Al-Harthy; Muscat"`);
  });

  it("leaves no cell starting with a formula, whichever separator the spreadsheet splits at", () => {
    const line = csvLine(["QUOTE-2026-000001", "Huda;=cmd|' /C calc'!A0;", "x,+1", "y\t@SUM(A1)", "z\r\n-2+3", '"q";=1']);
    for (const separator of [",", ";", "\t", "\n", "\r"])
      for (const cell of cellsSplitAt(line, separator)) expect(cell, `split at ${JSON.stringify(separator)}`).not.toMatch(FORMULA_START);
  });
});
