/** Saved: the user's liked solutions and plants in two tabs, paged (10/20/30/40), each removable after a confirmation. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { intlLocale } from "~/i18n/format";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localeOfRequest } from "~/i18n/locales";
import { useContentLanguage, useLocale, useLocalizePath, useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { richText } from "~/routes/profile/rich-text";
import { Pagination } from "~/components/pagination";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TabLinks, TabPanel } from "~/components/ui/tabs";
import { deleteSaved, getSaved, listSaved } from "~/models/saved.server";
import { maySubscribe, subscribedAmong } from "~/models/revision-subscriptions.server";
import RevisionSubscription from "~/components/solution/revision-subscription";
import { subscriptionProps } from "~/components/solution/subscription-props";
import { requireUserId } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { readValidatedForm } from "~/forms/action.server";
import { AppForm } from "~/forms/app-form";
import { DELETE_SAVED_FORM_ID, deleteSavedValidator } from "~/forms/saved";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { PAGE_SIZES, parseSavedQuery, SAVED_TABS, savedHref, type SavedTab } from "./saved.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: ["profile", "forms", "solution"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [{ title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Saved")) }, { name: "robots", content: "noindex" }];

// The form answers its own 429: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const query = parseSavedQuery(new URL(request.url).searchParams);
  let page = query.page;
  let result = await listSaved(userId, SAVED_TABS[query.tab], { page, pageSize: query.pageSize }, localeOfRequest(request));
  if (!query.tabChosen && result.total === 0) {
    // Plants opens by default (spec §2); a visitor who saved only solutions is shown those instead.
    const solutions = await listSaved(userId, SAVED_TABS.solutions, { page, pageSize: query.pageSize }, localeOfRequest(request));
    if (solutions.total > 0) {
      query.tab = "solutions";
      result = solutions;
    }
  }
  const pageCount = Math.max(1, Math.ceil(result.total / query.pageSize));
  if (page > pageCount) {
    // After a delete the last page may be gone: show the last one that exists.
    page = pageCount;
    result = await listSaved(userId, SAVED_TABS[query.tab], { page, pageSize: query.pageSize }, localeOfRequest(request));
  }
  const pendingDelete = query.deleteId ? await getSaved(userId, query.deleteId, localeOfRequest(request)) : null;
  // "Tell me when the SDS changes" per saved solution: only a verified address may subscribe.
  const solutionIds = result.rows.filter((row) => row.kind === "solution").map((row) => row.targetId);
  const verified = await maySubscribe(userId);
  const subscribed = verified ? await subscribedAmong(userId, solutionIds) : new Set<number>();
  return json(
    {
      meta: await localizedTitle(request, "profile", "saved.title"),
      tab: query.tab,
      page,
      pageSize: query.pageSize,
      pageCount,
      total: result.total,
      rows: result.rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        subscription: r.kind !== "solution" ? null : !verified ? ("unverified" as const) : subscribed.has(r.targetId) ? ("subscribed" as const) : ("not-subscribed" as const),
      })),
      verified,
      pendingDelete,
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await readValidatedForm(request, deleteSavedValidator, { rateLimit: "forms" });
  if (!form.ok) return form.response;
  const back = safeRedirect(form.data.return_to, "/profile/saved");
  const target = back.startsWith("/profile/saved") ? back : "/profile/saved";
  // The toast is said in the page's language here: these words are this page's, not the forms' messages.
  const t = await getT(localeOfPath(new URL(request.url).pathname), "profile");
  if (!(await deleteSaved(userId, form.data.like_id))) return redirectWithError(target, t("saved.gone"));
  return redirectWithSuccess(target, t("saved.removed"));
}

function PageSizeForm({ tab, pageSize }: { tab: SavedTab; pageSize: number }) {
  const submit = useSubmit();
  const t = useT("profile");
  return (
    <Form method="get" className="flex items-center gap-2 text-sm text-slate-800">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor="page-size">{t("saved.rowsPerPage")}</label>
      <select
        id="page-size"
        name="size"
        defaultValue={pageSize}
        className="rounded-md border border-slate-400 bg-white px-2 py-1"
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-400 px-2 py-1 font-semibold">
          {t("saved.apply")}
        </button>
      </noscript>
    </Form>
  );
}

export default function ProfileSaved() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { tab, page, pageSize, pageCount, total, rows, pendingDelete, verified } = data;
  const t = useT("profile");
  const solutionT = useT("solution");
  const localize = useLocalizePath();
  const locale = useLocale();
  const content = useContentLanguage();
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const here = savedHref({ tab, page, pageSize });
  const tabs = (Object.keys(SAVED_TABS) as SavedTab[]).map((id) => ({
    id,
    label: id === "solutions" ? t("saved.solutions") : t("saved.plants"),
    href: savedHref({ tab: id, pageSize }),
    selected: id === tab,
  }));
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("saved.title")}</h1>
      <p className="mt-2 text-slate-700">{t("saved.intro")}</p>
      <TabLinks label={t("saved.tabs")} items={tabs} className="mt-6 border-b border-slate-200" />
      <TabPanel tabId={tab} className="mt-4">
        {tab === "solutions" && rows.length > 0 ? (
          <p className="mb-3 text-sm text-slate-800">
            {t("saved.forTheField")}{" "}
            <Link to="/profile/saved/qr" className="font-semibold text-brand-800 underline">
              {t("saved.qrLink")}
            </Link>
            {" · "}
            <Link to="/profile/documents/pack" className="font-semibold text-brand-800 underline">
              {t("saved.packLink")}
            </Link>
          </p>
        ) : null}
        {tab === "solutions" && rows.length > 0 && !verified ? <p className="mb-3 text-sm text-slate-700">{solutionT("subscription.unverified")}</p> : null}
        {rows.length === 0 ? (
          <p className="rounded-md bg-sand-50 px-4 py-6 text-center text-slate-800">
            {tab === "solutions" ? t("saved.noSolutions") : t("saved.noPlants")}{" "}
            <Link to="/" className="font-semibold text-brand-800 underline">
              {t("saved.browse")}
            </Link>
          </p>
        ) : (
          // `relative`: the header's screen-reader-only text is positioned, and would otherwise be placed against the
          // page, past the scroll box's right edge, and make the whole page scroll sideways on a phone.
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[32rem] text-start text-sm">
              <caption className="sr-only">{tab === "solutions" ? t("savedSolutions") : t("savedPlants")}</caption>
              <thead className="border-b border-slate-300 text-slate-800">
                <tr>
                  <th scope="col" className="py-2 pe-4">{t("saved.columns.solutions")}</th>
                  <th scope="col" className="py-2 pe-4">{t("saved.columns.plant")}</th>
                  <th scope="col" className="py-2 pe-4">{t("saved.columns.savedOn")}</th>
                  <th scope="col" className="py-2"><span className="sr-only">{t("saved.columns.actions")}</span></th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200">
                    <td className="py-2 pe-4 text-slate-900">
                      {row.kind === "solution" ? (
                        <Link to={`/solution/${row.targetId}`} className="font-semibold text-brand-800 underline" {...content(row.name)}>
                          {row.name}
                        </Link>
                      ) : (
                        t("saved.solutionCount", { count: row.solutionCount })
                      )}
                    </td>
                    <td className="py-2 pe-4 text-slate-800" {...(row.plantName ? content(row.plantName) : {})}>
                      {row.plantName || "—"}
                    </td>
                    <td className="py-2 pe-4 text-slate-800">
                      <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
                    </td>
                    <td className="py-2 text-end">
                      {row.subscription === "subscribed" || row.subscription === "not-subscribed" ? (
                        <RevisionSubscription solutionId={row.targetId} state={row.subscription} {...subscriptionProps(solutionT, localize, localize(here))} compact label={row.name} />
                      ) : null}
                      <Link
                        to={savedHref({ tab, page, pageSize, deleteId: row.id })}
                        preventScrollReset
                        className="font-semibold text-red-800 underline"
                        aria-label={t("saved.deleteName", { name: row.kind === "solution" ? row.name : row.plantName })}
                      >
                        {t("saved.delete")}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-800" role="status">
            {t("saved.showing", { shown: rows.length, total })}
          </p>
          <PageSizeForm tab={tab} pageSize={pageSize} />
          <Pagination
            label={t("saved.pagination")}
            page={page}
            pageCount={pageCount}
            previousHref={page > 1 ? savedHref({ tab, page: page - 1, pageSize }) : null}
            nextHref={page < pageCount ? savedHref({ tab, page: page + 1, pageSize }) : null}
          />
        </div>
      </TabPanel>
      {pendingDelete ? (
        <Dialog title={t("saved.confirmTitle")} closeHref={here} id="confirm-delete">
          <p className="text-slate-800">{richText(t("saved.confirm"), { name: <strong {...content(pendingDelete.name)}>{pendingDelete.name}</strong> })}</p>
          <AppForm id={DELETE_SAVED_FORM_ID} validator={deleteSavedValidator} className="mt-4 flex gap-3">
            <input type="hidden" name="like_id" value={pendingDelete.id} />
            <input type="hidden" name="return_to" value={here} />
            <Button type="submit" variant="danger" pending={navigation.state === "submitting"} pendingLabel={t("deleting")}>
              {t("saved.delete")}
            </Button>
            <ButtonLink to={here} variant="secondary" preventScrollReset replace>
              {t("cancel")}
            </ButtonLink>
          </AppForm>
        </Dialog>
      ) : null}
    </>
  );
}
