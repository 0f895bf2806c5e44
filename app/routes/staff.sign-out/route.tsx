/** Staff sign-out (POST only): the session ends in the database and the cookie is cleared; a GET goes back to /staff. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readGuardedForm } from "~/forms/action.server";
import { signOutStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export function loader() {
  return redirect("/staff");
}

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  return redirectWithSuccess("/staff/sign-in", "You have been signed out.", { headers: { "Set-Cookie": await signOutStaff(request) } });
}
