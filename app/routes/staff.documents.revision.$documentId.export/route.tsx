/**
 * A revision's recipients and delivery log as CSV (/staff/documents/revision/:documentId/export, sales and admin):
 * those still to be sent it ("Not sent yet"), then each delivery with its status, the SMTP answer of a failure and the
 * first download. Audited before the first byte leaves; an export another site started is refused.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { DELIVERY_STATUS_LABELS, DOCUMENT_KIND_LABELS, DOCUMENT_LANGUAGES, DOCUMENT_ROLES, documentLanguageLabel } from "~/forms/documents";
import { deliveriesOf, getRevision, pendingRecipients, recordRecipientsView } from "~/models/revision-distribution.server";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { csvLine, omanTime } from "~/utils/csv";
import { refuseCrossSiteRequest } from "~/utils/fetch-site.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";

const NOT_FOUND = "No such document.";

export const DELIVERY_CSV_HEADER = [
  "E-mail",
  "Name",
  "Language received",
  "Last received or subscribed (Oman time)",
  "Mail language",
  "Status",
  "Sent (Oman time)",
  "Sent by",
  "SMTP answer",
  "First download (Oman time)",
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  refuseCrossSiteRequest(request, "Download the recipients as CSV");
  const me = await requireStaff(request, DOCUMENT_ROLES);
  const id = parseIdParam(params.documentId, NOT_FOUND);
  const revision = await getRevision(id);
  if (!revision) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const [pending, deliveries] = await Promise.all([revision.current ? pendingRecipients(revision) : Promise.resolve([]), deliveriesOf(revision.id)]);
  await recordRecipientsView(auditActor(me, request), revision.id, "csv");
  const lines = [
    csvLine(DELIVERY_CSV_HEADER),
    ...pending.map((recipient) =>
      csvLine([
        recipient.email,
        recipient.name,
        recipient.subscriptionId === null ? documentLanguageLabel(recipient.receivedLanguage) : "Subscribed",
        omanTime(recipient.receivedAt),
        DOCUMENT_LANGUAGES[recipient.locale],
        "Not sent yet",
        "",
        "",
        "",
        "",
      ]),
    ),
    ...deliveries.map((delivery) =>
      csvLine([
        delivery.email,
        delivery.name,
        documentLanguageLabel(delivery.receivedLanguage),
        "",
        DOCUMENT_LANGUAGES[delivery.locale],
        DELIVERY_STATUS_LABELS[delivery.status],
        omanTime(delivery.sentAt),
        delivery.sentBy,
        delivery.smtpAnswer,
        delivery.downloadedAt ? omanTime(delivery.downloadedAt) : "",
      ]),
    ),
  ];
  const name = `${DOCUMENT_KIND_LABELS[revision.kind]}-${revision.solutionId}-${revision.language}-${revision.revisionDate}-recipients.csv`;
  return new Response(`\uFEFF${lines.join("")}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": CACHE_CONTROL.private,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
