/**
 * Labelled form fields (input, textarea, select, checkbox) that show the spec's message beside the field. Inside an
 * AppForm (app/forms/app-form.tsx) a named field binds to the form: its message comes from remix-validated-form's
 * useField (the browser's check, or the action's answer), and after a failed post it is filled again with what was
 * sent (passwords and files never are). Outside a form, or with an explicit `error`, it shows what it is given.
 */
import {
  forwardRef,
  useId,
  type ForwardRefExoticComponent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useField } from "remix-validated-form";
import { useInAppForm } from "~/forms/app-form";
import { useFormMessage } from "~/i18n/form-messages";

const control =
  "block w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-slate-100 disabled:text-slate-500";

function controlClass(error?: string, extra = "") {
  return `${control} ${error ? "border-red-600" : "border-slate-400"} ${extra}`.trim();
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function FieldShell({ id, label, error, hint, required, children, className = "" }: FieldShellProps) {
  const tm = useFormMessage();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string };

const TextFieldView = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Common>(function TextField(
  { label, error, hint, wrapperClassName, id, className, required, ...props },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      <input
        ref={ref}
        id={fieldId}
        className={controlClass(error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        aria-required={required || undefined}
        {...props}
      />
    </FieldShell>
  );
});

const TextAreaFieldView = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Common>(
  function TextAreaField({ label, error, hint, wrapperClassName, id, className, required, ...props }, ref) {
    const autoId = useId();
    const fieldId = id ?? autoId;
    return (
      <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
        <textarea
          ref={ref}
          id={fieldId}
          rows={4}
          className={controlClass(error, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          aria-required={required || undefined}
          {...props}
        />
      </FieldShell>
    );
  },
);

interface SelectOption {
  value: string | number;
  label: string;
  /** The label's language when it differs from the page's (an English name on an Arabic page). */
  lang?: string;
}

const SelectFieldView = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & Common & { options: readonly SelectOption[]; placeholder?: string }
>(function SelectField({ label, error, hint, wrapperClassName, id, className, options, placeholder, required, ...props }, ref) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required} className={wrapperClassName}>
      <select
        ref={ref}
        id={fieldId}
        className={controlClass(error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        aria-required={required || undefined}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

const CheckboxFieldView = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }>(
  function CheckboxField({ label, error, id, className = "", ...props }, ref) {
    const autoId = useId();
    const fieldId = id ?? autoId;
    const tm = useFormMessage();
    return (
      <div className={className}>
        <div className="flex items-center gap-2">
          <input
            ref={ref}
            id={fieldId}
            type="checkbox"
            className="size-4 rounded border-slate-400 text-brand-700 accent-brand-700"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            {...props}
          />
          <label htmlFor={fieldId} className="text-sm text-slate-800">
            {label}
          </label>
        </div>
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700" role="alert">
            {tm(error)}
          </p>
        ) : null}
      </div>
    );
  },
);

type BindableProps = { name?: string; error?: string; type?: string; defaultValue?: unknown; defaultChecked?: boolean; value?: unknown };
type Refill = "value" | "checked" | "none";

/** The field's message, and its refilled value or tick after a failed post, from the AppForm around it. */
function useBinding(props: BindableProps, refill: Refill): Partial<BindableProps> {
  const form = useInAppForm();
  const field = useField(props.name!, { formId: form?.id });
  const bound: Partial<BindableProps> = { error: props.error ?? field.error };
  // An answer that names no form (a post without the form's id, or a body refused before it was read) refills only
  // when it carries values: an empty one must not empty every form of the page.
  const answer = form?.answer && (form.answer.formId || Object.keys(form.answer.repopulateFields).length > 0) ? form.answer : null;
  if (!answer || refill === "none" || props.type === "file" || props.type === "password") return bound;
  const sent = answer.repopulateFields[props.name!];
  if (refill === "checked") bound.defaultChecked = sent !== undefined && sent === String(props.value ?? "on");
  else bound.defaultValue = sent ?? "";
  return bound;
}

/** A field that binds to the AppForm around it (when it has a name), and is plain otherwise. */
export function bindToForm<P extends BindableProps, E>(View: ForwardRefExoticComponent<P & RefAttributes<E>>, refill: Refill) {
  // The generic props pass through unchanged; TypeScript cannot follow a spread of P, hence the one loose type here.
  const Plain = View as unknown as ForwardRefExoticComponent<BindableProps & RefAttributes<E>>;
  const Bound = forwardRef<E, P>(function BoundField(props, ref) {
    const bound = useBinding(props, refill);
    return <Plain {...props} {...bound} ref={ref} />;
  });
  const BoundPlain = Bound as unknown as ForwardRefExoticComponent<BindableProps & RefAttributes<E>>;
  const Field = forwardRef<E, P>(function Field(props, ref) {
    const form = useInAppForm();
    return form && props.name ? <BoundPlain {...props} ref={ref} /> : <Plain {...props} ref={ref} />;
  });
  Field.displayName = View.displayName ?? "Field";
  return Field;
}

export const TextField = bindToForm(TextFieldView, "value");
export const TextAreaField = bindToForm(TextAreaFieldView, "value");
export const SelectField = bindToForm(SelectFieldView, "value");
export const CheckboxField = bindToForm(CheckboxFieldView, "checked");

/**
 * A labelled file input (an upload form's one file): its hint and message like every field. Never refilled: a browser
 * cannot be given a file back, so a refused upload's page asks for it again in `hint`.
 */
export function FileField({ id, name, label, accept, hint, error }: { id: string; name: string; label: string; accept: string; hint: ReactNode; error?: string }) {
  return (
    <FieldShell id={id} label={label} required error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="block w-full text-sm text-slate-900 file:me-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
    </FieldShell>
  );
}
