/** The offices' names as the English About overlay shows them (spec §2), for the HTTP and browser tests of the home page. */
import type { OFFICES } from "~/content/company";

export const OFFICE_TITLES: Record<(typeof OFFICES)[number]["id"], string> = {
  oman: "Oman",
  africa: "Africa (Tanzania)",
  canada: "Canada",
  china: "China",
  germany: "Germany",
  india: "India",
  turkey: "Turkey",
  uae: "UAE",
};
