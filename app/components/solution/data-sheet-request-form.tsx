/** The MSDS / TDS / inquiry request form (spec §2 "Request form dialog", §3 payload, §5 rules), on its page or in a dialog. */
import { useNavigation, type FetcherWithComponents } from "@remix-run/react";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormErrorToast } from "~/forms/app-form";
import type { FormAnswer } from "~/forms/kit";
import { dataSheetRequestAction, dataSheetRequestFormId } from "~/forms/names";
import { dataSheetRequestValidator } from "~/forms/data-sheet-request";
import { useContentLanguage, useLocalizePath, useT } from "~/i18n/react";

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

export default function DataSheetRequestForm({ kind, solutionId, jobFunctions, countries, submissionKey, redirectTo, answer, fetcher }: RequestFormProps) {
  const navigation = useNavigation();
  const t = useT("solution");
  const content = useContentLanguage();
  // Posted to the form page in the page's language, so an answer without JavaScript stays in it.
  const action = useLocalizePath()(dataSheetRequestAction(solutionId, kind));
  const pending = fetcher ? fetcher.state === "submitting" : navigation.state === "submitting" && navigation.formAction === action;

  useFormErrorToast(answer);

  return (
    <AppForm
      id={dataSheetRequestFormId(kind)}
      validator={dataSheetRequestValidator(kind)}
      action={action}
      fetcher={fetcher}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormGuards submissionKey={submissionKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField label={t("request.firstName")} name="first_name" autoComplete="given-name" required />
      <TextField label={t("request.lastName")} name="last_name" autoComplete="family-name" required />
      <TextField
        label={t("request.companyEmail")}
        name="company_email_address"
        type="email"
        autoComplete="email"
        required
        wrapperClassName="sm:col-span-2"
      />
      <SelectField
        label={t("request.jobFunction")}
        name="job_function"
        required
        placeholder={t("request.jobFunctionPlaceholder")}
        options={jobFunctions.map((f) => ({ value: f.id, label: f.name, lang: content(f.name).lang }))}
      />
      <TextField label={t("request.company")} name="company" autoComplete="organization" required />
      <SelectField
        label={t("request.country")}
        name="country"
        required
        placeholder={t("request.countryPlaceholder")}
        options={countries.map((c) => ({ value: c.id, label: c.name, lang: content(c.name).lang }))}
        wrapperClassName="sm:col-span-2"
      />
      {kind === "inquiry" ? <TextAreaField label={t("request.message")} name="message" required wrapperClassName="sm:col-span-2" /> : null}
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel={t("submitting")} className="w-full sm:w-auto">
          {t("request.submit")}
        </Button>
      </div>
    </AppForm>
  );
}
