/** Log out: a POST revokes the session's tokens on the server, clears the cookie and goes to sign-in; the GET page offers the button. */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { Button } from "~/components/ui/button";
import { requireUserId, signOut } from "~/utils/auth.server";

export const handle = { i18n: ["profile", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [{ title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Log out")) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return json({ meta: await localizedTitle(request, "profile", "logout.title") });
}

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/auth/login", { headers: { "Set-Cookie": await signOut(request) } });
}

export default function Logout() {
  const t = useT("profile");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("logout.title")}</h1>
      <p className="mt-2 text-slate-700">{t("logout.intro")}</p>
      <Form method="post" className="mt-4">
        <Button type="submit">{t("logout.submit")}</Button>
      </Form>
    </>
  );
}
