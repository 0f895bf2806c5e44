/** /robots.txt: crawl the public site, keep out of accounts, the profile, the API, the staff workspace and data-sheet links, and find the sitemap. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/utils/public-origin.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export async function loader(_args: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /auth/", "Disallow: /profile", "Disallow: /api/", "Disallow: /staff", "Disallow: /data-sheets/", "Disallow: /unsubscribe/", "", `Sitemap: ${publicOrigin()}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("robots") },
  });
}
