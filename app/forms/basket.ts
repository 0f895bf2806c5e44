/**
 * The quote basket's payloads, one schema each: a line (the basket page's add and change forms, and every line of
 * an API request), the request that sends the whole basket (the page's form and, with its lines, POST
 * /api/v1/petrochemicals_catalog/basket_requests/), and the staff's answer to a line and step of a sample.
 * Messages are the site's English words; their Arabic is in locales/ar/forms.json.
 */
import { z } from "zod";
import {
  BASKET_UNITS,
  INCOTERMS,
  LINE_NOTE_MAX,
  MAX_BASKET_LINES,
  MAX_QUANTITY,
  QUOTE_CURRENCIES,
  REQUEST_NOTE_MAX,
  SAMPLE_UNITS,
  sampleSizeAllowed,
} from "~/content/basket";
import { email } from "~/utils/account-fields";
import { optionalText, requiredId, requiredText } from "./fields";
import { checkbox, formValidator } from "./kit";

export const BASKET_MESSAGES = {
  added: "Added to your quote basket",
  updated: "Your basket line was saved",
  removed: "The line was removed from your basket",
  alreadyIn: "This solution is in your basket already: change its line below",
  full: `Your basket holds at most ${MAX_BASKET_LINES} lines: send this request or remove a line first`,
  unknownSolution: "This solution is not in our catalogue",
  notInBasket: "This line is no longer in your basket",
  tampered: "Your basket could not be read, so it starts empty",
  empty: "Your basket is empty",
  unavailable: "Remove the lines marked as no longer available, then send your request",
  quantityMissing: "Enter a quantity on every line, then send your request",
  /** An anonymous basket is one cookie: long notes can fill it before the 50 lines do. */
  tooBig: "Your basket's notes fill all the room this browser keeps for it: shorten a note, or sign in to keep your basket in your account",
  sent: "Your request has been submitted successfully",
} as const;

/** The sign-in's toast when the account's basket had no room for every line gathered before (basket.json's bound). */
export const basketMergeDropped = (count: number) =>
  `Logged in successfully. ${count} lines of the basket in this browser did not fit: an account's basket holds at most ${MAX_BASKET_LINES}`;

const QUANTITY_INVALID = "Quantity must be a positive number";

/** A number typed in a form (text) or sent as JSON; "" and blanks read as absent (`required` where it must be there). */
const typedNumber = (invalid: string, required = invalid) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim().replace(/,/g, ""))) : value),
    z.number({ invalid_type_error: invalid, required_error: required }).finite(invalid),
  );

const quantity = typedNumber(QUANTITY_INVALID, "Quantity is required").pipe(z.number().positive(QUANTITY_INVALID).max(MAX_QUANTITY, "Quantity is too large"));
const unit = z.enum(BASKET_UNITS, { errorMap: () => ({ message: "Unit is required" }) });
const SAMPLE_SIZE_INVALID = "Sample size must be a positive number";

/**
 * A field the page's form may send empty: "" (an empty box, a select's "choose" option) reads as absent. Outside
 * the optional, because zod's optional lets only a missing value through, and the form always sends its fields.
 */
const leftEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** What a line says besides its solution; the quantity may wait until the request is sent. */
const lineFields = {
  quantity: leftEmpty(quantity),
  unit,
  sample: z.preprocess(checkbox, z.boolean()),
  sample_size: leftEmpty(typedNumber(SAMPLE_SIZE_INVALID).pipe(z.number().positive(SAMPLE_SIZE_INVALID))),
  sample_unit: leftEmpty(z.enum(SAMPLE_UNITS, { errorMap: () => ({ message: "Choose the sample's unit" }) })),
  note: optionalText("Note", LINE_NOTE_MAX),
};

/** A sample wanted needs its size, at most 5 kg or 5 L; without a sample the size is not kept. */
function checkSample(line: { sample: boolean; sample_size?: number; sample_unit?: string }, ctx: z.RefinementCtx) {
  if (!line.sample) return;
  if (line.sample_size === undefined) ctx.addIssue({ code: "custom", path: ["sample_size"], message: "Enter the sample size" });
  if (line.sample_unit === undefined) ctx.addIssue({ code: "custom", path: ["sample_unit"], message: "Choose the sample's unit" });
  else if (line.sample_size !== undefined && !sampleSizeAllowed(line.sample_size, line.sample_unit as (typeof SAMPLE_UNITS)[number]))
    ctx.addIssue({ code: "custom", path: ["sample_size"], message: "A sample is at most 5 kg or 5 L" });
}

