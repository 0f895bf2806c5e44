/** Overview: the account at a glance — saved counts and what this account sent while signed in with a confirmed address. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { countSentByUser } from "~/models/account-data.server";
import { countSaved } from "~/models/saved.server";
import { getUserById } from "~/models/users.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Overview") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const user = await getUserById(userId);
  if (!user) throw new Response("Not found", { status: 404 });
  const [saved, sent] = await Promise.all([countSaved(userId), countSentByUser(userId)]);
  return json({ email: user.email, saved, sent }, { headers: cacheHeaders("private") });
}

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-700">{to ? <Link to={to} className="underline">{label}</Link> : label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}

export default function ProfileOverview() {
  const { email, saved, sent } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Overview</h1>
      <p className="mt-2 text-slate-700">Your account at a glance.</p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Saved</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Stat label="Saved solutions" value={saved.solution} to="/profile/saved?tab=solutions" />
        <Stat label="Saved plants" value={saved.plant} to="/profile/saved?tab=plants" />
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Sent from this account</h2>
      <p className="mt-1 text-sm text-slate-700">
        What you sent while signed in as {email}, once the address was confirmed. Forms sent while signed out are not counted.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Stat label="MSDS requests" value={sent.msds} />
        <Stat label="TDS requests" value={sent.tds} />
        <Stat label="Inquiries" value={sent.inquiry} />
        <Stat label="Quote requests" value={sent.quote} />
        <Stat label="Contact messages" value={sent.contact} />
        <Stat label="Job applications" value={sent.application} />
      </dl>
    </>
  );
}
