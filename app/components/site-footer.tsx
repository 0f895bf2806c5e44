/** The public footer: company, contact, the main links and the privacy notice. */
import { Link } from "~/i18n/link";
import { CONTACT_INFORMATION } from "~/content/contact-details";
import { useT } from "~/i18n/react";
import { MAIN_NAVIGATION } from "./navigation";

export function SiteFooter() {
  const t = useT("common");
  return (
    <footer className="mt-16 border-t border-slate-200 bg-sand-50 pb-20">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-brand-900">{t("legalName")}</p>
          <p className="mt-2 text-sm text-slate-700">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("menu.footer")}>
          <ul className="space-y-1 text-sm">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-slate-800 underline-offset-2 hover:underline">
                  {t(item.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/blog" className="text-slate-800 hover:underline">
                {t("nav.blog")}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="text-slate-800 hover:underline">
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </nav>
        <address className="text-sm not-italic text-slate-800">
          <p>{t("footer.officeAddress")}</p>
          {/* Two stacked links, each a target of at least 24 × 24 px (WCAG 2.2, 2.5.8) rather than its 20 px line of
              text; the margin above gives back the 2 px of padding, so the e-mail address stays where it was. */}
          <p className="mt-1.5">
            <a href={CONTACT_INFORMATION.email.href} className="inline-block py-0.5 underline">
              {CONTACT_INFORMATION.email.display}
            </a>
          </p>
          <p>
            <a href={CONTACT_INFORMATION.phones[0].href} className="inline-block py-0.5 underline" dir="ltr">
              {CONTACT_INFORMATION.phones[0].display}
            </a>
          </p>
        </address>
      </div>
      <p className="text-center text-xs text-slate-700">© {new Date().getFullYear()} {t("legalName")}</p>
    </footer>
  );
}
