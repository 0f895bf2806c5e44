/** /sitemap.xml: every public page, solution, vacancy and post, for search engines. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBackend } from "~/backend/index.server";
import { publicOrigin } from "~/utils/public-origin.server";
import { sitemapEntries, sitemapXml } from "./sitemap.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export async function loader(_args: LoaderFunctionArgs) {
  const xml = sitemapXml(publicOrigin(), await sitemapEntries(getBackend()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("sitemap") },
  });
}
