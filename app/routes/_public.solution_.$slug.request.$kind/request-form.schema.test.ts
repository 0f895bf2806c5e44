import { describe, expect, it } from "vitest";
import { validateFormData } from "~/utils/form-validation";
import { EMAIL_PATTERN, requestFormSchema } from "./request-form.schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = {
  first_name: "Amal",
  last_name: "Said",
  company_email_address: "amal@petro.example.om",
  job_function: "2",
  company: "Petro Services LLC",
  country: "5",
};

describe("request form schema (spec §5)", () => {
  it("gives the spec's message for every empty field", () => {
    expect(validateFormData(requestFormSchema("inquiry"), form({})).fieldErrors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      company_email_address: "Email is required",
      job_function: "Job function is required",
      company: "Company name is required",
      country: "Country is required",
      message: "Message is required",
    });
  });

  it("treats blank text as empty and asks a message only of inquiries", () => {
    expect(validateFormData(requestFormSchema("msds"), form({ ...valid, first_name: "   " })).fieldErrors).toEqual({ first_name: "First name is required" });
    expect(validateFormData(requestFormSchema("tds"), form(valid)).data).toEqual({ ...valid, job_function: 2, country: 5 });
    expect(validateFormData(requestFormSchema("inquiry"), form(valid)).fieldErrors).toEqual({ message: "Message is required" });
  });

  it("checks the e-mail with a simple case-insensitive pattern and a top-level part of 2+ letters", () => {
    for (const good of ["A.B@Example.COM", "x_y+z@sub.domain.om"]) expect(EMAIL_PATTERN.test(good)).toBe(true);
    for (const bad of ["amal", "amal@", "amal@example", "amal@example.c", "amal@example.c0m", "a b@example.com"]) {
      expect(validateFormData(requestFormSchema("msds"), form({ ...valid, company_email_address: bad })).fieldErrors).toEqual({
        company_email_address: "Invalid email address",
      });
    }
  });
});
