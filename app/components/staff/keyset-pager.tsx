/**
 * The staff lists' pager: newest first, "Older …" to the next page by keyset (the URL carries where the page ended,
 * so a deep page costs what the first does), "Newest …" back to the start. `what` names the rows ("entries").
 */
import { Link } from "@remix-run/react";

export function KeysetPager({ label, what, newestHref, olderHref }: { label: string; what: string; newestHref: string | null; olderHref: string | null }) {
  if (!newestHref && !olderHref) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-6">
      {newestHref ? (
        <Link to={newestHref} className="font-semibold text-brand-800 underline">
          Newest {what}
        </Link>
      ) : null}
      {olderHref ? (
        <Link to={olderHref} className="font-semibold text-brand-800 underline">
          Older {what}
        </Link>
      ) : null}
    </nav>
  );
}
