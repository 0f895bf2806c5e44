/**
 * The job application form. Without JavaScript it is a plain multipart POST; with it, the same form is checked
 * first (on submit, then on change) and sent by XMLHttpRequest so a progress bar can follow a slow upload.
 */
import { useMatches } from "@remix-run/react";
import { useNavigate } from "~/i18n/link";
import { useLocalizePath, useT } from "~/i18n/react";
import { useFormMessage } from "~/i18n/form-messages";
import { useRef, useState, type FormEvent } from "react";
import { useField, useFormContext } from "remix-validated-form";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { APPLICATION_FORM_ID, APPLICATION_MESSAGES, applicationFormValidator } from "~/forms/application";
import { AppForm, useFormAnswer } from "~/forms/app-form";
import type { FieldErrors, FormAnswer } from "~/forms/kit";
import { ResumeUpload } from "./resume-upload";
import { sendApplication, type UploadAnswer } from "./upload-request";

/** What the action answers when the application is not taken: the form's answer, and whether a file was sent. */
export interface ApplicationAnswer extends FormAnswer {
  resumeSent: boolean;
}

interface ApplicationFormProps {
  vacancyId: number;
  submissionKey: string;
}

/** An answer with JavaScript (sent by XMLHttpRequest, so not the route's action data): its messages. */
type SentAnswer = { fieldErrors: FieldErrors; formError: string | null };

/** The messages are the spec's English words; `tm` says them in the page's language. */
function toastAll(tm: (text: string) => string, errors: FieldErrors, formError?: string | null) {
  for (const message of Object.values(errors)) if (message) notify("error", tm(message));
  if (formError) notify("error", tm(formError));
}

/** Turns a route error response (thrown by the action) into what the visitor reads. */
function caughtAnswer(answer: UploadAnswer): SentAnswer {
  if (answer.status === 413) return { fieldErrors: { resume: APPLICATION_MESSAGES.resumeTooLarge }, formError: null };
  if (answer.status === 404) return { fieldErrors: {}, formError: APPLICATION_MESSAGES.vacancy };
  if (answer.status === 429 && answer.body) return { fieldErrors: {}, formError: answer.body };
  return { fieldErrors: {}, formError: APPLICATION_MESSAGES.failure };
}

export default function ApplicationForm({ vacancyId, submissionKey }: ApplicationFormProps) {
  const navigate = useNavigate();
  const t = useT("careers");
  const tm = useFormMessage();
  const localize = useLocalizePath();
  const routeId = useMatches().at(-1)?.id ?? "";
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const answer = useFormAnswer(APPLICATION_FORM_ID) as ApplicationAnswer | null;
  const form = useFormContext(APPLICATION_FORM_ID);
  const resumeField = useField("resume", { formId: APPLICATION_FORM_ID });
  const [file, setFile] = useState<File | null>(null);
  // With JavaScript the answer comes by XMLHttpRequest (for the progress bar), so its messages are kept here.
  const [sent, setSent] = useState<SentAnswer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const formError = sent ? sent.formError : (answer?.formError ?? null);
  // The page's own address, in its language: the data request must name the route that is rendered.
  const action = localize(`/career/${vacancyId}/hiring`);

  /** Every message the browser finds is also a toast (spec §8), besides the one beside its field. */
  async function toastProblems(event: FormEvent<HTMLFormElement>) {
    setSent(null);
    const result = await applicationFormValidator.validate(new FormData(event.currentTarget));
    if (result.error) toastAll(tm, result.error.fieldErrors);
  }

  async function upload(event: { preventDefault(): void }) {
    // The validator found nothing: the form goes by XMLHttpRequest rather than by Remix, to follow the upload.
    event.preventDefault();
    if (busy || !formRef.current) return;
    setProgress(0);
    try {
      const answered = await sendApplication(action, routeId, new FormData(formRef.current), setProgress);
      if (answered.redirectTo) {
        navigate(answered.redirectTo, { replace: true });
        return;
      }
      const shown = answered.caught ? caughtAnswer(answered) : (JSON.parse(answered.body) as ApplicationAnswer);
      setSent({ fieldErrors: shown.fieldErrors, formError: shown.formError });
      toastAll(tm, shown.fieldErrors, shown.formError);
    } catch {
      setSent({ fieldErrors: {}, formError: APPLICATION_MESSAGES.failure });
      notify("error", tm(APPLICATION_MESSAGES.failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <AppForm
      id={APPLICATION_FORM_ID}
      validator={applicationFormValidator}
      action={action}
      encType="multipart/form-data"
      formRef={formRef}
      onSubmitCapture={toastProblems}
      onSubmit={(_data, event) => upload(event)}
      className="mt-8 space-y-10"
      aria-describedby={formError ? "application-error" : undefined}
    >
      <FormGuards submissionKey={submissionKey} />
      {formError ? (
        <p id="application-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {tm(formError)}
        </p>
      ) : null}
      <section aria-labelledby="cv-heading">
        <h2 id="cv-heading" className="mb-4 text-xl font-semibold text-slate-900">
          {t("apply.cvHeading")}
        </h2>
        <ResumeUpload
          inputRef={fileInput}
          file={file}
          error={sent?.fieldErrors.resume ?? resumeField.error}
          chooseAgain={answer?.resumeSent && !file ? APPLICATION_MESSAGES.chooseFileAgain : undefined}
          onFileChosen={(chosen) => {
            setFile(chosen);
            setSent(null);
            // Once submitted, the form is checked again on every change: a dropped file sends no change event.
            if (form.hasBeenSubmitted) void form.validate();
          }}
        />
      </section>
      <section aria-labelledby="information-heading">
        <h2 id="information-heading" className="mb-4 text-xl font-semibold text-slate-900">
          {t("apply.informationHeading")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("apply.firstName")} name="first_name" autoComplete="given-name" required error={sent?.fieldErrors.first_name} />
          <TextField label={t("apply.lastName")} name="last_name" autoComplete="family-name" required error={sent?.fieldErrors.last_name} />
          <TextField label={t("apply.email")} name="email" type="email" autoComplete="email" required error={sent?.fieldErrors.email} />
          <TextField label={t("apply.phoneNumber")} name="phone_number" type="tel" autoComplete="tel" required error={sent?.fieldErrors.phone_number} />
          <TextAreaField
            label={t("apply.coverLetter")}
            name="cover_letter"
            rows={6}
            error={sent?.fieldErrors.cover_letter}
            wrapperClassName="sm:col-span-2"
          />
        </div>
      </section>
      {progress !== null ? (
        <div>
          <label htmlFor="upload-progress" className="block text-sm font-medium text-slate-800">
            {t("apply.uploading", { progress })}
          </label>
          <progress id="upload-progress" max={100} value={progress} className="mt-1 h-2 w-full accent-brand-700" />
        </div>
      ) : null}
      <Button type="submit" pending={busy} pendingLabel={t("apply.submitting")}>
        {t("apply.submit")}
      </Button>
    </AppForm>
  );
}
