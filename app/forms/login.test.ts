import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/form-validation";
import { loginSchema } from "./login";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the sign-in form", () => {
  it("asks for a valid e-mail and a non-empty password, in the spec's words", () => {
    expect(parseForm(loginSchema, form({ email: "nope", password: "" }))).toEqual({
      ok: false,
      errors: { email: "Invalid email address", password: "Password is required" },
    });
    expect(parseForm(loginSchema, form({ email: "a@b.c", password: "x" })).ok).toBe(false);
  });

  it("accepts any non-empty password (the length rule is registration's) and reads remember-me", () => {
    expect(parseForm(loginSchema, form({ email: " Me@Example.COM ", password: "x", remember: "on" }))).toEqual({
      ok: true,
      data: { email: "Me@Example.COM", password: "x", remember: true },
    });
    expect(parseForm(loginSchema, form({ email: "me@example.com", password: "x" }))).toMatchObject({ data: { remember: false } });
  });
});
