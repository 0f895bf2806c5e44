/**
 * True once React has hydrated in the browser: controls that only work with JavaScript render from then on. While
 * React hydrates (the first load, or a form hydrated later where it stands, ~/forms/lazy-form) it is false, as on the
 * server, and React renders again with true at once; a component rendered afresh in the browser gets true.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
