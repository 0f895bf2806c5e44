/**
 * The product page's request form (spec §3 "Product request form"), really sent as a quote request. Its units are the
 * basket's (kg, t, L, m³, 208 L drum, 1,000 L IBC): the old site offered "kg, mg, kg", a duplicate and a unit no one
 * buys a process chemical in.
 */
import { z } from "zod";
import { formValidator } from "./kit";
import { BASKET_UNITS } from "~/content/basket";
import { optionalText, requiredText } from "./fields";
import { email } from "~/utils/account-fields";

const quoteFormSchema = z.object({
  full_name: requiredText("Full name", 200),
  email: email("Email is required"),
  mobile: requiredText("Mobile", 40).pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{5,}$/, "Invalid mobile number")),
  company: optionalText("Company name", 200),
  quantity: z
    .string({ required_error: "Quantity is required" })
    .trim()
    .min(1, "Quantity is required")
    .pipe(z.coerce.number({ invalid_type_error: "Quantity must be a positive number" }).positive("Quantity must be a positive number").finite().max(1e9, "Quantity is too large")),
  unit: z.enum(BASKET_UNITS, { errorMap: () => ({ message: "Unit is required" }) }),
  note: optionalText("Note", 2000),
});

export const quoteValidator = formValidator(quoteFormSchema);

/** The fields the backend may name in a refusal. */
export const QUOTE_FIELDS = ["full_name", "email", "mobile", "company", "quantity", "unit", "note"] as const;
