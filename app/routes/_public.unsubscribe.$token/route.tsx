/**
 * The unsubscribe link of a data-sheet revision mail (/unsubscribe/:token, and /ar/…), which works without signing in
 * and without JavaScript: the page names the subscription and has one button (a plain form post); the mail program's
 * one-click unsubscribe (RFC 8058: a POST whose body is "List-Unsubscribe=One-Click", no cookie, no redirect wanted)
 * ends it at once and gets a 200. A browser's post redirects back to the page, which then says it has ended. A
 * tampered link is a 404 page; a link whose subscription has ended (used before, or stopped from the Saved page) says so.
 */
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NamedText } from "~/components/content-text";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { getT } from "~/i18n/i18n.server";
import { Form } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { subscriptionOfToken, unsubscribeByToken } from "~/models/revision-subscriptions.server";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { BodyLimitError, readFormData } from "~/utils/body-limit.server";

export const handle = { i18n: ["solution"] };

/** One subscriber's page, held by a signed address: never stored, never indexed. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": CACHE_CONTROL.private,
  "X-Robots-Tag": "noindex",
  ...Object.fromEntries(loaderHeaders),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const [t, common] = await Promise.all([getT(locale, "solution"), getT(locale, "common")]);
  const opened = await subscriptionOfToken(params.token ?? "");
  const title = opened.status === "not-found" ? t("subscription.notFoundTitle") : opened.status === "gone" ? t("subscription.doneTitle") : t("subscription.unsubscribeTitle");
  return json(
    { meta: { title: `${title} — ${common("siteName")}` }, status: opened.status, solution: opened.status === "done" ? { id: opened.solutionId, name: opened.solutionName } : null },
    { status: opened.status === "not-found" ? 404 : 200 },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  let oneClick = false;
  try {
    oneClick = (await readFormData(request)).get("List-Unsubscribe") === "One-Click";
  } catch (error) {
    if (!(error instanceof BodyLimitError)) throw error;
  }
  const ended = await unsubscribeByToken(params.token ?? "");
  if (ended.status === "not-found") throw new Response("Not Found", { status: 404 });
  // The mail program's one click: done, and said with a 200 (RFC 8058 asks for no redirect).
  if (oneClick) return json({ unsubscribed: true });
  return redirect(new URL(request.url).pathname, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Unsubscribe")) },
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe() {
  const { status, solution } = useLoaderData<typeof loader>();
  const t = useT("solution");
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      {status === "not-found" ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{t("subscription.notFoundTitle")}</h1>
          <p className="mt-4 text-slate-800">{t("subscription.notFound")}</p>
        </>
      ) : status === "gone" || !solution ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{t("subscription.doneTitle")}</h1>
          <p className="mt-4 text-slate-800">{t("subscription.done")}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{t("subscription.unsubscribeTitle")}</h1>
          <p className="mt-4 text-slate-800">
            <NamedText text={t("subscription.unsubscribeIntro", { name: solution.name })} name={solution.name} />
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit">{t("subscription.unsubscribeButton")}</Button>
          </Form>
        </>
      )}
    </div>
  );
}
