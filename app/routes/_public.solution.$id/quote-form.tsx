/** The product request form (spec §3): full name, e-mail, mobile, company, quantity with unit, note; posts a quote request. */
import { useNavigation } from "@remix-run/react";
import { FormGuards } from "~/components/form-guards";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer, useFormErrorToast } from "~/forms/app-form";
import { BASKET_UNITS } from "~/content/basket";
import { QUOTE_FORM_ID } from "~/forms/names";
import { quoteValidator } from "~/forms/quote";
import { useT } from "~/i18n/react";
import type { QuoteDefaults } from "./quote-defaults.server";

/** `defaults`: the starting quantity, unit and note, from the address (the dosage calculator's link). */
export default function QuoteForm({ action, submissionKey, defaults = {} }: { action: string; submissionKey: string; defaults?: QuoteDefaults }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const answer = useFormAnswer(QUOTE_FORM_ID);
  const t = useT("solution");
  const common = useT("common");

  useFormErrorToast(answer);

  return (
    <AppForm id={QUOTE_FORM_ID} validator={quoteValidator} action={action} className="grid gap-4 sm:grid-cols-2">
      <FormGuards submissionKey={submissionKey} />
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField label={t("quote.fullName")} name="full_name" autoComplete="name" required wrapperClassName="sm:col-span-2" />
      <TextField label={t("quote.email")} name="email" type="email" autoComplete="email" required />
      <TextField label={t("quote.mobile")} name="mobile" type="tel" autoComplete="tel" required />
      <TextField label={t("quote.company")} name="company" autoComplete="organization" wrapperClassName="sm:col-span-2" />
      <TextField label={t("quote.quantity")} name="quantity" type="number" inputMode="decimal" min="0" step="any" required defaultValue={defaults.quantity} />
      <SelectField label={t("quote.unit")} name="unit" required options={BASKET_UNITS.map((unit) => ({ value: unit, label: common(`units.${unit}`) }))} defaultValue={defaults.unit ?? "kg"} />
      <TextAreaField label={t("quote.note")} name="note" wrapperClassName="sm:col-span-2" defaultValue={defaults.note} />
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel={t("submitting")} className="w-full sm:w-auto">
          {t("quote.send")}
        </Button>
      </div>
    </AppForm>
  );
}
