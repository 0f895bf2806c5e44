/** Absolute addresses of this site's pages (share dialogs, structured data): PUBLIC_ORIGIN when set, else the request's. */
import { getEnv } from "./env.server";

export function publicUrl(request: Request, href: string) {
  const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  return new URL(href, origin).toString();
}
