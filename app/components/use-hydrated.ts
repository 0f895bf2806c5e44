/** Media queries for enhancements the server cannot render; useHydrated lives in ~/utils/use-hydrated. */
import { useSyncExternalStore } from "react";

export { useHydrated } from "~/utils/use-hydrated";

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
