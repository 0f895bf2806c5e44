/** The company's own words: name, profile, capabilities, contact details and offices (static content, spec §2). */

// The names and contact details are on every page (the footer, titles): their own small module, so a page does
// not load the company's long texts with them.
export { CONTACT_INFORMATION, LEGAL_NAME, SITE_NAME } from "./contact-details";

export const COMPANY_INTRO =
  "Sahel Specialty Chemicals manufactures specialty and oilfield chemicals in the Sultanate of Oman under licence from our German technology partner. We customise chemical products to each reservoir, pipeline and plant we serve, hold ourselves to operational excellence from the blending hall to the wellsite, and supply a global market from Muscat, Sohar and Duqm through strategic collaboration with our partners.";

export const WHO_WE_ARE =
  "A team of chemists, engineers and field specialists in Muscat, Sohar and Duqm, working with operators, drilling contractors and refiners across the Middle East, Africa and Asia. We blend, test and deliver the chemistry that keeps wells flowing, pipelines clean and plants on stream, and we stay on site until it works.";

export const CAPABILITIES: readonly string[] = [
  "Customised chemical formulations, tested on the customer's own fluids in our Muscat laboratory",
  "Operational excellence: ISO 9001, ISO 14001 and ISO 45001 certified blending and filling",
  "Global market presence with regional offices on four continents",
  "Strategic collaboration with our German licensing partner on research and quality",
  "Field service engineers for dosing, monitoring and optimisation",
  "Toll blending, private labelling and just-in-time supply",
];

interface Office {
  id: string;
  /** Region code, used for the icon (a flag). */
  icon: string;
  title: string;
  address: string;
  email: string;
}

export const OFFICES: readonly Office[] = [
  { id: "oman", icon: "OM", title: "Oman", address: "Way 3517, Building 1021, Knowledge Oasis Muscat, Rusayl, Muscat, Sultanate of Oman", email: "oman@sahel-chemicals.example" },
  { id: "africa", icon: "TZ", title: "Africa (Tanzania)", address: "Plot 42, Nyerere Road, Dar es Salaam, Tanzania", email: "africa@sahel-chemicals.example" },
  { id: "canada", icon: "CA", title: "Canada", address: "Suite 1400, 700 2nd Street SW, Calgary, Alberta T2P 2W2, Canada", email: "canada@sahel-chemicals.example" },
  { id: "china", icon: "CN", title: "China", address: "Room 2305, Tower B, 18 Zhongguancun Street, Haidian District, Beijing, China", email: "china@sahel-chemicals.example" },
  { id: "germany", icon: "DE", title: "Germany", address: "Industriestraße 27, 45881 Gelsenkirchen, Germany", email: "germany@sahel-chemicals.example" },
  { id: "india", icon: "IN", title: "India", address: "Unit 804, Bandra Kurla Complex, Mumbai 400051, India", email: "india@sahel-chemicals.example" },
  { id: "turkey", icon: "TR", title: "Turkey", address: "Büyükdere Caddesi No. 185, Levent, 34394 Istanbul, Turkey", email: "turkey@sahel-chemicals.example" },
  { id: "uae", icon: "AE", title: "UAE", address: "Office 1207, Al Moosa Tower 2, Sheikh Zayed Road, Dubai, United Arab Emirates", email: "uae@sahel-chemicals.example" },
];
