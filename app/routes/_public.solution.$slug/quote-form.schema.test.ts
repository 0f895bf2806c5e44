import { describe, expect, it } from "vitest";
import { validateFormData } from "~/utils/form-validation";
import { quoteFormSchema } from "./quote-form.schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = { full_name: "Amal Said", email: "amal@example.om", mobile: "+968 9123 4567", quantity: "2.5", unit: "kg" };

describe("quote form schema", () => {
  it("accepts a complete request with optional company and note left out", () => {
    expect(validateFormData(quoteFormSchema, form(valid)).data).toEqual({ ...valid, quantity: 2.5, company: "", note: "" });
  });

  it("names every required field", () => {
    expect(validateFormData(quoteFormSchema, form({})).fieldErrors).toEqual({
      full_name: "Full name is required",
      email: "Email is required",
      mobile: "Mobile is required",
      quantity: "Quantity is required",
      unit: "Unit is required",
    });
  });

  it("rejects a bad e-mail, a non-positive or non-numeric quantity and an unknown unit", () => {
    const errors = validateFormData(quoteFormSchema, form({ ...valid, email: "a@b.c", quantity: "-3", unit: "lb" })).fieldErrors;
    expect(errors).toEqual({ email: "Invalid email address", quantity: "Quantity must be a positive number", unit: "Unit is required" });
    expect(validateFormData(quoteFormSchema, form({ ...valid, quantity: "abc" })).fieldErrors).toEqual({ quantity: "Quantity must be a positive number" });
    expect(validateFormData(quoteFormSchema, form({ ...valid, mobile: "call me" })).fieldErrors).toEqual({ mobile: "Invalid mobile number" });
  });
});
