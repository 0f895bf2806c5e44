/** Spec §2: the vacancy page shows 'Loading...' until the vacancy is found (during a client navigation to it). */
import { useNavigation } from "@remix-run/react";
import { unlocalizedPath } from "~/i18n/locales";
import { useT } from "~/i18n/react";

const VACANCY_PATH = /^\/career\/[^/]+\/?$/;

export function VacancyLoading() {
  const navigation = useNavigation();
  const t = useT("careers");
  // The same page in every language: /career/1 and /ar/career/1.
  const loading = navigation.state === "loading" && VACANCY_PATH.test(unlocalizedPath(navigation.location.pathname));
  // The live region is always in the page so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center">
      {loading ? <p className="rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">{t("loading")}</p> : null}
    </div>
  );
}
