/**
 * The 'Filter by' panel: checkbox trees (categories; countries and processes) in a GET form. From 768 px wide
 * a tick applies at once (with JavaScript); the 'Filter' button applies them everywhere, also without it.
 */
import { useSubmit } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import type { FilterNode } from "~/backend/contract";
import { CloseIcon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { useContentLanguage, useT } from "~/i18n/react";
import { ContentName } from "~/components/content-text";
import { HAZARD_PARAM, type HazardFilterValue } from "~/content/ghs/hazard-filter";
import { homeHref, type HomeState } from "./home-state";
import { lazy, Suspense } from "react";

/** Its pictograms' drawing code loads after the first load, as the cards' do (./cards.tsx); the server renders it whole. */
const HazardFilterFieldset = lazy(() => import("~/components/hazards/hazard-filter-fieldset").then((module) => ({ default: module.HazardFilterFieldset })));

export interface FilterGroup {
  title: string;
  /** The query parameter the ticked ids go into. */
  name: "category" | "country" | "process";
  nodes: FilterNode[];
  selected: number[];
}

/** Filters auto-apply from this width (spec §9). */
const AUTO_APPLY_QUERY = "(min-width: 768px)";

function containsSelected(node: FilterNode, selected: Set<number>): boolean {
  return selected.has(node.id) || node.children.some((child) => containsSelected(child, selected));
}

function FilterTree({ nodes, name, selected }: { nodes: FilterNode[]; name: string; selected: Set<number> }) {
  const content = useContentLanguage();
  return (
    <ul className="space-y-1">
      {nodes.map((node) =>
        node.children.length ? (
          <li key={node.id}>
            <details open={containsSelected(node, selected) || undefined} className="group">
              <summary className="cursor-pointer rounded px-1 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100" {...content(node.name)}>
                {node.name}
              </summary>
              <div className="ms-4 mt-1">
                <FilterTree nodes={node.children} name={name} selected={selected} />
              </div>
            </details>
          </li>
        ) : (
          <li key={node.id}>
            <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-100">
              <input
                type="checkbox"
                name={name}
                value={node.id}
                defaultChecked={selected.has(node.id)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <ContentName name={node.name} />
            </label>
          </li>
        ),
      )}
    </ul>
  );
}

export function FilterPanel({ state, groups, openOnMobile }: { state: HomeState; groups: FilterGroup[]; openOnMobile: boolean }) {
  const submit = useSubmit();
  const t = useT("home");
  // The ticked boxes live in the DOM until submitted; a new address must re-render them from the URL.
  const formKey = [...groups.map((g) => `${g.name}:${g.selected.join(",")}`), `hazard:${state.hazards.join(",")}`].join("|");
  return (
    <section
      aria-labelledby="filter-by-title"
      className={`${openOnMobile ? "block" : "hidden"} rounded-lg border border-slate-200 bg-white p-4 md:block`}
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id="filter-by-title" className="text-lg font-semibold text-slate-900">
          {t("filters.title")}
        </h2>
        {openOnMobile ? (
          <Link to={homeHref(state, { panel: null })} preventScrollReset className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden" aria-label={t("filters.close")}>
            <CloseIcon />
          </Link>
        ) : null}
      </div>
      <Form
        key={formKey}
        method="get"
        action="/"
        onChange={(event) => {
          if (!window.matchMedia(AUTO_APPLY_QUERY).matches) return;
          submit(event.currentTarget, { preventScrollReset: true, replace: true });
        }}
      >
        {state.tab === "plant" ? <input type="hidden" name="tab" value="plant" /> : null}
        {groups.map((group) => (
          <fieldset key={group.name} className="mb-4">
            <legend className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-700">{group.title}</legend>
            <FilterTree nodes={group.nodes} name={group.name} selected={new Set(group.selected)} />
          </fieldset>
        ))}
        {/* Beside the categories: a solution's hazards, by pictogram, or none (issue 39). */}
        {state.tab === "solution" ? (
          <Suspense fallback={null}>
            <HazardFilterFieldset selected={state.hazards} className="mb-4" />
          </Suspense>
        ) : null}
        <button type="submit" name="filter" value="1" className={buttonClass("primary", "w-full")}>
          {t("filters.apply")}
        </button>
      </Form>
    </section>
  );
}

export type FilterChip = { name: "category" | "country" | "process"; id: number; label: string } | { name: typeof HAZARD_PARAM; value: HazardFilterValue; label: string };

/** The names of the selected filters, each removable. */
export function FilterChips({ state, chips }: { state: HomeState; chips: FilterChip[] }) {
  const t = useT("home");
  if (chips.length === 0) return null;
  const without = (chip: FilterChip) => {
    const reset = { page: 1, plant: null, listPage: null, filterPressed: false };
    if (chip.name === HAZARD_PARAM) return homeHref(state, { hazards: state.hazards.filter((value) => value !== chip.value), ...reset });
    const key = chip.name === "category" ? "categories" : chip.name === "country" ? "countries" : "processes";
    return homeHref(state, { [key]: state[key].filter((n) => n !== chip.id), ...reset });
  };
  return (
    <ul aria-label={t("filters.selected")} className="mb-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.name}-${chip.name === HAZARD_PARAM ? chip.value : chip.id}`}>
          <Link
            to={without(chip)}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-700/30 hover:bg-brand-100"
          >
            <ContentName name={chip.label} />
            <CloseIcon className="size-3.5" />
            <span className="sr-only">{t("filters.remove")}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
