/**
 * "Send data sheet" (POST /staff/inbox/:id/data-sheet, sales and admin): mails the requester of an MSDS or
 * TDS request a signed, expiring link to the current revision, marks the request answered, and goes back to the
 * request with a toast. The request's page renders the button; a GET here just goes back there.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import { sendDataSheet } from "~/models/data-sheets.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

const SEND_ROLES = ["sales", "admin"] as const;
const NOT_FOUND = "No such request.";

const LABEL = { msds: "MSDS", tds: "TDS" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, SEND_ROLES);
  const id = parseIdParam(params.id, NOT_FOUND);
  return redirect(`/staff/inbox/${id}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, SEND_ROLES);
  const id = parseIdParam(params.id, NOT_FOUND);
  const guarded = await readStaffForm(request, me);
  // A refusal (no or a stale form key, the rate limit, the body limit) goes back to the request's page with its
  // message: this route has no page of its own, and without JavaScript a form answer here would show as bare JSON.
  if (!guarded.ok) return redirectWithError(`/staff/inbox/${id}`, guarded.answer?.formError ?? STALE_FORM_MESSAGE);
  const sent = await sendDataSheet(auditActor(me, request), id);
  if (!sent.ok && sent.reason === "missing") throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  if (!sent.ok && sent.reason === "no-document") {
    return redirectWithError(
      `/staff/inbox/${id}`,
      `No ${LABEL[sent.kind]} for this solution in the document library yet. Upload one under Documents first.`,
    );
  }
  if (!sent.ok) return redirectWithError(`/staff/inbox/${id}`, "The requester's address cannot receive mail: the data sheet was not sent.");
  return redirectWithSuccess(
    `/staff/inbox/${id}`,
    `${LABEL[sent.kind]} sent to ${sent.to}. The link works until ${STAFF_TIME.format(sent.expiresAt)}.`,
  );
}
