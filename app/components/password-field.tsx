/** A password input with a show/hide toggle; the toggle appears only with JavaScript, so without it the field stays hidden text. */
import { forwardRef, useId, useState, type InputHTMLAttributes, type Ref } from "react";
import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { bindToForm, FieldShell } from "./ui/field";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };
type ViewProps = Props & { inputRef?: Ref<HTMLInputElement> };

function PasswordFieldView({ label, error, hint, id, inputRef, ...props }: ViewProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const t = useT("common");
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={inputRef}
          id={fieldId}
          type={shown ? "text" : "password"}
          className={`block w-full rounded-md border bg-white px-3 py-2 pe-20 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${error ? "border-red-600" : "border-slate-400"}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {hydrated ? (
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={fieldId}
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-1 end-1 rounded px-2 text-xs font-semibold text-brand-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? t("passwordToggle.hide") : t("passwordToggle.show")}
            <span className="sr-only"> {t("passwordToggle.name")}</span>
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}

/** Bound to the AppForm around it for its message; a password is never filled in again. */
export const PasswordField = bindToForm(
  forwardRef<HTMLInputElement, Props>(function PasswordFieldRef(props, ref) {
    return <PasswordFieldView {...props} inputRef={ref} />;
  }),
  "none",
);
