/** Media queries for enhancements the server cannot render (whether React has hydrated: ~/utils/use-hydrated). */
import { useSyncExternalStore } from "react";

/** A media query's current answer; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
