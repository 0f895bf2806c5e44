/** With JavaScript, a <details> menu closes on Escape (returning focus to its summary) and on a click outside. */
import { useEffect, type RefObject } from "react";

export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    function onClick(event: MouseEvent) {
      // Following a link inside the menu closes it.
      if ((event.target as HTMLElement).closest("a") && details) details.open = false;
    }
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref]);
}
