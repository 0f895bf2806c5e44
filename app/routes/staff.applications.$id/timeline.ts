/** An application's events as the timeline shows them: who, what, and a note's or message's own words. */
import type { TimelineEntry } from "~/components/staff/timeline";
import { STAGE_LABELS, isStage } from "~/forms/applications";
import type { getApplication } from "~/models/applications.server";
import { STAFF_TIME } from "~/utils/staff-time";

type ApplicationEvent = NonNullable<Awaited<ReturnType<typeof getApplication>>>["events"][number];

function detailsOf(event: ApplicationEvent): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(event.details ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stageName = (value: unknown) => (isStage(value) ? STAGE_LABELS[value] : "?");

function whatOf(event: ApplicationEvent) {
  const details = detailsOf(event);
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

export function timelineEntry(event: ApplicationEvent): TimelineEntry {
  return {
    id: event.id,
    at: event.at.toISOString(),
    time: STAFF_TIME.format(event.at),
    who: event.actorEmail || (event.type === "received" ? "The applicant" : "The site"),
    what: whatOf(event),
    body: event.type === "note" || event.type === "message" ? event.body : null,
  };
}
