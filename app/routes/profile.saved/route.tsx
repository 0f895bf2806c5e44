/** Saved: the user's liked solutions and plants in two tabs, paged (10/20/30/40), each removable after a confirmation. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { Pagination } from "~/components/pagination";
import { pageTitle } from "~/components/page-title";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TabLinks, TabPanel } from "~/components/ui/tabs";
import { deleteSaved, getSaved, listSaved } from "~/models/saved.server";
import { requireUserId } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { readValidatedForm } from "~/forms/action.server";
import { AppForm } from "~/forms/app-form";
import { DELETE_SAVED_FORM_ID, deleteSavedValidator } from "~/forms/saved";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { PAGE_SIZES, parseSavedQuery, SAVED_TABS, savedHref, type SavedTab } from "./saved.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Saved") }, { name: "robots", content: "noindex" }];

// The form answers its own 429: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const query = parseSavedQuery(new URL(request.url).searchParams);
  let page = query.page;
  let result = await listSaved(userId, SAVED_TABS[query.tab], { page, pageSize: query.pageSize });
  const pageCount = Math.max(1, Math.ceil(result.total / query.pageSize));
  if (page > pageCount) {
    // After a delete the last page may be gone: show the last one that exists.
    page = pageCount;
    result = await listSaved(userId, SAVED_TABS[query.tab], { page, pageSize: query.pageSize });
  }
  const pendingDelete = query.deleteId ? await getSaved(userId, query.deleteId) : null;
  return json(
    {
      tab: query.tab,
      page,
      pageSize: query.pageSize,
      pageCount,
      total: result.total,
      rows: result.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
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
  if (!(await deleteSaved(userId, form.data.like_id))) return redirectWithError(target, "This item is no longer in your saved items");
  return redirectWithSuccess(target, "Removed from your saved items");
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function PageSizeForm({ tab, pageSize }: { tab: SavedTab; pageSize: number }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-center gap-2 text-sm text-slate-800">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor="page-size">Rows per page</label>
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
          Apply
        </button>
      </noscript>
    </Form>
  );
}

export default function ProfileSaved() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { tab, page, pageSize, pageCount, total, rows, pendingDelete } = data;
  const here = savedHref({ tab, page, pageSize });
  const tabs = (Object.keys(SAVED_TABS) as SavedTab[]).map((id) => ({
    id,
    label: id === "solutions" ? "Solutions" : "Plants",
    href: savedHref({ tab: id, pageSize }),
    selected: id === tab,
  }));
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Saved</h1>
      <p className="mt-2 text-slate-700">Solutions and plants you have liked.</p>
      <TabLinks label="Saved items" items={tabs} className="mt-6 border-b border-slate-200" />
      <TabPanel tabId={tab} className="mt-4">
        {rows.length === 0 ? (
          <p className="rounded-md bg-sand-50 px-4 py-6 text-center text-slate-800">
            {tab === "solutions" ? "You have not saved any solutions yet." : "You have not saved any plants yet."}{" "}
            <Link to="/" className="font-semibold text-brand-800 underline">
              Browse the catalogue
            </Link>
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-start text-sm">
              <caption className="sr-only">{tab === "solutions" ? "Saved solutions" : "Saved plants"}</caption>
              <thead className="border-b border-slate-300 text-slate-800">
                <tr>
                  <th scope="col" className="py-2 pe-4">Solutions</th>
                  <th scope="col" className="py-2 pe-4">plant</th>
                  <th scope="col" className="py-2 pe-4">Saved on</th>
                  <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200">
                    <td className="py-2 pe-4 text-slate-900">
                      {row.kind === "solution" ? (
                        <Link to={`/solution/${row.targetId}`} className="font-semibold text-brand-800 underline">
                          {row.name}
                        </Link>
                      ) : (
                        `${row.solutionCount} ${row.solutionCount === 1 ? "solution" : "solutions"}`
                      )}
                    </td>
                    <td className="py-2 pe-4 text-slate-800">{row.plantName || "—"}</td>
                    <td className="py-2 pe-4 text-slate-800">
                      <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
                    </td>
                    <td className="py-2 text-end">
                      <Link
                        to={savedHref({ tab, page, pageSize, deleteId: row.id })}
                        preventScrollReset
                        className="font-semibold text-red-800 underline"
                        aria-label={`Delete ${row.kind === "solution" ? row.name : row.plantName}`}
                      >
                        Delete
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
            Showing {rows.length} of {total}
          </p>
          <PageSizeForm tab={tab} pageSize={pageSize} />
          <Pagination
            label="Pagination"
            page={page}
            pageCount={pageCount}
            previousHref={page > 1 ? savedHref({ tab, page: page - 1, pageSize }) : null}
            nextHref={page < pageCount ? savedHref({ tab, page: page + 1, pageSize }) : null}
          />
        </div>
      </TabPanel>
      {pendingDelete ? (
        <Dialog title="Delete saved item" closeHref={here} id="confirm-delete">
          <p className="text-slate-800">
            Remove <strong>{pendingDelete.name}</strong> from your saved items?
          </p>
          <AppForm id={DELETE_SAVED_FORM_ID} validator={deleteSavedValidator} className="mt-4 flex gap-3">
            <input type="hidden" name="like_id" value={pendingDelete.id} />
            <input type="hidden" name="return_to" value={here} />
            <Button type="submit" variant="danger" pending={navigation.state === "submitting"} pendingLabel="Deleting...">
              Delete
            </Button>
            <ButtonLink to={here} variant="secondary" preventScrollReset replace>
              Cancel
            </ButtonLink>
          </AppForm>
        </Dialog>
      ) : null}
    </>
  );
}
