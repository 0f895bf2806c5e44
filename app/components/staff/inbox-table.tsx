/** The inbox list's table: one row per request or message, its reference linking to the item's page. */
import { StaffTable } from "./staff-table";
import { Link } from "@remix-run/react";
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS } from "~/forms/inbox";
import type { InboxKind, InboxStatus } from "~/db/schema";

interface InboxListRow {
  id: number;
  kind: InboxKind;
  reference: string;
  received: string;
  at: string;
  name: string;
  company: string;
  email: string;
  solution: string | null;
  country: string | null;
  status: InboxStatus;
  assignee: string | null;
}

const HEADINGS = ["Reference", "Kind", "Received", "Name and company", "E-mail", "Solution", "Country", "Status", "Assignee"];

export function InboxTable({ rows }: { rows: InboxListRow[] }) {
  if (!rows.length) return <p className="text-slate-800">Nothing matches these filters.</p>;
  return (
    <StaffTable columns={HEADINGS} caption="Requests and messages, newest first">
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200 align-top" data-testid="inbox-row">
          <th scope="row" className="py-2 pe-4 text-start font-semibold">
            <Link to={`/staff/inbox/${row.id}`} className="whitespace-nowrap text-brand-800 underline">
              {row.reference}
            </Link>
          </th>
          <td className="py-2 pe-4">{INBOX_KIND_LABELS[row.kind]}</td>
          <td className="whitespace-nowrap py-2 pe-4">
            <time dateTime={row.at}>{row.received}</time>
          </td>
          <td className="py-2 pe-4">
            {row.name}
            {row.company ? <span className="block text-slate-700">{row.company}</span> : null}
          </td>
          <td className="break-all py-2 pe-4">{row.email}</td>
          <td className="py-2 pe-4">{row.solution ?? "—"}</td>
          <td className="py-2 pe-4">{row.country ?? "—"}</td>
          <td className="whitespace-nowrap py-2 pe-4" data-testid="inbox-status">
            {INBOX_STATUS_LABELS[row.status]}
          </td>
          <td className="break-all py-2">{row.assignee ?? "Nobody"}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
