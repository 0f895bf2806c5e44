/** Profile: Manage my profile. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Manage my profile") }, { name: "robots", content: "noindex" }];

export default function ProfileManagemyprofile() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Manage my profile</h1>
      <p className="mt-2 text-slate-700">Edit your name, contact details and password.</p>
    </>
  );
}
