/**
 * The contact message (spec §3 payload, §5 rules), one schema for the 'Get in touch' form, its action, /api/v1 and
 * the OpenAPI document; and the page's city step. Without JavaScript
 * its 'Show cities' button posts intent=cities, which only reloads the form with the country's cities: that step
 * checks nothing.
 */
import { z } from "zod";
import { email } from "~/utils/account-fields";
import { personNames, optionalText, requiredId, requiredText } from "./fields";
import { formValidator } from "./kit";

export const CONTACT_FORM_ID = "contact";

/** Spec §8: the contact toasts. */
export const CONTACT_SUCCESS = "Your message has been sent successfully";
export const CONTACT_FAILURE = "An error occurred while sending your message. Please try again.";

/** A contact message: the city is sent, the country only narrows the city list on the page. */
export const ContactPayload = z.object({
  ...personNames,
  email: email("Email is required"),
  phone_number: requiredText("Phone number", 40),
  city: requiredId("City is required"),
  message: optionalText("Message", 5000),
});

/** A select's value: a positive whole id, or nothing. */
const optionalId = z
  .string()
  .optional()
  .transform((value) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined));

/** The message, and the country chosen only to narrow the city list (never sent, spec §3). */
const contactSchema = ContactPayload.extend({ country: optionalId });

/** The no-JavaScript city step: only the country is read. */
const citiesStep = z.object({ intent: z.literal("cities"), country: optionalId });

/** Either the city step or the message itself (a post without intent, as the browser's form sends it). */
const contactFormSchema = z.discriminatedUnion("intent", [citiesStep, contactSchema.extend({ intent: z.undefined() })]);

export const contactValidator = formValidator(contactFormSchema);

/** The fields the backend may name in a refusal (keyed like the payload). */
export const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone_number", "country", "city", "message"] as const;

/** A positive whole id typed into the country select, for reloading its cities with the form. */
export function countryIdOf(value: FormDataEntryValue | null | undefined) {
  return typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
