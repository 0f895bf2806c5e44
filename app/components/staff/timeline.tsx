/**
 * A submission's or application's timeline on the staff side, oldest first: who (a colleague's address, or the
 * requester/the site), what happened, when (Oman time), and a note's or reply's text kept as it was written.
 */
import { STAFF_TIME } from "~/utils/staff-time";

export interface TimelineEntry {
  id: number;
  time: string;
  /** ISO time for <time dateTime>. */
  at: string;
  who: string;
  what: string;
  body?: string | null;
}

export function Timeline({ entries, label = "Timeline" }: { entries: TimelineEntry[]; label?: string }) {
  if (!entries.length) return <p className="text-slate-800">Nothing happened yet.</p>;
  return (
    <ol aria-label={label} className="space-y-4 border-s-2 border-slate-200 ps-4">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="timeline-entry">
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at}>{entry.time}</time> · {entry.who}
          </p>
          <p className="font-semibold text-slate-900">{entry.what}</p>
          {entry.body ? <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-800">{entry.body}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** What every stored timeline event has (inbox_events, application_events). */
interface StoredEvent {
  id: number;
  type: string;
  at: Date;
  actorEmail: string;
  body: string | null;
  details: string | null;
}

/** An event's `details` JSON as an object ({} when absent or unreadable). */
export function eventDetails(event: { details: string | null }): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(event.details ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Stored events as timeline entries: Oman time, the colleague's address or `nobody(event)` for the requester or the
 * site, `what` in words, and the text of the event types whose own words are kept (`withBody`).
 */
export function timelineEntries<E extends StoredEvent>(
  events: readonly E[],
  { what, nobody, withBody }: { what: (event: E) => string; nobody: (event: E) => string; withBody: readonly string[] },
): TimelineEntry[] {
  return events.map((event) => ({
    id: event.id,
    at: event.at.toISOString(),
    time: STAFF_TIME.format(event.at),
    who: event.actorEmail || nobody(event),
    what: what(event),
    body: withBody.includes(event.type) ? event.body : null,
  }));
}
