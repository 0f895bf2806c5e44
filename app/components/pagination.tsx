/**
 * The one pager: Previous / Next links by page number and where the visitor is, in a named navigation landmark.
 * Plain links the server renders, so paging works without JavaScript; each page builds its own hrefs (`?page=N`
 * with the rest of its query kept). Nothing renders when there is neither a previous nor a next page.
 */
import { Link } from "~/i18n/link";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/react";

interface PaginationProps {
  /** The navigation's accessible name, e.g. "Product pages". */
  label: string;
  previousHref: string | null;
  nextHref: string | null;
  /** Shown between the links: "Page {page}", or "Page {page} of {pageCount}" when the count is known. */
  page?: number;
  pageCount?: number;
  /** Replaces the page text (the map's list shows which plants it holds). */
  status?: ReactNode;
  /** Accessible names of the links where "Previous" and "Next" alone would be ambiguous on the page. */
  previousLabel?: string;
  nextLabel?: string;
  /** A pager inside a panel: smaller, and paging replaces the history entry and keeps the scroll position. */
  compact?: boolean;
  /** Spacing around the navigation. */
  className?: string;
}

const compactLink = "rounded-md border border-slate-300 px-2 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50";

export function Pagination({ label, previousHref, nextHref, page, pageCount, status, previousLabel, nextLabel, compact = false, className = "" }: PaginationProps) {
  const t = useT("common");
  if (!previousHref && !nextHref) return null;
  const link = compact ? compactLink : buttonClass("secondary");
  const stay = compact ? { replace: true, preventScrollReset: true } : {};
  const text = status ?? (pageCount ? t("pager.pageOf", { page: page ?? 1, pages: pageCount }) : t("pager.page", { page: page ?? 1 }));
  return (
    <nav aria-label={label} className={`flex items-center justify-between ${compact ? "gap-2" : "gap-4"} ${className}`.trim()}>
      {previousHref ? (
        <Link to={previousHref} rel="prev" className={link} aria-label={previousLabel} {...stay}>
          {t("pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className={compact ? "text-xs text-slate-700" : "text-sm text-slate-700"}>{text}</span>
      {nextHref ? (
        <Link to={nextHref} rel="next" className={link} aria-label={nextLabel} {...stay}>
          {t("pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
