/** Solution page (spec §2): the product name as title and the description as rich HTML. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBackend } from "~/backend/index.server";
import { pageTitle } from "~/components/page-title";
import { parseIdParam } from "~/utils/params.server";

const NOT_FOUND = "Error receiving information";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdParam(params.slug, NOT_FOUND);
  const solution = await getBackend().getSolution(id);
  if (!solution) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return json({ solution });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.solution.name ?? "Solution") },
  { name: "description", content: data?.solution.commercial_name ?? "" },
];

export default function SolutionPage() {
  const { solution } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{solution.name}</h1>
      {solution.commercial_name ? <p className="mt-2 text-lg text-slate-700">{solution.commercial_name}</p> : null}
      {/* Sanitized on write (allow-list), so it is safe to render as HTML. */}
      <div className="prose-content mt-6 text-slate-800" dangerouslySetInnerHTML={{ __html: solution.description }} />
    </article>
  );
}
