/** The profile icon and its menu; Log out is a POST, so a link prefetch can never sign anyone out. */
import { Form, Link } from "~/i18n/link";
import { useRef } from "react";
import { UserIcon } from "./icons";
import { PROFILE_MENU } from "./navigation";
import { useDetailsDismiss } from "./disclosure";
import { useT } from "~/i18n/react";

export function ProfileMenu({ align = "end" }: { align?: "start" | "end" }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  const t = useT("common");
  return (
    <details ref={ref} className="relative">
      <summary className="flex items-center rounded-full p-2 text-slate-800 hover:bg-slate-100" aria-label={t("menu.profile")}>
        <UserIcon className="size-6" />
      </summary>
      <div
        className={`absolute z-40 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${align === "end" ? "end-0" : "start-0"}`}
      >
        <ul>
          {PROFILE_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100">
                {t(item.key)}
              </Link>
            </li>
          ))}
          <li>
            <Form method="post" action="/profile/logout">
              <button type="submit" className="block w-full px-4 py-2 text-start text-sm text-slate-800 hover:bg-slate-100">
                {t("profileNav.logOut")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
