/**
 * What the vacancy pages' actions share (/staff/vacancies/new and /:id): who may edit, the form read through the staff
 * guards, Preview answered without saving, the schema's refusal, and the answers to a refused save (a department or
 * city gone, a stale version), each keeping what was typed.
 */
import { json } from "@remix-run/node";
import { formAnswer, validateForm } from "~/forms/action.server";
import { isPreview } from "~/forms/content";
import { previewAnswer, staleAnswer } from "~/forms/editor-action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import { muscatDay, VACANCY_FORM_ID, vacancyValidator, type VacancyInput } from "~/forms/vacancies";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { refuseRemoteEditing } from "~/utils/content-editing.server";
import type { SignedInStaff } from "~/utils/staff-auth.server";
import type { VacancyFormValues } from "./vacancy-form";

export const VACANCY_ROLES = ["hr", "admin"] as const;

type Read = { ok: true; data: VacancyInput; formData: FormData } | { ok: false; response: Response };

/** The guards, then the vacancy's form (vacancyFormFrom). Remote mode refuses before the form is read. */
export async function readVacancyForm(request: Request, me: SignedInStaff): Promise<Read> {
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded;
  return vacancyFormFrom(guarded.formData);
}

/** Preview → the form as typed with the rendered text (nothing saved); Save → the schema's data or its refusal. */
export async function vacancyFormFrom(formData: FormData): Promise<Read> {
  if (isPreview(formData)) return { ok: false, response: previewAnswer(formData, VACANCY_FORM_ID, ["content", "content_ar"]) };
  const form = await validateForm(vacancyValidator, formData);
  if (!form.ok) return form;
  return { ok: true, data: form.data, formData };
}

/** A save refused on one field (its department or city is gone), with what was typed. */
export function fieldRefused(formData: FormData, field: string, message: string) {
  return json(
    {
      ...formAnswer({ fieldErrors: { [field]: message }, fields: formData }),
      formId: VACANCY_FORM_ID,
    },
    { status: 400, headers: cacheHeaders("private") }
  );
}

/** Someone saved the vacancy since it was opened: 409, the text kept, and the version now stored (saving again overwrites). */
export function staleRefused(formData: FormData, currentVersion: number) {
  return staleAnswer(formData, VACANCY_FORM_ID, "vacancy", currentVersion);
}

/**
 * A stored vacancy as its form's values (dates as Muscat days; content written as HTML edits as its Markdown; no
 * Arabic title or text is an empty field).
 */
export function formValuesOf(vacancy: {
  title: string;
  content: string;
  contentMarkdown: string | null;
  titleAr: string | null;
  contentAr: string | null;
  contentMarkdownAr: string | null;
  available: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  departmentId: number;
  locationId: number;
}): VacancyFormValues {
  return {
    title: vacancy.title,
    content: vacancy.contentMarkdown ?? vacancy.content,
    title_ar: vacancy.titleAr ?? "",
    content_ar: vacancy.contentMarkdownAr ?? vacancy.contentAr ?? "",
    department: String(vacancy.departmentId),
    location: String(vacancy.locationId),
    status: vacancy.available ? "open" : "closed",
    opens_on: vacancy.opensAt ? muscatDay(vacancy.opensAt) : "",
    closes_on: vacancy.closesAt ? muscatDay(vacancy.closesAt) : "",
  };
}
