import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES as M, applicationFormValidator, applicationValidator } from "./application";

const valid = { first_name: "Aisha", last_name: "Al-Balushi", email: "aisha@example.om", phone_number: "+968 9123 4567" };

function form(values: Record<string, string>, resume?: File) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  data.set("resume", resume ?? new File([], ""));
  return data;
}

describe("the job application form (spec §5)", () => {
  it("checks the parsed text fields as a plain object, the cover letter optional", async () => {
    expect((await applicationValidator.validate(valid)).data).toEqual({ ...valid, cover_letter: "" });
    expect((await applicationValidator.validate({})).error?.fieldErrors).toEqual({
      first_name: M.firstName,
      last_name: M.lastName,
      email: M.email,
      phone_number: M.phoneNumber,
    });
    expect((await applicationValidator.validate({ ...valid, email: "aisha@example" })).error?.fieldErrors).toEqual({ email: M.email });
  });

  it("in the browser, also asks for a resume of an allowed type, at most 5 MB", async () => {
    expect((await applicationFormValidator.validate(form(valid))).error?.fieldErrors).toEqual({ resume: M.resumeMissing });
    expect((await applicationFormValidator.validate(form(valid, new File(["x"], "setup.exe")))).error?.fieldErrors).toEqual({ resume: M.resumeType });
    expect((await applicationFormValidator.validate(form({}, new File(["x"], "cv.PDF")))).error?.fieldErrors).toEqual({
      first_name: M.firstName,
      last_name: M.lastName,
      email: M.email,
      phone_number: M.phoneNumber,
    });
    expect((await applicationFormValidator.validate(form(valid, new File(["x"], "cv.pdf")))).data).toEqual({ ...valid, cover_letter: "" });
  });
});
