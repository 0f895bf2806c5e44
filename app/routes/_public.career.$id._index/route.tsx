/**
 * Vacancy page (spec §2): title, content as sanitized HTML, the 'Job Summary' and 'Send Request'. A closed vacancy
 * keeps its page, says it is closed, and offers no 'Send Request'.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { pageBackend } from "~/backend/index.server";
import { JobPostingScript } from "~/components/careers/job-posting";
import { VacancyLoading } from "~/components/careers/vacancy-loading";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { parseIdParam } from "~/utils/params.server";
import { publicUrl } from "~/utils/public-origin.server";
import { htmlToText, sanitizeRichText } from "~/utils/sanitize.server";

export const handle = { i18n: "careers" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [t, common] = await Promise.all([getT(locale, "careers"), getT(locale, "common")]);
  const notFound = t("notFound");
  const id = parseIdParam(params.id, notFound);
  const vacancy = await pageBackend(request).getVacancy(id);
  if (!vacancy) throw new Response(notFound, { status: 404, statusText: "Not Found" });
  // The owner's API (remote mode) is not trusted to have cleaned its HTML; sanitizing twice changes nothing.
  const content = sanitizeRichText(vacancy.content);
  const url = publicUrl(localizePath(`/career/${vacancy.id}`, locale));
  // The vacancy's own words stay as stored; the title's site name is in the page's language.
  const meta = { title: `${vacancy.title} — ${common("siteName")}`, description: htmlToText(content).slice(0, 160) };
  return json({ vacancy: { ...vacancy, content }, url, meta });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Vacancy"), { location, matches });

export default function VacancyPage() {
  const { vacancy, url } = useLoaderData<typeof loader>();
  const t = useT("careers");
  const content = useContentLanguage();
  const { name: city, parent_name: country } = vacancy.location;
  // "Sohar, Oman"; in Arabic with the Arabic comma.
  const location = country ? t("vacancy.place", { city, country }) : city;
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <VacancyLoading />
      {/* A closed vacancy is no job posting for search engines any more. */}
      {vacancy.available ? <JobPostingScript vacancy={vacancy} url={url} /> : null}
      <p className="text-sm">
        <Link to="/careers" className="font-medium text-brand-800 underline">
          {t("vacancy.allVacancies")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900" {...content(vacancy.title)}>
        {vacancy.title}
      </h1>
      {vacancy.available ? null : (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950" data-testid="vacancy-closed">
          {t("closed")}
        </p>
      )}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="prose-content text-slate-800" {...content(vacancy.content, true)} dangerouslySetInnerHTML={{ __html: vacancy.content }} />
        <aside aria-labelledby="job-summary" className="h-fit rounded-lg bg-sand-50 p-6">
          <h2 id="job-summary" className="text-xl font-semibold text-slate-900">
            {t("vacancy.summary")}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{t("vacancy.location")}</dt>
              <dd className="text-slate-800" {...content(location)}>
                {location}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t("vacancy.department")}</dt>
              <dd className="text-slate-800" {...content(vacancy.department.name)}>
                {vacancy.department.name}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t("vacancy.status")}</dt>
              <dd className={vacancy.available ? "text-emerald-800" : "text-slate-800"}>
                {vacancy.available ? t("vacancy.available") : t("vacancy.notAvailable")}
              </dd>
            </div>
          </dl>
          {vacancy.available ? (
            <Link to={`/career/${vacancy.id}/hiring`} className={buttonClass("primary", "mt-6 w-full")}>
              {t("vacancy.sendRequest")}
            </Link>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
