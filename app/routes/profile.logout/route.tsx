/** Log out: a POST ends the session and goes to sign-in; the GET page offers the button. */
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { getSession, sessionStorage } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Log out") }, { name: "robots", content: "noindex" }];

export async function action({ request }: { request: Request }) {
  const session = await getSession(request);
  return redirect("/auth/login", { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}

export default function Logout() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Log out</h1>
      <Form method="post" className="mt-4">
        <Button type="submit">Log out</Button>
      </Form>
    </>
  );
}
