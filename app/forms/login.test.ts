import { describe, expect, it } from "vitest";
import { loginValidator } from "./login";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the sign-in form", () => {
  it("asks for a valid e-mail and a non-empty password, in the spec's words", async () => {
    expect((await loginValidator.validate(form({ email: "nope", password: "" }))).error?.fieldErrors).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
    expect((await loginValidator.validate(form({ email: "a@b.c", password: "x" }))).error).toBeDefined();
  });

  it("accepts any non-empty password (the length rule is registration's) and reads remember-me", async () => {
    expect((await loginValidator.validate(form({ email: " Me@Example.COM ", password: "x", remember: "on" }))).data).toEqual({
      email: "Me@Example.COM",
      password: "x",
      remember: true,
    });
    expect((await loginValidator.validate(form({ email: "me@example.com", password: "x" }))).data).toMatchObject({ remember: false });
  });
});
