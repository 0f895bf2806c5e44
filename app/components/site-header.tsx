/** The public header: logo → /, the flag, the main navigation (a slide-in menu on small screens) and the profile menu. */
import { Link, NavLink } from "@remix-run/react";
import { useRef } from "react";
import { CloseIcon, Logo, MenuIcon, OmanFlag } from "./icons";
import { MAIN_NAVIGATION } from "./navigation";
import { ProfileMenu } from "./profile-menu";
import { useDetailsDismiss } from "./disclosure";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-800 hover:text-brand-800"}`;

function MobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="group md:hidden">
      <summary className="rounded-md p-2 text-slate-800 hover:bg-slate-100" aria-label="Open menu">
        <MenuIcon className="size-6" />
      </summary>
      <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" />
      <nav
        aria-label="Main"
        className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl motion-safe:animate-[slide-in_150ms_ease-out]"
      >
        <div className="mb-4 flex items-center justify-between">
          <Logo className="text-sm" />
          <button
            type="button"
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
            aria-label="Close menu"
            onClick={() => {
              if (ref.current) ref.current.open = false;
            }}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileMenu />
        <Link to="/" aria-label="Sahel Specialty Chemicals — home" className="shrink-0">
          <Logo className="text-sm sm:text-base" />
        </Link>
        <span className="hidden sm:inline-flex" title="Made in Oman">
          <OmanFlag />
        </span>
        <nav aria-label="Main" className="ms-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto md:ms-2">
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
