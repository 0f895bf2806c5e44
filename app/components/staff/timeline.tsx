/**
 * A submission's or application's timeline on the staff side, oldest first: who (a colleague's address, or the
 * requester/the site), what happened, when (Oman time), and a note's or reply's text kept as it was written.
 */
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
