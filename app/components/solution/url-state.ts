/** The solution dialogs' URL state: ?solution=ID opens the detail, &request=msds|tds|inquiry its form, &share=1 the share dialog. */
export const SOLUTION_PARAM = "solution";
export const REQUEST_PARAM = "request";
export const SHARE_PARAM = "share";

/** The same page address with some query parameters set or removed. */
export function hrefWith(location: { pathname: string; search: string }, changes: Record<string, string | null>) {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/** A positive integer id from a query value; anything else is no id (a bad value never crashes a page). */
export function parseIdQuery(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The page number carried by a paged answer's next/previous link ("?page=2&page_size=10" or an absolute URL). */
export function pageFromLink(link: string | null): number | null {
  if (!link) return null;
  const query = link.includes("?") ? link.slice(link.indexOf("?") + 1) : link;
  return parseIdQuery(new URLSearchParams(query).get("page"));
}
