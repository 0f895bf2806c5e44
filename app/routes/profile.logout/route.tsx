/** Log out: a POST revokes the session's tokens on the server, clears the cookie and goes to sign-in; the GET page offers the button. */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "~/i18n/link";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { requireUserId, signOut } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Log out") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/auth/login", { headers: { "Set-Cookie": await signOut(request) } });
}

export default function Logout() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Log out</h1>
      <p className="mt-2 text-slate-700">Sign out of your account on this device.</p>
      <Form method="post" className="mt-4">
        <Button type="submit">Log out</Button>
      </Form>
    </>
  );
}
