/** Company overview (spec §2): 'About Us', 'Who we are', 'Contact Information' and the 'Get in touch' form. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import type { Location } from "~/backend/contract";
import { pageTitle } from "~/components/page-title";
import { COMPANY_INTRO, CONTACT_INFORMATION, WHO_WE_ARE } from "~/content/company";
import { enforceFormRateLimit } from "~/utils/rate-limit.server";
import { isHoneypotFilled, newSubmissionKey, submissionKeyFrom } from "~/utils/form-guards.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { ContactForm, type ContactActionData } from "./contact-form";
import {
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  contactValuesFrom,
  validateContact,
  type ContactFieldErrors,
  type ContactFields,
  type ContactValues,
} from "./contact.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Contact us") },
  { name: "description", content: "About Sahel Specialty Chemicals, who we are, and how to reach our Muscat office and factory." },
];

export async function loader(_args: LoaderFunctionArgs) {
  const countries = await getBackend().listCountries();
  return json({ countries, submissionKey: newSubmissionKey() }, { headers: cacheHeaders("no-store") });
}

function countryIdOf(values: ContactValues) {
  const id = Number(values.country);
  return /^\d{1,9}$/.test(values.country ?? "") && id > 0 ? id : undefined;
}

/** Backend field errors (keyed like the payload) mapped onto the form's fields, first message each. */
function formFieldErrors(fieldErrors: Record<string, string[]>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if ((CONTACT_FIELDS as readonly string[]).includes(field) && messages[0]) errors[field as ContactFields] = messages[0];
  }
  return errors;
}

export async function action({ request }: ActionFunctionArgs) {
  await enforceFormRateLimit(request);
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) throw new Response("Form not submitted properly", { status: 400 });

  const values = contactValuesFrom(formData);
  const backend = getBackend();
  const countryId = countryIdOf(values);
  const cities: Location[] = countryId ? await backend.listCities(countryId) : [];
  const reply = (data: Omit<ContactActionData, "values" | "cities">, status = 200) =>
    json<ContactActionData>({ values, cities, ...data }, { status });

  // Without JavaScript, 'Show cities' reloads the form with the country's cities; nothing is validated or stored.
  if (formData.get("intent") === "cities") return reply({ fieldErrors: {}, formError: null });

  const { data, fieldErrors } = validateContact(values);
  if (!data) return reply({ fieldErrors, formError: null }, 400);

  try {
    const result = await backend.sendContactMessage(
      {
        first_name: data.first_name,
        last_name: data.last_name,
        email: data.email,
        phone_number: data.phone_number,
        city: data.city,
        message: data.message,
      },
      submissionKeyFrom(formData),
      await formSender(request),
    );
    return redirectWithSuccess("/contact-us", result.message || CONTACT_SUCCESS);
  } catch (error) {
    // Nothing was stored: the visitor keeps the typed values and reads why (spec §8: the server's message, else ours).
    if (!(error instanceof BackendError)) {
      console.error("contact message not sent:", error);
      return reply({ fieldErrors: {}, formError: CONTACT_FAILURE }, 500);
    }
    const serverMessage = error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : CONTACT_FAILURE;
    const status = error.status >= 400 && error.status < 500 ? error.status : 503;
    if (error.fieldErrors) return reply({ fieldErrors: formFieldErrors(error.fieldErrors), formError: serverMessage }, status);
    console.error("contact message not sent:", error.status, error.message);
    return reply({ fieldErrors: {}, formError: serverMessage }, status);
  }
}

export default function ContactUs() {
  const { countries, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">About Us</h1>
      <p className="mt-4 text-lg text-slate-700">{COMPANY_INTRO}</p>
      <section aria-labelledby="who-we-are" className="mt-10">
        <h2 id="who-we-are" className="text-2xl font-semibold text-slate-900">
          Who we are
        </h2>
        <p className="mt-3 text-slate-700">{WHO_WE_ARE}</p>
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="contact-information" className="self-start rounded-lg bg-sand-50 p-6">
          <h2 id="contact-information" className="text-2xl font-semibold text-slate-900">
            Contact Information
          </h2>
          <ul className="mt-4 space-y-3 text-slate-800">
            {CONTACT_INFORMATION.phones.map((phone) => (
              <li key={phone.href}>
                {phone.label}:{" "}
                <a className="underline hover:text-brand-800" href={phone.href}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              E-mail:{" "}
              <a className="underline hover:text-brand-800" href={CONTACT_INFORMATION.email.href}>
                {CONTACT_INFORMATION.email.display}
              </a>
            </li>
            <li>{CONTACT_INFORMATION.officeAddress}</li>
            <li>{CONTACT_INFORMATION.factoryAddress}</li>
          </ul>
        </section>
        <ContactForm
          key={submissionKey}
          countries={countries}
          submissionKey={submissionKey}
          actionData={actionData ?? null}
        />
      </div>
    </div>
  );
}
