/** Careers page (spec §2): 'Join us'. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";

export const meta: MetaFunction = () => [
  { title: pageTitle("Careers") },
  { name: "description", content: "Join our chemists, engineers and field specialists in Oman and abroad." },
];

export default function Careers() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Join us</h1>
    </div>
  );
}
