/**
 * The action's answer to one form of the page. Its own module (no form library), so a page can read it beside a form
 * that loads when wanted (~/forms/lazy-form).
 */
import { useActionData } from "@remix-run/react";
import type { FormAnswer } from "./kit";

/** The action's answer when it is this form's (a page may hold several forms). */
export function useFormAnswer(formId: string): FormAnswer | null {
  const data = useActionData() as Partial<FormAnswer> | undefined;
  if (!data || typeof data !== "object" || !("fieldErrors" in data) || !("repopulateFields" in data)) return null;
  if (data.formId && data.formId !== formId) return null;
  return data as FormAnswer;
}
