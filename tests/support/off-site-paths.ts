/**
 * Addresses that look like a path on this site but that a browser (or a server that decodes the path once) takes to
 * another host, for the tests of everything that builds a redirect or a link from input.
 */
import { expect } from "vitest";

const SITE = "https://site.example";

const TRICKS = [
  "//x",
  "///x",
  "/\\x",
  "/\\/x",
  "\\\\x",
  "\\/x",
  "//evil.example/y",
  "/\\evil.example/y",
  "/%2F/x",
  "/%2F%2Fx",
  "/%2fx",
  "/%5Cx",
  "/%5c%5cx",
  "/%5C/x",
  "/\t/x",
  "/\n/x",
  "/\r\n/x",
  "/\u0000/x",
  "/%09/x",
  "/%0A/x",
  " //x",
  "\t//x",
];

/** Each trick as it is, and behind the Arabic prefix ("/ar//x", "/ar/\x", "/ar/%2F%2Fx"…). */
export const OFF_SITE_TRICKS = [...TRICKS, ...TRICKS.map((trick) => `/ar${trick}`), ...TRICKS.map((trick) => `/ar/${trick}`)];

function staysOnSite(path: string) {
  return path.startsWith("/") && !/^\/[/\\]/.test(path) && !/\p{Cc}/u.test(path) && new URL(path, SITE).origin === SITE;
}

/** `result` is a path of this site, as written and once percent-decoded. */
export function expectSitePath(result: string, from: string) {
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(result);
  } catch {
    // stays null: a malformed escape is not a path of ours
  }
  expect({ from, result, onSite: staysOnSite(result) && decoded !== null && staysOnSite(decoded) }).toEqual({ from, result, onSite: true });
}
