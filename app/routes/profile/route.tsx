/** The profile layout (/profile): a top bar (logo, search, two menus) and a sidebar with the menu links; sign-in required. */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { Link, NavLink } from "~/i18n/link";
import { useLocalizedRouteLoaderData, useT } from "~/i18n/react";
import { HeroSearch } from "~/components/hero-search";
import { Logo, MenuIcon, UserIcon } from "~/components/icons";
import { MAIN_NAVIGATION, PROFILE_MENU } from "~/components/navigation";
import { ProfileMenu } from "~/components/profile-menu";
import { ErrorScreen, errorDetails } from "~/components/error-screen";
import { richText } from "./rich-text";
import { displayName } from "~/models/users.server";
import { requireUser } from "~/utils/auth.server";
import { avatarUrl } from "~/utils/avatar-upload.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { cacheHeaders } from "~/utils/cache-headers.server";

/** Errors render in this layout: a thrown 503 keeps its Retry-After. */
export const headers = retryAfterHeaders;

export const handle = { i18n: ["profile"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, setCookie } = await requireUser(request);
  const headers: HeadersInit = { ...cacheHeaders("private") };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return json(
    { user: { name: displayName(user), avatarUrl: avatarUrl(user.avatarPath) } },
    { headers },
  );
}

function Avatar({ url }: { url: string | null }) {
  if (url) return <img src={url} alt="" className="size-12 rounded-full object-cover" width={48} height={48} />;
  return (
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-900">
      <UserIcon className="size-6" />
    </span>
  );
}

function ProfileShell({ children }: { children: React.ReactNode }) {
  const data = useLocalizedRouteLoaderData<typeof loader>("routes/profile");
  const t = useT("common");
  const tp = useT("profile");
  // The document shelf (and its site pack below it) follows Saved: the account's own pages, then its settings.
  const pages = PROFILE_MENU.flatMap((item) => {
    const page = { to: item.to as string, label: t(item.key) };
    return item.to === "/profile/saved" ? [page, { to: "/profile/documents", label: tp("documents.nav") }] : [page];
  });
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to="/" aria-label={t("homeLink")}>
            <Logo className="text-sm" />
          </Link>
          <div className="order-3 w-full sm:order-none sm:ms-6 sm:w-auto sm:flex-1">
            <HeroSearch />
          </div>
          <details className="relative ms-auto">
            <summary className="flex items-center rounded-full p-2 text-slate-800 hover:bg-slate-100" aria-label={tp("layout.siteMenu")}>
              <MenuIcon className="size-6" />
            </summary>
            <ul className="absolute end-0 z-40 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100">
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          <ProfileMenu />
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row">
        <aside className="md:w-64" aria-label={tp("layout.profile")}>
          <div className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm">
            <Avatar url={data?.user.avatarUrl ?? null} />
            <p className="min-w-0 break-words font-semibold text-slate-900">
              {data
                ? richText(tp("layout.welcomeName"), { name: <span data-testid="welcome-name">{data.user.name}</span> })
                : tp("layout.welcome")}
            </p>
          </div>
          <nav aria-label={tp("layout.pages")} className="mt-4 rounded-lg bg-white p-2 shadow-sm">
            <ul>
              {pages.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to !== "/profile/documents"}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm ${isActive ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-800 hover:bg-slate-100"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id="main" className="flex-1 rounded-lg bg-white p-6 shadow-sm">
          {children}
        </main>
      </div>
    </div>
  );
}

export default function ProfileLayout() {
  return (
    <ProfileShell>
      <Outlet />
    </ProfileShell>
  );
}

export function ErrorBoundary() {
  return (
    <ProfileShell>
      <ErrorScreen {...errorDetails(useRouteError())} />
    </ProfileShell>
  );
}
