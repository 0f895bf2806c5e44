/**
 * The technical sections' form fields: plain markup (no hooks), so they render to static HTML on the solution page
 * and as they are on /find. Each field's hint and message are always in the markup, the message `hidden` when there
 * is none, so the page's enhancer can show and hide it without building elements.
 */
import type { ReactNode } from "react";

export const sectionClass = "mt-12 scroll-mt-20 border-t border-slate-200 pt-8";
export const headingClass = "text-2xl font-bold text-brand-900";
export const linkClass = "text-brand-700 underline underline-offset-4 hover:text-brand-900";
const control =
  "block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

export const controlClass = (error?: string | null) => `${control} ${error ? "border-red-600" : "border-slate-400"}`;

/** The ids a control is described by: its hint, and its message when it has one. */
export const describedBy = (id: string, hint: boolean, error?: string | null) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The name the enhancer finds the message by. */
  name: string;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, hint, error, name, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" data-hint-for={name}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-error-for={name} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** Hidden fields for another form's values, so that submitting this one keeps them in the address. */
export function Carried({ values }: { values: readonly (readonly [string, string])[] }) {
  return (
    <>
      {values.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} data-carried="" />
      ))}
    </>
  );
}
