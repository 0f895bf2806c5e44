/** An application's events as the timeline shows them: who, what, and a note's or message's own words. */
import { eventDetails, timelineEntries, type TimelineEntry } from "~/components/staff/timeline";
import { STAGE_LABELS, isStage } from "~/forms/applications";
import type { getApplication } from "~/models/applications.server";

type ApplicationEvent = NonNullable<Awaited<ReturnType<typeof getApplication>>>["events"][number];

const stageName = (value: unknown) => (isStage(value) ? STAGE_LABELS[value] : "?");

function whatOf(event: ApplicationEvent) {
  const details = eventDetails(event);
  switch (event.type) {
    case "received":
      return "Application received";
    case "stage":
      return `Stage changed: ${stageName(details.from)} → ${stageName(details.to)}`;
    case "note":
      return "Note";
    case "cv_download":
      return "CV downloaded";
    case "message":
      return `Applicant told of the stage ${stageName(details.stage)} by e-mail${event.body ? ", with this message" : ""}`;
  }
}

export function timelineOf(events: ApplicationEvent[]): TimelineEntry[] {
  return timelineEntries(events, {
    what: whatOf,
    nobody: (event) => (event.type === "received" ? "The applicant" : "The site"),
    withBody: ["note", "message"],
  });
}
