/**
 * What the staff editors of the site's content share: the stale-save refusal, the Preview button of a
 * Markdown field, the picture upload's words, and the notice shown when the site runs on the owner's API.
 */
import type { Validator } from "remix-validated-form";
import { formatBytes } from "./documents";

export const CONTENT_MESSAGES = {
  /** The optimistic-version refusal: the second of two editors saving one record. */
  stale: (what: string) =>
    `This ${what} was changed by someone else since you opened it. Your text is kept below and was not saved: open the ${what} in a new tab to see their changes; saving again replaces them with yours.`,
  missing: (what: string) => `This ${what} no longer exists.`,
  imageMissing: "Choose the picture to upload.",
  imageType: "The picture must be a PNG, JPEG or WebP file (checked by its content; SVG is not accepted).",
  imageTooLarge: (maxBytes: number) => `The picture must be at most ${formatBytes(maxBytes)}.`,
  imageUnreadable: "This picture could not be read. Save it again as PNG, JPEG or WebP and upload that.",
  imageDimensions: `The picture must be at most ${"8,000"} pixels on each side.`,
  imageAltRequired: "Describe the picture for people who cannot see it.",
  remote: "Editing is off: this site shows the catalogue, vacancies and posts of the company's own API (API_BASE_URL), which is where they are kept and changed.",
} as const;

/** The field the posted version of a record travels in. */
export const VERSION_FIELD = "version";

/** The submit buttons of an editor: save, or only show the Markdown as it will look. */
export const INTENT_PREVIEW = "preview";

/** A picture's largest side in pixels: larger ones are refused before they reach a browser. */
export const IMAGE_MAX_SIDE = 8000;

/** Whether a posted form asks only for the Markdown preview (its Preview button was pressed). */
export function isPreview(data: { get(name: string): unknown } | Record<string, unknown>) {
  const value = typeof (data as FormData).get === "function" ? (data as FormData).get("intent") : (data as Record<string, unknown>).intent;
  return value === INTENT_PREVIEW;
}

/**
 * An editor's validator: the form's schema for Save, nothing for Preview (a half-written record may be previewed).
 * The browser runs it too (remix-validated-form adds the pressed button's name and value to what it checks).
 */
export function editorValidator<T>(validator: Validator<T>): Validator<T> {
  return {
    validate: async (data) => {
      if (isPreview(data as FormData)) return { data: {} as T, error: undefined, submittedData: {}, formId: undefined };
      return validator.validate(data);
    },
    validateField: validator.validateField,
  };
}

/** A record's version as posted: a whole number ≥ 1, else 0 (which never matches, so the save is refused as stale). */
export function postedVersion(value: unknown) {
  const version = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return version >= 1 ? version : 0;
}
