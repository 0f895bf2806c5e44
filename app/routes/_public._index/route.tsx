/** Home and search landing screen (spec §2): hero search, then the solution and plant finders. */
import type { MetaFunction } from "@remix-run/node";
import { HeroSearch } from "~/components/hero-search";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content: "Find corrosion inhibitors, demulsifiers, scale inhibitors and other oilfield chemicals made in Oman, and the plants that use them.",
  },
];

export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-16 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Specialty chemicals for oil and gas, made in Oman</h1>
        <p className="max-w-2xl text-brand-50">Search our catalogue of chemical solutions, or find a plant on the map.</p>
        <HeroSearch />
      </div>
    </section>
  );
}
