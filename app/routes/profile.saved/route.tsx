/** Profile: Saved. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Saved") }, { name: "robots", content: "noindex" }];

export default function ProfileSaved() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Saved</h1>
      <p className="mt-2 text-slate-700">Solutions and plants you have liked.</p>
    </>
  );
}
