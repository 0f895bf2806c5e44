import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/form-validation";
import { registerSchema } from "./register.schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the registration form", () => {
  it("shows the spec's messages for each field", () => {
    expect(parseForm(registerSchema, form({ email: "x@y", password: "1234567", confirm_password: "" }))).toEqual({
      ok: false,
      errors: {
        email: "Invalid email address",
        password: "Password must be at least 8 characters",
        confirm_password: "Confirm Password is required",
      },
    });
  });

  it("puts 'Passwords do not match' on the confirm field", () => {
    expect(parseForm(registerSchema, form({ email: "me@example.com", password: "12345678", confirm_password: "12345679" }))).toEqual({
      ok: false,
      errors: { confirm_password: "Passwords do not match" },
    });
  });

  it("accepts a valid registration and reads the newsletter box", () => {
    expect(
      parseForm(registerSchema, form({ email: "me@example.com", password: "12345678", confirm_password: "12345678", subscribe_blog: "on" })),
    ).toEqual({ ok: true, data: { email: "me@example.com", password: "12345678", confirm_password: "12345678", subscribe_blog: true } });
  });
});
