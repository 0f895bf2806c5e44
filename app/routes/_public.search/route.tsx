/** Search results page (spec §2): reads q (an empty q goes back to /), lists result cards, opens details and share by URL. */
import { lazy, Suspense } from "react";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link, useNavigate } from "~/i18n/link";
import { pageBackend } from "~/backend/index.server";
import type { Solution } from "~/backend/contract";
import { BackendError } from "~/backend/errors";
import { ArrowLeftIcon } from "~/components/icons";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { Pagination } from "~/components/pagination";
import { SHARE_PARAM, SOLUTION_PARAM, hrefWith, pageFromLink, parseIdQuery } from "~/components/solution/url-state";
import { getLikedIds, sessionLikes } from "~/models/likes.server";
import { getUserId } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import { excerpt } from "~/utils/excerpt";
import { publicUrl } from "~/utils/public-origin.server";
import { htmlToText } from "~/utils/sanitize.server";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath, unlocalizedPath } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { ResultCard, type SearchResult } from "./result-card";

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
    const results: SearchResult[] = list.results.map((s) => ({
      id: s.id,
      name: s.name,
      commercial_name: s.commercial_name,
      excerpt: excerpt(htmlToText(s.description)),
      is_bookmarked: s.is_bookmarked || liked.solution.has(s.id),
    }));
    return json<SearchData>({
      title,
      q,
      page,
      error: null,
      results,
      previousPage: pageFromLink(list.previous),
      nextPage: pageFromLink(list.next),
      solution,
      shareUrl,
    });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    console.error("search failed:", error.message);
    return json<SearchData>(
      { title, q, page, error: t("error"), results: [], previousPage: null, nextPage: null, shareUrl },
      { status: 503 },
    );
  }
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

export default function SearchPage() {
  const { q, page, error, results, previousPage, nextPage, solution, shareUrl } = useLoaderData<typeof loader>();
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
      <div className="mt-6" aria-live="polite" aria-busy={loading || undefined}>
        {loading ? (
          <p className="py-12 text-center text-slate-700">{t("loading")}</p>
        ) : error ? (
          <p role="alert" className="py-12 text-center text-red-800">
            {error}
          </p>
        ) : results.length === 0 ? (
          <p className="py-12 text-center text-slate-700">{t("empty", { q })}</p>
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
