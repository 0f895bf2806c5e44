/** The basket's schemas: a line as the page sends it, the request, an API request with its lines, and staff's answers. */
import { describe, expect, it } from "vitest";
import { MAX_BASKET_LINES } from "~/content/basket";
import { BASKET_MESSAGES, BasketRequestPayload, LineAnswerForm, SampleStepForm, basketLineValidator, basketRequestValidator } from "./basket";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const lineErrors = async (values: Record<string, string>) => (await basketLineValidator.validate(form(values))).error?.fieldErrors;
const request = { full_name: "Amal Said", email: "amal@example.om", mobile: "+968 9123 4567", country: "1", city: "Sohar" };
/** The first message per field of a parse that failed, keyed as the API keys them. */
const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [issue.path.join("."), issue.message]));

describe("a basket line", () => {
  it("may wait for its quantity; a typed one reads with thousands separators", async () => {
    expect((await basketLineValidator.validate(form({ solution: "4", unit: "t" }))).data).toEqual({ solution: 4, unit: "t", sample: false, note: "" });
    expect((await basketLineValidator.validate(form({ solution: "4", unit: "kg", quantity: " 1,500 " }))).data).toMatchObject({ quantity: 1500 });
  });

  it("names a quantity that is not a positive number, an unknown unit and an unknown solution", async () => {
    for (const quantity of ["0", "-2", "abc", "1e999", "Infinity"]) {
      expect(await lineErrors({ solution: "4", unit: "kg", quantity }), quantity).toEqual({ quantity: "Quantity must be a positive number" });
    }
    expect(await lineErrors({ solution: "4", unit: "kg", quantity: "2000000000" })).toEqual({ quantity: "Quantity is too large" });
    expect(await lineErrors({ solution: "x", unit: "lb" })).toEqual({ solution: BASKET_MESSAGES.unknownSolution, unit: "Unit is required" });
  });

  it("needs a sample's size and unit when a sample is wanted, at most 5 kg or 5 L", async () => {
    expect(await lineErrors({ solution: "4", unit: "kg", sample: "on" })).toEqual({ sample_size: "Enter the sample size", sample_unit: "Choose the sample's unit" });
    expect(await lineErrors({ solution: "4", unit: "kg", sample: "on", sample_size: "6", sample_unit: "kg" })).toEqual({ sample_size: "A sample is at most 5 kg or 5 L" });
    expect(await lineErrors({ solution: "4", unit: "kg", sample: "on", sample_size: "5001", sample_unit: "ml" })).toEqual({ sample_size: "A sample is at most 5 kg or 5 L" });
    expect(await lineErrors({ solution: "4", unit: "kg", sample: "on", sample_size: "0", sample_unit: "g" })).toEqual({ sample_size: "Sample size must be a positive number" });
    expect((await basketLineValidator.validate(form({ solution: "4", unit: "kg", sample: "on", sample_size: "500", sample_unit: "ml" }))).data).toMatchObject({
      sample: true,
      sample_size: 500,
      sample_unit: "ml",
    });
  });

  it("drops a sample's size when no sample is wanted", async () => {
    const data = (await basketLineValidator.validate(form({ solution: "4", unit: "kg", sample_size: "99", sample_unit: "kg" }))).data;
    expect(data).toMatchObject({ sample: false, sample_size: undefined, sample_unit: undefined });
  });
});

describe("the request", () => {
  it("accepts the required fields, company, incoterm and note optional", async () => {
    expect((await basketRequestValidator.validate(form({ ...request, incoterm: "" }))).data).toEqual({ ...request, country: 1, company: "", note: "" });
    expect((await basketRequestValidator.validate(form({ ...request, incoterm: "CIF" }))).data).toMatchObject({ incoterm: "CIF" });
  });

  it("names each missing or wrong field", async () => {
    expect((await basketRequestValidator.validate(form({}))).error?.fieldErrors).toEqual({
      full_name: "Full name is required",
      email: "Email is required",
      mobile: "Mobile is required",
      country: "Country is required",
      city: "City is required",
    });
    // DAT is Incoterms 2010's, gone from the 2020 rules.
    expect((await basketRequestValidator.validate(form({ ...request, incoterm: "DAT", mobile: "call me" }))).error?.fieldErrors).toEqual({
      incoterm: "Choose a delivery term from the list",
      mobile: "Invalid mobile number",
    });
  });
});

