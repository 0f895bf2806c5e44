/**
 * The one guard order of every form action (app/forms/action.server.ts) over a real database: the rate limit refuses
 * with the form's own answer and keeps what was typed; the honeypot answers as the form's success does and nothing
 * else runs; the schema answers 400 with every field's message; a refill never carries passwords or the guards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { keptValues, readValidatedForm } from "~/forms/action.server";
import { formValidator, type FormAnswer } from "~/forms/kit";
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";

let database: Database;
let nextClient = 1;

beforeAll(async () => {
  // Read on the first getEnv(): a low limit lets the test reach it quickly.
  process.env.RATE_LIMIT_FORMS_PER_MINUTE = "5";
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const validator = formValidator(z.object({ name: z.string().min(1, "Name is required"), email: z.string().email("Invalid email address") }));

function request(fields: Record<string, string>, ip = `203.0.113.${nextClient++}`) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/form", { method: "POST", body, headers: { "x-client-ip": ip } });
}

const success = () => new Response(null, { status: 302, headers: { Location: "/thanks" } });

describe("the form pipeline", () => {
  it("gives the parsed data and the submission key of a valid form", async () => {
    const key = "0b9d3c1e-8a1f-4c7e-9d2b-3f6a5e4d2c1b";
    const form = await readValidatedForm(request({ name: "Huda", email: "huda@example.om", [SUBMISSION_KEY_FIELD_NAME]: key }), validator, {
      rateLimit: "forms",
      honeypot: success,
    });
    expect(form.ok && form.data).toEqual({ name: "Huda", email: "huda@example.om" });
    expect(form.ok && form.submissionKey).toBe(key);
  });

  it("answers a bad form 400 with every field's message and what was typed, in the one shape", async () => {
    const form = await readValidatedForm(request({ name: "", email: "nope", __rvfInternalFormId: "contact" }), validator, { rateLimit: "forms" });
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.response.status).toBe(400);
    expect((await form.response.json()) as FormAnswer).toEqual({
      fieldErrors: { name: "Name is required", email: "Invalid email address" },
      repopulateFields: { name: "", email: "nope" },
      formError: null,
      formId: "contact",
    });
  });

  it("answers a filled honeypot exactly as the form's success, before the schema", async () => {
    const form = await readValidatedForm(request({ name: "", [HONEYPOT_FIELD_NAME]: "https://spam.example" }), validator, {
      rateLimit: "forms",
      honeypot: success,
    });
    expect(!form.ok && form.response.status).toBe(302);
    expect(!form.ok && form.response.headers.get("Location")).toBe("/thanks");
  });

  it("refuses past the rate limit with 429, Retry-After, no-store and the form's values kept", async () => {
    const ip = "198.51.100.250";
    const limit = Number(process.env.RATE_LIMIT_FORMS_PER_MINUTE);
    let refused: Response | null = null;
    // The limit counts per clock minute: at most two rounds if the minute turns during the loop.
    for (let i = 0; i < 2 * limit + 2 && !refused; i++) {
      const form = await readValidatedForm(request({ name: "Huda", email: "huda@example.om", password: "secret-secret" }, ip), validator, {
        rateLimit: "forms",
      });
      if (!form.ok && form.response.status === 429) refused = form.response;
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused!.headers.get("Cache-Control")).toContain("no-store");
    const answer = (await refused!.json()) as FormAnswer;
    expect(answer.formError).toBe("Too many requests. Please wait a minute and try again.");
    expect(answer.repopulateFields).toEqual({ name: "Huda", email: "huda@example.om" });
  }, 60_000);

  it("never refills passwords or the form's guards", () => {
    expect(
      keptValues({ email: "a@b.om", password: "x", current_password: "y", [HONEYPOT_FIELD_NAME]: "z", [SUBMISSION_KEY_FIELD_NAME]: "k", __rvfInternalFormId: "f" }),
    ).toEqual({ email: "a@b.om" });
  });
});
