/**
 * The forms' messages in Arabic: every message a public or account form can show, from its schema for
 * empty and for wrong input, from the constants the actions flash, and from the backends' refusals, has its Arabic
 * text; English stays the spec's words; a text that is no form message passes unchanged.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { VACANCY_CLOSED } from "~/content/careers";
import { APPLICATION_MESSAGES, applicationFormValidator } from "~/forms/application";
import { CONTACT_FAILURE, CONTACT_SUCCESS, contactValidator } from "~/forms/contact";
import { forgotPasswordValidator, RESET_REQUESTED_MESSAGE } from "~/forms/forgot-password";
import { loginValidator } from "~/forms/login";
import { PROFILE_MESSAGES, profileValidatorFor } from "~/forms/profile";
import { CALLING_CODES } from "~/utils/calling-codes.server";
import { quoteValidator } from "~/forms/quote";
import { BASKET_MESSAGES, basketLineValidator, basketMergeDropped, basketRequestValidator } from "~/forms/basket";
import { registerValidator } from "~/forms/register";
import { dataSheetRequestValidator } from "~/forms/data-sheet-request";
import { REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/names";
import { resetPasswordValidator } from "~/forms/reset-password";
import { changePasswordValidator, deleteAccountValidator, SETTINGS_MESSAGES } from "~/forms/settings";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import { BODY_LIMIT_MESSAGES } from "~/utils/body-limit.server";
import { COMMON_PASSWORD_MESSAGE } from "~/utils/common-passwords.server";
import { AVATAR_UPLOAD } from "~/utils/upload.server";
import { MESSAGES } from "~/utils/account-fields";
import type { Validator } from "remix-validated-form";
import { formMessage } from "./i18n.server";
import { formMessageKey } from "./form-messages";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** Inputs that make each field of the site's public forms fail in each way it can: empty, wrong, too long. */
const LONG = "x".repeat(10_001);
const INPUTS: Record<string, string>[] = [
  {},
  { phone_country_code: "+0" },
  { first_name: " ", last_name: " ", email: "no-at", phone_number: " ", city: "abc", job_function: "x", company: " ", country: "x", message: " " },
  { first_name: LONG, last_name: LONG, email: `${LONG}@example.om`, phone_number: LONG, company: LONG, message: LONG, cover_letter: LONG, occupation: LONG },
  { full_name: " ", mobile: "abc", quantity: "-1", unit: "t", note: LONG, company: LONG },
  { full_name: LONG, mobile: " ", quantity: "1e12" },
  { quantity: "abc" },
  { email: "a@b.om", password: "", confirm_password: "" },
  { email: "a@b.om", password: "short", confirm_password: "other" },
  { password: LONG, confirm_password: "x" },
  { current_password: "", new_password: "short", confirm_password: "x" },
  { phone_number: "12", new_password: "short", current_password: "" },
  { new_password: LONG },
  { solution: "x", quantity: "abc", unit: "lb", sample: "on", sample_size: "abc", sample_unit: "oz", incoterm: "XYZ", city: LONG },
  { solution: "3", quantity: "1", sample: "on", sample_size: "9", sample_unit: "kg", full_name: "Huda", city: " " },
  { solution: "3", sample: "on", sample_size: "-1", note: "x".repeat(301) },
];

/** Each form with the fields its page always sends (empty), so only what a visitor can do is tried. */
const fields = (names: string) => Object.fromEntries(names.split(" ").map((name) => [name, ""]));
const VALIDATORS: [string, Validator<unknown>, Record<string, string>][] = [
  ["contact", contactValidator, fields("first_name last_name email phone_number country city message")],
  ["application", applicationFormValidator, fields("first_name last_name email phone_number cover_letter")],
  ...(["msds", "tds", "inquiry"] as const).map(
    (kind) => [`request ${kind}`, dataSheetRequestValidator(kind), fields("first_name last_name email job_function company country message")] as [string, Validator<unknown>, Record<string, string>],
  ),
  ["quote", quoteValidator, fields("full_name mobile company quantity unit note")],
  ["basket line", basketLineValidator, fields("solution quantity unit sample sample_size sample_unit note")],
  ["basket request", basketRequestValidator, fields("full_name email mobile company country city incoterm note")],
  ["login", loginValidator, fields("email password")],
  ["register", registerValidator, fields("email password confirm_password")],
  ["forgot password", forgotPasswordValidator, fields("email")],
  ["reset password", resetPasswordValidator, fields("password confirm_password")],
  ["profile", profileValidatorFor(CALLING_CODES), { ...fields("first_name last_name occupation email phone_number current_password new_password"), phone_country_code: "+968" }],
  ["change password", changePasswordValidator, { ...fields("current_password new_password confirm_password"), intent: "password" }],
  ["delete account", deleteAccountValidator, { ...fields("current_password"), intent: "delete" }],
] as [string, Validator<unknown>, Record<string, string>][];

async function messagesOf(validator: Validator<unknown>, base: Record<string, string>) {
  const messages = new Set<string>();
  for (const input of INPUTS) {
    const known = Object.fromEntries(Object.entries(input).filter(([name]) => name in base && name !== "intent"));
    const result = await validator.validate(form({ ...base, ...known }));
    for (const message of Object.values(result.error?.fieldErrors ?? {})) messages.add(message);
  }
  return [...messages];
}

const CONSTANTS = [
  ...Object.values(MESSAGES),
  ...Object.values(APPLICATION_MESSAGES),
  ...Object.values(SETTINGS_MESSAGES),
  ...Object.entries(PROFILE_MESSAGES).flatMap(([key, value]) => (key === "emailHint" ? [] : [typeof value === "function" ? value("huda@example.om") : value])),
  ...Object.values(AVATAR_UPLOAD.messages ?? {}),
  ...Object.values(BASKET_MESSAGES),
  basketMergeDropped(2),
  CONTACT_SUCCESS,
  CONTACT_FAILURE,
  REQUEST_SUCCESS_MESSAGE,
  REQUEST_FAILURE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  STALE_FORM_MESSAGE,
  BODY_LIMIT_MESSAGES.form,
  BODY_LIMIT_MESSAGES.notAForm,
  COMMON_PASSWORD_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  VACANCY_CLOSED,
].filter((value): value is string => typeof value === "string");

const arabic = /[\u0600-\u06ff]/;

describe("form messages", () => {
  for (const [name, validator, base] of VALIDATORS) {
    it(`${name}: every message its schema gives has an Arabic text`, async () => {
      const messages = await messagesOf(validator, base);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(formMessageKey(message), `${name}: "${message}"`).not.toBeNull();
        expect(formMessage("ar", message), message).toMatch(arabic);
      }
    });
  }

  it("the messages the actions flash and the guards answer have Arabic texts", () => {
    for (const message of CONSTANTS) expect(formMessage("ar", message), message).toMatch(arabic);
  });

  it("fills a message's values into its Arabic text", () => {
    expect(formMessage("ar", "String must contain at most 5000 character(s)")).toBe("يجب ألا يزيد النص على 5000 حرف");
    expect(formMessage("ar", "Reference: MSDS-2026-000123")).toBe("الرقم المرجعي: MSDS-2026-000123");
    expect(formMessage("ar", PROFILE_MESSAGES.linkSent("huda@example.om"))).toBe("أرسلنا رابط تأكيد إلى huda@example.om");
  });

  it("keeps English as the schemas say it, and any other text as it came", () => {
    for (const message of CONSTANTS) expect(formMessage("en", message)).toBe(message);
    expect(formMessage("ar", "The backend's own words")).toBe("The backend's own words");
    expect(formMessage("ar", "")).toBe("");
  });
});
