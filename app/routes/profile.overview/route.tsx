/** Overview: the account at a glance — saved counts and what this account sent while signed in with a confirmed address. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { pageTitle } from "~/components/page-title";
import { countSentByUser, latestSentByUser } from "~/models/account-data.server";
import { countSaved } from "~/models/saved.server";
import { getUserById } from "~/models/users.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Overview") }, { name: "robots", content: "noindex" }];

/** Enough to follow every open request of an active buyer; each of the four queries reads its user_id index. */
const LATEST_LIMIT = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const user = await getUserById(userId);
  if (!user) throw new Response("Not found", { status: 404 });
  const [saved, sent, latest] = await Promise.all([countSaved(userId), countSentByUser(userId), latestSentByUser(userId, LATEST_LIMIT)]);
  return json({ email: user.email, saved, sent, latest }, { headers: cacheHeaders("private") });
}

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-700">{to ? <Link to={to} className="underline">{label}</Link> : label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}

const KIND_LABELS = {
  msds: "MSDS request",
  tds: "TDS request",
  inquiry: "Inquiry",
  quote: "Quote request",
  contact: "Contact message",
  application: "Job application",
} as const;

/** What the requester reads of the inbox's status: spam is never named to them, it reads as closed. */
const STATUS_LABELS = { new: "New", in_progress: "In progress", answered: "Answered", closed: "Closed", spam: "Closed" } as const;

const SENT_ON = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Asia/Muscat" });

export default function ProfileOverview() {
  const { email, saved, sent, latest } = useLoaderData<typeof loader>();
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
      {latest.length ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Latest</h2>
          <p className="mt-1 text-sm text-slate-700">
            Quote the reference when you write to us about one of them. The status says where our team is with each request.
          </p>
          <table className="mt-3 w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pe-3 font-semibold">Reference</th>
                <th scope="col" className="py-2 pe-3 font-semibold">What</th>
                <th scope="col" className="py-2 pe-3 font-semibold">Sent</th>
                <th scope="col" className="py-2 font-semibold">Status</th>
              </tr>
            </thead>
            <tbody>
              {latest.map((item) => (
                <tr key={item.reference} className="border-b border-slate-100">
                  <td className="py-2 pe-3 font-mono">{item.reference}</td>
                  <td className="py-2 pe-3">
                    {KIND_LABELS[item.kind]}
                    {item.about ? `: ${item.about}` : ""}
                  </td>
                  <td className="py-2 pe-3">{SENT_ON.format(new Date(item.sentAt))}</td>
                  <td className="py-2" data-testid="request-status">
                    {item.status ? STATUS_LABELS[item.status] : "Received"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}
