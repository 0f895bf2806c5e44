/**
 * /pictograms.svg: the GHS pictograms' sprite that every list row and hazard section references with <use>. Asked
 * with the current version (?v=, as the pages ask), it is kept for a year; otherwise for an hour.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PICTOGRAM_SPRITE_VERSION } from "~/components/hazards/ghs-pictogram";
import { pictogramSprite } from "~/components/hazards/pictogram-sprite.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export function loader({ request }: LoaderFunctionArgs) {
  const current = new URL(request.url).searchParams.get("v") === PICTOGRAM_SPRITE_VERSION;
  return new Response(pictogramSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", ...cacheHeaders(current ? "asset" : "static") },
  });
}
