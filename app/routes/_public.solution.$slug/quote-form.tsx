/** The product request form (spec §3): full name, e-mail, mobile, company, quantity with unit, note; posts a quote request. */
import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import type { FormFailure } from "~/utils/form-validation";
import { useFormValidation } from "~/utils/use-form-validation";
import { QUOTE_UNITS, quoteFormSchema } from "./quote-form.schema";

export function QuoteForm({ action, submissionKey, failure }: { action: string; submissionKey: string; failure?: FormFailure | null }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const { errors, onSubmit, onChange } = useFormValidation(quoteFormSchema, failure?.fieldErrors);
  const values = failure?.values ?? {};

  useEffect(() => {
    if (failure?.formError) notify("error", failure.formError);
  }, [failure]);

  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-4 sm:grid-cols-2">
      <FormGuards submissionKey={submissionKey} />
      {failure?.formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 sm:col-span-2">
          {failure.formError}
        </p>
      ) : null}
      <TextField label="Full name" name="full_name" autoComplete="name" required defaultValue={values.full_name} error={errors.full_name} wrapperClassName="sm:col-span-2" />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <TextField label="Mobile" name="mobile" type="tel" autoComplete="tel" required defaultValue={values.mobile} error={errors.mobile} />
      <TextField label="Company (optional)" name="company" autoComplete="organization" defaultValue={values.company} error={errors.company} wrapperClassName="sm:col-span-2" />
      <TextField
        label="Quantity"
        name="quantity"
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        required
        defaultValue={values.quantity}
        error={errors.quantity}
      />
      <SelectField label="Unit" name="unit" required options={QUOTE_UNITS.map((u) => ({ value: u, label: u }))} defaultValue={values.unit ?? "kg"} error={errors.unit} />
      <TextAreaField label="Note (optional)" name="note" defaultValue={values.note} error={errors.note} wrapperClassName="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Submitting..." className="w-full sm:w-auto">
          Send request
        </Button>
      </div>
    </Form>
  );
}
