/** The company's names and contact details (spec §2), shown on every page; company.ts re-exports them. */

export const SITE_NAME = "Sahel Specialty Chemicals";
export const LEGAL_NAME = "Sahel Specialty Chemicals LLC";

export const CONTACT_INFORMATION = {
  phones: [
    { label: "Sales", display: "+968 2441 5500", href: "tel:+96824415500" },
    { label: "Factory", display: "+968 2675 1280", href: "tel:+96826751280" },
  ],
  email: { display: "info@sahel-chemicals.example", href: "mailto:info@sahel-chemicals.example" },
  // The emergency telephone the printable GHS label gives beside the supplier's name and address. The demo's
  // illustrative number: a Muscat landline in the company's range, not a service anyone answers.
  emergency: { label: "Emergency (24 h)", display: "+968 2441 5999", href: "tel:+96824415999" },
  // The pages show the addresses from the catalogues (common.json `footer.officeAddress`, contact.json
  // `information.factoryAddress`); catalogues.test.ts holds the English one to this spec text.
  officeAddress: "Head office: Knowledge Oasis Muscat, Rusayl, Muscat, Sultanate of Oman",
} as const;
