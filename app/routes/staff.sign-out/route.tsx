/**
 * Staff sign-out (POST only): the session ends in the database and the cookie is cleared; a GET goes back to /staff.
 * A signed-in member's sign-out carries the session's form key like every staff form (a page elsewhere cannot sign
 * them out); without a live session there is nothing to protect and the cookie is simply cleared.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readGuardedForm, STALE_FORM_MESSAGE } from "~/forms/action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import { getStaff, signOutStaff } from "~/utils/staff-auth.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export function loader() {
  return redirect("/staff");
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await getStaff(request);
  const guarded = member ? await readStaffForm(request, member) : await readGuardedForm(request, { rateLimit: "auth" });
  // The header's form has no page of its own to show a refusal on: back to the workspace with the reason.
  if (!guarded.ok) return guarded.status === 400 ? redirectWithError("/staff", STALE_FORM_MESSAGE) : guarded.response;
  return redirectWithSuccess("/staff/sign-in", "You have been signed out.", { headers: { "Set-Cookie": await signOutStaff(request) } });
}
