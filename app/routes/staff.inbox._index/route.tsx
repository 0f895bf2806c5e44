/**
 * The inbox (/staff/inbox; sales, communications, admin): the data-sheet requests, inquiries, quote requests and
 * contact messages the member's roles open, newest first, 50 a page by keyset (`before` in the URL), with the filters
 * in the URL (kind, status, solution, country, assignee, received from/to in Oman time, text search) and the same
 * list as CSV. No total count: counting 100,000 rows on every page would cost more than the page.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxFilters } from "~/components/staff/inbox-filters";
import { InboxTable } from "~/components/staff/inbox-table";
import { KeysetPager } from "~/components/staff/keyset-pager";
import { cursorText, INBOX_EXPORT_NOTE, INBOX_MESSAGES, INBOX_PAGE_SIZE, INBOX_ROLES, inboxFilterFrom, inboxQuery, visibleKinds } from "~/forms/inbox";
import { listInbox, solutionNameOf } from "~/models/inbox.server";
import { listCountries } from "~/models/reference-lists.server";
import { listStaff } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { requireStaff } from "~/utils/staff-auth.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Inbox");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireStaff(request, INBOX_ROLES);
  const kinds = visibleKinds(me.roles);
  const { filter, values, ignored, searchError } = inboxFilterFrom(new URL(request.url).searchParams, kinds, me.id);
  const [page, countries, staff, solutionName] = await Promise.all([
    searchError ? { rows: [], more: false } : listInbox(filter, INBOX_PAGE_SIZE),
    listCountries(),
    listStaff(),
    filter.solutionId ? solutionNameOf(filter.solutionId) : null,
  ]);
  const colleagues = staff
    .filter((member) => member.id !== me.id && member.active && visibleKinds(member.roles).some((kind) => kinds.includes(kind)))
    .map((member) => ({ value: member.id, label: member.name ? `${member.name} (${member.email})` : member.email }));
  const rows = page.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    received: STAFF_TIME.format(row.createdAt),
    at: row.createdAt.toISOString(),
    name: row.name,
    company: row.company,
    email: row.email,
    solution: row.solutionName,
    country: row.countryName,
    status: row.status,
    assignee: row.assigneeEmail,
  }));
  const last = page.rows.at(-1);
  return json(
    {
      values,
      kinds,
      ignored,
      searchError,
      solutionName,
      countries: countries.map((country) => ({ value: country.id, label: country.name })),
      colleagues,
      rows,
      olderHref: page.more && last ? `/staff/inbox${inboxQuery(values, { before: cursorText(last.cursor) })}` : null,
      newestHref: filter.before ? `/staff/inbox${inboxQuery(values)}` : null,
      exportHref: `/staff/inbox/export${inboxQuery(values)}`,
      more: page.more,
    },
    { status: searchError ? 400 : 200, headers: cacheHeaders("private") },
  );
}

export default function StaffInbox() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="inbox-heading" title="Inbox" level={1}>
        <p className="mt-1 text-sm text-slate-700">Requests and messages, newest first. Times and dates are Oman time.</p>
        <InboxFilters
          values={data.values}
          kinds={data.kinds}
          countries={data.countries}
          colleagues={data.colleagues}
          solutionName={data.solutionName}
          searchError={data.searchError}
        />
        {data.ignored.length ? (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {INBOX_MESSAGES.ignoredFilters} {data.ignored.join(", ")}.
          </p>
        ) : null}
      </StaffPanel>
      <section aria-labelledby="items-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="items-heading" className="text-lg font-semibold text-slate-900">
            {data.rows.length ? `${data.rows.length}${data.more ? "+" : ""} ${data.rows.length === 1 && !data.more ? "item" : "items"}` : "No items"}
          </h2>
          <p className="text-sm text-slate-700">
            <a href={data.exportHref} className="font-semibold text-brand-800 underline" download>
              Download CSV
            </a>{" "}
            {INBOX_EXPORT_NOTE}
          </p>
        </div>
        <div className="mt-4">
          <InboxTable rows={data.rows} />
        </div>
        <KeysetPager label="Inbox pages" what="items" newestHref={data.newestHref} olderHref={data.olderHref} />
      </section>
    </div>
  );
}
