import { describe, expect, it } from "vitest";
import { CALLING_CODES, callingCodeOptions, DEFAULT_CALLING_CODE } from "~/utils/calling-codes.server";
import { PROFILE_MESSAGES, profileValidatorFor } from "./profile";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const details = { first_name: "Layla", last_name: "Al Harthy", occupation: "", email: "layla@example.om", phone_number: "9123 4567" };

describe("the phone's country calling codes", () => {
  it("offer Oman's +968 first, and every code once", () => {
    const options = callingCodeOptions("en");
    expect(DEFAULT_CALLING_CODE).toBe("+968");
    expect(options[0]).toEqual({ value: "+968", label: "Oman (+968)" });
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(["+971", "+90", "+1", "+44", "+966", "+91"]));
    expect(values.length).toBeGreaterThan(200);
  });

  it("name each code's countries in the page's language, the rest in alphabetical order after Oman", () => {
    const english = callingCodeOptions("en");
    expect(english.find((option) => option.value === "+44")?.label).toBe("United Kingdom, Guernsey, Isle of Man, Jersey (+44)");
    // +1 is shared by 25 countries: the main one, two more, and "…".
    expect(english.find((option) => option.value === "+1")?.label).toMatch(/^United States, .+…\s\(\+1\)$/);
    expect(english[1].label).toBe("Afghanistan (+93)");
    const arabic = callingCodeOptions("ar");
    expect(arabic[0].value).toBe("+968");
    expect(arabic[0].label).toContain("عُمان");
    expect(arabic.find((option) => option.value === "+971")?.label).toContain("الإمارات");
  });
});

describe("the profile form's country code", () => {
  const validator = profileValidatorFor(CALLING_CODES);

  it("takes any code of the list, +44 as well as +968", async () => {
    for (const code of ["+968", "+44", "+1", "+971"]) {
      const result = await validator.validate(form({ ...details, phone_country_code: code }));
      expect(result.error, code).toBeUndefined();
      expect(result.data?.phone_country_code).toBe(code);
    }
  });

  it(`refuses a code that is no country's with '${PROFILE_MESSAGES.countryCode}'`, async () => {
    for (const code of ["+999", "968", "", "+9680"]) {
      const result = await validator.validate(form({ ...details, phone_country_code: code }));
      expect(result.error?.fieldErrors, code).toEqual({ phone_country_code: "Please choose a country code" });
    }
  });

  it("in the browser, takes the codes the page's select offers", async () => {
    const offered = profileValidatorFor(callingCodeOptions("ar").map((option) => option.value));
    expect((await offered.validate(form({ ...details, phone_country_code: "+44" }))).error).toBeUndefined();
    expect((await offered.validate(form({ ...details, phone_country_code: "+0" }))).error?.fieldErrors).toEqual({ phone_country_code: "Please choose a country code" });
  });
});
