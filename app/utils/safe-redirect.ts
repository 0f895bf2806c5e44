/**
 * The one way to a path on this site from input (a form field, ?redirectTo=, ?next=) and the guard under every
 * address the site builds from a path (localizePath): the answer is always a path here, never another site's.
 * "//host", "/\host", absolute URLs and control characters are refused — raw or percent-encoded, because a browser
 * drops a tab or newline from a URL ("/<tab>/evil.example" is "//evil.example") and a server may decode a path once.
 */
function isSitePath(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return false;
  if (/\p{Cc}/u.test(to)) return false;
  // Whatever the string looks like, it must resolve to this origin.
  return new URL(to, "http://site.invalid").origin === "http://site.invalid";
}

function isLocalPath(to: unknown): to is string {
  if (typeof to !== "string" || !isSitePath(to)) return false;
  try {
    return isSitePath(decodeURIComponent(to));
  } catch {
    return false; // a malformed escape: nothing a link of ours would produce
  }
}

/** `to` when it is a path of this site, else `fallback` when that is one, else the home page. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (isLocalPath(to)) return to;
  return isLocalPath(fallback) ? fallback : "/";
}

/** The sign-in page, told to return to `redirectTo` afterwards when that is a path of this site other than the home page. */
export function signInReturningTo(redirectTo: FormDataEntryValue | null | undefined): string {
  const back = typeof redirectTo === "string" && redirectTo ? safeRedirect(redirectTo) : "/";
  return back === "/" ? "/auth/login" : `/auth/login?${new URLSearchParams({ redirectTo: back })}`;
}
