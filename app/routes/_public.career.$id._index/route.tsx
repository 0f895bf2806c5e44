/** Vacancy page (spec §2): title, content and the job summary. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getBackend } from "~/backend/index.server";
import { pageTitle } from "~/components/page-title";
import { parseIdParam } from "~/utils/params.server";

const NOT_FOUND = "This vacancy does not exist.";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id, NOT_FOUND);
  const vacancy = await getBackend().getVacancy(id);
  if (!vacancy) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return json({ vacancy });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.vacancy.title ?? "Vacancy") }];

export default function VacancyPage() {
  const { vacancy } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{vacancy.title}</h1>
      <div className="prose-content mt-6 text-slate-800" dangerouslySetInnerHTML={{ __html: vacancy.content }} />
      <Link to={`/career/${vacancy.id}/hiring`} className="mt-8 inline-block font-semibold text-brand-800 underline">
        Send Request
      </Link>
    </article>
  );
}
