/** Profile: Settings. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Settings") }, { name: "robots", content: "noindex" }];

export default function ProfileSettings() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Settings</h1>
      <p className="mt-2 text-slate-700">Password, newsletter and account.</p>
    </>
  );
}
