/** Hiring page (spec §2): the job application form. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBackend } from "~/backend/index.server";
import { pageTitle } from "~/components/page-title";
import { parseIdParam } from "~/utils/params.server";

const NOT_FOUND = "Invalid vacancy selected";

export const handle = { toastPosition: "bottom-right" };

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id, NOT_FOUND);
  const vacancy = await getBackend().getVacancy(id);
  if (!vacancy) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return json({ vacancy: { id: vacancy.id, title: vacancy.title } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Apply: ${data.vacancy.title}` : "Apply") },
];

export default function HiringPage() {
  const { vacancy } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Apply: {vacancy.title}</h1>
      <h2 className="mt-8 text-xl font-semibold">My Information</h2>
    </div>
  );
}
