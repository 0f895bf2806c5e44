/**
 * Vacancy page (spec §2): title, content as sanitized HTML, the 'Job Summary' and 'Send Request'. A closed vacancy
 * (issue 17) keeps its page, says it is closed, and offers no 'Send Request'.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { getBackend } from "~/backend/index.server";
import { JobPostingScript } from "~/components/careers/job-posting";
import { VacancyLoading } from "~/components/careers/vacancy-loading";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { VACANCY_CLOSED } from "~/content/careers";
import { parseIdParam } from "~/utils/params.server";
import { publicUrl } from "~/utils/public-origin.server";
import { htmlToText, sanitizeRichText } from "~/utils/sanitize.server";

const NOT_FOUND = "This vacancy does not exist.";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id, NOT_FOUND);
  const vacancy = await getBackend().getVacancy(id);
  if (!vacancy) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  // The owner's API (remote mode) is not trusted to have cleaned its HTML; sanitizing twice changes nothing.
  const content = sanitizeRichText(vacancy.content);
  const url = publicUrl(`/career/${vacancy.id}`);
  return json({ vacancy: { ...vacancy, content }, url, summary: htmlToText(content).slice(0, 160) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: pageTitle(data.vacancy.title) },
        { name: "description", content: data.summary },
      ]
    : [{ title: pageTitle("Vacancy") }];

export default function VacancyPage() {
  const { vacancy, url } = useLoaderData<typeof loader>();
  const location = [vacancy.location.name, vacancy.location.parent_name].filter(Boolean).join(", ");
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <VacancyLoading />
      {/* A closed vacancy is no job posting for search engines any more. */}
      {vacancy.available ? <JobPostingScript vacancy={vacancy} url={url} /> : null}
      <p className="text-sm">
        <Link to="/careers" className="font-medium text-brand-800 underline">
          All vacancies
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{vacancy.title}</h1>
      {vacancy.available ? null : (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950" data-testid="vacancy-closed">
          {VACANCY_CLOSED}
        </p>
      )}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="prose-content text-slate-800" dangerouslySetInnerHTML={{ __html: vacancy.content }} />
        <aside aria-labelledby="job-summary" className="h-fit rounded-lg bg-sand-50 p-6">
          <h2 id="job-summary" className="text-xl font-semibold text-slate-900">
            Job Summary
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Location</dt>
              <dd className="text-slate-800">{location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Department</dt>
              <dd className="text-slate-800">{vacancy.department.name}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Status</dt>
              <dd className={vacancy.available ? "text-emerald-800" : "text-slate-800"}>
                {vacancy.available ? "Available" : "Not Available"}
              </dd>
            </div>
          </dl>
          {vacancy.available ? (
            <Link to={`/career/${vacancy.id}/hiring`} className={buttonClass("primary", "mt-6 w-full")}>
              Send Request
            </Link>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
