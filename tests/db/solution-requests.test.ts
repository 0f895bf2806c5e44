/** The MSDS / TDS / inquiry and quote actions against a real database: stored once, then acknowledged on a confirmation page. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { dataSheetRequests, jobFunctions, locations, quoteRequests, solutions } from "~/db/schema";
import { localBackend } from "~/backend/index.server";
import { BackendError } from "~/backend/errors";
import { action as submitDataSheetRequest } from "~/routes/_public.solution_.$id.request.$kind/route";
import { action as submitQuoteRequest } from "~/routes/_public.solution.$id/route";
import { loader as solutionsLoader } from "~/routes/_public.solutions/route";
import { loader as searchLoader } from "~/routes/_public.search/route";
import { REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/names";
import { referenceOf } from "~/models/references";
import { openedConfirmation } from "~/utils/confirmation.server";
import { captureLog } from "../support/log";

let database: Database;
let solutionId: number;
let jobFunctionId: number;
let countryId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(1);
  [{ id: jobFunctionId }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  [{ id: countryId }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { "x-client-ip": `test-${randomUUID()}` } });
}

function requestFields(extra: Record<string, string> = {}) {
  return {
    first_name: "Amal",
    last_name: "Said",
    company_email_address: "amal@petro.example.om",
    job_function: String(jobFunctionId),
    company: "Petro Services LLC",
    country: String(countryId),
    redirectTo: "/search?q=demul&solution=1",
    ...extra,
  };
}

async function submitRequest(kind: string, fields: Record<string, string>) {
  const path = `/solution/${solutionId}/request/${kind}`;
  return (await submitDataSheetRequest({ request: post(path, fields), params: { id: String(solutionId), kind }, context: {} })) as Response;
}

/** What the confirmation page the response redirects to shows (its address holds it, sealed). */
function confirmationOf(response: Response) {
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/confirmation\/c1\.[\w.-]+$/);
  const opened = openedConfirmation(location.split("/").at(-1)!);
  if (opened.status !== "ok") throw new Error(`the confirmation does not open: ${opened.status}`);
  return opened.confirmation;
}

async function rowsWithKey(key: string) {
  return database.db.select().from(dataSheetRequests).where(eq(dataSheetRequests.submissionKey, key));
}

describe("MSDS / TDS / inquiry requests", () => {
  it("stores the request, then redirects to its confirmation page with the stored row's reference, and no toast", async () => {
    const key = randomUUID();
    const response = await submitRequest("msds", requestFields({ submission_key: key }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "msds", solutionId, firstName: "Amal", companyEmailAddress: "amal@petro.example.om", jobFunctionId, countryId, message: null });
    expect(confirmationOf(response)).toEqual({
      kind: "msds",
      message: REQUEST_SUCCESS_MESSAGE,
      reference: referenceOf("msds", rows[0].id, rows[0].createdAt),
      subjectId: solutionId,
      email: "amal@petro.example.om",
      overview: false,
      back: "/search?q=demul&solution=1",
    });
  });

  it("stores a double submit (same submission key) once and answers success both times", async () => {
    const key = randomUUID();
    const first = await submitRequest("inquiry", requestFields({ submission_key: key, message: "Price for 10 t?" }));
    const second = await submitRequest("inquiry", requestFields({ submission_key: key, message: "Price for 10 t?" }));
    expect([first.status, second.status]).toEqual([302, 302]);
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "inquiry", message: "Price for 10 t?" });
    // Both answers confirm the one stored request.
    expect(confirmationOf(second).reference).toBe(confirmationOf(first).reference);
  });

  it("answers 400 with the spec's messages and the visitor's input, storing nothing", async () => {
    const key = randomUUID();
    const response = await submitRequest("inquiry", { first_name: "Amal", company_email_address: "amal@x", submission_key: key });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      last_name: "Last name is required",
      company_email_address: "Invalid email address",
      job_function: "Job function is required",
      company: "Company name is required",
      country: "Country is required",
      message: "Message is required",
    });
    expect(body.repopulateFields).toMatchObject({ first_name: "Amal", company_email_address: "amal@x" });
    expect(body.repopulateFields.submission_key).toBeUndefined();
    expect(await rowsWithKey(key)).toHaveLength(0);
  });

  it("names a job function or country that is not in the lists", async () => {
    const response = await submitRequest("tds", requestFields({ job_function: "999999", country: "999999" }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      job_function: "Please choose a job function from the list",
      country: "Please choose a country from the list",
    });
  });

  it("stores nothing when the honeypot is filled, yet answers like a success", async () => {
    const key = randomUUID();
    const response = await submitRequest("msds", requestFields({ submission_key: key, website_address: "http://spam.example" }));
    expect(response.status).toBe(302);
    expect(confirmationOf(response)).toMatchObject({ kind: "msds", message: REQUEST_SUCCESS_MESSAGE, reference: undefined });
    expect(await rowsWithKey(key)).toHaveLength(0);
  });

  it("shows the server's message on failure, or the spec's fallback when it has none", async () => {
    vi.spyOn(localBackend, "requestDataSheet").mockRejectedValueOnce(new BackendError("The data sheet service is down", 503));
    let response = await submitRequest("msds", requestFields());
    expect(response.status).toBe(503);
    expect((await response.json()).formError).toBe("The data sheet service is down");

    vi.spyOn(localBackend, "requestDataSheet").mockRejectedValueOnce(new BackendError("", 500));
    response = await submitRequest("msds", requestFields());
    expect((await response.json()).formError).toBe(REQUEST_FAILURE_MESSAGE);

    vi.spyOn(localBackend, "requestDataSheet").mockRejectedValueOnce(new Error("connection reset"));
    const log = captureLog();
    response = await submitRequest("msds", requestFields());
    log.restore();
    expect(response.status).toBe(503);
    expect((await response.json()).formError).toBe(REQUEST_FAILURE_MESSAGE);
    expect(log.lines).toMatchObject([{ level: "error", msg: "form submission failed", err: { message: "connection reset" } }]);
  });

  it("keeps the way back on this site", async () => {
    const response = await submitRequest("msds", requestFields({ redirectTo: "//evil.example/x" }));
    expect(confirmationOf(response).back).toBe(`/solution/${solutionId}`);
  });
});

