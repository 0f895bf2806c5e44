/** Shows the flashed toast: with JS through sonner (spec §9 constants), without JS as a status line in the page. */
import { useEffect } from "react";
import { Toaster, toast as showToast } from "sonner";

export type ToastPosition = "bottom-left" | "bottom-right" | "top-right";

export interface FlashToastMessage {
  type: "success" | "error" | "info" | "warning";
  message: string;
  description?: string;
  duration?: number;
}

/** Spec §9: 5000 ms for the product's toasts, at most 3 visible, 356 px wide, 14 px gap. */
export const TOAST_DURATION_MS = 5000;

export function notify(type: FlashToastMessage["type"], message: string) {
  showToast[type](message, { duration: TOAST_DURATION_MS });
}

export function FlashToast({ toast, position }: { toast: FlashToastMessage | null; position: ToastPosition }) {
  useEffect(() => {
    if (toast) notify(toast.type, toast.message);
  }, [toast]);

  return (
    <>
      <Toaster
        position={position}
        duration={TOAST_DURATION_MS}
        visibleToasts={3}
        gap={14}
        closeButton
        richColors
        toastOptions={{ style: { width: 356 } }}
      />
      {toast ? (
        <noscript>
          <div
            role={toast.type === "error" ? "alert" : "status"}
            className={`fixed bottom-4 z-50 max-w-[356px] rounded-md border px-4 py-3 shadow-lg ${
              position === "bottom-right" ? "right-4" : "left-4"
            } ${toast.type === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
            data-testid="flash-message"
          >
            {toast.message}
          </div>
        </noscript>
      ) : null}
    </>
  );
}
