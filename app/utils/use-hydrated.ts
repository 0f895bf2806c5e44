/** True once the page has hydrated: controls that only work with JavaScript render from then on. */
import { useEffect, useState } from "react";

let hydratedOnce = false;

export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
