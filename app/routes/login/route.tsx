/** The old site sent signed-out visitors to /login; the sign-in page lives at /auth/login. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/auth/login${url.search}`, 302);
}
