/** The QR sheet's choice as its address holds it (`?solution=3&solution=7`), read strictly: a garbled value is said, never guessed. */

export const SOLUTION_PARAM = "solution";
/** The sheet button's name: it tells a form sent with nothing ticked from a first visit with nothing chosen yet. */
export const SHEET_PARAM = "sheet";
/** Six A4 pages of 8: a store's wall, and a bound on how many codes one address makes the server draw. */
export const MAX_CODES = 48;

export type SheetChoice = { made: false } | { made: true; ids: number[]; garbled: boolean };

export function parseSheetChoice(params: URLSearchParams): SheetChoice {
  const values = params.getAll(SOLUTION_PARAM);
  if (values.length === 0 && !params.has(SHEET_PARAM)) return { made: false };
  const ids = new Set<number>();
  let garbled = false;
  for (const value of values) {
    const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (id <= 2_147_483_647) ids.add(id);
    else garbled = true;
  }
  return { made: true, ids: [...ids], garbled };
}
