/**
 * The five services of spec §2, in their order. Their words are the `services` catalogue's `items.<id>`
 * (app/locales/<lng>/services.json: a title, for some a line of details after it, and a description).
 */
export const SERVICES = [
  { id: "sample-support" },
  { id: "product-authenticity" },
  { id: "factory-inspection" },
  { id: "export-import", details: true },
  { id: "supply-chain", details: true },
] as const;
