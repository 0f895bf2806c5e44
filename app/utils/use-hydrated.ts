/** True once React has hydrated in the browser: controls that only work with JavaScript render from then on. */
import { useEffect, useState } from "react";

let hydrated = false;

export function useHydrated() {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
