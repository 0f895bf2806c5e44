/**
 * The finder's first step (issue 41), /find: the problem list. A link per problem, so search engines reach every
 * problem page; `?problem=<slug>` (the problem select of a problem page's form, sent without JavaScript) goes to
 * that problem's page with the other conditions, and an unknown one is named on this page, with a 404.
 */
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProblemList } from "~/components/finder/problem-list";
import { pageTitle } from "~/components/page-title";
import { finderHref, parseFinderQuery } from "~/forms/finder";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { useT } from "~/i18n/react";
import { findProblem, listProblemGroups } from "~/models/finder.server";

export const handle = { i18n: ["finder", "technical"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const asked = (url.searchParams.get("problem") ?? "").trim().slice(0, 100);
  if (asked) {
    const problem = await findProblem(asked, locale);
    if (problem) throw redirect(localizePath(finderHref(problem.slug, parseFinderQuery(url.searchParams).values), locale));
  }
  const [groups, meta] = await Promise.all([listProblemGroups(locale), pageMeta(request, "finder", "title", "description")]);
  return json({ groups, meta, unknown: asked || null }, { status: asked ? 404 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Find by problem"), { location, matches });

export default function FindIndex() {
  const { groups, unknown } = useLoaderData<typeof loader>();
  const t = useT("finder");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("intro")}</p>
      {unknown ? (
        <p role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          {t("unknownProblem", { value: unknown })}
        </p>
      ) : null}
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{t("chooseProblem")}</h2>
      <div className="mt-4">
        <ProblemList groups={groups} headingLevel={3} />
      </div>
    </div>
  );
}
