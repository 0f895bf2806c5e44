/** A page's <title> ("Page — Site") and meta description in the language of its address, for its loader to return. */
import { getT } from "./i18n.server";
import { localeOfPath } from "./locales";
import type { Namespace } from "./namespaces";

export interface PageMeta {
  title: string;
  description: string;
}

export async function pageMeta(request: Request, ns: Namespace, titleKey: string, descriptionKey: string): Promise<PageMeta> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, ns)]);
  return { title: `${t(titleKey)} — ${common("siteName")}`, description: t(descriptionKey) };
}
