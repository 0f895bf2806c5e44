/** The 'Get in touch' form (spec §3 contact payload, §5 contact rules): one schema for the server and the browser. */
import { z } from "zod";

/** Spec §8: the contact toasts. */
export const CONTACT_SUCCESS = "Your message has been sent successfully";
export const CONTACT_FAILURE = "An error occurred while sending your message. Please try again.";

/** Spec §5 lists the required fields without texts; these follow the request form's wording. */
export const CONTACT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  invalidEmail: "Invalid email address",
  phoneNumber: "Phone number is required",
  city: "City is required",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** Spec §5: a simple address pattern, case-insensitive, with a top-level part of at least 2 letters. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

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

export const contactSchema = z.object({
  first_name: required(CONTACT_MESSAGES.firstName),
  last_name: required(CONTACT_MESSAGES.lastName),
  email: required(CONTACT_MESSAGES.email, 254).pipe(z.string().regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail)),
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

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactFields, string>>;

/** The typed values, as strings, so a failed submission can show them again. */
export type ContactValues = Partial<Record<ContactFields, string>>;

export const CONTACT_FIELDS: readonly ContactFields[] = ["first_name", "last_name", "email", "phone_number", "country", "city", "message"];

export function contactValuesFrom(formData: FormData): ContactValues {
  const values: ContactValues = {};
  for (const field of CONTACT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** Parses the form; on failure, the first message of each field. */
export function validateContact(values: ContactValues) {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, fieldErrors: undefined };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactFields;
    fieldErrors[field] ??= issue.message;
  }
  return { data: undefined, fieldErrors };
}