function withoutUnwantedSample<T extends { sample: boolean; sample_size?: number; sample_unit?: string }>(line: T): T {
  return line.sample ? line : { ...line, sample_size: undefined, sample_unit: undefined };
}

/** A basket line as the page's forms send it: which solution, then the line's fields. */
export const BasketLineForm = z
  .object({ solution: requiredId(BASKET_MESSAGES.unknownSolution), ...lineFields })
  .superRefine(checkSample)
  .transform(withoutUnwantedSample);
export type BasketLineInput = z.output<typeof BasketLineForm>;
export const basketLineValidator = formValidator(BasketLineForm);

/** "Add to quote basket" from a card or a page: only the solution; the line starts in kilograms, quantity to come. */
export const BasketAddForm = z.object({ solution: requiredId(BASKET_MESSAGES.unknownSolution) });

/** The request's own fields: the product request form's (full name, e-mail, mobile, company) plus delivery and terms. */
const basketRequestFields = {
  full_name: requiredText("Full name", 200),
  email: email("Email is required"),
  mobile: requiredText("Mobile", 40).pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{5,}$/, "Invalid mobile number")),
  company: optionalText("Company name", 200),
  country: requiredId("Country is required"),
  city: requiredText("City", 100),
  incoterm: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(INCOTERMS, { errorMap: () => ({ message: "Choose a delivery term from the list" }) }).optional(),
  ),
  note: optionalText("Note", REQUEST_NOTE_MAX),
};

export const BasketRequestForm = z.object(basketRequestFields);
export type BasketRequestInput = z.output<typeof BasketRequestForm>;
export const basketRequestValidator = formValidator(BasketRequestForm);

/** An API request: the same fields, and its lines, each with its quantity. */
export const BasketRequestPayload = z.object({
  ...basketRequestFields,
  lines: z
    .array(
      z
        .object({ solution: requiredId(BASKET_MESSAGES.unknownSolution), ...lineFields, quantity })
        .superRefine(checkSample)
        .transform(withoutUnwantedSample),
      { required_error: BASKET_MESSAGES.empty, invalid_type_error: BASKET_MESSAGES.empty },
    )
    .min(1, BASKET_MESSAGES.empty)
    .max(MAX_BASKET_LINES, BASKET_MESSAGES.full),
});

// ---------------------------------------------------------------------------------------------------------------
// Staff: a line's answer, and a sample's step

/** Sales' answer to one line: an offer (price per unit, validity, lead time) or "cannot offer" with a reason. */
export const LineAnswerForm = z.discriminatedUnion("answer", [
  z.object({
    answer: z.literal("offer"),
    price: typedNumber("Price must be a positive number").pipe(z.number().positive("Price must be a positive number").max(1e9, "Price is too large")),
    currency: z.enum(QUOTE_CURRENCIES, { errorMap: () => ({ message: "Choose a currency" }) }),
    price_unit: unit,
    valid_until: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date the price is valid until"),
    lead_time_days: typedNumber("Lead time must be a whole number of days").pipe(
      z.number().int("Lead time must be a whole number of days").min(0, "Lead time must be a whole number of days").max(365, "Lead time is at most 365 days"),
    ),
    answer_note: optionalText("Note", 1000),
  }),
  z.object({ answer: z.literal("cannot"), answer_note: requiredText("Reason", 1000) }),
]);
export type LineAnswerInput = z.output<typeof LineAnswerForm>;

/** A sample's next step; declining needs a reason, shipping a carrier and a tracking number. */
export const SampleStepForm = z.discriminatedUnion("to", [
  z.object({ to: z.literal("approved") }),
  z.object({ to: z.literal("declined"), reason: requiredText("Reason", 1000) }),
  z.object({ to: z.literal("shipped"), carrier: requiredText("Carrier", 100), tracking: requiredText("Tracking number", 100) }),
  z.object({ to: z.literal("delivered") }),
]);
export type SampleStepInput = z.output<typeof SampleStepForm>;
