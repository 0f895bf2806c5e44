/** An inbox item's events as the Timeline shows them: who, what (in words), when in Oman time, and a note's or reply's text. */
import { eventDetails, timelineEntries, type TimelineEntry } from "~/components/staff/timeline";
import { INBOX_STATUS_LABELS } from "~/forms/inbox";
import type { InboxEvent } from "~/models/inbox.server";

const statusLabel = (value: unknown) => (typeof value === "string" && value in INBOX_STATUS_LABELS ? INBOX_STATUS_LABELS[value as keyof typeof INBOX_STATUS_LABELS] : "?");
const text = (value: unknown) => (typeof value === "string" ? value : "");

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
    default:
      return event.type;
  }
}

export function timelineOf(events: InboxEvent[]): TimelineEntry[] {
  return timelineEntries(events, {
    what: whatOf,
    nobody: (event) => (event.type === "received" || event.type === "data_sheet_downloaded" ? "The requester" : "The site"),
    withBody: ["note", "reply"],
  });
}
