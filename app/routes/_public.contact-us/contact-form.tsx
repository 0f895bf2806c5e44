/**
 * The 'Get in touch' form. Works as a plain POST without JavaScript ('Show cities' reloads it with the country's
 * cities); with JavaScript it loads the cities as the country changes and validates on submit, then on change.
 */
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Location } from "~/backend/contract";
import { FormGuards } from "~/components/form-guards";
import { notify } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useHydrated } from "~/utils/use-hydrated";
import {
  CONTACT_FIELDS,
  contactValuesFrom,
  validateContact,
  type ContactFieldErrors,
  type ContactValues,
} from "./contact.schema";

export interface ContactActionData {
  values: ContactValues;
  cities: Location[];
  fieldErrors: ContactFieldErrors;
  formError: string | null;
}

interface ContactFormProps {
  countries: Location[];
  submissionKey: string;
  actionData: ContactActionData | null;
}

const announcedAnswers = new WeakSet<ContactActionData>();

export function ContactForm({ countries, submissionKey, actionData }: ContactFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const citiesFetcher = useFetcher<{ cities: Location[] }>();
  const formRef = useRef<HTMLFormElement>(null);
  const values = actionData?.values ?? {};
  const [country, setCountry] = useState(values.country ?? "");
  const [requestedCountry, setRequestedCountry] = useState<string | null>(null);
  const [errors, setErrors] = useState<ContactFieldErrors>(actionData?.fieldErrors ?? {});
  const [validated, setValidated] = useState(Object.keys(actionData?.fieldErrors ?? {}).length > 0);
  const formError = actionData?.formError ?? null;

  const cities =
    country === (values.country ?? "")
      ? (actionData?.cities ?? [])
      : requestedCountry === country && citiesFetcher.state === "idle"
        ? (citiesFetcher.data?.cities ?? [])
        : [];
  const cityDisabled = country === "" || cities.length === 0;

  const submitting =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/contact-us") === true &&
    navigation.formData?.get("intent") !== "cities";

  useEffect(() => {
    // The form remounts when the page data revalidates after the post; the same answer is announced once.
    if (!actionData?.formError || announcedAnswers.has(actionData)) return;
    announcedAnswers.add(actionData);
    notify("error", actionData.formError);
  }, [actionData]);

  useEffect(() => {
    // After a failed submission the visitor lands on the first field to fix.
    const first = CONTACT_FIELDS.find((field) => actionData?.fieldErrors[field]);
    if (first) focusField(formRef.current, first);
  }, [actionData]);

  function chooseCountry(id: string) {
    setCountry(id);
    if (!id) return;
    setRequestedCountry(id);
    citiesFetcher.load(`/contact-us/cities?country=${encodeURIComponent(id)}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "cities") return;
    setValidated(true);
    const result = validateContact(contactValuesFrom(new FormData(event.currentTarget)));
    setErrors(result.fieldErrors ?? {});
    if (result.fieldErrors) {
      event.preventDefault();
      focusField(event.currentTarget, CONTACT_FIELDS.find((field) => result.fieldErrors[field]));
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!validated) return;
    setErrors(validateContact(contactValuesFrom(new FormData(event.currentTarget))).fieldErrors ?? {});
  }

  return (
    <section aria-labelledby="get-in-touch" className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h2 id="get-in-touch" className="text-2xl font-semibold text-slate-900">
        Get in touch
      </h2>
      <p className="mt-2 text-sm text-slate-700">Fields marked * are required.</p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        aria-label="Get in touch"
      >
        {/* Enter in a text field submits the message, not 'Show cities' (the form's first submit button wins). */}
        <button type="submit" hidden tabIndex={-1} />
        <FormGuards submissionKey={submissionKey} />
        <TextField id="contact-first-name" name="first_name" label="First name" autoComplete="given-name" required defaultValue={values.first_name} error={errors.first_name} />
        <TextField id="contact-last-name" name="last_name" label="Last name" autoComplete="family-name" required defaultValue={values.last_name} error={errors.last_name} />
        <TextField id="contact-email" name="email" type="email" label="Email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
        <TextField id="contact-phone-number" name="phone_number" type="tel" label="Phone number" autoComplete="tel" required defaultValue={values.phone_number} error={errors.phone_number} />
        <div className="flex flex-col gap-2">
          <SelectField
            id="contact-country"
            name="country"
            label="Country"
            placeholder="Select a country"
            options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
            value={country}
            onChange={(event) => chooseCountry(event.currentTarget.value)}
            error={errors.country}
          />
          {hydrated ? null : (
            <Button type="submit" name="intent" value="cities" variant="secondary" className="self-start">
              Show cities
            </Button>
          )}
        </div>
        <SelectField
          key={country}
          id="contact-city"
          name="city"
          label="City"
          required
          placeholder="Select a city"
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
          defaultValue={country === (values.country ?? "") ? values.city : ""}
          disabled={cityDisabled}
          hint={cityDisabled ? (hydrated ? "Choose a country first." : "Choose a country, then press 'Show cities'.") : undefined}
          error={errors.city}
        />
        <TextAreaField
          id="contact-message"
          name="message"
          label="Message"
          wrapperClassName="sm:col-span-2"
          defaultValue={values.message}
          error={errors.message}
        />
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {formError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={submitting} pendingLabel="Submitting...">
            Send message
          </Button>
        </div>
      </Form>
    </section>
  );
}

function focusField(form: HTMLFormElement | null, field: string | undefined) {
  if (!form || !field) return;
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}
