/** Page <title>s read "Page — Site". */
import { SITE_NAME } from "~/content/contact-details";

export function pageTitle(title?: string) {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}
