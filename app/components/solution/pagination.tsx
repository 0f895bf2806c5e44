/** Previous / next links by page number, taken from the answer's next and previous links (spec §4). */
import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";

export function Pagination({ page, previousHref, nextHref, label = "Pagination" }: { page: number; previousHref: string | null; nextHref: string | null; label?: string }) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {previousHref ? (
        <Link to={previousHref} className={buttonClass("secondary")} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">Page {page}</span>
      {nextHref ? (
        <Link to={nextHref} className={buttonClass("secondary")} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
