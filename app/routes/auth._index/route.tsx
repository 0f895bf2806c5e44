/** /auth itself has no screen: go to sign-in. */
import { redirect } from "@remix-run/node";

export function loader() {
  return redirect("/auth/login");
}
