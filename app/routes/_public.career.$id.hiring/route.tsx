/** Hiring page (spec §2): the CV upload area and the 'My Information' form; the action stores the application. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { pageTitle } from "~/components/page-title";
import { enforceFormRateLimit } from "~/utils/rate-limit.server";
import { isHoneypotFilled, newSubmissionKey, submissionKeyFrom } from "~/utils/form-guards.server";
import { parseIdParam } from "~/utils/params.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { BODY_LIMIT_MESSAGES } from "~/utils/body-limit.server";
import { discardRequestBody, NotMultipartError, parseApplicationUpload, removeUpload, UploadLimitError, type ParsedApplication } from "~/utils/upload.server";
import { ApplicationForm, type ApplicationAnswer } from "./application-form";
import { APPLICATION_FIELDS, APPLICATION_MESSAGES, applicationErrors, applicationSchema, type ApplicationErrors } from "./hiring.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

const NOT_FOUND = APPLICATION_MESSAGES.vacancy;

export const handle = { toastPosition: "bottom-right" };

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id, NOT_FOUND);
  const vacancy = await getBackend().getVacancy(id);
  if (!vacancy) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return json(
    { vacancy: { id: vacancy.id, title: vacancy.title }, submissionKey: newSubmissionKey() },
    { headers: cacheHeaders("private") },
  );
}

/** A failure's words: the server's own message, or the product's fallback (spec §8). */
function failureMessage(error: unknown) {
  if (error instanceof BackendError && error.message !== DEFAULT_ERROR_MESSAGE && error.message !== "Failed to submit application") {
    return error.message;
  }
  return APPLICATION_MESSAGES.failure;
}

export async function action({ request, params }: ActionFunctionArgs) {
  let vacancyId: number;
  try {
    vacancyId = parseIdParam(params.id, NOT_FOUND);
    await enforceFormRateLimit(request);
  } catch (refusal) {
    // Refused before its body was read: read it away so the answer reaches the visitor.
    discardRequestBody(request);
    throw refusal;
  }
  let parsed: ParsedApplication;
  try {
    parsed = await parseApplicationUpload(request);
  } catch (error) {
    if (error instanceof NotMultipartError) throw new Response(error.message, { status: 400, statusText: "Bad Request" });
    if (!(error instanceof UploadLimitError)) throw error;
    // Over the upload policy (413): the form again, with the fields that arrived before the limit.
    const values = Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, (error.fields[name] ?? "").slice(0, 10_000)]));
    const tooBigFile = error.reason === "bytes" && error.duringFile;
    return json<ApplicationAnswer>(
      {
        errors: tooBigFile ? { resume: APPLICATION_MESSAGES.resumeTooLarge } : {},
        values,
        formError: tooBigFile ? null : BODY_LIMIT_MESSAGES.form,
        resumeSent: true,
      },
      { status: 413 },
    );
  }
  const formData = new FormData();
  for (const [name, value] of Object.entries(parsed.fields)) formData.set(name, value);
  const stored = parsed.resume;
  const redirectTo = `/career/${vacancyId}/hiring`;

  if (isHoneypotFilled(formData)) {
    await removeUpload(stored?.path);
    return redirectWithSuccess(redirectTo, APPLICATION_MESSAGES.success);
  }

  const values = Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, (parsed.fields[name] ?? "").slice(0, 10_000)]));
  const fields = applicationSchema.safeParse(parsed.fields);
  const errors: ApplicationErrors = fields.success ? {} : applicationErrors(fields.error);
  if (!stored) errors.resume = parsed.resumeError ?? APPLICATION_MESSAGES.resumeMissing;
  const answer = (status: number, formError: string | null, fieldErrors: ApplicationErrors = errors) =>
    json<ApplicationAnswer>({ errors: fieldErrors, values, formError, resumeSent: parsed.resumeSent }, { status });

  if (!fields.success || !stored) {
    await removeUpload(stored?.path);
    return answer(400, null);
  }

  try {
    const result = await getBackend().submitApplication(
      { ...fields.data, vacancy: vacancyId, resume: stored },
      submissionKeyFrom(formData),
      await formSender(request),
    );
    return redirectWithSuccess(redirectTo, result.message || APPLICATION_MESSAGES.success);
  } catch (error) {
    await removeUpload(stored.path);
    if (!(error instanceof BackendError)) {
      console.error("job application failed:", error);
      return answer(500, APPLICATION_MESSAGES.failure, {});
    }
    if (error.fieldErrors?.vacancy) return answer(400, APPLICATION_MESSAGES.vacancy, {});
    const byField: ApplicationErrors = {};
    for (const name of [...APPLICATION_FIELDS, "resume"] as const) {
      const first = error.fieldErrors?.[name]?.[0];
      if (first) byField[name] = first;
    }
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    if (Object.keys(byField).length > 0) return answer(status, null, byField);
    return answer(status, failureMessage(error), {});
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Apply: ${data.vacancy.title}` : "Apply") },
  { name: "description", content: "Apply for this vacancy with your CV." },
  { name: "robots", content: "noindex" },
];

export default function HiringPage() {
  const { vacancy, submissionKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link to={`/career/${vacancy.id}`} className="font-medium text-brand-800 underline">
          Back to the vacancy
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Apply: {vacancy.title}</h1>
      {/* A new key per load: after a success the form starts empty again (spec §4). */}
      <ApplicationForm key={submissionKey} vacancyId={vacancy.id} submissionKey={submissionKey} answer={answer} />
    </div>
  );
}
