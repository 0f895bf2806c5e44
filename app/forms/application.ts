/**
 * The job application's rules and messages (spec §5), shared by the hiring route, its browser code, the upload
 * parser, /api/v1, the OpenAPI document and the tests. The text fields have a validator; the resume is a file, judged by `resumeProblem` (name and
 * size, in the browser and on the server) and by its content on the server (resume-content.server.ts).
 */
import type { Validator } from "remix-validated-form";
import { z } from "zod";
import { email } from "~/utils/account-fields";
import { optionalText, personNames, requiredId, requiredText } from "./fields";
import { formValidator } from "./kit";

export const APPLICATION_FORM_ID = "application";

export const APPLICATION_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  phoneNumber: "Phone number is required",
  resumeMissing: "Please upload your resume",
  resumeTooLarge: "File size should be less than 5MB",
  resumeType: "Please upload only DOC, DOCX, HTML, PDF, or TXT files",
  vacancy: "Invalid vacancy selected",
  success: "Application submitted successfully!",
  failure: "There was an error submitting your application.",
  chooseFileAgain: "Your file was not kept: please choose your resume again.",
} as const;

/** Spec §9: the enforced limit is 5 MB (the original hint said 1 MB; the hint here says the real limit). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ["doc", "docx", "html", "pdf", "txt"] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** A job application's text fields (the same for /api/v1); the resume is a file, judged below and by content. */
export const ApplicationPayload = z.object({
  ...personNames,
  email: email(),
  phone_number: requiredText("Phone number", 40),
  cover_letter: optionalText("Cover letter", 10_000),
  vacancy: requiredId("Invalid vacancy selected"),
});

/** The form's fields: the payload without the vacancy, which the page's address names. */
const applicationSchema = ApplicationPayload.omit({ vacancy: true });
type ApplicationFields = z.infer<typeof applicationSchema>;
type ApplicationFieldName = keyof ApplicationFields;
export const APPLICATION_FIELDS: readonly ApplicationFieldName[] = ["first_name", "last_name", "email", "phone_number", "cover_letter"];

/** The text fields' validator: the server's (on the parsed fields) and the tests'. */
export const applicationValidator = formValidator(applicationSchema);

export function resumeExtension(fileName: string): ResumeExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  const ext = match?.[1].toLowerCase();
  return ext && (RESUME_EXTENSIONS as readonly string[]).includes(ext) ? (ext as ResumeExtension) : null;
}

/** What is wrong with a chosen file judged by its name and size (the server also checks its content). */
function resumeProblem(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file || (file.name === "" && file.size === 0)) return APPLICATION_MESSAGES.resumeMissing;
  if (!resumeExtension(file.name)) return APPLICATION_MESSAGES.resumeType;
  if (file.size > MAX_RESUME_BYTES) return APPLICATION_MESSAGES.resumeTooLarge;
  if (file.size === 0) return APPLICATION_MESSAGES.resumeMissing;
  return undefined;
}

/**
 * The browser's validator of the whole form: the text fields, and the chosen resume by its name and size (the form's
 * data holds the file input's File; an empty one when none was chosen).
 */
export const applicationFormValidator: Validator<ApplicationFields> = {
  async validate(data) {
    const result = await applicationValidator.validate(data);
    const resume = data instanceof FormData ? data.get("resume") : (data as Record<string, unknown>).resume;
    const problem = resumeProblem(resume instanceof File ? resume : null);
    if (!problem) return result;
    const fieldErrors = { ...result.error?.fieldErrors, resume: problem };
    return { error: { fieldErrors, formId: result.formId }, submittedData: result.submittedData, formId: result.formId, data: undefined };
  },
};
