/** Search results page (spec §2): reads q (an empty q goes back to /), lists result cards, opens details and share by URL. */
import { lazy, Suspense } from "react";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link, useNavigate } from "~/i18n/link";
import { pageBackend } from "~/backend/index.server";
import type { FilterNode, Solution } from "~/backend/contract";
import { BackendError } from "~/backend/errors";
import { HeroSearch } from "~/components/hero-search";
import { ArrowLeftIcon } from "~/components/icons";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { Pagination } from "~/components/pagination";
import { SHARE_PARAM, SOLUTION_PARAM, hrefWith, pageFromLink, parseIdQuery } from "~/components/solution/url-state";
import { getLikedIds, sessionLikes } from "~/models/likes.server";
import { getUserId } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import { excerpt } from "~/utils/excerpt";
import { stemmedWordsOf, wordStem, wordsOf } from "~/utils/search-query";
import { toSearchText } from "~/utils/search-text";
import { publicUrl } from "~/utils/public-origin.server";
import { log } from "~/utils/log.server";
import { htmlToText } from "~/utils/sanitize.server";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath, unlocalizedPath } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { ResultCard, type SearchResult } from "./result-card";
import { hazardSummaryOf } from "~/models/hazards.server";

// Opened by the address only (?solution=, ?share=): their code loads then, not with every search.
const SolutionDialog = lazy(() => import("~/components/solution/solution-dialog").then((module) => ({ default: module.SolutionDialog })));
const ShareDialog = lazy(() => import("~/components/share-dialog").then((module) => ({ default: module.ShareDialog })));

const PAGE_SIZE = 10;

// The solution's dialog (its details, its request forms, the like button) speaks the solution page's messages.
export const handle = { i18n: ["search", "solution", "forms"] };

interface SearchData {
  /** The page's <title> in its language ("Search: q — Site"); results pages are not indexed, so no description. */
  title: string;
  q: string;
  page: number;
  /** "Error receiving information", in the page's language, when the backend could not answer. */
  error: string | null;
  results: SearchResult[];
  /** How many match in all. */
  count: number;
  /** A misspelt search was searched as this instead. */
  spelledAs: string | null;
  /** Nothing matched: a guess to offer ("Did you mean"). */
  suggestion: string | null;
  /** Nothing matched: categories whose names hold a word of the search, or else the top-level ones. */
  categories: { id: number; name: string }[];
  /** Whether `categories` matched the search (else they are the top-level ones, to browse). */
  categoriesMatch: boolean;
  previousPage: number | null;
  nextPage: number | null;
  /** Absent: no ?solution; null: asked for one that is not there. */
  solution?: Solution | null;
  shareUrl: string | null;
}
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const raw = url.searchParams.get("q") ?? "";
  const q = raw.trim();
  if (!q) throw redirect(localizePath("/", locale));
  // A form posted without JavaScript sends the untrimmed text: settle on the trimmed address (spec §5).
  if (q !== raw) throw redirect(hrefWith({ pathname: url.pathname, search: url.search }, { q }));
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, "search")]);
  const title = `${t("titleFor", { q })} — ${common("siteName")}`;
  const page = parseIdQuery(url.searchParams.get("page")) ?? 1;
  const solutionId = url.searchParams.has(SOLUTION_PARAM) ? parseIdQuery(url.searchParams.get(SOLUTION_PARAM)) : undefined;
  const shareUrl = url.searchParams.get(SHARE_PARAM) ? publicUrl(hrefWith(url, { [SHARE_PARAM]: null })) : null;
  const backend = pageBackend(request);
  try {
    const [list, solution, liked] = await Promise.all([
      backend.listSolutions({ search: q, page, page_size: PAGE_SIZE }),
      // An id that is not a number opens the empty detail ('No solution details available'), never an error.
      solutionId === undefined ? undefined : solutionId === null ? null : backend.getSolution(solutionId),
      Promise.all([getUserId(request), getSession(request)]).then(([userId, session]) => getLikedIds(userId, sessionLikes(session))),
    ]);
    const count = list.count ?? list.results.length;
    const categories = count === 0 ? await categoriesFor(q, await backend.listCategories()) : { list: [], match: false };
    const results: SearchResult[] = list.results.map((s) => ({
      id: s.id,
      name: s.name,
      commercial_name: s.commercial_name,
      excerpt: excerpt(htmlToText(s.description)),
      is_bookmarked: s.is_bookmarked || liked.solution.has(s.id),
      hazards: hazardSummaryOf(s.hazards),
    }));
    return json<SearchData>({
      title,
      q,
      page,
      error: null,
      results,
      count,
      spelledAs: list.search?.spelled_as ?? null,
      suggestion: count === 0 ? (list.search?.suggestion ?? null) : null,
      categories: categories.list,
      categoriesMatch: categories.match,
      previousPage: pageFromLink(list.previous),
      nextPage: pageFromLink(list.next),
      solution,
      shareUrl,
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    log.error({ err: error }, "search failed");
    return json<SearchData>(
      {
        title,
        q,
        page,
        error: t("error"),
        results: [],
        count: 0,
        spelledAs: null,
        suggestion: null,
        categories: [],
        categoriesMatch: false,
        previousPage: null,
        nextPage: null,
        shareUrl,
      },
      { status: 503 },
    );
  }
}

/**
 * The categories to offer when a search finds nothing: those whose names (in the page's language, as the backend
 * gives them) hold a word beginning with a word of the search, or else the top-level ones to browse.
 */
async function categoriesFor(q: string, tree: FilterNode[]) {
  const words = wordsOf(toSearchText(q)).filter((word) => word.length >= 3).map(wordStem);
  const matching: { id: number; name: string }[] = [];
  const visit = (nodes: FilterNode[]) => {
    for (const node of nodes) {
      const own = stemmedWordsOf(node.name);
      if (words.some((word) => own.some((known) => known.startsWith(word)))) matching.push({ id: node.id, name: node.name });
      visit(node.children);
    }
  };
  visit(tree);
  if (matching.length > 0) return { list: matching.slice(0, 8), match: true };
  return { list: tree.map((node) => ({ id: node.id, name: node.name })), match: false };
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.title ?? fallbackTitle({ location, matches }, pageTitle("Search")) },
  { name: "robots", content: "noindex" },
];

