/**
 * Hiring page (spec §2): the CV upload area and the 'My Information' form; the action stores the application. For a
 * closed vacancy the page says so instead of the form, and a post is refused by the backend (no CV kept).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { NamedText } from "~/components/content-text";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { formMessage, getT } from "~/i18n/i18n.server";
import { localeOfPath } from "~/i18n/locales";
import { pageBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { pageTitle } from "~/components/page-title";
import { newSubmissionKey, submissionKeyFrom } from "~/utils/form-guards.server";
import { HONEYPOT_FIELD_NAME } from "~/utils/form-guard-names";
import { parseIdParam } from "~/utils/params.server";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { BODY_LIMIT_MESSAGES } from "~/utils/body-limit.server";
import { discardRequestBody, NotMultipartError, parseApplicationUpload, removeUpload, UploadLimitError, type ParsedApplication } from "~/utils/upload.server";
import { checkRateLimit, formAnswer, refusalHeaders } from "~/forms/action.server";
import type { FieldErrors } from "~/forms/kit";
import { APPLICATION_FIELDS, APPLICATION_FORM_ID, APPLICATION_MESSAGES, applicationValidator, VACANCY_MESSAGES } from "~/forms/public-forms.server";
import { lazyForm } from "~/forms/lazy-form";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import type { ApplicationAnswer } from "./application-form";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { log } from "~/utils/log.server";

export const handle = { i18n: ["careers", "forms"], toastPosition: "bottom-right" };

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const notFound = formMessage(locale, APPLICATION_MESSAGES.vacancy);
  const id = parseIdParam(params.id, notFound);
  const vacancy = await pageBackend(request).getVacancy(id);
  if (!vacancy) throw new Response(notFound, { status: 404, statusText: "Not Found" });
  const [t, common] = await Promise.all([getT(locale, "careers"), getT(locale, "common")]);
  const meta = { title: `${t("apply.title", { title: vacancy.title })} — ${common("siteName")}`, description: t("apply.description") };
  return json(
    { vacancy: { id: vacancy.id, title: vacancy.title, available: vacancy.available }, submissionKey: newSubmissionKey(), meta },
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

function formDataOf(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

/** The form again (what was typed, never the file: the visitor chooses it again), with the status that says why. */
function formAgain(status: number, fields: Record<string, string>, failure: { fieldErrors?: FieldErrors; formError?: string | null }, resumeSent: boolean, init?: ResponseInit) {
  const typed = Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 10_000)]));
  return json<ApplicationAnswer>({ ...formAnswer({ ...failure, fields: typed }), formId: APPLICATION_FORM_ID, resumeSent }, { ...init, status });
}

/**
 * The pipeline's guard order by hand, as the body is a multipart upload: the rate limit → the upload parsed within
 * its policy → the honeypot → the text fields' validator and the resume's rules → the backend.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  let vacancyId: number;
  try {
    vacancyId = parseIdParam(params.id, formMessage(locale, APPLICATION_MESSAGES.vacancy));
  } catch (refusal) {
    // Refused before its body was read: read it away so the answer reaches the visitor.
    discardRequestBody(request);
    throw refusal;
  }
  const limited = await checkRateLimit(request, "forms");
  let parsed: ParsedApplication;
  try {
    parsed = await parseApplicationUpload(request);
  } catch (error) {
    if (error instanceof NotMultipartError) throw new Response(error.message, { status: 400, statusText: "Bad Request" });
    if (!(error instanceof UploadLimitError)) throw error;
    // Over the upload policy (413): the form again, with the fields that arrived before the limit.
    const tooBigFile = error.reason === "bytes" && error.duringFile;
    return formAgain(
      413,
      error.fields,
      tooBigFile ? { fieldErrors: { resume: APPLICATION_MESSAGES.resumeTooLarge } } : { formError: BODY_LIMIT_MESSAGES.form },
      true,
    );
  }
  const stored = parsed.resume;
  const confirmation = (email: string, overview: boolean) => ({
    kind: "application" as const,
    subjectId: vacancyId,
    email,
    overview,
    fallback: APPLICATION_MESSAGES.success,
  });

  if (limited) {
    // Over the limit: nothing is stored, and the form comes back with what was typed.
    await removeUpload(stored?.path);
    return formAgain(429, parsed.fields, { formError: await limited.text() }, parsed.resumeSent, { headers: refusalHeaders(limited) });
  }

  // A bot filled the hidden field: answer as if it worked, store nothing.
  if ((parsed.fields[HONEYPOT_FIELD_NAME] ?? "").trim() !== "") {
    await removeUpload(stored?.path);
    return redirectToConfirmation(request, {}, confirmation(parsed.fields.email ?? "", false));
  }

  const fields = await applicationValidator.validate(parsed.fields);
  const errors: FieldErrors = { ...fields.error?.fieldErrors };
  if (!stored) errors.resume = parsed.resumeError ?? APPLICATION_MESSAGES.resumeMissing;
  const answer = (status: number, failure: { fieldErrors?: FieldErrors; formError?: string | null }) =>
    formAgain(status, parsed.fields, failure, parsed.resumeSent);

  if (fields.error || !stored) {
    await removeUpload(stored?.path);
    return answer(400, { fieldErrors: errors });
  }

  try {
    const sender = await formSender(request);
    const result = await pageBackend(request).submitApplication(
      { ...fields.data, vacancy: vacancyId, resume: stored },
      submissionKeyFrom(formDataOf(parsed.fields)),
      sender,
    );
    // Its own page rather than the form emptied: nothing there invites sending it twice.
    return redirectToConfirmation(request, result, confirmation(fields.data.email, sender.userId !== undefined));
  } catch (error) {
    await removeUpload(stored.path);
    if (!(error instanceof BackendError)) {
      log.error({ err: error }, "job application failed");
      return answer(500, { formError: APPLICATION_MESSAGES.failure });
    }
    if (error.fieldErrors?.vacancy?.[0] === VACANCY_MESSAGES.closed) return answer(400, { formError: VACANCY_MESSAGES.closed });
    if (error.fieldErrors?.vacancy) return answer(400, { formError: APPLICATION_MESSAGES.vacancy });
    const byField: FieldErrors = {};
    for (const name of [...APPLICATION_FIELDS, "resume"] as const) {
      const first = error.fieldErrors?.[name]?.[0];
      if (first) byField[name] = first;
    }
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    if (Object.keys(byField).length > 0) return answer(status, { fieldErrors: byField });
    return answer(status, { formError: failureMessage(error) });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  ...metaTags(data?.meta, pageTitle("Apply"), { location, matches }),
  ...(data ? [] : [{ name: "description", content: "Apply for this vacancy with your CV." }]),
  { name: "robots", content: "noindex" },
];

const ApplicationForm = lazyForm(() => import("./application-form"));

export default function HiringPage() {
  const { vacancy, submissionKey } = useLoaderData<typeof loader>();
  const t = useT("careers");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link to={`/career/${vacancy.id}`} className="font-medium text-brand-800 underline">
          {t("apply.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">
        <NamedText text={t("apply.title", { title: vacancy.title })} name={vacancy.title} />
      </h1>
      {vacancy.available ? (
        /* A new key per load: the same form sent twice is stored once, a form opened afresh is a new application. */
        <ApplicationForm key={submissionKey} vacancyId={vacancy.id} submissionKey={submissionKey} />
      ) : (
        <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950" data-testid="vacancy-closed">
          {t("closed")}
        </p>
      )}
    </div>
  );
}