describe("the product page's quote request", () => {
  async function submitQuote(fields: Record<string, string>) {
    return (await submitQuoteRequest({ request: post(`/solution/${solutionId}?quote=1`, fields), params: { id: String(solutionId) }, context: {} })) as Response;
  }
  const quote = { full_name: "Amal Said", email: "amal@example.om", mobile: "+968 9123 4567", quantity: "2.5", unit: "t", note: "Samples first" };

  it("is stored once for a double submit, with quantity as a number and the unit", async () => {
    const key = randomUUID();
    const first = await submitQuote({ ...quote, submission_key: key });
    const second = await submitQuote({ ...quote, submission_key: key });
    expect([first.status, second.status]).toEqual([302, 302]);
    const rows = await database.db.select().from(quoteRequests).where(eq(quoteRequests.submissionKey, key));
    expect(rows).toHaveLength(1);
    const reference = referenceOf("quote", rows[0].id, rows[0].createdAt);
    expect(confirmationOf(first)).toMatchObject({ kind: "quote", reference, subjectId: solutionId, email: "amal@example.om" });
    expect(confirmationOf(second).reference).toBe(reference);
    expect(rows[0]).toMatchObject({ solutionId, fullName: "Amal Said", quantity: 2.5, unit: "t", company: "", note: "Samples first" });
  });

  it("answers 400 with field messages for a bad quantity", async () => {
    const response = await submitQuote({ ...quote, quantity: "0" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ quantity: "Quantity must be a positive number" });
  });
});

describe("list pages when the catalogue cannot be read", () => {
  it("/solutions answers 503 with 'Error receiving information'", async () => {
    vi.spyOn(localBackend, "listSolutions").mockRejectedValueOnce(new BackendError("down", 503));
    const log = captureLog();
    const response = (await solutionsLoader({ request: new Request("http://localhost/solutions"), params: {}, context: {} })) as Response;
    log.restore();
    expect(log.messages("error")).toEqual(["solutions list failed"]);
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe("Error receiving information");
  });

  it("/search answers 503 with 'Error receiving information'", async () => {
    vi.spyOn(localBackend, "listSolutions").mockRejectedValueOnce(new BackendError("down", 503));
    const log = captureLog();
    const response = (await searchLoader({ request: new Request("http://localhost/search?q=demul"), params: {}, context: {} })) as Response;
    log.restore();
    expect(log.messages("error")).toEqual(["search failed"]);
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe("Error receiving information");
  });

  it("/solutions reads the page numbers from the next and previous links", async () => {
    const response = (await solutionsLoader({ request: new Request("http://localhost/solutions?page=2"), params: {}, context: {} })) as Response;
    const body = await response.json();
    expect(body).toMatchObject({ page: 2, previousPage: 1, nextPage: 3 });
    expect(body.products).toHaveLength(10);
  });
});
