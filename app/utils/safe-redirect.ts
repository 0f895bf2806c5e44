/**
 * The one guard for a redirect target taken from the visitor's input (a form field, ?redirectTo=): only a path on
 * this site. "//host", "/\host", absolute URLs and control characters fall back — raw or percent-encoded, because
 * a browser drops a tab or newline from a URL, so "/<tab>/evil.example" becomes "//evil.example".
 */
function isSitePath(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return false;
  if (/\p{Cc}/u.test(to)) return false;
  // Whatever the string looks like, it must resolve to this origin.
  return new URL(to, "http://site.invalid").origin === "http://site.invalid";
}

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !isSitePath(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback; // a malformed escape: nothing a link of ours would produce
  }
  return isSitePath(decoded) ? to : fallback;
}
