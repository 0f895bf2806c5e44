/**
 * A solution's picture upload (POST /staff/solutions/:id/picture, editor and admin): streamed and capped
 * (IMAGE_MAX_BYTES), PNG/JPEG/WebP by content, stripped of metadata (image-upload.server.ts), stored in the database
 * under its hash and made the solution's image in one audited transaction. Either way the answer is a redirect to the
 * solution's page with a toast; a GET goes there too.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkRateLimit, STALE_FORM_MESSAGE } from "~/forms/action.server";
import { CONTENT_MESSAGES } from "~/forms/content";
import { SOLUTION_MESSAGES, SOLUTION_ROLES } from "~/forms/solutions";
import { setSolutionPicture } from "~/models/solutions-editor.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { receivePicture } from "~/utils/image-upload.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, isStaffFormKey, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { discardRequestBody } from "~/utils/upload.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, SOLUTION_ROLES);
  const id = parseIdParam(params.id, CONTENT_MESSAGES.missing("solution"));
  return redirect(`/staff/solutions/${id}`);
}

/** The guard order by hand, as the body is an upload: who → which → remote → rate limit → the file → the form key → store. */
export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, SOLUTION_ROLES);
  let id: number;
  try {
    id = parseIdParam(params.id, CONTENT_MESSAGES.missing("solution"));
  } catch (refusal) {
    discardRequestBody(request);
    throw refusal;
  }
  const back = `/staff/solutions/${id}`;
  if (contentIsRemote()) {
    discardRequestBody(request);
    return redirectWithError(back, CONTENT_MESSAGES.remote);
  }
  const limited = await checkRateLimit(request, "staff", `staff:${me.id}`);
  const upload = await receivePicture(request);
  if (limited) return redirectWithError(back, await limited.text());
  if (!isStaffFormKey(me, upload.fields[STAFF_FORM_KEY_FIELD_NAME] ?? null)) return redirectWithError(back, STALE_FORM_MESSAGE);
  if (!upload.ok) return redirectWithError(back, upload.fileError ?? upload.formError ?? CONTENT_MESSAGES.imageMissing);
  const url = await setSolutionPicture(id, upload.picture, auditActor(me, request));
  if (!url) throw new Response(CONTENT_MESSAGES.missing("solution"), { status: 404, statusText: "Not Found" });
  return redirectWithSuccess(back, SOLUTION_MESSAGES.pictureSaved);
}
