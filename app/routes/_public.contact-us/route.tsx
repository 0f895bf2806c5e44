/** Company overview (spec §2): 'About Us', 'Who we are', 'Contact Information' and the 'Get in touch' form. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import type { Location } from "~/backend/contract";
import { pageTitle } from "~/components/page-title";
import { CONTACT_INFORMATION } from "~/content/contact-details";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/namespaces";
import { newSubmissionKey } from "~/utils/form-guards.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { formAnswer, readValidatedForm } from "~/forms/action.server";
import type { FieldErrors } from "~/forms/kit";
import { CONTACT_FAILURE, CONTACT_FIELDS, CONTACT_FORM_ID, CONTACT_SUCCESS, contactValidator, countryIdOf } from "~/forms/public-forms.server";
import { lazyForm } from "~/forms/lazy-form";
import type { ContactAnswer } from "./contact-form";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { log } from "~/utils/log.server";

export const handle = { i18n: ["contact", "forms"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const [countries, meta] = await Promise.all([pageBackend(request).listCountries(), pageMeta(request, "contact", "title", "description")]);
  // A message begun elsewhere (a search that found nothing asks the technical team with its words).
  const message = (new URL(request.url).searchParams.get("message") ?? "").replace(/\p{Cc}/gu, " ").slice(0, 500);
  return json({ meta, countries, message, submissionKey: newSubmissionKey() }, { headers: cacheHeaders("no-store") });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Contact us"), { location, matches });

/** The phones' labels in CONTACT_INFORMATION, by their message. */
const PHONE_LABELS: Record<(typeof CONTACT_INFORMATION.phones)[number]["label"], MessageKey<"contact">> = {
  Sales: "information.sales",
  Factory: "information.factory",
};

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

/** The form again: its messages, what was typed, and the chosen country's cities so the city list can be refilled. */
async function formAgain(request: Request, status: number, formData: FormData, failure: { fieldErrors?: FieldErrors; formError?: string | null }, init?: ResponseInit) {
  const countryId = countryIdOf(formData.get("country"));
  const cities: Location[] = countryId ? await pageBackend(request).listCities(countryId) : [];
  // Named for this form also when the post did not say (one made without the page): it is the page's only form.
  return json<ContactAnswer>({ ...formAnswer({ ...failure, fields: formData }), formId: CONTACT_FORM_ID, cities }, { ...init, status });
}

/** Backend field errors (keyed like the payload) that name the form's fields, first message each. */
function formFieldErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if ((CONTACT_FIELDS as readonly string[]).includes(field) && messages[0]) errors[field] = messages[0];
  }
  return errors;
}

export async function action({ request }: ActionFunctionArgs) {
  const confirmation = (email: string, overview: boolean) => ({ kind: "contact" as const, email, overview, fallback: CONTACT_SUCCESS });
  const form = await readValidatedForm(request, contactValidator, {
    rateLimit: "forms",
    // A bot filled the hidden field: answer as if it worked (without a reference), store nothing.
    honeypot: (formData) => redirectToConfirmation(request, {}, confirmation(String(formData.get("email") ?? ""), false)),
  });
  if (!form.ok) {
    // A honeypot's redirect, or a body too large to have been read, goes as it is.
    if (!form.formData || !form.answer) return form.response;
    // A refusal (400, 429) keeps the form as it was sent, with the chosen country's cities.
    return formAgain(request, form.status, form.formData, form.answer, { headers: form.response.headers });
  }
  const { data, formData } = form;
  // Without JavaScript, 'Show cities' reloads the form with the country's cities; nothing is validated or stored.
  if (data.intent === "cities") return formAgain(request, 200, formData, {});

  try {
    const sender = await formSender(request);
    const result = await pageBackend(request).sendContactMessage(
      {
        first_name: data.first_name,
        last_name: data.last_name,
        email: data.email,
        phone_number: data.phone_number,
        city: data.city,
        message: data.message,
      },
      form.submissionKey,
      sender,
    );
    return redirectToConfirmation(request, result, confirmation(data.email, sender.userId !== undefined));
  } catch (error) {
    // Nothing was stored: the visitor keeps the typed values and reads why (spec §8: the server's message, else ours).
    if (!(error instanceof BackendError)) {
      log.error({ err: error }, "contact message not sent");
      return formAgain(request, 500, formData, { formError: CONTACT_FAILURE });
    }
    const serverMessage = error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : CONTACT_FAILURE;
    const status = error.status >= 400 && error.status < 500 ? error.status : 503;
    if (error.fieldErrors) return formAgain(request, status, formData, { fieldErrors: formFieldErrors(error.fieldErrors), formError: serverMessage });
    log.error({ err: error }, "contact message not sent");
    return formAgain(request, status, formData, { formError: serverMessage });
  }
}

const ContactForm = lazyForm(() => import("./contact-form"));

export default function ContactUs() {
  const { countries, message, submissionKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT("contact");
  const tCommon = useT("common");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("heading")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("company.intro")}</p>
      <section aria-labelledby="who-we-are" className="mt-10">
        <h2 id="who-we-are" className="text-2xl font-semibold text-slate-900">
          {t("whoWeAre")}
        </h2>
        <p className="mt-3 text-slate-700">{t("company.whoWeAre")}</p>
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="contact-information" className="self-start rounded-lg bg-sand-50 p-6">
          <h2 id="contact-information" className="text-2xl font-semibold text-slate-900">
            {t("information.title")}
          </h2>
          <ul className="mt-4 space-y-3 text-slate-800">
            {CONTACT_INFORMATION.phones.map((phone) => (
              <li key={phone.href}>
                {t(PHONE_LABELS[phone.label])}:{" "}
                <a className="underline hover:text-brand-800" href={phone.href} dir="ltr">
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              {t("information.email")}:{" "}
              <a className="underline hover:text-brand-800" href={CONTACT_INFORMATION.email.href}>
                {CONTACT_INFORMATION.email.display}
              </a>
            </li>
            {/* The footer's words: one text, and `common` is on every page. */}
            <li>{tCommon("footer.officeAddress")}</li>
            <li>{t("information.factoryAddress")}</li>
          </ul>
        </section>
        <ContactForm
          key={submissionKey}
          countries={countries}
          message={message}
          submissionKey={submissionKey}
          answer={answer && "cities" in answer ? answer : null}
        />
      </div>
    </div>
  );
}