describe("an API request with its lines", () => {
  const apiLine = { solution: 4, quantity: 20, unit: "t" };

  it("needs a quantity on every line, and between 1 and 50 lines", () => {
    expect(BasketRequestPayload.safeParse({ ...request, lines: [apiLine] }).success).toBe(true);
    expect(issues(BasketRequestPayload.safeParse({ ...request, lines: [apiLine, { solution: 5, unit: "kg" }] }))).toEqual({ "lines.1.quantity": "Quantity is required" });
    expect(issues(BasketRequestPayload.safeParse({ ...request, lines: [] }))).toEqual({ lines: BASKET_MESSAGES.empty });
    expect(issues(BasketRequestPayload.safeParse({ ...request }))).toEqual({ lines: BASKET_MESSAGES.empty });
    expect(issues(BasketRequestPayload.safeParse({ ...request, lines: "all of them" }))).toEqual({ lines: BASKET_MESSAGES.empty });
    const lines = Array.from({ length: MAX_BASKET_LINES + 1 }, (_, i) => ({ ...apiLine, solution: i + 1 }));
    expect(issues(BasketRequestPayload.safeParse({ ...request, lines }))).toEqual({ lines: BASKET_MESSAGES.full });
    expect(BasketRequestPayload.safeParse({ ...request, lines: lines.slice(1) }).success).toBe(true);
  });

  it("names the line and field of each bad value", () => {
    const result = BasketRequestPayload.safeParse({
      ...request,
      lines: [apiLine, { solution: "x", quantity: "abc", unit: "lb" }, { ...apiLine, solution: 6, quantity: 0, sample: true, sample_size: 9, sample_unit: "l" }],
    });
    expect(issues(result)).toEqual({
      "lines.1.solution": BASKET_MESSAGES.unknownSolution,
      "lines.1.quantity": "Quantity must be a positive number",
      "lines.1.unit": "Unit is required",
      "lines.2.quantity": "Quantity must be a positive number",
      "lines.2.sample_size": "A sample is at most 5 kg or 5 L",
    });
  });
});

describe("staff's answers", () => {
  it("an offer needs its price, currency, unit, validity and lead time; cannot-offer needs a reason", () => {
    const offer = { answer: "offer", price: "1,250.5", currency: "OMR", price_unit: "t", valid_until: "2026-12-31", lead_time_days: "21" };
    expect(LineAnswerForm.parse(offer)).toEqual({ ...offer, price: 1250.5, lead_time_days: 21, answer_note: "" });
    expect(issues(LineAnswerForm.safeParse({ ...offer, price: "0", currency: "GBP", valid_until: "31/12/2026", lead_time_days: "2.5" }))).toEqual({
      price: "Price must be a positive number",
      currency: "Choose a currency",
      valid_until: "Enter the date the price is valid until",
      lead_time_days: "Lead time must be a whole number of days",
    });
    expect(issues(LineAnswerForm.safeParse({ answer: "cannot", answer_note: " " }))).toEqual({ answer_note: "Reason is required" });
  });

  it("a sample's step: declining needs a reason, shipping a carrier and tracking number", () => {
    expect(SampleStepForm.parse({ to: "approved" })).toEqual({ to: "approved" });
    expect(issues(SampleStepForm.safeParse({ to: "declined" }))).toEqual({ reason: "Reason is required" });
    expect(issues(SampleStepForm.safeParse({ to: "shipped", carrier: "DHL" }))).toEqual({ tracking: "Tracking number is required" });
    expect(SampleStepForm.safeParse({ to: "requested" }).success).toBe(false);
  });
});
