/**
 * A modal dialog that is addressable by URL: the server renders it open when the URL says so, a close link
 * works without JavaScript; with JavaScript focus moves in, Tab is trapped, Escape closes and focus returns.
 */
import { Link, useNavigate } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { useEffect, useRef, type ReactNode } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogVariant = "center" | "drawer" | "fullscreen";

interface DialogProps {
  title: ReactNode;
  /** Where "close" goes: the same page without the dialog's URL state. */
  closeHref: string;
  /** Close without navigating (client-only dialogs); defaults to navigating to closeHref. */
  onClose?: () => void;
  children: ReactNode;
  variant?: DialogVariant;
  closeLabel?: string;
  /** Extra controls in the header, before the close button (a back arrow, say). */
  headerStart?: ReactNode;
  className?: string;
  id?: string;
}

const panelClass: Record<DialogVariant, string> = {
  center: "relative m-auto max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-lg bg-white shadow-xl",
  drawer: "relative ms-auto h-full w-full max-w-xl overflow-y-auto bg-white shadow-xl",
  fullscreen: "relative h-full w-full overflow-y-auto bg-white",
};

export function useFocusTrap(containerRef: React.RefObject<HTMLElement>, onEscape: () => void) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const first = container.querySelector<HTMLElement>("[data-autofocus]") ?? container.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === container)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    container.addEventListener("keydown", onKeyDown);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      // Return focus to whatever opened the dialog, if it is still on the page.
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [containerRef]);
}

export function Dialog({
  title,
  closeHref,
  onClose,
  children,
  variant = "center",
  closeLabel,
  headerStart,
  className = "",
  id,
}: DialogProps) {
  const navigate = useNavigate();
  const t = useT("common");
  const panelRef = useRef<HTMLDivElement>(null);
  const close = onClose ?? (() => navigate(closeHref, { preventScrollReset: true }));
  useFocusTrap(panelRef, close);

  return (
    <div className="fixed inset-0 z-50 flex bg-slate-900/50 p-0 sm:p-4 data-[variant=drawer]:p-0 data-[variant=fullscreen]:p-0" data-variant={variant}>
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id ?? "dialog"}-title`}
        tabIndex={-1}
        className={`${panelClass[variant]} ${className}`}
      >
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
          {headerStart}
          <h2 id={`${id ?? "dialog"}-title`} className="flex-1 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Link
            to={closeHref}
            preventScrollReset
            replace
            onClick={(event) => {
              if (onClose) {
                event.preventDefault();
                onClose();
              }
            }}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label={closeLabel ?? t("dialog.close")}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Link>
        </div>
        <div className="p-4">{children}</div>
      </div>
    </div>
  );
}
