/**
 * The 'Get in touch' form. Works as a plain POST without JavaScript ('Show cities' reloads it with the country's
 * cities); with JavaScript it loads the cities as the country changes and validates on submit, then on change.
 */
import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Location } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm } from "~/forms/app-form";
import { CONTACT_FORM_ID, contactValidator } from "~/forms/contact";
import type { FormAnswer } from "~/forms/kit";
import { useHydrated } from "~/utils/use-hydrated";
import { useFormMessage } from "~/i18n/form-messages";
import { DEFAULT_LOCALE, unlocalizedPath } from "~/i18n/locales";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";

/** The action's answer when the form comes back: the form's answer and the chosen country's cities. */
export interface ContactAnswer extends FormAnswer {
  cities: Location[];
}

interface ContactFormProps {
  countries: Location[];
  /** The message's first words, given by the page's address (?message=). */
  message?: string;
  submissionKey: string;
  answer: ContactAnswer | null;
}

const announcedAnswers = new WeakSet<ContactAnswer>();

export default function ContactForm({ countries, message = "", submissionKey, answer }: ContactFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const citiesFetcher = useFetcher<{ cities: Location[] }>();
  const locale = useLocale();
  const sentCountry = answer?.repopulateFields.country ?? "";
  const [country, setCountry] = useState(sentCountry);
  const [requestedCountry, setRequestedCountry] = useState<string | null>(null);
  const t = useT("contact");
  const content = useContentLanguage();
  const tm = useFormMessage();
  const formError = answer?.formError ?? null;

  const cities =
    country === sentCountry
      ? (answer?.cities ?? [])
      : requestedCountry === country && citiesFetcher.state === "idle"
        ? (citiesFetcher.data?.cities ?? [])
        : [];
  const cityDisabled = country === "" || cities.length === 0;

  const submitting =
    navigation.state === "submitting" &&
    navigation.formAction !== undefined &&
    unlocalizedPath(navigation.formAction).startsWith("/contact-us") &&
    navigation.formData?.get("intent") !== "cities";

  useEffect(() => {
    // The form remounts when the page data revalidates after the post; the same answer is announced once.
    if (!answer?.formError || announcedAnswers.has(answer)) return;
    announcedAnswers.add(answer);
    notify("error", tm(answer.formError));
  }, [answer, tm]);

  function chooseCountry(id: string) {
    setCountry(id);
    if (!id) return;
    setRequestedCountry(id);
    citiesFetcher.load(`/contact-us/cities?country=${encodeURIComponent(id)}${locale === DEFAULT_LOCALE ? "" : `&lang=${locale}`}`);
  }

  return (
    <section aria-labelledby="get-in-touch" className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h2 id="get-in-touch" className="text-2xl font-semibold text-slate-900">
        {t("form.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("form.required")}</p>
      <AppForm
        id={CONTACT_FORM_ID}
        validator={contactValidator}
        preventScrollReset
        className="mt-6 grid gap-4 sm:grid-cols-2"
        aria-label={t("form.title")}
      >
        {/* Enter in a text field submits the message, not 'Show cities' (the form's first submit button wins). */}
        <button type="submit" hidden tabIndex={-1} />
        <FormGuards submissionKey={submissionKey} />
        <TextField id="contact-first-name" name="first_name" label={t("form.firstName")} autoComplete="given-name" required />
        <TextField id="contact-last-name" name="last_name" label={t("form.lastName")} autoComplete="family-name" required />
        <TextField id="contact-email" name="email" type="email" label={t("form.email")} autoComplete="email" required />
        <TextField id="contact-phone-number" name="phone_number" type="tel" label={t("form.phoneNumber")} autoComplete="tel" required />
        <div className="flex flex-col gap-2">
          <SelectField
            id="contact-country"
            name="country"
            label={t("form.country")}
            placeholder={t("form.countryPlaceholder")}
            options={countries.map((c) => ({ value: String(c.id), label: c.name, lang: content(c.name).lang }))}
            onChange={(event) => chooseCountry(event.currentTarget.value)}
          />
          {hydrated ? null : (
            <Button type="submit" name="intent" value="cities" variant="secondary" className="self-start">
              {t("form.showCities")}
            </Button>
          )}
        </div>
        <SelectField
          key={country}
          id="contact-city"
          name="city"
          label={t("form.city")}
          required
          placeholder={t("form.cityPlaceholder")}
          options={cities.map((c) => ({ value: String(c.id), label: c.name, lang: content(c.name).lang }))}
          disabled={cityDisabled}
          hint={cityDisabled ? t(hydrated ? "form.cityHint" : "form.cityHintNoScript") : undefined}
        />
        <TextAreaField
          id="contact-message"
          name="message"
          label={t("form.message")}
          defaultValue={message || undefined}
          wrapperClassName="sm:col-span-2"
        />
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {tm(formError)}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={submitting} pendingLabel={t("form.submitting")}>
            {t("form.send")}
          </Button>
        </div>
      </AppForm>
    </section>
  );
}
