/** The MSDS / TDS / inquiry request form (spec §2 "Request form dialog", §3 payload, §5 rules), on its page or in a dialog. */
import { useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError } from "~/forms/app-form";
import type { FormAnswer } from "~/forms/kit";
import { requestFormId, requestValidator } from "~/forms/request";

interface RequestFormProps {
  kind: DataSheetKind;
  solutionId: number;
  jobFunctions: IdName[];
  countries: IdName[];
  submissionKey: string;
  /** Where a successful request lands (the page or dialog it was opened from). */
  redirectTo: string;
  /** The action's answer to this form's last failed post (the page's action data, or the dialog's fetcher's). */
  answer?: FormAnswer | null;
  /** In a dialog the form posts through a fetcher, so the page behind stays put until the redirect. */
  fetcher?: FetcherWithComponents<unknown>;
}

export function requestFormAction(solutionId: number, kind: DataSheetKind) {
  return `/solution/${solutionId}/request/${kind}`;
}

export function DataSheetRequestForm({ kind, solutionId, jobFunctions, countries, submissionKey, redirectTo, answer, fetcher }: RequestFormProps) {
  const navigation = useNavigation();
  const action = requestFormAction(solutionId, kind);
  const pending = fetcher ? fetcher.state === "submitting" : navigation.state === "submitting" && navigation.formAction === action;

  useEffect(() => {
    if (answer?.formError) notify("error", answer.formError);
  }, [answer]);

  return (
    <AppForm
      id={requestFormId(kind)}
      validator={requestValidator(kind)}
      action={action}
      fetcher={fetcher}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormGuards submissionKey={submissionKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField label="First name" name="first_name" autoComplete="given-name" required />
      <TextField label="Last name" name="last_name" autoComplete="family-name" required />
      <TextField
        label="Company e-mail"
        name="company_email_address"
        type="email"
        autoComplete="email"
        required
        wrapperClassName="sm:col-span-2"
      />
      <SelectField
        label="Job function"
        name="job_function"
        required
        placeholder="Select a job function"
        options={jobFunctions.map((f) => ({ value: f.id, label: f.name }))}
      />
      <TextField label="Company" name="company" autoComplete="organization" required />
      <SelectField
        label="Country"
        name="country"
        required
        placeholder="Select a country"
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        wrapperClassName="sm:col-span-2"
      />
      {kind === "inquiry" ? <TextAreaField label="Message" name="message" required wrapperClassName="sm:col-span-2" /> : null}
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Submitting..." className="w-full sm:w-auto">
          Submit
        </Button>
      </div>
    </AppForm>
  );
}
