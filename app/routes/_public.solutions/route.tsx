/**
 * Solutions list page (spec §2): a product-name search, a table of links, previous / next pages; and a hazard filter
 * (a GET form whose choices are in the address, combined with the search) with each row's hazard pictograms.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Form, Link, useNavigate } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath } from "~/i18n/locales";
import { pageMeta, type PageMeta } from "~/i18n/meta.server";
import { pageBackend } from "~/backend/index.server";
import { log } from "~/utils/log.server";
import { BackendError } from "~/backend/errors";
import { SearchIcon } from "~/components/icons";
import { pageTitle } from "~/components/page-title";
import { Pagination } from "~/components/pagination";
import { hrefWith, pageFromLink, parseIdQuery } from "~/components/solution/url-state";
import type { HazardSummary } from "~/backend/contract";
import { HAZARD_PARAM, hazardChoiceLabel, readHazardFilter, type HazardFilterValue } from "~/content/ghs/hazard-filter";
import { HazardFilterFieldset } from "~/components/hazards/hazard-filter-fieldset";
import { HazardPictograms } from "~/components/hazards/hazard-pictograms";
import { CloseIcon } from "~/components/icons";
import { hazardSummaryOf } from "~/models/hazards.server";

const PAGE_SIZE = 10;

export const handle = { i18n: "solutions" };

interface SolutionsData {
  meta: PageMeta;
  search: string;
  /** The hazard filter's choices read from the address (unknown values are left out, as everywhere in a page's address). */
  hazards: HazardFilterValue[];
  page: number;
  /** "Error receiving information", in the page's language, when the backend could not answer. */
  error: string | null;
  products: { id: number; name: string; hazards: HazardSummary | null }[];
  previousPage: number | null;
  nextPage: number | null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim();
  const page = parseIdQuery(url.searchParams.get("page")) ?? 1;
  const hazards = readHazardFilter(url.searchParams.getAll(HAZARD_PARAM).slice(0, 20)).chosen;
  const meta = await pageMeta(request, "solutions", "title", "description");
  try {
    const list = await pageBackend(request).listSolutions({ search: search || undefined, hazards: hazards.length ? hazards : undefined, page, page_size: PAGE_SIZE });
    return json<SolutionsData>({
      meta,
      search,
      hazards,
      page,
      error: null,
      products: list.results.map((s) => ({
        id: s.id,
        name: s.name,
        hazards: hazardSummaryOf(s.hazards),
      })),
      previousPage: pageFromLink(list.previous),
      nextPage: pageFromLink(list.next),
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    log.error({ err: error }, "solutions list failed");
    return json<SolutionsData>(
      { meta, search, hazards, page, error: (await getT(localeOfPath(url.pathname), "solutions"))("error"), products: [], previousPage: null, nextPage: null },
      { status: 503 },
    );
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Solutions"), { location, matches });

export default function Solutions() {
  const { search, hazards, page, error, products, previousPage, nextPage } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT("solutions");
  const common = useT("common");
  const content = useContentLanguage();
  // A search emptied keeps the hazard filter; a new filter keeps the search; both start again at page 1.
  const withHazards = (choices: readonly string[], extra = "") => {
    const params = new URLSearchParams(extra);
    for (const choice of choices) params.append(HAZARD_PARAM, choice);
    const query = params.toString();
    return query ? `/solutions?${query}` : "/solutions";
  };
  const pageHref = (n: number | null) => (n ? hrefWith(location, { page: n === 1 ? null : String(n) }) : null);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      {/* The search applies on the button or Enter only; emptying the box clears it (spec §4). */}
      <Form
        method="get"
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          const text = (event.currentTarget.elements.namedItem("search") as HTMLInputElement).value.trim();
          if (!text) {
            event.preventDefault();
            navigate(withHazards(hazards));
          }
        }}
      >
        <label htmlFor="solutions-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          key={search}
          id="solutions-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder={t("placeholder")}
          autoComplete="off"
          onChange={(event) => {
            if (event.currentTarget.value === "" && search) navigate(withHazards(hazards));
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {hazards.map((choice) => (
          <input key={choice} type="hidden" name={HAZARD_PARAM} value={choice} />
        ))}
        <button type="submit" className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          <SearchIcon />
          {t("search")}
        </button>
      </Form>

      {/* Open while a choice is made, so the ticked boxes show; a <details> needs no script to open. */}
      <details open={hazards.length > 0 || undefined} className="mt-4 rounded-md border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 font-medium text-slate-900">{t("hazardFilter")}</summary>
        <Form key={hazards.join(",")} method="get" className="px-3 pb-3">
          {search ? <input type="hidden" name="search" value={search} /> : null}
          <HazardFilterFieldset selected={hazards} className="sm:columns-2" />
          <button type="submit" className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("applyFilter")}
          </button>
        </Form>
      </details>
      {hazards.length > 0 ? (
        <ul aria-label={t("selectedFilters")} className="mt-3 flex flex-wrap gap-2">
          {hazards.map((choice) => (
            <li key={choice}>
              <Link
                to={withHazards(
                  hazards.filter((other) => other !== choice),
                  search ? `search=${encodeURIComponent(search)}` : "",
                )}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-700/30 hover:bg-brand-100"
              >
                {hazardChoiceLabel(choice, common)}
                <CloseIcon className="size-3.5" />
                <span className="sr-only">{t("removeFilter")}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {error ? (
        <p role="alert" className="mt-8 text-center text-red-800">
          {error}
        </p>
      ) : products.length === 0 ? (
        <p className="mt-8 text-center text-slate-700">{t("empty")}</p>
      ) : (
        <>
          <table className="mt-8 w-full border-collapse text-start">
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="px-3 py-2 text-sm font-semibold text-slate-800">
                  {t("column")}
                </th>
                <th scope="col" className="px-3 py-2 text-sm font-semibold text-slate-800">
                  {t("hazardColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} className="border-b border-slate-200 hover:bg-sand-50">
                  <td className="px-3 py-2">
                    <Link to={`/solution/${product.id}`} className="font-medium text-brand-800 hover:underline" {...content(product.name)}>
                      {product.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <HazardPictograms hazards={product.hazards} size={24} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} previousHref={pageHref(previousPage)} nextHref={pageHref(nextPage)} label={t("pages")} className="mt-6" />
        </>
      )}
    </div>
  );
}
