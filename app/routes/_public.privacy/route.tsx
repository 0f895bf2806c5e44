/** The privacy notice (/privacy): what the site keeps about a visitor, why, how long, and their rights; linked from the footer and the registration form. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { privacyNoticeHtml } from "~/content/privacy.server";
import { localeOfRequest } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { useT } from "~/i18n/react";

export async function loader({ request }: LoaderFunctionArgs) {
  const [meta, html] = await Promise.all([pageMeta(request, "common", "privacy.title", "privacy.description"), privacyNoticeHtml(localeOfRequest(request))]);
  return json({ meta, html });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Privacy notice"), { location, matches });

export default function Privacy() {
  const { html } = useLoaderData<typeof loader>();
  const t = useT("common");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("privacy.title")}</h1>
      <div
        className="mt-6 text-slate-800 [&_a]:break-all [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_p]:mt-4 [&_p]:leading-relaxed [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
