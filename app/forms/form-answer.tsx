/**
 * The action's answer to one form of the page, and a form-wide message. Their own module (no form library), so a page
 * can use them beside a form that loads when wanted (~/forms/lazy-form).
 */
import { useActionData } from "@remix-run/react";
import { useFormMessage } from "~/i18n/form-messages";
import type { FormAnswer } from "./kit";

/** The action's answer when it is this form's (a page may hold several forms). */
export function useFormAnswer(formId: string): FormAnswer | null {
  const data = useActionData() as Partial<FormAnswer> | undefined;
  if (!data || typeof data !== "object" || !("fieldErrors" in data) || !("repopulateFields" in data)) return null;
  if (data.formId && data.formId !== formId) return null;
  return data as FormAnswer;
}

/** A form's own message (the backend's refusal, a limit): announced, above the fields. */
export function FormError({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  const tm = useFormMessage();
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 ${className}`.trim()}>
      {tm(message)}
    </p>
  );
}
