/**
 * The staff editors' answers that are not a save: the Markdown preview (the form as typed, and the text as
 * the site will show it) and the stale-save refusal (the form as typed, why, and the version now stored).
 */
import { json } from "@remix-run/node";
import { renderMarkdown } from "~/utils/markdown.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { formAnswer } from "./action.server";
import { CONTENT_MESSAGES } from "./content";

/** Preview: nothing is saved; each named Markdown field comes back rendered and sanitized. */
export function previewAnswer(formData: FormData, formId: string, markdownFields: readonly string[]) {
  const preview = Object.fromEntries(markdownFields.map((name) => [name, renderMarkdown(String(formData.get(name) ?? "").slice(0, 500_000))]));
  return json({ ...formAnswer({ fields: formData, formId }), formId, preview }, { headers: cacheHeaders("private") });
}

/** A save refused because someone saved the record since the form was opened (409): the text kept, the version now stored. */
export function staleAnswer(formData: FormData, formId: string | undefined, what: string, currentVersion: number | null) {
  // Without a formId the answer names the form the fields came from (remix-validated-form's hidden field).
  return json(
    { ...formAnswer({ formError: CONTENT_MESSAGES.stale(what), fields: formData, formId }), currentVersion: currentVersion ?? undefined },
    { status: 409, headers: cacheHeaders("private") },
  );
}
