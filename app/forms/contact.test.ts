import { describe, expect, it } from "vitest";
import { contactValidator } from "./contact";

const valid = {
  first_name: "Huda",
  last_name: "Al-Saadi",
  email: "huda@example.om",
  phone_number: "+968 9123 4567",
  country: "3",
  city: "17",
  message: "",
};

function form(values: Record<string, string | undefined>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) data.set(k, v);
  return data;
}

const validate = (values: Record<string, string | undefined>) => contactValidator.validate(form(values));
const errorsOf = async (values: Record<string, string | undefined>) => (await validate(values)).error?.fieldErrors;

describe("contact form rules (spec §5)", () => {
  it("accepts a complete message and sends the city as a number", async () => {
    expect((await validate(valid)).data).toMatchObject({ first_name: "Huda", city: 17, country: 3, message: "" });
  });

  it("needs first name, last name, e-mail, phone number and city", async () => {
    expect(await errorsOf({})).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      city: "City is required",
    });
  });

  it("treats blank text as missing", async () => {
    expect(await errorsOf({ ...valid, first_name: "   ", phone_number: " " })).toEqual({
      first_name: "First name is required",
      phone_number: "Phone number is required",
    });
  });

  it.each(["huda", "huda@", "huda@example", "huda@example.o", "huda @example.om"])("rejects the e-mail %s", async (email) => {
    expect(await errorsOf({ ...valid, email })).toEqual({ email: "Invalid email address" });
  });

  it("accepts an e-mail in capitals (the pattern is case-insensitive)", async () => {
    expect((await validate({ ...valid, email: "HUDA@EXAMPLE.OM" })).error).toBeUndefined();
  });

  it("leaves the country and the message optional", async () => {
    const { data } = await validate({ ...valid, country: "", message: undefined });
    expect(data?.country).toBeUndefined();
    expect(data && data.intent === undefined && data.message).toBe("");
  });

  it.each(["", "abc", "0", "-4", "1.5"])("says 'City is required' for the city value %j", async (city) => {
    expect(await errorsOf({ ...valid, city })).toEqual({ city: "City is required" });
  });

  it("limits the message's length", async () => {
    expect(await errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({ message: "Message must be at most 5,000 characters" });
  });

  it("checks nothing in the no-JavaScript 'Show cities' step, which only reads the country", async () => {
    expect((await validate({ intent: "cities", country: "3", email: "not-an-address" })).data).toEqual({ intent: "cities", country: 3 });
  });
});
