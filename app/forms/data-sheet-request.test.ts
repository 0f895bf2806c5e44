import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "~/utils/account-fields";
import { dataSheetRequestValidator } from "./data-sheet-request";

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

const errorsOf = async (kind: "msds" | "tds" | "inquiry", values: Record<string, string>) =>
  (await dataSheetRequestValidator(kind).validate(form(values))).error?.fieldErrors;

describe("request form schema (spec §5)", () => {
  it("gives the spec's message for every empty field", async () => {
    expect(await errorsOf("inquiry", {})).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      company_email_address: "Email is required",
      job_function: "Job function is required",
      company: "Company name is required",
      country: "Country is required",
      message: "Message is required",
    });
  });

  it("treats blank text as empty and asks a message only of inquiries", async () => {
    expect(await errorsOf("msds", { ...valid, first_name: "   " })).toEqual({ first_name: "First name is required" });
    expect((await dataSheetRequestValidator("tds").validate(form(valid))).data).toEqual({ ...valid, job_function: 2, country: 5 });
    expect(await errorsOf("inquiry", valid)).toEqual({ message: "Message is required" });
  });

  it("checks the e-mail with a simple case-insensitive pattern and a top-level part of 2+ letters", async () => {
    for (const good of ["A.B@Example.COM", "x_y+z@sub.domain.om"]) expect(EMAIL_PATTERN.test(good)).toBe(true);
    for (const bad of ["amal", "amal@", "amal@example", "amal@example.c", "amal@example.c0m", "a b@example.com"]) {
      expect(await errorsOf("msds", { ...valid, company_email_address: bad })).toEqual({
        company_email_address: "Invalid email address",
      });
    }
  });
});
