import { describe, expect, it } from "vitest";
import { registerValidator } from "./register";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the registration form", () => {
  it("shows the spec's messages for each field", async () => {
    const result = await registerValidator.validate(form({ email: "x@y", password: "1234567", confirm_password: "" }));
    expect(result.error?.fieldErrors).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      confirm_password: "Confirm Password is required",
    });
  });

  it("puts 'Passwords do not match' on the confirm field", async () => {
    const result = await registerValidator.validate(form({ email: "me@example.com", password: "12345678", confirm_password: "12345679" }));
    expect(result.error?.fieldErrors).toEqual({ confirm_password: "Passwords do not match" });
  });

  it("accepts a valid registration and reads the newsletter box", async () => {
    const result = await registerValidator.validate(
      form({ email: "me@example.com", password: "12345678", confirm_password: "12345678", subscribe_blog: "on" }),
    );
    expect(result.data).toEqual({ email: "me@example.com", password: "12345678", confirm_password: "12345678", subscribe_blog: true });
  });
});
