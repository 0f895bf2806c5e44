/**
 * The share dialog (spec §2), on the landing screen and on /search: the address that reproduces the view in a
 * read-only field, a social network (LinkedIn), a messaging app (WhatsApp) and e-mail, and with JavaScript a copy
 * button and the device's own share sheet where it has one. Without JavaScript the address is selected by hand.
 */
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";
import { useContentLanguage, useT } from "~/i18n/react";

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
  const t = useT("common");
  const content = useContentLanguage();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  const external = "noopener noreferrer";
  return (
    <Dialog id="share" title={t("share.title")} closeHref={closeHref}>
      <p className="mb-3 text-sm text-slate-700" {...content(title)}>
        {title}
      </p>
      <div className="mb-4 flex flex-wrap gap-2">
        <a href={links.linkedin} target="_blank" rel={external} className={buttonClass("secondary")}>
          {t("share.linkedin")}
          <span className="sr-only">{t("newTab")}</span>
        </a>
        <a href={links.whatsapp} target="_blank" rel={external} className={buttonClass("secondary")}>
          {t("share.whatsapp")}
          <span className="sr-only">{t("newTab")}</span>
        </a>
        <a href={links.email} className={buttonClass("secondary")}>
          {t("share.email")}
        </a>
        {canShare ? (
          <button type="button" className={buttonClass("secondary")} onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
            {t("share.more")}
          </button>
        ) : null}
      </div>
      <label htmlFor="share-address" className="mb-1 block text-sm font-medium text-slate-900">
        {t("share.address")}
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
            {t("share.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {copied ? t("share.copied") : hydrated ? "" : t("share.selectToCopy")}
      </p>
    </Dialog>
  );
}
