/** The MSDS / TDS / inquiry request form (spec §2 "Request form dialog", §3 payload, §5 rules), on its page or in a dialog. */
import { Form, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { requestFormSchema } from "~/routes/_public.solution_.$slug.request.$kind/request-form.schema";
import type { FormFailure } from "~/utils/form-validation";
import { useFormValidation } from "~/utils/use-form-validation";

export interface RequestFormProps {
  kind: DataSheetKind;
  solutionId: number;
  jobFunctions: IdName[];
  countries: IdName[];
  submissionKey: string;
  /** Where a successful request lands (the page or dialog it was opened from). */
  redirectTo: string;
  failure?: FormFailure | null;
  /** In a dialog the form posts through a fetcher, so the page behind stays put until the redirect. */
  fetcher?: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
}

export function requestFormAction(solutionId: number, kind: DataSheetKind) {
  return `/solution/${solutionId}/request/${kind}`;
}

export function DataSheetRequestForm({ kind, solutionId, jobFunctions, countries, submissionKey, redirectTo, failure, fetcher }: RequestFormProps) {
  const navigation = useNavigation();
  const action = requestFormAction(solutionId, kind);
  const pending = fetcher ? fetcher.state === "submitting" : navigation.state === "submitting" && navigation.formAction === action;
  const { errors, onSubmit, onChange } = useFormValidation(requestFormSchema(kind), failure?.fieldErrors);
  const values = failure?.values ?? {};
  const FormElement = fetcher ? fetcher.Form : Form;

  useEffect(() => {
    if (failure?.formError) notify("error", failure.formError);
  }, [failure]);

  return (
    <FormElement method="post" action={action} noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-4 sm:grid-cols-2">
      <FormGuards submissionKey={submissionKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {failure?.formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 sm:col-span-2">
          {failure.formError}
        </p>
      ) : null}
      <TextField label="First name" name="first_name" autoComplete="given-name" required defaultValue={values.first_name} error={errors.first_name} />
      <TextField label="Last name" name="last_name" autoComplete="family-name" required defaultValue={values.last_name} error={errors.last_name} />
      <TextField
        label="Company e-mail"
        name="company_email_address"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.company_email_address}
        error={errors.company_email_address}
        wrapperClassName="sm:col-span-2"
      />
      <SelectField
        label="Job function"
        name="job_function"
        required
        placeholder="Select a job function"
        options={jobFunctions.map((f) => ({ value: f.id, label: f.name }))}
        defaultValue={values.job_function ?? ""}
        error={errors.job_function}
      />
      <TextField label="Company" name="company" autoComplete="organization" required defaultValue={values.company} error={errors.company} />
      <SelectField
        label="Country"
        name="country"
        required
        placeholder="Select a country"
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={values.country ?? ""}
        error={errors.country}
        wrapperClassName="sm:col-span-2"
      />
      {kind === "inquiry" ? (
        <TextAreaField label="Message" name="message" required defaultValue={values.message} error={errors.message} wrapperClassName="sm:col-span-2" />
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Submitting..." className="w-full sm:w-auto">
          Submit
        </Button>
      </div>
    </FormElement>
  );
}
