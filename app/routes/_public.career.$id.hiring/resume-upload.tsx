/**
 * The CV upload area: one plain file input (works without JavaScript) inside a zone that also takes a dropped file,
 * from the moment the page shows it (early-drop.ts keeps a file dropped before the form's code has come).
 */
import { useState, type DragEvent, type RefObject } from "react";
import { RESUME_ACCEPT } from "~/forms/application";
import { useFormMessage } from "~/i18n/form-messages";
import { useT } from "~/i18n/react";
import { useNonce } from "~/utils/nonce";
import { EARLY_DROP_SCRIPT, FILE_DROP_ATTRIBUTE } from "./early-drop";

interface ResumeUploadProps {
  inputRef: RefObject<HTMLInputElement>;
  file: File | null;
  error?: string;
  /** Shown after a failed submission without JavaScript: browsers never send a file back. */
  chooseAgain?: string;
  onFileChosen: (file: File | null) => void;
}

function formatSize(t: ReturnType<typeof useT<"careers">>, bytes: number) {
  return bytes >= 1024 * 1024
    ? t("apply.sizeMB", { size: (bytes / (1024 * 1024)).toFixed(1) })
    : t("apply.sizeKB", { size: Math.max(1, Math.round(bytes / 1024)) });
}

export function ResumeUpload({ inputRef, file, error, chooseAgain, onFileChosen }: ResumeUploadProps) {
  const [dragging, setDragging] = useState(false);
  const t = useT("careers");
  const tm = useFormMessage();
  const nonce = useNonce();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files;
    if (!dropped.length || !inputRef.current) return;
    // The dropped file becomes the input's own, so the form sends it like a chosen one.
    const transfer = new DataTransfer();
    transfer.items.add(dropped[0]);
    inputRef.current.files = transfer.files;
    onFileChosen(dropped[0]);
  }

  const describedBy = ["resume-hint", chooseAgain ? "resume-again" : null, error ? "resume-error" : null].filter(Boolean).join(" ");

  return (
    <>
      <div
        data-testid="resume-drop-zone"
        {...{ [FILE_DROP_ATTRIBUTE]: "" }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-6 ${
          error ? "border-red-600" : dragging ? "border-brand-700 bg-brand-50" : "border-slate-400 bg-sand-50"
        }`}
      >
        <label htmlFor="resume" className="block font-medium text-slate-900">
          {t("apply.resume")}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <p className="mt-1 text-sm text-slate-700">{t("apply.drop")}</p>
        <input
          ref={inputRef}
          id="resume"
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onFileChosen(event.currentTarget.files?.[0] ?? null)}
          className="mt-3 block w-full text-sm text-slate-800 file:me-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        {file ? (
          <p className="mt-2 text-sm text-slate-800" data-testid="resume-chosen">
            {t("apply.chosen")} <bdi>{file.name}</bdi> ({formatSize(t, file.size)})
          </p>
        ) : null}
        <p id="resume-hint" className="mt-2 text-sm text-slate-700">
          {t("apply.hint")}
        </p>
        {chooseAgain ? (
          <p id="resume-again" className="mt-2 text-sm font-medium text-slate-900">
            {tm(chooseAgain)}
          </p>
        ) : null}
        {error ? (
          <p id="resume-error" className="mt-2 text-sm font-medium text-red-700" role="alert">
            {tm(error)}
          </p>
        ) : null}
      </div>
      {/* Run as the page is read, before any module: a file dropped before the form's code has come is kept. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_DROP_SCRIPT }} />
    </>
  );
}
