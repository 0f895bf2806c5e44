import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";

/** The bar at the foot of the home page that opens "What are We doing?" (about-overlay.tsx, loaded when opened). */
export function AboutBar({ href }: { href: string }) {
  const t = useT("home");
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 px-4 py-3 text-center">
      <Link to={href} preventScrollReset className="font-semibold text-white underline-offset-4 hover:underline">
        {t("about.open")}
      </Link>
    </div>
  );
}
