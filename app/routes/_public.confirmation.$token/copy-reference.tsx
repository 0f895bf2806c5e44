/**
 * The Copy button beside a reference, with JavaScript only (without it the reference is selectable text), and the
 * live region that says "Copied". Where the clipboard refuses, the reference is selected for the keyboard to copy.
 */
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";

export function CopyReference({ reference, codeId }: { reference: string; codeId: string }) {
  const hydrated = useHydrated();
  const t = useT("confirmation");
  const [said, setSaid] = useState<"copied" | "failed" | null>(null);

  function selectReference() {
    const code = document.getElementById(codeId);
    const selection = window.getSelection();
    if (code && selection) selection.selectAllChildren(code);
  }

  function copy() {
    // Emptied first, so a second copy is announced again.
    setSaid(null);
    const written = navigator.clipboard?.writeText(reference) ?? Promise.reject(new Error("no clipboard"));
    written.then(
      () => setSaid("copied"),
      () => {
        selectReference();
        setSaid("failed");
      },
    );
  }

  return (
    <>
      {hydrated ? (
        <button type="button" className={buttonClass("secondary")} onClick={copy}>
          {t("copy.button")}
          <span className="sr-only"> {t("copy.what")}</span>
        </button>
      ) : null}
      <span role="status" className="text-sm font-medium text-slate-700">
        {said ? t(said === "copied" ? "copy.copied" : "copy.failed") : ""}
      </span>
    </>
  );
}
