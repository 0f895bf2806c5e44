/**
 * The inbox as CSV (/staff/inbox/export?<the list's filters>): the same rows the list shows the member, newest first,
 * streamed, at most 100,000. The export is audited (inbox.export, with its filter) before the first byte leaves; so an
 * export another site started is refused (fetch-site.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { INBOX_MESSAGES, INBOX_ROLES, inboxFilterFrom, visibleKinds } from "~/forms/inbox";
import { recordInboxExport } from "~/models/inbox.server";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { refuseCrossSiteRequest } from "~/utils/fetch-site.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { omanTime } from "~/utils/csv";
import { inboxCsvStream } from "./csv.server";

export async function loader({ request }: LoaderFunctionArgs) {
  refuseCrossSiteRequest(request, "Download the inbox as CSV");
  const me = await requireStaff(request, INBOX_ROLES);
  const { filter, values, searchError } = inboxFilterFrom(new URL(request.url).searchParams, visibleKinds(me.roles), me.id);
  if (searchError) return new Response(INBOX_MESSAGES.searchTooShort, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.private } });
  // The export starts at the newest row whatever page the list was on.
  const everything = { ...filter, before: undefined };
  await recordInboxExport(auditActor(me, request), Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")));
  const day = omanTime(new Date()).slice(0, 10);
  return new Response(inboxCsvStream(everything), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      "Cache-Control": CACHE_CONTROL.private,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
