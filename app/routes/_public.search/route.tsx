/** Search results page (spec §2): reads q; an empty q goes back to /. */
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";

export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  const q = raw.trim();
  if (!q) throw redirect("/");
  // A form posted without JavaScript sends the untrimmed text: settle on the trimmed address (spec §5).
  if (q !== raw) throw redirect(`/search?q=${encodeURIComponent(q)}`);
  return json({ q });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Search: ${data.q}` : "Search") },
  { name: "robots", content: "noindex" },
];

export default function SearchPage() {
  const { q } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Search results for “{q}”</h1>
    </div>
  );
}
