/**
 * One schema per payload: the form's validator (text from a form post) and the API's schema (JSON, ids as numbers)
 * take the same values and answer the same message for each field, because they are the same schema.
 */
import { describe, expect, it } from "vitest";
import type { Validator } from "remix-validated-form";
import type { z } from "zod";
import { ApplicationPayload, applicationValidator } from "./application";
import { ContactPayload, contactValidator } from "./contact";
import { DataSheetRequestPayload, dataSheetRequestValidator, InquiryPayload } from "./data-sheet-request";
import { LoginPayload, loginValidator } from "./login";
import { RegisterPayload, registerValidator } from "./register";

const LONG = "x".repeat(10_001);
const ID_FIELDS = ["job_function", "country", "city", "vacancy"];

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The first message per field, as the API answers it (readJsonBody) and as the form shows it. */
function apiErrors(schema: z.ZodTypeAny, body: unknown) {
  const result = schema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

async function formErrors(validator: Validator<unknown>, fields: Record<string, string>) {
  return (await validator.validate(formData(fields))).error?.fieldErrors ?? {};
}

const request = { first_name: "Amal", last_name: "Al-Harthy", company_email_address: "amal@example.om", job_function: "2", company: "Sahel", country: "3" };
const contact = { first_name: "Amal", last_name: "Al-Harthy", email: "amal@example.om", phone_number: "+968 9123 4567", city: "5", message: "" };
const application = { first_name: "Amal", last_name: "Al-Harthy", email: "amal@example.om", phone_number: "+968 9123 4567", cover_letter: "" };

/** [payload, its schema, the form's validator, a valid form post, the fields the form leaves to its page] */
const CASES: [string, z.ZodTypeAny, Validator<unknown>, Record<string, string>, Record<string, unknown>][] = [
  ["MSDS / TDS request", DataSheetRequestPayload, dataSheetRequestValidator("msds"), request, {}],
  ["inquiry", InquiryPayload, dataSheetRequestValidator("inquiry"), { ...request, message: "Dose for 120 °C?" }, {}],
  ["contact message", ContactPayload, contactValidator, contact, {}],
  ["job application", ApplicationPayload, applicationValidator, application, { vacancy: 1 }],
  ["sign-in", LoginPayload, loginValidator, { email: "amal@example.om", password: "x" }, {}],
  ["registration", RegisterPayload, registerValidator, { email: "amal@example.om", password: "12345678", confirm_password: "12345678" }, {}],
];

/** Ways to get each field wrong: empty, blank, too long, not an id, not an address. */
const BREAKS: ((fields: Record<string, string>) => Record<string, string>)[] = [
  (fields) => Object.fromEntries(Object.keys(fields).map((name) => [name, ""])),
  (fields) => Object.fromEntries(Object.keys(fields).map((name) => [name, " "])),
  (fields) => Object.fromEntries(Object.keys(fields).map((name) => [name, LONG])),
  (fields) => Object.fromEntries(Object.keys(fields).map((name) => [name, "abc"])),
  (fields) => ({ ...fields, confirm_password: fields.confirm_password === undefined ? "" : "different" }),
];

describe("one schema per payload", () => {
  for (const [name, schema, validator, valid, pageFields] of CASES) {
    it(`${name}: a form post and a JSON body give the same values`, async () => {
      const result = await validator.validate(formData(valid));
      expect(result.error).toBeUndefined();
      // JSON may send ids as numbers; the form sends text.
      const json: Record<string, unknown> = { ...valid, ...pageFields };
      for (const key of ID_FIELDS) if (typeof json[key] === "string") json[key] = Number(json[key]);
      const fromApi = schema.parse(json) as Record<string, unknown>;
      expect({ ...(result.data as Record<string, unknown>), ...pageFields }).toMatchObject(fromApi);
    });

    it(`${name}: each wrong field gets the same message from the form and from the API`, async () => {
      let compared = 0;
      for (const breakFields of BREAKS) {
        const fields = breakFields(valid);
        const fromForm = await formErrors(validator, fields);
        const fromApi = apiErrors(schema, { ...fields, ...pageFields });
        expect(fromForm, JSON.stringify(fields).slice(0, 80)).toEqual(fromApi);
        compared += Object.keys(fromApi).length;
      }
      expect(compared).toBeGreaterThan(0);
    });
  }

  it("names the field and its limit when a text is too long", () => {
    expect(apiErrors(ContactPayload, { ...contact, first_name: LONG, message: LONG, phone_number: LONG })).toEqual({
      first_name: "First name must be at most 100 characters",
      phone_number: "Phone number must be at most 40 characters",
      message: "Message must be at most 5,000 characters",
    });
    expect(apiErrors(ApplicationPayload, { ...application, email: "a@b.c", cover_letter: LONG })).toEqual({
      email: "Invalid email address",
      cover_letter: "Cover letter must be at most 10,000 characters",
      vacancy: "Invalid vacancy selected",
    });
    expect(apiErrors(LoginPayload, { email: "amal@example.om", password: "" })).toEqual({ password: "Password is required" });
  });

  it("accepts ids as numbers or digit strings, and nothing else", () => {
    const body = { ...request, job_function: "2", country: 3 };
    expect(DataSheetRequestPayload.parse(body)).toMatchObject({ job_function: 2, country: 3 });
    for (const bad of ["two", "1.5", "-1", "0", 2.5, 99_999_999_999, null, true]) {
      expect(apiErrors(DataSheetRequestPayload, { ...body, job_function: bad })).toEqual({ job_function: "Job function is required" });
    }
  });

  it("puts 'Passwords do not match' on the confirm field", () => {
    const result = RegisterPayload.safeParse({ email: "a@b.co", password: "12345678", confirm_password: "12345679" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirm_password"], message: "Passwords do not match" })]);
  });
});
