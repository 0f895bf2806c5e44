/** The <title> of an account page that has no meta description ("Page — Site"), in the language of its address. */
import { getT } from "~/i18n/i18n.server";
import { localeOfPath } from "~/i18n/locales";
import type { Namespace } from "~/i18n/namespaces";

export async function localizedTitle(request: Request, ns: Namespace, key: string): Promise<{ title: string }> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, ns)]);
  return { title: `${t(key)} — ${common("siteName")}` };
}
