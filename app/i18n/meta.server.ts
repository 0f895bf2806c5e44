/** A page's <title> ("Page — Site") and meta description in the language of its address, for its loader to return. */
import { getT } from "./i18n.server";
import { localeOfPath } from "./locales";
import type { Namespace } from "./namespaces";

export interface PageMeta {
  title: string;
  description: string;
}

export async function pageMeta(request: Request, ns: Namespace, titleKey: string, descriptionKey: string): Promise<PageMeta> {
  const [{ title }, t] = await Promise.all([localizedTitle(request, ns, titleKey), getT(localeOfPath(new URL(request.url).pathname), ns)]);
  return { title, description: t(descriptionKey) };
}

/** The <title> alone ("Page — Site"), for a page without a meta description (the account pages). */
export async function localizedTitle(request: Request, ns: Namespace, key: string): Promise<{ title: string }> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, ns)]);
  return { title: `${t(key)} — ${common("siteName")}` };
}
