/**
 * The plant detail dialog (name, address, website, 'Related Solutions') and the details drawer that lists a
 * plant's solutions. Choosing a solution opens its detail at /solution/{id}.
 */
import { Link } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import { ArrowLeftIcon } from "~/components/icons";
import { Dialog } from "~/components/ui/dialog";
import { ContentName } from "~/components/content-text";

export interface RelatedSolution {
  id: number;
  name: string;
  commercial_name: string;
}

export interface PlantView {
  plant: { id: number; name: string; address: string; website_url: string; country: string };
  solutions: RelatedSolution[];
}

function SolutionChoices({ solutions, labelledBy }: { solutions: RelatedSolution[]; labelledBy: string }) {
  const t = useT("home");
  const content = useContentLanguage();
  if (solutions.length === 0) return <p className="text-sm text-slate-700">{t("plant.noRelated")}</p>;
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {solutions.map((solution) => (
        <li key={solution.id}>
          <Link to={`/solution/${solution.id}`} className="block px-3 py-2 hover:bg-brand-50">
            <span className="block font-medium text-slate-900" {...content(solution.name)}>
              {solution.name}
            </span>
            {solution.commercial_name ? <span className="block text-sm text-slate-700" {...content(solution.commercial_name)}>
                {solution.commercial_name}
              </span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PlantDetailsDialog({ view, closeHref }: { view: PlantView; closeHref: string }) {
  const { plant, solutions } = view;
  const t = useT("home");
  const common = useT("common");
  const content = useContentLanguage();
  return (
    <Dialog
      id="plant-details"
      title={<ContentName name={plant.name} />}
      closeHref={closeHref}
      // Narrow screens: one full-height scrolling column with a back arrow; wide: a centred dialog.
      className="max-md:h-full max-md:max-h-none max-md:max-w-none max-md:rounded-none"
      headerStart={
        <Link to={closeHref} replace preventScrollReset className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden" aria-label={common("back")}>
          <ArrowLeftIcon />
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="grid gap-1 text-sm">
          <dt className="font-semibold text-slate-900">{t("plant.address")}</dt>
          <dd className="text-slate-700" {...content(plant.address, true)}>
            {plant.address}
          </dd>
          <dt className="font-semibold text-slate-900">{t("plant.website")}</dt>
          <dd>
            {plant.website_url ? (
              <a href={plant.website_url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                {plant.website_url}
                <span className="sr-only">{common("newTab")}</span>
              </a>
            ) : (
              <span className="text-slate-700">{t("plant.none")}</span>
            )}
          </dd>
        </dl>
        <section>
          <h3 id="related-solutions" className="mb-2 font-semibold text-slate-900">
            {t("plant.related")}
          </h3>
          <SolutionChoices solutions={solutions} labelledBy="related-solutions" />
        </section>
      </div>
    </Dialog>
  );
}

export function PlantDrawer({ view, label, closeHref }: { view: PlantView; label: string; closeHref: string }) {
  const t = useT("home");
  const content = useContentLanguage();
  return (
    <Dialog id="details-drawer" title={label} closeHref={closeHref} variant="drawer">
      <h3 className="font-semibold text-slate-900" {...content(view.plant.name)}>
        {view.plant.name}
      </h3>
      <p className="mb-3 text-sm text-slate-700" {...content(view.plant.address, true)}>
        {view.plant.address}
      </p>
      <h4 id="drawer-solutions" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t("solutions")}
      </h4>
      <SolutionChoices solutions={view.solutions} labelledBy="drawer-solutions" />
    </Dialog>
  );
}
