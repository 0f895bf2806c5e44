/** The site's public origin for absolute URLs (sitemap, structured data): PUBLIC_ORIGIN, else the request's own. */
import { getEnv } from "./env.server";

export function publicOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_ORIGIN;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, "");
}
