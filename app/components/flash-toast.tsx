/**
 * Toasts: the flashed toast of a redirect and any toast the page raises. With JS they show through sonner
 * (spec §9: 5 s, at most 3, 356 px, 14 px gap), loaded only when the first toast comes, so pages without one
 * never download it. Without JS the flashed toast is a status line in the page.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { toast as sonnerToast } from "sonner";

export type ToastPosition = "bottom-left" | "bottom-right" | "top-right";
type ToastType = "success" | "error" | "info" | "warning";

interface FlashToastMessage {
  type: ToastType;
  message: string;
  description?: string;
  duration?: number;
}

/** Spec §9: 5000 ms for the product's toasts. */
const TOAST_DURATION_MS = 5000;

const SonnerToaster = lazy(() => import("./sonner-toaster"));

let show: typeof sonnerToast | undefined;
const queue: { type: ToastType; message: string; description?: string }[] = [];
let requestToaster: (() => void) | undefined;

/** Shows a toast; the first call loads the toaster, later ones show at once. */
export function notify(type: ToastType, message: string, description?: string) {
  if (show) {
    show[type](message, { duration: TOAST_DURATION_MS, description });
    return;
  }
  queue.push({ type, message, description });
  requestToaster?.();
}

export function FlashToast({ toast, position }: { toast: FlashToastMessage | null; position: ToastPosition }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    requestToaster = () => setWanted(true);
    if (queue.length) setWanted(true);
    return () => {
      requestToaster = undefined;
    };
  }, []);

  useEffect(() => {
    if (toast) notify(toast.type, toast.message, toast.description);
  }, [toast]);

  const onReady = useCallback((toastFn: typeof sonnerToast) => {
    show = toastFn;
    for (const item of queue.splice(0)) toastFn[item.type](item.message, { duration: TOAST_DURATION_MS, description: item.description });
  }, []);

  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <SonnerToaster position={position} onReady={onReady} />
        </Suspense>
      ) : null}
      {toast ? (
        <noscript>
          {/* One box: a second line (a description) stays inside it, never a second box stacked over the first. */}
          <div
            role={toast.type === "error" ? "alert" : "status"}
            className={`flash-noscript fixed bottom-4 z-50 max-w-[356px] rounded-md border px-4 py-3 shadow-lg ${
              position === "bottom-right" ? "right-4" : "left-4"
            } ${toast.type === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
            data-testid="flash-message"
          >
            {toast.message}
            {toast.description ? <span className="mt-1 block text-sm">{toast.description}</span> : null}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
