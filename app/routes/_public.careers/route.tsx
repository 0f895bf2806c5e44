/** Careers page (spec §2): 'Join us', the department filter (a GET form), vacancy cards and a working pager. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useSubmit } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageBackend } from "~/backend/index.server";
import { VacancyLoading } from "~/components/careers/vacancy-loading";
import { Pagination } from "~/components/pagination";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { careersQuery, pageFromLink, VACANCIES_PAGE_SIZE } from "./careers-query";

export const handle = { i18n: "careers" };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Careers"), { location, matches });

export async function loader({ request }: LoaderFunctionArgs) {
  const { department, page } = careersQuery(new URL(request.url).searchParams);
  const backend = pageBackend(request);
  const [departments, vacancies, meta] = await Promise.all([
    backend.listDepartments(),
    backend.listVacancies({ department, page, page_size: VACANCIES_PAGE_SIZE }),
    pageMeta(request, "careers", "list.title", "list.description"),
  ]);
  return json({
    meta,
    departments,
    department: department ?? null,
    page,
    vacancies: vacancies.results.map((v) => ({ id: v.id, title: v.title, location: v.location.name })),
    nextPage: pageFromLink(vacancies.next),
    previousPage: pageFromLink(vacancies.previous),
  });
}

function pageHref(department: number | null, page: number) {
  const params = new URLSearchParams();
  if (department) params.set("department", String(department));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/careers?${query}` : "/careers";
}

export default function Careers() {
  const { departments, department, page, vacancies, nextPage, previousPage } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const t = useT("careers");
  const content = useContentLanguage();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <VacancyLoading />
      <h1 className="text-3xl font-bold text-brand-900">{t("list.heading")}</h1>
      <Form method="get" action="/careers" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <label htmlFor="department" className="mb-1 block text-sm font-medium text-slate-800">
            {t("list.department")}
          </label>
          <select
            id="department"
            name="department"
            defaultValue={department ?? ""}
            key={department ?? "all"}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
          >
            <option value="">{t("list.allDepartments")}</option>
            {departments.map((d) => (
              <option key={d.id} value={d.id} {...content(d.name)}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        {/* With JavaScript the choice applies at once; without it this button sends the form. */}
        <noscript>
          <button type="submit" className={buttonClass("secondary")}>
            {t("list.show")}
          </button>
        </noscript>
      </Form>

      {vacancies.length === 0 ? (
        <p className="mt-10 text-slate-700">{t("list.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("list.vacancies")}>
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id={`vacancy-${vacancy.id}`} className="text-lg font-semibold text-slate-900" {...content(vacancy.title)}>
                {vacancy.title}
              </h2>
              <p className="mt-1 text-sm text-slate-700" {...content(vacancy.location)}>
                {vacancy.location}
              </p>
              <Link
                to={`/career/${vacancy.id}`}
                aria-describedby={`vacancy-${vacancy.id}`}
                className="mt-4 self-start font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {t("list.moreDetail")}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <Pagination
        label={t("list.pages")}
        page={page}
        previousHref={previousPage ? pageHref(department, previousPage) : null}
        nextHref={nextPage ? pageHref(department, nextPage) : null}
        className="mt-10"
      />
    </div>
  );
}
