/**
 * An inbox item's events as the Timeline shows them: who, what (in words), when in Oman time, and the text typed with
 * it (a note, a reply, an answer's note or a sample's reason for declining).
 */
import { eventDetails, timelineEntries, type TimelineEntry } from "~/components/staff/timeline";
import { SAMPLE_STATUS_LABELS, unitLabel } from "~/components/staff/basket-request";
import type { SampleStatus } from "~/content/basket";
import { INBOX_STATUS_LABELS } from "~/forms/inbox";
import type { InboxEvent } from "~/models/inbox.server";

const statusLabel = (value: unknown) => (typeof value === "string" && value in INBOX_STATUS_LABELS ? INBOX_STATUS_LABELS[value as keyof typeof INBOX_STATUS_LABELS] : "?");
const text = (value: unknown) => (typeof value === "string" ? value : "");
const number = (value: unknown) => (typeof value === "number" ? String(value) : "?");
const sampleLabel = (value: unknown) => (typeof value === "string" && value in SAMPLE_STATUS_LABELS ? SAMPLE_STATUS_LABELS[value as SampleStatus] : "?");

/** An answer as the timeline tells it: "120.5 USD per t, valid until 2026-06-30, 14 days", or "cannot offer". */
function answerOf(details: Record<string, unknown>) {
  if (details.answer === "cannot") return "cannot offer";
  return `${number(details.price)} ${text(details.currency)} per ${unitLabel(details.priceUnit)}, valid until ${text(details.validUntil)}, lead time ${number(details.leadTimeDays)} days`;
}

function whatOf(event: InboxEvent) {
  const details = eventDetails(event);
  switch (event.type) {
    case "received":
      return "Received";
    case "status":
      return `Status: ${statusLabel(details.from)} → ${statusLabel(details.to)}`;
    case "assigned":
      return details.to === null || details.to === undefined ? "Assigned to nobody" : `Assigned to ${text(details.toEmail) || "a colleague"}`;
    case "note":
      return "Internal note";
    case "reply":
      return `Reply sent to ${text(details.to)}: ${text(details.subject)}`;
    case "data_sheet_sent":
      return "Data sheet sent";
    case "data_sheet_downloaded":
      return "Data sheet downloaded";
    case "line_answered":
      return `${details.changed ? "Answer changed" : "Answered"}: line ${number(details.line)} (${text(details.solution)}): ${answerOf(details)}`;
    case "quote_sent":
      return `Quote ${details.again ? "sent again" : "sent"} to ${text(details.to)}: ${number(details.offers)} of ${number(details.lines)} lines offered`;
    case "sample":
      return `Sample of line ${number(details.line)} (${text(details.solution)}): ${sampleLabel(details.from)} → ${sampleLabel(details.to)}${
        details.to === "shipped" ? ` with ${text(details.carrier)}, tracking number ${text(details.tracking)}` : ""
      }; the requester was mailed`;
    default:
      return event.type;
  }
}

export function timelineOf(events: InboxEvent[]): TimelineEntry[] {
  return timelineEntries(events, {
    what: whatOf,
    nobody: (event) => (event.type === "received" || event.type === "data_sheet_downloaded" ? "The requester" : "The site"),
    withBody: ["note", "reply", "line_answered", "sample"],
  });
}
