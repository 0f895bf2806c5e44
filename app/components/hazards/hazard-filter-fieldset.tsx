/**
 * The hazard filter's boxes, inside a filter's GET form (home page, /solutions): "Not classified as hazardous" and one
 * per pictogram, each named in the page's language; ticked ones go into the address as `hazard=` values.
 */
import { HAZARD_FILTER_VALUES, HAZARD_PARAM, NOT_CLASSIFIED, type HazardFilterValue } from "~/content/ghs/hazard-filter";
import { useT } from "~/i18n/react";
import { GhsPictogram } from "./ghs-pictogram";

export function HazardFilterFieldset({ selected, className = "" }: { selected: readonly HazardFilterValue[]; className?: string }) {
  const t = useT("common");
  const ticked = new Set(selected);
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-700">{t("hazards.filter")}</legend>
      <ul className="space-y-1">
        {HAZARD_FILTER_VALUES.map((value) => (
          <li key={value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100">
              <input type="checkbox" name={HAZARD_PARAM} value={value} defaultChecked={ticked.has(value)} className="size-4 shrink-0 accent-brand-700" />
              {value === NOT_CLASSIFIED ? (
                <span>{t("hazards.notClassified")}</span>
              ) : (
                <>
                  {/* The name is written beside it: the pictogram itself is not announced again. */}
                  <GhsPictogram code={value} size={22} labelled={false} />
                  <span>{t(`hazards.pictogram.${value}`)}</span>
                </>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
