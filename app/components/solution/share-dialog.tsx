/** The share dialog (spec §2): the page's address in a read-only field, a copy button, and e-mail / messaging / network links. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useHydrated } from "~/utils/use-hydrated";

export function ShareDialog({ url, closeHref, title }: { url: string; closeHref: string; title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const encoded = encodeURIComponent(url);
  const links = [
    { label: "E-mail", href: `mailto:?subject=${encodeURIComponent(title)}&body=${encoded}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${encoded}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];
  return (
    <Dialog title="Share" closeHref={closeHref} id="share-dialog">
      <label htmlFor="share-address" className="mb-1 block text-sm font-medium text-slate-800">
        Page address
      </label>
      <div className="flex gap-2">
        <input
          id="share-address"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 text-slate-900"
        />
        {/* Copying needs the clipboard API; without JavaScript the field can be selected and copied by hand. */}
        {hydrated ? (
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                setCopied(true);
              } catch {
                setCopied(false);
              }
            }}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? "Address copied" : ""}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} target={link.href.startsWith("mailto:") ? undefined : "_blank"} rel="noopener noreferrer" className="text-sm font-semibold text-brand-800 underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
