/** The careers page's query (?department, ?page): bad values are ignored, never an error. */
export const VACANCIES_PAGE_SIZE = 6;
const MAX_PAGE = 10_000;

function positiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

export function careersQuery(params: URLSearchParams): { department?: number; page: number } {
  return {
    department: positiveInt(params.get("department"), 2_147_483_647),
    page: positiveInt(params.get("page"), MAX_PAGE) ?? 1,
  };
}

/** Spec §4: pages are numbered, taken from the page parameter of the next or previous link. */
export function pageFromLink(link: string | null): number | null {
  if (!link) return null;
  const query = link.includes("?") ? link.slice(link.indexOf("?") + 1) : link;
  return positiveInt(new URLSearchParams(query).get("page"), MAX_PAGE) ?? null;
}
