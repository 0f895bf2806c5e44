/** Solutions list page (spec §2). */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [
  { title: pageTitle("Solutions") },
  { name: "description", content: "The full catalogue of our specialty and oilfield chemical solutions." },
];

export default function Solutions() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Solutions</h1>
    </div>
  );
}
