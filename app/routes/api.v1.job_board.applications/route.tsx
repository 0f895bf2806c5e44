/**
 * POST /api/v1/job_board/applications/ (multipart): a job application with its resume, through the same upload
 * parser and content check as the hiring form (one resume of at most 5 MB, magic bytes, 0600, server-made name).
 */
import { APPLICATION_MESSAGES, ApplicationPayload } from "~/forms/application";
import { apiSender } from "~/utils/sender.server";
import { apiError } from "~/utils/api.server";
import { apiBackend, created, postOnly, validated } from "~/utils/api-route.server";
import { BODY_LIMIT_MESSAGES, isMultipart } from "~/utils/body-limit.server";
import { discardRequestBody, NotMultipartError, parseApplicationUpload, removeUpload, UploadLimitError, type ParsedApplication } from "~/utils/upload.server";

const route = postOnly(async ({ request }) => {
  if (!isMultipart(request.headers.get("content-type"))) {
    discardRequestBody(request);
    return apiError(415, "Send the application as multipart/form-data");
  }
  let parsed: ParsedApplication;
  try {
    parsed = await parseApplicationUpload(request);
  } catch (error) {
    if (error instanceof UploadLimitError) {
      if (error.reason === "bytes" && error.duringFile) return apiError(413, APPLICATION_MESSAGES.resumeTooLarge, { resume: [APPLICATION_MESSAGES.resumeTooLarge] });
      return apiError(413, BODY_LIMIT_MESSAGES.api);
    }
    if (error instanceof NotMultipartError) return apiError(400, "The form could not be read");
    throw error;
  }
  const resume = parsed.resume;
  let keep = false;
  try {
    const fields = validated(
      Object.fromEntries(Object.entries(parsed.fields).filter(([, value]) => value !== "")),
      ApplicationPayload,
    );
    if (!resume) {
      const message = parsed.resumeError ?? APPLICATION_MESSAGES.resumeMissing;
      return apiError(message === APPLICATION_MESSAGES.resumeTooLarge ? 413 : 400, message, { resume: [message] });
    }
    const backend = apiBackend(request);
    const vacancy = await backend.getVacancy(fields.vacancy);
    if (!vacancy) return apiError(400, APPLICATION_MESSAGES.vacancy, { vacancy: [APPLICATION_MESSAGES.vacancy] });
    const key = request.headers.get("idempotency-key")?.slice(0, 100) || undefined;
    const result = await backend.submitApplication({ ...fields, resume }, key, await apiSender(request));
    keep = true;
    return created(result.message);
  } finally {
    // Only the resume of a stored application stays on disk.
    if (!keep) await removeUpload(resume?.path);
  }
});

export const loader = route.loader;
export const action = route.action;
