/**
 * The request that sends the whole basket: the product request form's fields (full name, e-mail, mobile, company)
 * plus the delivery country and city, the Incoterms rule wished for and a note. Posts intent=send to the basket page;
 * a refusal (a field, or the basket itself: a line without quantity, a line no longer available) comes back with
 * everything typed kept.
 */
import { useNavigation } from "@remix-run/react";
import type { IdName } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { INCOTERMS } from "~/content/basket";
import { AppForm, FormError, useFormAnswer, useFormErrorToast } from "~/forms/app-form";
import { basketRequestValidator } from "~/forms/basket";
import { useContentLanguage, useT } from "~/i18n/react";
import { REQUEST_FORM_ID } from "./form-ids";

interface BasketRequestFormProps {
  countries: IdName[];
  submissionKey: string;
  /** A signed-in account's name, address and phone to start from. */
  prefill: { full_name: string; email: string; mobile: string } | null;
}

export default function BasketRequestForm({ countries, submissionKey, prefill }: BasketRequestFormProps) {
  const t = useT("basket");
  const content = useContentLanguage();
  const answer = useFormAnswer(REQUEST_FORM_ID);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  useFormErrorToast(answer);
  return (
    <AppForm id={REQUEST_FORM_ID} validator={basketRequestValidator} preventScrollReset className="mt-6 grid gap-4 sm:grid-cols-2" aria-labelledby="basket-request-heading">
      <FormGuards submissionKey={submissionKey} />
      <input type="hidden" name="intent" value="send" />
      <p className="text-sm text-slate-700 sm:col-span-2">{t("request.required")}</p>
      <FormError message={answer?.formError} className="sm:col-span-2" />
      <TextField id="basket-full-name" name="full_name" label={t("request.fullName")} autoComplete="name" required defaultValue={prefill?.full_name} />
      <TextField id="basket-email" name="email" type="email" label={t("request.email")} autoComplete="email" required defaultValue={prefill?.email} />
      <TextField id="basket-mobile" name="mobile" type="tel" label={t("request.mobile")} autoComplete="tel" required defaultValue={prefill?.mobile || undefined} />
      <TextField id="basket-company" name="company" label={t("request.company")} autoComplete="organization" />
      <SelectField
        id="basket-country"
        name="country"
        label={t("request.country")}
        placeholder={t("request.countryPlaceholder")}
        required
        options={countries.map((country) => ({ value: String(country.id), label: country.name, lang: content(country.name).lang }))}
      />
      <TextField id="basket-city" name="city" label={t("request.city")} autoComplete="address-level2" required />
      <SelectField
        id="basket-incoterm"
        name="incoterm"
        label={t("request.incoterm")}
        placeholder={t("request.incotermPlaceholder")}
        hint={t("request.incotermHint")}
        options={INCOTERMS.map((rule) => ({ value: rule, label: t(`incoterms.${rule}`) }))}
        wrapperClassName="sm:col-span-2"
      />
      <TextAreaField id="basket-note" name="note" label={t("request.note")} wrapperClassName="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" pending={sending} pendingLabel={t("request.sending")}>
          {t("request.send")}
        </Button>
      </div>
    </AppForm>
  );
}
