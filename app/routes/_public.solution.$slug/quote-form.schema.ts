/** The product page's request form (spec §3 "Product request form"), now really sent as a quote request. */
import { z } from "zod";
import { requiredEmail, requiredText } from "../_public.solution_.$slug.request.$kind/request-form.schema";

export const QUOTE_UNITS = ["kg", "mg"] as const;

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default("");

export const quoteFormSchema = z.object({
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

export type QuoteFormData = z.infer<typeof quoteFormSchema>;
