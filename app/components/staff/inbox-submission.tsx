/**
 * An inbox item's submission as the requester sent it (every field of its form), its solution with a link to the
 * public page, and the same verified account's earlier submissions.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS } from "~/forms/inbox";
import type { InboxKind, InboxStatus } from "~/db/schema";

export interface EarlierSubmission {
  id: number;
  kind: InboxKind;
  reference: string;
  status: InboxStatus;
  received: string;
}

interface Props {
  fields: { label: string; value: string; long?: boolean }[];
  solution: { id: number; name: string } | null;
  countryName: string | null;
  language: string;
  signedIn: boolean;
  earlier: EarlierSubmission[];
}

function Row({ label, long, children }: { label: string; long?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-x-6 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className={long ? "whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-900" : "break-words text-slate-900"}>{children}</dd>
    </div>
  );
}

export function InboxSubmission({ fields, solution, countryName, language, signedIn, earlier }: Props) {
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Submission</h2>
      <dl className="mt-2 grid gap-y-2">
        {solution ? (
          <Row label="Solution">
            <Link to={`/solution/${solution.id}`} className="text-brand-800 underline">
              {solution.name}
            </Link>
          </Row>
        ) : null}
        {fields.map((field) => (
          <Row key={field.label} label={field.label} long={field.long}>
            {field.value || "—"}
          </Row>
        ))}
        {countryName && !fields.some((field) => /country/i.test(field.label)) ? <Row label="Country">{countryName}</Row> : null}
        <Row label="Language">{language}</Row>
        <Row label="Sent by">{signedIn ? "A signed-in, verified account" : "A visitor (not signed in)"}</Row>
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Earlier submissions from this account</h2>
      {earlier.length ? (
        <ul className="mt-2 space-y-1">
          {earlier.map((row) => (
            <li key={row.id}>
              <Link to={`/staff/inbox/${row.id}`} className="font-semibold text-brand-800 underline">
                {row.reference}
              </Link>{" "}
              · {INBOX_KIND_LABELS[row.kind]} · {row.received} · {INBOX_STATUS_LABELS[row.status]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">{signedIn ? "None you can see." : "None known: it was not sent from a signed-in account."}</p>
      )}
    </>
  );
}
