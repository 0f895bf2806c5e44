import { describe, expect, it } from "vitest";
import { quoteValidator } from "./quote";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = { full_name: "Amal Said", email: "amal@example.om", mobile: "+968 9123 4567", quantity: "2.5", unit: "kg" };
const errorsOf = async (values: Record<string, string>) => (await quoteValidator.validate(form(values))).error?.fieldErrors;

describe("quote form schema", () => {
  it("accepts a complete request with optional company and note left out", async () => {
    expect((await quoteValidator.validate(form(valid))).data).toEqual({ ...valid, quantity: 2.5, company: "", note: "" });
  });

  it("names every required field", async () => {
    expect(await errorsOf({})).toEqual({
      full_name: "Full name is required",
      email: "Email is required",
      mobile: "Mobile is required",
      quantity: "Quantity is required",
      unit: "Unit is required",
    });
  });

  it("rejects a bad e-mail, a non-positive or non-numeric quantity and an unknown unit", async () => {
    expect(await errorsOf({ ...valid, email: "a@b.c", quantity: "-3", unit: "lb" })).toEqual({
      email: "Invalid email address",
      quantity: "Quantity must be a positive number",
      unit: "Unit is required",
    });
    expect(await errorsOf({ ...valid, quantity: "abc" })).toEqual({ quantity: "Quantity must be a positive number" });
    expect(await errorsOf({ ...valid, mobile: "call me" })).toEqual({ mobile: "Invalid mobile number" });
  });
});
