/**
 * The audit log (/staff/audit, admin only): newest first, filtered by action prefix and actor e-mail in the URL
 * (a GET form, so filters are links), paged to older entries by keyset (`before` an id). Times in Oman's time zone.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { KeysetPager } from "~/components/staff/keyset-pager";
import { STAFF_TIME_SECONDS } from "~/utils/staff-time";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { AUDIT_PAGE_SIZE, listAudit } from "~/models/audit.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { auditFilterFrom } from "~/forms/staff";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Audit log");

export const headers = staffHeaders;

/** Action prefixes offered in the filter (any other prefix typed into the field works too). */
const ACTION_PREFIXES = [
  "staff.sign-in",
  "staff.sign-in.refused",
  "staff.setup",
  "staff.invite",
  "staff.roles",
  "staff.disable",
  "staff.enable",
  "staff.unlock",
  "staff.",
  "inbox.",
  "inbox.reply",
  "inbox.export",
  "document.",
  "application.",
  "application.cv-download",
  "application.delete",
  "mail.",
  "solution.",
  "category.",
  "process.",
  "plant.",
  "vacancy.",
  "post.",
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, ["admin"]);
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  const { entries, more } = await listAudit(filter);
  const query = (before?: number) => {
    const params = new URLSearchParams();
    if (filter.action) params.set("action", filter.action);
    if (filter.actor) params.set("actor", filter.actor);
    if (before) params.set("before", String(before));
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  return json(
    {
      pageSize: AUDIT_PAGE_SIZE,
      filter: { action: filter.action ?? "", actor: filter.actor ?? "" },
      paged: Boolean(filter.before),
      newestHref: `/staff/audit${query()}`,
      olderHref: more && entries.length ? `/staff/audit${query(entries[entries.length - 1].id)}` : null,
      entries: entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        time: STAFF_TIME_SECONDS.format(entry.at),
        actor: entry.actorEmail,
        action: entry.action,
        target: entry.targetKind ? `${entry.targetKind} ${entry.targetId ?? ""}`.trim() : "",
        ip: entry.ip ?? "",
        details: entry.details ?? "",
        requestId: entry.requestId ?? "",
      })),
    },
    { headers: cacheHeaders("private") },
  );
}

export default function StaffAudit() {
  const { pageSize, filter, entries, olderHref, newestHref, paged } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="audit-heading" title="Audit log" level={1}>
        <p className="mt-1 text-sm text-slate-700">Newest first, {pageSize} to a page. Times are Oman time (Asia/Muscat).</p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" role="search" aria-label="Filter the audit log">
          <TextField label="Action starts with" name="action" defaultValue={filter.action} list="audit-actions" key={`a-${filter.action}`} wrapperClassName="w-56" />
          <datalist id="audit-actions">
            {ACTION_PREFIXES.map((prefix) => (
              <option key={prefix} value={prefix} />
            ))}
          </datalist>
          <TextField label="Actor e-mail" name="actor" type="email" defaultValue={filter.actor} key={`b-${filter.actor}`} wrapperClassName="w-64" />
          <Button type="submit">Filter</Button>
          {filter.action || filter.actor ? (
            <Link to="/staff/audit" className="py-2 text-sm font-semibold text-brand-800 underline">
              Clear filters
            </Link>
          ) : null}
        </Form>
      </StaffPanel>
      <StaffPanel id="entries-heading" title="Entries" hidden>
        {entries.length ? (
          <StaffTable columns={["Time", "Actor", "Action", "Target", "IP", "Details", "Request id"]}>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top" data-testid="audit-entry">
                <td className="whitespace-nowrap py-2 pe-4">
                  <time dateTime={entry.at}>{entry.time}</time>
                </td>
                <td className="py-2 pe-4 break-all">{entry.actor}</td>
                <td className="py-2 pe-4 font-mono">{entry.action}</td>
                <td className="py-2 pe-4">{entry.target}</td>
                <td className="py-2 pe-4 font-mono">{entry.ip}</td>
                <td className="py-2 pe-4 font-mono text-xs break-all">{entry.details}</td>
                <td className="py-2 font-mono text-xs break-all">{entry.requestId}</td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="text-slate-800">No entries match.</p>
        )}
        <KeysetPager label="Audit log pages" what="entries" newestHref={paged ? newestHref : null} olderHref={olderHref} />
      </StaffPanel>
    </div>
  );
}
