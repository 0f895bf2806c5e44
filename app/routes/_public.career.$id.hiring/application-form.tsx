/**
 * The job application form. Without JavaScript it is a plain multipart POST; with it, the same form is checked
 * first (on submit, then on change) and sent by XMLHttpRequest so a progress bar can follow a slow upload.
 */
import { Form, useMatches, useNavigate } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import {
  APPLICATION_MESSAGES,
  applicationErrors,
  applicationSchema,
  resumeProblem,
  type ApplicationErrors,
} from "./hiring.schema";
import { ResumeUpload } from "./resume-upload";
import { sendApplication, type UploadAnswer } from "./upload-request";

/** What the action answers when the application is not taken. */
export interface ApplicationAnswer {
  errors: ApplicationErrors;
  values: Record<string, string>;
  formError: string | null;
  resumeSent: boolean;
}

interface ApplicationFormProps {
  vacancyId: number;
  submissionKey: string;
  /** The action's answer after a submission without JavaScript. */
  answer?: ApplicationAnswer;
}

function checkForm(form: HTMLFormElement, file: File | null): ApplicationErrors {
  const values = Object.fromEntries([...new FormData(form)].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const parsed = applicationSchema.safeParse(values);
  const errors = parsed.success ? {} : applicationErrors(parsed.error);
  const resume = resumeProblem(file);
  return resume ? { ...errors, resume } : errors;
}

function toastAll(errors: ApplicationErrors, formError?: string | null) {
  for (const message of Object.values(errors)) if (message) notify("error", message);
  if (formError) notify("error", formError);
}

/** Turns a route error response (thrown by the action) into what the visitor reads. */
function caughtAnswer(answer: UploadAnswer): { errors: ApplicationErrors; formError: string | null } {
  if (answer.status === 413) return { errors: { resume: APPLICATION_MESSAGES.resumeTooLarge }, formError: null };
  if (answer.status === 404) return { errors: {}, formError: APPLICATION_MESSAGES.vacancy };
  if (answer.status === 429 && answer.body) return { errors: {}, formError: answer.body };
  return { errors: {}, formError: APPLICATION_MESSAGES.failure };
}

export function ApplicationForm({ vacancyId, submissionKey, answer }: ApplicationFormProps) {
  const navigate = useNavigate();
  const routeId = useMatches().at(-1)?.id ?? "";
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ApplicationErrors>(answer?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(answer?.formError ?? null);
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const values = answer?.values ?? {};
  const action = `/career/${vacancyId}/hiring`;

  function recheck(form: HTMLFormElement, chosen: File | null) {
    if (checkedOnce) setErrors(checkForm(form, chosen));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setCheckedOnce(true);
    const found = checkForm(form, file);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      toastAll(found);
      return;
    }
    setProgress(0);
    try {
      const sent = await sendApplication(action, routeId, new FormData(form), setProgress);
      if (sent.redirectTo) {
        navigate(sent.redirectTo, { replace: true });
        return;
      }
      if (sent.caught) {
        const caught = caughtAnswer(sent);
        setErrors(caught.errors);
        setFormError(caught.formError);
        toastAll(caught.errors, caught.formError);
      } else {
        const data = JSON.parse(sent.body) as ApplicationAnswer;
        setErrors(data.errors);
        setFormError(data.formError);
        toastAll(data.errors, data.formError);
      }
    } catch {
      setFormError(APPLICATION_MESSAGES.failure);
      notify("error", APPLICATION_MESSAGES.failure);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => recheck(event.currentTarget, file)}
      className="mt-8 space-y-10"
      aria-describedby={formError ? "application-error" : undefined}
    >
      <FormGuards submissionKey={submissionKey} />
      {formError ? (
        <p id="application-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <section aria-labelledby="cv-heading">
        <h2 id="cv-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Your CV
        </h2>
        <ResumeUpload
          inputRef={fileInput}
          file={file}
          error={errors.resume}
          chooseAgain={answer?.resumeSent && !file ? APPLICATION_MESSAGES.chooseFileAgain : undefined}
          onFileChosen={(chosen) => {
            setFile(chosen);
            if (fileInput.current?.form) recheck(fileInput.current.form, chosen);
          }}
        />
      </section>
      <section aria-labelledby="information-heading">
        <h2 id="information-heading" className="mb-4 text-xl font-semibold text-slate-900">
          My Information
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="first_name" autoComplete="given-name" required defaultValue={values.first_name} error={errors.first_name} />
          <TextField label="Last name" name="last_name" autoComplete="family-name" required defaultValue={values.last_name} error={errors.last_name} />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
          <TextField label="Phone number" name="phone_number" type="tel" autoComplete="tel" required defaultValue={values.phone_number} error={errors.phone_number} />
          <TextAreaField
            label="Cover letter (optional)"
            name="cover_letter"
            rows={6}
            defaultValue={values.cover_letter}
            error={errors.cover_letter}
            wrapperClassName="sm:col-span-2"
          />
        </div>
      </section>
      {progress !== null ? (
        <div>
          <label htmlFor="upload-progress" className="block text-sm font-medium text-slate-800">
            Uploading your application: {progress}%
          </label>
          <progress id="upload-progress" max={100} value={progress} className="mt-1 h-2 w-full accent-brand-700" />
        </div>
      ) : null}
      <Button type="submit" pending={busy} pendingLabel="Submitting...">
        Submit
      </Button>
    </Form>
  );
}
