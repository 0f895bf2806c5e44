/** The cities of one country for the contact form's city list (fetched when a country is chosen, with JavaScript), named in `lang`. */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getBackend } from "~/backend/index.server";
import { localeOfQuery } from "~/i18n/locales";
import { cacheHeaders } from "~/utils/cache-headers.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const country = new URL(request.url).searchParams.get("country") ?? "";
  if (!/^\d{1,9}$/.test(country) || Number(country) < 1) {
    return json({ cities: [] }, { status: 400, headers: cacheHeaders("no-store") });
  }
  const cities = await getBackend(undefined, localeOfQuery(new URL(request.url).searchParams)).listCities(Number(country));
  return json({ cities }, { headers: cacheHeaders("content") });
}
