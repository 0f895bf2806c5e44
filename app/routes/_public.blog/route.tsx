/** Blog page (spec §2). */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [
  { title: pageTitle("Blog") },
  { name: "description", content: "News and know-how on oilfield chemistry from our chemists and field engineers." },
];

export default function Blog() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Fast, interactive search through thousands of chemicals</h1>
    </div>
  );
}
