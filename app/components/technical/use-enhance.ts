/**
 * Loads ./enhance.ts after the page (a chunk of its own, never in the first load) and applies it to the element
 * `ref` holds: the calculator's answer as the visitor types, the city list narrowed to the country, "Use my
 * location". Applied again when `key` changes (new server HTML), undone when the component goes.
 */
import { useEffect, type RefObject } from "react";

export function useTechnicalEnhancer(ref: RefObject<HTMLElement>, key: unknown) {
  useEffect(() => {
    let undo: (() => void) | undefined;
    let gone = false;
    void import("./enhance").then(({ enhance }) => {
      if (!gone && ref.current) undo = enhance(ref.current);
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, [ref, key]);
}
