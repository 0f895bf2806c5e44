/**
 * The 'Get in touch' form (spec §3 contact payload, §5 contact rules). Without JavaScript its 'Show cities' button
 * posts intent=cities, which only reloads the form with the country's cities: that step checks nothing.
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "~/utils/account-fields";
import { formValidator } from "./kit";

export const CONTACT_FORM_ID = "contact";

/** Spec §8: the contact toasts. */
export const CONTACT_SUCCESS = "Your message has been sent successfully";
export const CONTACT_FAILURE = "An error occurred while sending your message. Please try again.";

/** Spec §5 lists the required fields without texts; these follow the request form's wording. */
const CONTACT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  invalidEmail: "Invalid email address",
  phoneNumber: "Phone number is required",
  city: "City is required",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

const required = (message: string, max = 100) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, CONTACT_MESSAGES.tooLong(max));

/** A select's value: a positive whole id, or nothing. */
const optionalId = z
  .string()
  .optional()
  .transform((value) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined));

const contactSchema = z.object({
  first_name: required(CONTACT_MESSAGES.firstName),
  last_name: required(CONTACT_MESSAGES.lastName),
  email: required(CONTACT_MESSAGES.email, 254).regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail),
  phone_number: required(CONTACT_MESSAGES.phoneNumber, 40),
  /** Chosen only to narrow the city list; never sent (spec §3). */
  country: optionalId,
  city: z
    .string({ required_error: CONTACT_MESSAGES.city, invalid_type_error: CONTACT_MESSAGES.city })
    .regex(/^\d{1,9}$/, CONTACT_MESSAGES.city)
    .transform(Number)
    .refine((id) => id > 0, CONTACT_MESSAGES.city),
  message: z.string().trim().max(5000, CONTACT_MESSAGES.tooLong(5000)).optional().default(""),
});

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
