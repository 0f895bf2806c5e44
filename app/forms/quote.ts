/** The product page's request form (spec §3 "Product request form"), really sent as a quote request. */
import { z } from "zod";
import { formValidator } from "./kit";
import { QUOTE_UNITS } from "./names";
import { requiredEmail, requiredText } from "./request";


const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default("");

const quoteFormSchema = z.object({
  full_name: requiredText("Full name is required", 200),
  email: requiredEmail(),
  mobile: requiredText("Mobile is required", 40).pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{5,}$/, "Invalid mobile number")),
  company: optionalText(200, "Company name is too long"),
  quantity: z
    .string({ required_error: "Quantity is required" })
    .trim()
    .min(1, "Quantity is required")
    .pipe(z.coerce.number({ invalid_type_error: "Quantity must be a positive number" }).positive("Quantity must be a positive number").finite().max(1e9, "Quantity is too large")),
  unit: z.enum(QUOTE_UNITS, { errorMap: () => ({ message: "Unit is required" }) }),
  note: optionalText(2000, "The note is too long"),
});

export const quoteValidator = formValidator(quoteFormSchema);

/** The fields the backend may name in a refusal. */
export const QUOTE_FIELDS = ["full_name", "email", "mobile", "company", "quantity", "unit", "note"] as const;
