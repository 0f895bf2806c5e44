/**
 * Words the public careers pages show without a form: kept apart from app/forms/vacancies.ts so a vacancy's page
 * does not load the form library (zod, remix-validated-form) for one sentence.
 */

/** A closed vacancy's line on its public pages, and the refusal of an application to it (hiring form and API). */
export const VACANCY_CLOSED = "This vacancy is closed and no longer takes applications.";
