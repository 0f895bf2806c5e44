/**
 * The share dialog (spec §2), on the landing screen and on /search: the address that reproduces the view in a
 * read-only field, a social network (LinkedIn), a messaging app (WhatsApp) and e-mail, and with JavaScript a copy
 * button and the device's own share sheet where it has one. Without JavaScript the address is selected by hand.
 */
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
  };
}

export function ShareDialog({ url, title, closeHref }: { url: string; title: string; closeHref: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  const external = "noopener noreferrer";
  return (
    <Dialog id="share" title="Share" closeHref={closeHref}>
      <p className="mb-3 text-sm text-slate-700">{title}</p>
      <div className="mb-4 flex flex-wrap gap-2">
        <a href={links.linkedin} target="_blank" rel={external} className={buttonClass("secondary")}>
          Share on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={links.whatsapp} target="_blank" rel={external} className={buttonClass("secondary")}>
          Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={links.email} className={buttonClass("secondary")}>
          Share by e-mail
        </a>
        {canShare ? (
          <button type="button" className={buttonClass("secondary")} onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
            More options…
          </button>
        ) : null}
      </div>
      <label htmlFor="share-address" className="mb-1 block text-sm font-medium text-slate-900">
        Page address
      </label>
      <div className="flex gap-2">
        <input
          id="share-address"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900"
        />
        {hydrated ? (
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() =>
              navigator.clipboard
                .writeText(url)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
          >
            Copy
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {copied ? "Address copied" : hydrated ? "" : "Select the address to copy it."}
      </p>
    </Dialog>
  );
}
