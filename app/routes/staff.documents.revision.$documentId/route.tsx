/**
 * One revision's recipients (/staff/documents/revision/:documentId, sales and admin): who had the document in the
 * last 12 months and is still to get this revision, the button that sends it to them all (a plain POST, so it works
 * without JavaScript; pressed twice, it sends nobody a second copy), and the delivery log (queued, sent, failed with
 * the SMTP answer, first download). Every view is audited, as the page lists people's addresses; the same rows are
 * in the CSV export beside it.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { StaffFormKey } from "~/components/staff/form-key";
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { Button } from "~/components/ui/button";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import { DELIVERY_STATUS_LABELS, DOCUMENT_KIND_LABELS, DOCUMENT_LANGUAGES, DOCUMENT_ROLES, documentLanguageLabel } from "~/forms/documents";
import { readStaffForm } from "~/forms/staff-action.server";
import { deliveriesOf, distributeRevision, getRevision, pendingRecipients, recordRecipientsView } from "~/models/revision-distribution.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { refuseCrossSiteRequest } from "~/utils/fetch-site.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const meta = ({ data }: { data?: { revision: { title: string } } }) => staffMeta(data ? `Recipients: ${data.revision.title}` : "Recipients");

export const headers = staffHeaders;

const NOT_FOUND = "No such document.";
/** The rows the page shows of each list; the CSV has them all. */
const SHOWN = 200;

