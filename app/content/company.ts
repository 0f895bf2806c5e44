/**
 * The company's own content (spec §2): its names and contact details, and which capabilities and offices it has, in
 * their order. The words (the profile, each capability, each office's name and address) are in the catalogues:
 * app/locales/<lng>/home.json `about.*` (the About overlay; mail's footer takes the Oman office's address from it)
 * and contact.json `company.*` (the About Us page).
 */

// The names and contact details are on every page (the footer, titles): their own small module, so a page does
// not load the company's long texts with them.
export { CONTACT_INFORMATION, LEGAL_NAME, SITE_NAME } from "./contact-details";

/** The capabilities, by their key in home.json `about.capabilityList`. */
export const CAPABILITIES = [
  "custom-formulations",
  "operational-excellence",
  "global-presence",
  "german-partner",
  "field-service",
  "toll-blending",
] as const;

/** The offices; each one's name and address is home.json `about.officeList.<id>`. */
export const OFFICES = [
  { id: "oman", icon: "OM", email: "oman@sahel-chemicals.example" },
  { id: "africa", icon: "TZ", email: "africa@sahel-chemicals.example" },
  { id: "canada", icon: "CA", email: "canada@sahel-chemicals.example" },
  { id: "china", icon: "CN", email: "china@sahel-chemicals.example" },
  { id: "germany", icon: "DE", email: "germany@sahel-chemicals.example" },
  { id: "india", icon: "IN", email: "india@sahel-chemicals.example" },
  { id: "turkey", icon: "TR", email: "turkey@sahel-chemicals.example" },
  { id: "uae", icon: "AE", email: "uae@sahel-chemicals.example" },
] as const satisfies readonly {
  id: string;
  /** Region code, used for the icon (a flag). */
  icon: string;
  email: string;
}[];
