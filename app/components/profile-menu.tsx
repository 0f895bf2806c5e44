/**
 * The profile icon and its menu. Signed out it offers Sign in and Register, each coming back to this page afterwards;
 * signed in, the account's pages and Log out, a POST, so a link prefetch can never sign anyone out.
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { useRef } from "react";
import type { loader as rootLoader } from "~/root";
import { UserIcon } from "./icons";
import { PROFILE_MENU } from "./navigation";
import { useDetailsDismiss } from "./disclosure";
import { useT } from "~/i18n/react";

const itemClass = "block w-full px-4 py-2 text-start text-sm text-slate-800 hover:bg-slate-100";

export function ProfileMenu({ align = "end" }: { align?: "start" | "end" }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  const t = useT("common");
  const { pathname, search } = useLocation();
  const signedIn = useRouteLoaderData<typeof rootLoader>("root")?.signedIn ?? false;
  // Signed out: sign-in and registration, each carrying this page (its language prefix included) to come back to.
  const back = `?${new URLSearchParams({ redirectTo: pathname + search })}`;
  const links = signedIn
    ? PROFILE_MENU
    : [
        { key: "profileNav.signIn", to: `/auth/login${back}` },
        { key: "profileNav.register", to: `/auth/register${back}` },
      ] as const;
  return (
    <details ref={ref} className="relative">
      <summary className="flex items-center rounded-full p-2 text-slate-800 hover:bg-slate-100" aria-label={t("menu.profile")}>
        <UserIcon className="size-6" />
      </summary>
      <div
        className={`absolute z-40 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${align === "end" ? "end-0" : "start-0"}`}
      >
        <ul>
          {links.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={itemClass}>
                {t(item.key)}
              </Link>
            </li>
          ))}
          {signedIn ? (
            <li>
              <Form method="post" action="/profile/logout">
                <button type="submit" className={itemClass}>
                  {t("profileNav.logOut")}
                </button>
              </Form>
            </li>
          ) : null}
        </ul>
      </div>
    </details>
  );
}
