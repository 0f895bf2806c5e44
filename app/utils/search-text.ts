/** The normalised form that search compares: lower case, accents removed, white space folded. */
export function toSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter(Boolean)
    .join(" ")
    // Control characters (NUL above all, which PostgreSQL text cannot hold) are spaces, not part of a name.
    .replace(/\p{Cc}/gu, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
