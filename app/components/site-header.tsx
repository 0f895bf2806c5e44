/**
 * The public header: logo → home, the flag, the main navigation (a slide-in menu on small screens), the language
 * switch, the quote basket with its count and the profile menu.
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Link, NavLink } from "~/i18n/link";
import { useRef } from "react";
import { useLocale, useT } from "~/i18n/react";
import { unlocalizedPath } from "~/i18n/locales";
import type { loader as rootLoader } from "~/root";
import { BasketIcon, CloseIcon, Logo, MenuIcon, OmanFlag } from "./icons";
import { MAIN_NAVIGATION } from "./navigation";
import { ProfileMenu } from "./profile-menu";
import { useDetailsDismiss } from "./disclosure";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-800 hover:text-brand-800"}`;

function MainLinks() {
  const t = useT("common");
  return MAIN_NAVIGATION.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
        {t(item.key)}
      </NavLink>
    </li>
  ));
}

/**
 * The same page, query and filters in the other language. A document load through /language/…, which remembers the
 * choice; its text is in the language it leads to.
 */
function LanguageSwitch() {
  const t = useT("common");
  const other = useLocale() === "ar" ? "en" : "ar";
  const { pathname, search } = useLocation();
  const next = unlocalizedPath(pathname) + search;
  return (
    <a
      href={`/language/${other}?next=${encodeURIComponent(next)}`}
      lang={other}
      hrefLang={other}
      className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 hover:text-brand-800"
    >
      {t("language.switchTo")}
    </a>
  );
}

/**
 * The quote basket and how many lines it holds: its icon and count (words beside them made the main menu wrap at
 * 1280 px); the link's accessible name and its tooltip say both.
 */
function BasketLink() {
  const t = useT("common");
  const count = useRouteLoaderData<typeof rootLoader>("root")?.basketCount ?? 0;
  return (
    <Link
      to="/basket"
      aria-label={t("basketLink.count", { count })}
      title={t("basketLink.count", { count })}
      className="relative inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 hover:text-brand-800"
      data-testid="basket-link"
    >
      <BasketIcon className="size-6" />
      {count > 0 ? (
        <span className="absolute -top-1 end-0 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 text-white" data-testid="basket-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The phone menu: a full-height panel over a dimmed page. One <details>, so it opens and closes without
 * JavaScript: its summary is the ☰ button, and while the panel is open the same summary is the panel's close button,
 * drawn in the panel's top corner above it. So focus never leaves the menu's own controls: it stays on the summary,
 * which is now inside the panel, and is there again when the panel closes. With JavaScript, Escape and a click on
 * the dimmed page close it too, and Tab goes round the panel's controls (useDetailsDismiss).
 *
 * The header is opaque and has no backdrop filter: a filter makes the header the containing block of the panel's
 * `position: fixed`, and the panel was then only as tall as the header, its links spilling over the page below.
 */
function MobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref, { trapFocus: true });
  const t = useT("common");
  return (
    <details ref={ref} className="group md:hidden" data-mobile-menu="">
      <summary className="relative z-[60] rounded-md p-2 text-slate-800 hover:bg-slate-100 group-open:fixed group-open:top-3 group-open:start-[calc(min(18rem,85vw)_-_3.25rem)]">
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
        <span className="sr-only group-open:hidden">{t("menu.open")}</span>
        <span className="sr-only hidden group-open:inline">{t("menu.close")}</span>
      </summary>
      <div className="fixed inset-0 z-40 bg-slate-900/50" aria-hidden="true" data-dismiss="" />
      <nav
        aria-label={t("menu.main")}
        className="fixed inset-y-0 start-0 z-50 flex h-dvh w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl motion-safe:animate-[slide-in_150ms_ease-out]"
      >
        <div className="mb-4 flex h-10 items-center pe-12">
          <Logo className="text-sm" />
        </div>
        <ul className="flex flex-col gap-1">
          <MainLinks />
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const t = useT("common");
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileMenu />
        <Link to="/" aria-label={t("homeLink")} className="min-w-0">
          <Logo className="text-sm sm:text-base" />
        </Link>
        <span className="hidden sm:inline-flex" title={t("madeInOman")}>
          <OmanFlag />
        </span>
        <nav aria-label={t("menu.main")} className="ms-auto hidden md:block">
          <ul className="flex items-center gap-1">
            <MainLinks />
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 md:ms-2">
          <LanguageSwitch />
          <BasketLink />
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
