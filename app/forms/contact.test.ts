import { describe, expect, it } from "vitest";
import { validateContact } from "./contact.schema";

const valid = {
  first_name: "Huda",
  last_name: "Al-Saadi",
  email: "huda@example.om",
  phone_number: "+968 9123 4567",
  country: "3",
  city: "17",
  message: "",
};

describe("contact form rules (spec §5)", () => {
  it("accepts a complete message and sends the city as a number", () => {
    const { data } = validateContact(valid);
    expect(data).toMatchObject({ first_name: "Huda", city: 17, country: 3, message: "" });
  });

  it("needs first name, last name, e-mail, phone number and city", () => {
    expect(validateContact({}).fieldErrors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      city: "City is required",
    });
  });

  it("treats blank text as missing", () => {
    expect(validateContact({ ...valid, first_name: "   ", phone_number: " " }).fieldErrors).toEqual({
      first_name: "First name is required",
      phone_number: "Phone number is required",
    });
  });

  it.each(["huda", "huda@", "huda@example", "huda@example.o", "huda @example.om"])("rejects the e-mail %s", (email) => {
    expect(validateContact({ ...valid, email }).fieldErrors).toEqual({ email: "Invalid email address" });
  });

  it("accepts an e-mail in capitals (the pattern is case-insensitive)", () => {
    expect(validateContact({ ...valid, email: "HUDA@EXAMPLE.OM" }).fieldErrors).toBeUndefined();
  });

  it("leaves the country and the message optional", () => {
    const { data } = validateContact({ ...valid, country: "", message: undefined });
    expect(data?.country).toBeUndefined();
    expect(data?.message).toBe("");
  });

  it.each(["", "abc", "0", "-4", "1.5"])("says 'City is required' for the city value %j", (city) => {
    expect(validateContact({ ...valid, city }).fieldErrors).toEqual({ city: "City is required" });
  });

  it("limits the message's length", () => {
    expect(validateContact({ ...valid, message: "x".repeat(5001) }).fieldErrors).toEqual({ message: "Must be at most 5000 characters" });
  });
});
