/**
 * The routes that exist in every language: the public site and the account area. remix.config.js adds an
 * Arabic twin of each under /ar (route id "ar/<id>"); the document links a page to its twin (hreflang). The staff
 * workspace, the API and files stay in one place.
 * @type {readonly string[]}
 */
const LOCALIZED_ROUTE_PREFIXES = ["routes/_public", "routes/auth", "routes/profile", "routes/data-sheets.$token"];

/** The route id prefix of the Arabic twins. */
export const ARABIC_ROUTE_ID = "ar/";

/** @param {string} id a route id */
export function isLocalizedRoute(id) {
  const english = id.startsWith(ARABIC_ROUTE_ID) ? id.slice(ARABIC_ROUTE_ID.length) : id;
  return LOCALIZED_ROUTE_PREFIXES.some((prefix) => english === prefix || english.startsWith(`${prefix}.`) || english.startsWith(`${prefix}/`));
}
