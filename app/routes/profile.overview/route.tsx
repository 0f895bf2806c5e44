/**
 * Overview: the account at a glance — saved counts, what this account sent while signed in with a confirmed address,
 * and its basket requests with the quotes sent for them and where each sample is (issue 42).
 */
import { localeOfRequest } from "~/i18n/locales";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { intlLocale } from "~/i18n/format";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { basketRequestsByUser, countSentByUser, latestSentByUser } from "~/models/account-data.server";
import { countSaved } from "~/models/saved.server";
import { getUserById } from "~/models/users.server";
import { requireUserId } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { BasketRequests } from "./basket-requests";
import { STATUS_KEYS } from "./statuses";

export const handle = { i18n: ["profile"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [{ title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Overview")) }, { name: "robots", content: "noindex" }];

/** Enough to follow every open request of an active buyer; each of the four queries reads its user_id index. */
const LATEST_LIMIT = 50;
/** The basket requests shown with their lines; older ones stay in the latest list above, by reference. */
const BASKETS_LIMIT = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const user = await getUserById(userId);
  if (!user) throw new Response("Not found", { status: 404 });
  const locale = localeOfRequest(request);
  const [saved, sent, latest, baskets, meta] = await Promise.all([
    countSaved(userId),
    countSentByUser(userId),
    latestSentByUser(userId, LATEST_LIMIT, locale),
    basketRequestsByUser(userId, BASKETS_LIMIT, locale),
    localizedTitle(request, "profile", "overview.title"),
  ]);
  return json({ meta, email: user.email, saved, sent, latest, baskets }, { headers: cacheHeaders("private") });
}

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-700">{to ? <Link to={to} className="underline">{label}</Link> : label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}


/** The kinds of what was sent, in the order the counts show them. */
const SENT_KINDS = ["msds", "tds", "inquiry", "quote", "rfq", "contact", "application"] as const;

export default function ProfileOverview() {
  const { email, saved, sent, latest, baskets } = useLoaderData<typeof loader>();
  const t = useT("profile");
  const locale = useLocale();
  const content = useContentLanguage();
  // "6 Jan 2026" in English as before; "6 يناير 2026" in Arabic (the month by name, not an all-digit date).
  const sentOn = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Muscat" });
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("overview.title")}</h1>
      <p className="mt-2 text-slate-700">{t("overview.intro")}</p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("overview.saved")}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Stat label={t("savedSolutions")} value={saved.solution} to="/profile/saved?tab=solutions" />
        <Stat label={t("savedPlants")} value={saved.plant} to="/profile/saved?tab=plants" />
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("overview.sent")}</h2>
      <p className="mt-1 text-sm text-slate-700">{t("overview.sentIntro", { email })}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {SENT_KINDS.map((kind) => (
          <Stat key={kind} label={t(`overview.counts.${kind}`)} value={sent[kind]} />
        ))}
      </dl>
      {latest.length ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("overview.latest")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("overview.latestIntro")}</p>
          <table className="mt-3 w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.columns.reference")}</th>
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.columns.what")}</th>
                <th scope="col" className="py-2 pe-3 font-semibold">{t("overview.columns.sent")}</th>
                <th scope="col" className="py-2 font-semibold">{t("overview.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {latest.map((item) => (
                <tr key={item.reference} className="border-b border-slate-100">
                  <td className="py-2 pe-3 font-mono">{item.reference}</td>
                  <td className="py-2 pe-3">
                    {t(`overview.kinds.${item.kind}`)}
                    {/* An English name on an Arabic page is marked and isolated; English pages render as before. */}
                    {item.about ? (
                      content(item.about).lang ? (
                        <>
                          : <bdi {...content(item.about)}>{item.about}</bdi>
                        </>
                      ) : (
                        `: ${item.about}`
                      )
                    ) : (
                      ""
                    )}
                    {item.more ? ` ${t("overview.andMore", { count: item.more })}` : ""}
                  </td>
                  <td className="py-2 pe-3">{sentOn.format(new Date(item.sentAt))}</td>
                  <td className="py-2" data-testid="request-status">
                    {t(`overview.statuses.${item.status ? STATUS_KEYS[item.status] : "received"}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {baskets.length ? <BasketRequests baskets={baskets} /> : null}
    </>
  );
}