function BackButton() {
  const navigate = useNavigate();
  const t = useT("common");
  return (
    <Link
      to="/"
      onClick={(event) => {
        // Back to the previous page of this visit when there is one; a fresh tab goes home.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {t("back")}
    </Link>
  );
}

/**
 * A search that found nothing is not a dead end: the spec's words, then a "Did you mean" when a catalogue
 * word is close, the search box with the words, the categories whose names hold a word of it (or the top-level ones),
 * and a link to ask the technical team with the words already in the message.
 */
function NoResults({ q, suggestion, categories, categoriesMatch }: { q: string; suggestion: string | null; categories: { id: number; name: string }[]; categoriesMatch: boolean }) {
  const t = useT("search");
  return (
    <div className="mx-auto max-w-2xl py-8">
      <p className="text-center text-lg text-slate-800">{t("empty", { q })}</p>
      {suggestion ? (
        <p className="mt-3 text-center text-slate-800">
          {t("didYouMean")}{" "}
          <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className="font-semibold text-brand-800 underline">
            {suggestion}
          </Link>
        </p>
      ) : null}
      <div className="mt-6 flex justify-center">
        <HeroSearch defaultValue={q} />
      </div>
      <p className="mt-3 text-center text-sm text-slate-700">{t("tips")}</p>
      <section aria-labelledby="no-results-categories" className="mt-8">
        <h2 id="no-results-categories" className="text-xl font-semibold text-slate-900">
          {categoriesMatch ? t("matchingCategories") : t("browseCategories")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/?category=${category.id}`} className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="no-results-ask" className="mt-8 rounded-lg bg-sand-50 p-5">
        <h2 id="no-results-ask" className="text-xl font-semibold text-slate-900">
          {t("ask.heading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("ask.text")}</p>
        <Link
          to={`/contact-us?message=${encodeURIComponent(t("ask.message", { q }))}#contact-message`}
          className="mt-3 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("ask.link")}
        </Link>
      </section>
    </div>
  );
}

export default function SearchPage() {
  const { q, page, error, results, count, spelledAs, suggestion, categories, categoriesMatch, previousPage, nextPage, solution, shareUrl } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const t = useT("search");
  const next = navigation.location && unlocalizedPath(navigation.location.pathname) === "/search" ? new URLSearchParams(navigation.location.search) : null;
  // Only a new query or page shows 'Loading...'; opening a dialog keeps the results on screen.
  const loading = navigation.state === "loading" && next !== null && (next.get("q") !== q || (parseIdQuery(next.get("page")) ?? 1) !== page);
  const selectedId = solution?.id;
  const pageHref = (n: number | null) => (n ? hrefWith(location, { page: n === 1 ? null : String(n), [SOLUTION_PARAM]: null, [SHARE_PARAM]: null }) : null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <BackButton />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("heading", { q })}</h1>
      <div className="mt-2" aria-live="polite" aria-busy={loading || undefined}>
        {!loading && !error && count > 0 ? (
          <p className="text-slate-700">
            {spelledAs ? `${t("spelledAs", { q, spelled: spelledAs })} ` : null}
            {t("count", { count })}
          </p>
        ) : null}
      </div>
      <div className="mt-6" aria-live="polite" aria-busy={loading || undefined}>
        {loading ? (
          <p className="py-12 text-center text-slate-700">{t("loading")}</p>
        ) : error ? (
          <p role="alert" className="py-12 text-center text-red-800">
            {error}
          </p>
        ) : results.length === 0 && count > 0 ? (
          <p className="py-12 text-center text-slate-700">{t("pastLastPage")}</p>
        ) : results.length === 0 ? (
          <NoResults q={q} suggestion={suggestion} categories={categories} categoriesMatch={categoriesMatch} />
        ) : (
          <>
            <ul className="grid gap-4 min-[1025px]:grid-cols-2">
              {results.map((result) => (
                <li key={result.id}>
                  <ResultCard result={result} selected={result.id === selectedId} />
                </li>
              ))}
            </ul>
            <Pagination page={page} previousHref={pageHref(previousPage)} nextHref={pageHref(nextPage)} label={t("pages")} className="mt-6" />
          </>
        )}
      </div>
      <Suspense fallback={null}>
        {solution !== undefined ? <SolutionDialog solution={solution} /> : null}
        {shareUrl && solution === undefined ? <ShareDialog url={shareUrl} title={t("heading", { q })} closeHref={hrefWith(location, { [SHARE_PARAM]: null })} /> : null}
      </Suspense>
    </div>
  );
}
