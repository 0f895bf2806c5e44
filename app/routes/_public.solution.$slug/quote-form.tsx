/** The product request form (spec §3): full name, e-mail, mobile, company, quantity with unit, note; posts a quote request. */
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { QUOTE_FORM_ID, QUOTE_UNITS, quoteValidator } from "~/forms/quote";

export function QuoteForm({ action, submissionKey }: { action: string; submissionKey: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const answer = useFormAnswer(QUOTE_FORM_ID);

  useEffect(() => {
    if (answer?.formError) notify("error", answer.formError);
  }, [answer]);

  return (
    <AppForm id={QUOTE_FORM_ID} validator={quoteValidator} action={action} className="grid gap-4 sm:grid-cols-2">
      <FormGuards submissionKey={submissionKey} />
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField label="Full name" name="full_name" autoComplete="name" required wrapperClassName="sm:col-span-2" />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
      <TextField label="Mobile" name="mobile" type="tel" autoComplete="tel" required />
      <TextField label="Company (optional)" name="company" autoComplete="organization" wrapperClassName="sm:col-span-2" />
      <TextField label="Quantity" name="quantity" type="number" inputMode="decimal" min="0" step="any" required />
      <SelectField label="Unit" name="unit" required options={QUOTE_UNITS.map((u) => ({ value: u, label: u }))} defaultValue="kg" />
      <TextAreaField label="Note (optional)" name="note" wrapperClassName="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Submitting..." className="w-full sm:w-auto">
          Send request
        </Button>
      </div>
    </AppForm>
  );
}
