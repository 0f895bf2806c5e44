/** 'What are We doing?': the full-screen About overlay the bar at the foot of the home page opens (also by ?about=1). */
import { Link, useNavigate } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { useRef } from "react";
import { CAPABILITIES, OFFICES } from "~/content/company";
import { ArrowLeftIcon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { useFocusTrap } from "~/components/ui/dialog";

export function AboutOverlay({ closeHref }: { closeHref: string }) {
  const navigate = useNavigate();
  const t = useT("home");
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, () => navigate(closeHref, { preventScrollReset: true, replace: true }));
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="about-title"
      tabIndex={-1}
      className="fixed inset-0 z-50 overflow-y-auto bg-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-6">
        <Link to={closeHref} replace preventScrollReset className={buttonClass("secondary")} data-autofocus>
          <ArrowLeftIcon />
          {t("about.back")}
        </Link>
        <h2 id="about-title" className="mt-6 text-3xl font-bold text-brand-900">
          {t("about.open")}
        </h2>
        <p className="mt-4 max-w-3xl text-slate-800">{t("about.intro")}</p>
        <h3 className="mt-8 text-xl font-semibold text-slate-900">{t("about.capabilities")}</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {CAPABILITIES.map((capability) => (
            <li key={capability} className="rounded-md bg-sand-50 px-3 py-2 text-sm text-slate-800">
              {t(`about.capabilityList.${capability}`)}
            </li>
          ))}
        </ul>
        <img src="/images/about/world-map.svg" alt={t("about.worldMap")} width={720} height={360} className="mt-8 w-full rounded-lg" />
        <h3 className="mt-8 text-xl font-semibold text-slate-900">{t("about.offices")}</h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OFFICES.map((office) => (
            <li key={office.id} className="rounded-lg border border-slate-200 p-4">
              <h4 className="font-semibold text-slate-900">{t(`about.officeList.${office.id}.title`)}</h4>
              <p className="mt-1 text-sm text-slate-700">{t(`about.officeList.${office.id}.address`)}</p>
              <a href={`mailto:${office.email}`} className="mt-1 block break-all text-sm text-brand-800 underline">
                {office.email}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
