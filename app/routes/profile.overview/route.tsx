/** Profile: Overview. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Overview") }, { name: "robots", content: "noindex" }];

export default function ProfileOverview() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Overview</h1>
      <p className="mt-2 text-slate-700">Your account at a glance.</p>
    </>
  );
}