async function revisionOr404(param: string | undefined) {
  const id = parseIdParam(param, NOT_FOUND);
  const revision = await getRevision(id);
  if (!revision) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return revision;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Each view is audited: a view another site started is refused (with a link to open it here).
  refuseCrossSiteRequest(request, "Open the recipients");
  const me = await requireStaff(request, DOCUMENT_ROLES);
  const revision = await revisionOr404(params.documentId);
  const [pending, deliveries] = await Promise.all([revision.current ? pendingRecipients(revision) : Promise.resolve([]), deliveriesOf(revision.id)]);
  await recordRecipientsView(auditActor(me, request), revision.id, "page");
  const counts = { queued: 0, sent: 0, failed: 0, downloaded: 0 };
  for (const delivery of deliveries) {
    counts[delivery.status] += 1;
    if (delivery.downloadedAt) counts.downloaded += 1;
  }
  return json(
    {
      revision: {
        id: revision.id,
        solutionId: revision.solutionId,
        title: `${DOCUMENT_KIND_LABELS[revision.kind]} of ${revision.solutionName}, ${documentLanguageLabel(revision.language)}, revision ${revision.revisionDate}`,
        solutionName: revision.solutionName,
        changeSummary: revision.changeSummary,
        current: revision.current,
      },
      pending: {
        total: pending.length,
        rows: pending.slice(0, SHOWN).map((recipient) => ({
          email: recipient.email,
          name: recipient.name,
          received:
            recipient.subscriptionId === null
              ? `${documentLanguageLabel(recipient.receivedLanguage)}, ${STAFF_TIME.format(recipient.receivedAt)}`
              : `Subscribed ${STAFF_TIME.format(recipient.receivedAt)}`,
          mailLanguage: DOCUMENT_LANGUAGES[recipient.locale],
        })),
      },
      deliveries: {
        total: deliveries.length,
        counts,
        rows: deliveries.slice(0, SHOWN).map((delivery) => ({
          email: delivery.email,
          name: delivery.name,
          mailLanguage: DOCUMENT_LANGUAGES[delivery.locale],
          sent: `${STAFF_TIME.format(delivery.sentAt)}${delivery.sentBy ? ` by ${delivery.sentBy}` : ""}`,
          status: DELIVERY_STATUS_LABELS[delivery.status],
          smtpAnswer: delivery.smtpAnswer,
          downloaded: delivery.downloadedAt ? STAFF_TIME.format(delivery.downloadedAt) : null,
        })),
      },
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, DOCUMENT_ROLES);
  const id = parseIdParam(params.documentId, NOT_FOUND);
  const here = `/staff/documents/revision/${id}`;
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return redirectWithError(here, guarded.answer?.formError ?? STALE_FORM_MESSAGE);
  const sent = await distributeRevision(auditActor(me, request), id);
  if (!sent.ok && sent.reason === "missing") throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  if (!sent.ok) return redirectWithError(here, "Only the current revision is sent on: a later one of this language has been uploaded since.");
  if (sent.queued === 0) return redirectWithSuccess(here, "Nobody is waiting for this revision: every recipient has been sent it.");
  return redirectWithSuccess(here, `The new revision is queued for ${sent.queued} ${sent.queued === 1 ? "recipient" : "recipients"}. The log below shows each delivery.`);
}

export default function RevisionRecipients() {
  const { revision, pending, deliveries } = useLoaderData<typeof loader>();
  const sending = useNavigation().state === "submitting";
  const { counts } = deliveries;
  return (
    <div className="space-y-6">
      <section aria-labelledby="revision-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <p className="text-sm">
          <Link to={`/staff/documents/${revision.solutionId}`} className="font-medium text-brand-800 underline">
            Back to the documents of {revision.solutionName}
          </Link>
        </p>
        <h1 id="revision-heading" className="mt-2 text-2xl font-bold text-brand-900">
          Recipients: {revision.title}
        </h1>
        <p className="mt-2 text-slate-800">
          <span className="font-semibold">What changed:</span> {revision.changeSummary || "not said on upload."}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Everyone who received this document of this solution in the last 12 months, in this language or having asked for it, gets each new revision
          once (REACH Article 31(9)), in the language they wrote in, with a fresh signed link; so do the accounts subscribed to the solution's data
          sheets, whose mail has a one-click unsubscribe.{" "}
          <a href={`/staff/documents/revision/${revision.id}/export`} className="text-brand-800 underline" download>
            Download the recipients and the delivery log as CSV
          </a>
        </p>
      </section>

      <StaffPanel id="pending-heading" title={`Still to be sent this revision (${pending.total})`}>
        {!revision.current ? (
          <p className="mt-2 text-slate-800">A later revision of this language has been uploaded: that one is sent on, not this.</p>
        ) : pending.total === 0 ? (
          <p className="mt-2 text-slate-800">Nobody: every recipient of the last 12 months has been sent this revision, or had it already.</p>
        ) : (
          <>
            <Form method="post" className="mt-3">
              <StaffFormKey />
              <Button type="submit" disabled={sending}>
                {sending ? "Sending…" : `Send the new revision to ${pending.total} ${pending.total === 1 ? "recipient" : "recipients"}`}
              </Button>
            </Form>
            <StaffTable columns={["E-mail", "Name", "Received", "Mail language"]} caption="Recipients still to be sent this revision" className="mt-4" testId="pending-recipients">
              {pending.rows.map((row) => (
                <tr key={row.email} className="border-t border-slate-200 align-top">
                  <td className="py-2 pe-4 break-all">{row.email}</td>
                  <td className="py-2 pe-4">{row.name}</td>
                  <td className="py-2 pe-4">{row.received}</td>
                  <td className="py-2">{row.mailLanguage}</td>
                </tr>
              ))}
            </StaffTable>
            {pending.total > pending.rows.length ? <p className="mt-2 text-sm text-slate-700">The first {pending.rows.length} are shown; the CSV has all {pending.total}.</p> : null}
          </>
        )}
      </StaffPanel>

      <StaffPanel id="log-heading" title={`Delivery log (${deliveries.total})`}>
        {deliveries.total === 0 ? (
          <p className="mt-2 text-slate-800">This revision has not been sent to anyone yet.</p>
        ) : (
          <>
            <p className="mt-2 text-slate-800" data-testid="delivery-counts">
              {counts.queued} queued, {counts.sent} sent, {counts.failed} failed; {counts.downloaded} downloaded.
            </p>
            <StaffTable columns={["E-mail", "Name", "Mail language", "Sent", "Status", "First download"]} caption="Delivery log" className="mt-4" testId="delivery-log">
              {deliveries.rows.map((row) => (
                <tr key={row.email} className="border-t border-slate-200 align-top">
                  <td className="py-2 pe-4 break-all">{row.email}</td>
                  <td className="py-2 pe-4">{row.name}</td>
                  <td className="py-2 pe-4">{row.mailLanguage}</td>
                  <td className="py-2 pe-4">{row.sent}</td>
                  <td className="py-2 pe-4">
                    {row.status}
                    {row.smtpAnswer ? <span className="block break-all text-xs text-slate-700">{row.smtpAnswer}</span> : null}
                  </td>
                  <td className="py-2">{row.downloaded ?? "Not yet"}</td>
                </tr>
              ))}
            </StaffTable>
            {deliveries.total > deliveries.rows.length ? (
              <p className="mt-2 text-sm text-slate-700">The latest {deliveries.rows.length} are shown; the CSV has all {deliveries.total}.</p>
            ) : null}
          </>
        )}
      </StaffPanel>
    </div>
  );
}
