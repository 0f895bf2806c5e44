/** The sonner Toaster with the spec's constants (§9); loaded only when a toast is first shown. */
import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import type { ToastPosition } from "./flash-toast";

export default function SonnerToaster({ position, onReady }: { position: ToastPosition; onReady: (show: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  return (
    <Toaster
      position={position}
      duration={5000}
      visibleToasts={3}
      gap={14}
      closeButton
      richColors
      toastOptions={{ style: { width: 356 } }}
    />
  );
}
