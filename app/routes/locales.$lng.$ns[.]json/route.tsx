/**
 * One namespace of messages, for a page the browser reaches after the first (the first has its own embedded). The
 * address carries the catalogue's content hash (?v=), so a copy with the current hash is cached for good.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { CATALOGUES, catalogueVersion } from "~/i18n/i18n.server";
import { isLocale } from "~/i18n/locales";
import { isNamespace } from "~/i18n/namespaces";

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  if (!isLocale(lng) || !isNamespace(ns)) throw new Response("Not found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === catalogueVersion(lng, ns);
  return json(CATALOGUES[lng][ns], {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60" },
  });
}
