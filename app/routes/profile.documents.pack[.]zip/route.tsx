/**
 * The site pack itself (/profile/documents/pack.zip?solution=…): the choice is checked again (the address can be typed
 * or kept), then the ZIP streams (./pack-zip.server.ts), never stored by a cache. A choice that is refused goes back to
 * the pack page with the same query, which names the problem (400): no refusal is ever a partial ZIP.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getT } from "~/i18n/i18n.server";
import { localeOfRequest, localizePath } from "~/i18n/locales";
import { chosenIds, planPack } from "~/models/document-shelf.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { PACK_CSV_HEADER, streamPack } from "./pack-zip.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const locale = localeOfRequest(request);
  const url = new URL(request.url);
  const plan = await planPack(userId, chosenIds(url.searchParams), locale);
  if (!plan.ok) {
    const query = new URLSearchParams(url.searchParams);
    query.set("make", "1");
    return redirect(localizePath(`/profile/documents/pack?${query}`, locale), { headers: cacheHeaders("no-store") });
  }
  const t = await getT(locale, "profile");
  const body = streamPack(plan.solutions, {
    locale,
    title: t("documents.pack.indexTitle"),
    intro: t("documents.pack.indexIntro", { date: new Date().toISOString().slice(0, 10) }),
    columns: PACK_CSV_HEADER.map((column) => t(`documents.pack.columns.${column === "SHA-256" ? "sha256" : column.replace(" ", "_")}`)),
    noSheet: t("documents.pack.noSheet"),
    unavailable: t("documents.pack.unavailable"),
    languageName: (code) => t(`documents.languages.${code}`, { defaultValue: code }),
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="site-pack-${new Date().toISOString().slice(0, 10)}.zip"`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Robots-Tag": "noindex",
      ...cacheHeaders("private"),
    },
  });
}
