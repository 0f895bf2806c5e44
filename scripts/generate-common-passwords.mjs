// Writes app/utils/common-passwords.data.server.ts from a passwords.json list (e.g. @zxcvbn-ts/language-common's
// src/passwords.json, fetched once with `npm pack @zxcvbn-ts/language-common`). Run by hand; never at build or run time.
import { readFileSync, writeFileSync } from "node:fs";

const [source, licence] = process.argv.slice(2);
if (!source) {
  console.error("usage: node scripts/generate-common-passwords.mjs <passwords.json> [LICENSE.txt]");
  process.exit(2);
}
const seen = new Set();
for (const word of JSON.parse(readFileSync(source, "utf8"))) {
  const entry = String(word).toLowerCase();
  // The minimum length refuses shorter ones already; characters that cannot sit in the generated string are dropped.
  if (entry.length >= 8 && entry.length <= 200 && !/[\n\r`$\\]/.test(entry)) seen.add(entry);
}
const list = [...seen].join("\n");
const notice = licence
  ? readFileSync(licence, "utf8").trim().split("\n").map((l) => ` * ${l}`.trimEnd()).join("\n")
  : " * (licence text of the source list)";
writeFileSync(
  "app/utils/common-passwords.data.server.ts",
  `/**
 * Generated, do not edit: the most common passwords of 8 to 200 characters (${seen.size} entries, lower-cased),
 * in order of frequency, from src/passwords.json of the npm package @zxcvbn-ts/language-common 4.1.3 (MIT). Shorter
 * entries of that list are left out: the minimum length refuses them already. Bundled, never fetched at run time.
 * Regenerate with: node scripts/generate-common-passwords.mjs <passwords.json> <LICENSE.txt>
 *
${notice}
 */
export const COMMON_PASSWORDS = ${JSON.stringify(list)};
`,
);
console.log(`${seen.size} entries`);
