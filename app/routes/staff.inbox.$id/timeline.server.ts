/** An inbox item's events as the Timeline shows them: who, what (in words), when in Oman time, and a note's or reply's text. */
import type { TimelineEntry } from "~/components/staff/timeline";
import { INBOX_STATUS_LABELS } from "~/forms/inbox";
import type { InboxEvent } from "~/models/inbox.server";
import { STAFF_TIME } from "~/utils/staff-time";

function detailsOf(event: InboxEvent): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(event.details ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const statusLabel = (value: unknown) => (typeof value === "string" && value in INBOX_STATUS_LABELS ? INBOX_STATUS_LABELS[value as keyof typeof INBOX_STATUS_LABELS] : "?");
const text = (value: unknown) => (typeof value === "string" ? value : "");

function whatOf(event: InboxEvent) {
  const details = detailsOf(event);
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
    default:
      return event.type;
  }
}

export function timelineOf(events: InboxEvent[]): TimelineEntry[] {
  return events.map((event) => ({
    id: event.id,
    time: STAFF_TIME.format(event.at),
    at: event.at.toISOString(),
    who: event.actorEmail || (event.type === "received" || event.type === "data_sheet_downloaded" ? "The requester" : "The site"),
    what: whatOf(event),
    body: event.type === "note" || event.type === "reply" ? event.body : null,
  }));
}
