/**
 * With JavaScript, a <details> menu closes on Escape (returning focus to its summary), on a click outside or on an
 * element of it marked `data-dismiss` (a dimmed backdrop), and when one of its links is followed. With `trapFocus`
 * (a menu that covers the page), Tab and Shift+Tab go round its own controls while it is open.
 */
import { useEffect, type RefObject } from "react";

const FOCUSABLE = "summary, a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement>, { trapFocus = false }: { trapFocus?: boolean } = {}) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!details?.open) return;
      if (event.key === "Escape") {
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (trapFocus && event.key === "Tab") {
        const controls = [...details.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el.tagName === "SUMMARY");
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (!details?.open) return;
      if (!details.contains(event.target as Node)) details.open = false;
    }
    function onClick(event: MouseEvent) {
      // Following a link inside the menu closes it, as does a click on its backdrop.
      if ((event.target as HTMLElement).closest("a, [data-dismiss]") && details) details.open = false;
    }
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref, trapFocus]);
}
