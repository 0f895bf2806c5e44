/** The 'Get in touch' action end to end over a real database: validation, the no-JS city step, storage, idempotency. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { contactMessages, locations } from "~/db/schema";
import { action } from "~/routes/_public.contact-us/route";
import { localBackend } from "~/backend/index.server";
import { BackendError } from "~/backend/errors";
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { referenceOf } from "~/models/references";
import { openedConfirmation } from "~/utils/confirmation.server";

let database: Database;
let omanId: number;
let muscatId: number;
let nextClient = 1;

beforeAll(async () => {
  // Read on the first getEnv(): a low limit lets the test reach it quickly.
  process.env.RATE_LIMIT_FORMS_PER_MINUTE = "8";
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const [oman] = await database.db.insert(locations).values({ name: "Oman", type: "country", code: "OM" }).returning();
  const [muscat] = await database.db.insert(locations).values({ name: "Muscat", type: "city", parentId: oman.id }).returning();
  omanId = oman.id;
  muscatId = muscat.id;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(contactMessages);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Each call comes from its own address unless one is given, so only the rate-limit test meets the limit. */
function post(fields: Record<string, string>, ip = `198.51.100.${nextClient++}`) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/contact-us", { method: "POST", body, headers: { "x-client-ip": ip } });
  return action({ request, params: {}, context: {} } as ActionFunctionArgs);
}

function valid(extra: Record<string, string> = {}) {
  return {
    first_name: "Huda",
    last_name: "Al-Saadi",
    email: "huda@example.om",
    phone_number: "+968 9123 4567",
    country: String(omanId),
    city: String(muscatId),
    message: "Please send your demulsifier range.",
    [HONEYPOT_FIELD_NAME]: "",
    ...extra,
  };
}

/** What the confirmation page the response redirects to shows (its address holds it, sealed). */
function confirmationOf(response: Response) {
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/confirmation\/c1\./);
  const opened = openedConfirmation(location.split("/").at(-1)!);
  if (opened.status !== "ok") throw new Error(`the confirmation does not open: ${opened.status}`);
  return opened.confirmation;
}

async function responseOf(result: unknown): Promise<Response> {
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

describe("contact-us action", () => {
  it("stores the message with the city's id and name, then redirects to its confirmation page with its reference", async () => {
    const response = await responseOf(await post(valid({ [SUBMISSION_KEY_FIELD_NAME]: "0b8f8d4e-6a52-4a6f-9f53-1d1f7a0d9c11" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const rows = await database.db.select().from(contactMessages);
    expect(confirmationOf(response)).toMatchObject({
      kind: "contact",
      message: "Your message has been sent successfully",
      reference: referenceOf("contact", rows[0].id, rows[0].createdAt),
      email: "huda@example.om",
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Huda",
      lastName: "Al-Saadi",
      email: "huda@example.om",
      phoneNumber: "+968 9123 4567",
      cityId: muscatId,
      city: "Muscat",
      message: "Please send your demulsifier range.",
      submissionKey: "0b8f8d4e-6a52-4a6f-9f53-1d1f7a0d9c11",
    });
  });

  it("stores a resent submission once and answers it as a success again", async () => {
    const key = "5f0e9c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6";
    expect((await responseOf(await post(valid({ [SUBMISSION_KEY_FIELD_NAME]: key })))).status).toBe(302);
    expect((await responseOf(await post(valid({ [SUBMISSION_KEY_FIELD_NAME]: key })))).status).toBe(302);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.submissionKey, key))).toHaveLength(1);
  });

  it("answers 400 with every required field's message and the typed values, storing nothing", async () => {
    const response = await responseOf(await post({ email: "not-an-email", message: "Hello" }));
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.fieldErrors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Invalid email address",
      phone_number: "Phone number is required",
      city: "City is required",
    });
    expect(data.repopulateFields).toMatchObject({ email: "not-an-email", message: "Hello" });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("'Show cities' returns the country's cities and the values without validating or storing", async () => {
    const response = await responseOf(await post({ intent: "cities", first_name: "Huda", country: String(omanId) }));
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.cities).toEqual([{ id: muscatId, name: "Muscat" }]);
    expect(data.repopulateFields).toMatchObject({ first_name: "Huda", country: String(omanId) });
    expect(data.fieldErrors).toEqual({});
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("rejects a city that does not exist on the city field", async () => {
    const response = await responseOf(await post(valid({ city: "999999" })));
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.fieldErrors).toEqual({ city: "Invalid city selected" });
    expect(data.formError).toBe("Invalid city selected");
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("rejects a country id given as the city", async () => {
    const response = await responseOf(await post(valid({ city: String(omanId) })));
    expect(response.status).toBe(400);
  });

  it("shows the server's message when the backend refuses, and keeps the typed values", async () => {
    vi.spyOn(localBackend, "sendContactMessage").mockRejectedValue(new BackendError("Contact is closed for maintenance", 503));
    const response = await responseOf(await post(valid()));
    expect(response.status).toBe(503);
    const data = await response.json();
    expect(data.formError).toBe("Contact is closed for maintenance");
    expect(data.repopulateFields).toMatchObject({ first_name: "Huda", city: String(muscatId) });
  });

  it("falls back to 'An error occurred while sending your message. Please try again.' without a server message", async () => {
    vi.spyOn(localBackend, "sendContactMessage").mockRejectedValue(new BackendError("", 502));
    const data = await (await responseOf(await post(valid()))).json();
    expect(data.formError).toBe("An error occurred while sending your message. Please try again.");
    vi.spyOn(localBackend, "sendContactMessage").mockRejectedValue(new Error("connection reset"));
    const unexpected = await responseOf(await post(valid()));
    expect(unexpected.status).toBe(500);
    expect((await unexpected.json()).formError).toBe("An error occurred while sending your message. Please try again.");
  });

  it("answers a filled honeypot like a success (a confirmation page, without a reference) and stores nothing", async () => {
    const response = await responseOf(await post(valid({ [HONEYPOT_FIELD_NAME]: "https://spam.example" })));
    expect(response.status).toBe(302);
    expect(confirmationOf(response)).toMatchObject({ kind: "contact", reference: undefined });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers 429 with Retry-After once one address posts too often in a minute", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 8; i++) await post({ intent: "cities", country: String(omanId) }, ip);
    const refused = await responseOf(await post(valid(), ip));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The refusal is the form's own answer: what the visitor typed comes back with the message.
    const data = await refused.json();
    expect(data.formError).toBe("Too many requests. Please wait a minute and try again.");
    expect(data.repopulateFields).toMatchObject({ first_name: "Huda", message: "Please send your demulsifier range." });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });
});
