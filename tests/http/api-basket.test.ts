/**
 * POST /api/v1/petrochemicals_catalog/basket_requests/ over HTTP: a whole basket as one request with its reference,
 * stored once per Idempotency-Key; each bad body a 400 or 404 naming the field or line, never a 500; in the OpenAPI
 * document.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { base } from "./support";

const PATH = "/api/v1/petrochemicals_catalog/basket_requests/";
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${PATH}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

let solutionIds: number[];
let countryId: number;

beforeAll(async () => {
  const page = await (await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/?page_size=100`)).json();
  solutionIds = page.results.map((solution: { id: number }) => solution.id);
  countryId = (await (await fetch(`${base}/api/v1/core/locations/?type=country`)).json()).data[0].id;
});

const request = () => ({
  full_name: "Amal Said",
  email: `amal-${randomUUID().slice(0, 8)}@petro.example.om`,
  mobile: "+968 9123 4567",
  company: "Petro Services LLC",
  country: countryId,
  city: "Sohar",
  incoterm: "CIF",
  note: "For the field programme",
  lines: [
    { solution: solutionIds[0], quantity: 2.5, unit: "t", note: "first delivery in May" },
    { solution: solutionIds[1], quantity: 4, unit: "drum-208l", sample: true, sample_size: 500, sample_unit: "ml" },
  ],
});

describe("a basket request through the API", () => {
  it("is stored and answered 201 with its reference", async () => {
    const response = await post(request());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ status: 201, message: "Your request has been submitted successfully", reference: expect.stringMatching(/^RFQ-\d{4}-\d{6}$/) });
  });

  it("is stored once per Idempotency-Key: the same key again answers the same reference", async () => {
    const key = randomUUID();
    const first = await (await post(request(), { "Idempotency-Key": key })).json();
    const again = await post(request(), { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect((await again.json()).reference).toBe(first.reference);
    // Without the key, the same body is a new request.
    expect((await (await post(request())).json()).reference).not.toBe(first.reference);
  });
});

describe("a bad basket request is refused with the field or line named, never a 500", () => {
  const withLines = (lines: unknown) => ({ ...request(), lines });
  const line = (extra: Record<string, unknown> = {}) => ({ solution: solutionIds[0], quantity: 10, unit: "kg", ...extra });

  // Bodies are built when each test runs: the solutions' ids are read from the API first.
  it.each<[string, () => unknown, Record<string, string[]>]>([
    ["an unknown unit", () => withLines([line(), line({ solution: solutionIds[1], unit: "lb" })]), { "lines.1.unit": ["Unit is required"] }],
    ["a quantity of 0", () => withLines([line({ quantity: 0 })]), { "lines.0.quantity": ["Quantity must be a positive number"] }],
    ["a quantity of \"abc\"", () => withLines([line({ quantity: "abc" })]), { "lines.0.quantity": ["Quantity must be a positive number"] }],
    ["no quantity", () => withLines([line({ quantity: undefined })]), { "lines.0.quantity": ["Quantity is required"] }],
    ["a sample over 5 kg", () => withLines([line({ sample: true, sample_size: 6, sample_unit: "kg" })]), { "lines.0.sample_size": ["A sample is at most 5 kg or 5 L"] }],
    ["no lines", () => withLines([]), { lines: ["Your basket is empty"] }],
    ["lines that are not a list", () => withLines("all of them"), { lines: ["Your basket is empty"] }],
    ["an unknown incoterm", () => ({ ...request(), incoterm: "DAT" }), { incoterm: ["Choose a delivery term from the list"] }],
  ])("%s: 400", async (_, body, fields) => {
    const response = await post(body());
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ status: 400, data: fields });
    expect(answer.message).toBe(Object.values(fields)[0][0]);
  });

  it("51 lines: 400, the basket's bound stated", async () => {
    const lines = Array.from({ length: 51 }, (_, i) => line({ solution: i + 1 }));
    const response = await post(withLines(lines));
    expect(response.status).toBe(400);
    expect((await response.json()).data).toEqual({ lines: ["Your basket holds at most 50 lines: send this request or remove a line first"] });
  });

  it("the same solution on two lines: 400 naming the second", async () => {
    const response = await post(withLines([line(), line({ solution: solutionIds[1] }), line({ quantity: 3 })]));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).data)).toEqual(["lines.2.solution"]);
  });

  it("an unknown country: 400 on the country field", async () => {
    const response = await post({ ...request(), country: 987654 });
    expect(response.status).toBe(400);
    expect((await response.json()).data).toEqual({ country: ["Please choose a country from the list"] });
  });

  it("an unknown solution: 404 naming its line, and nothing stored under the key", async () => {
    const key = randomUUID();
    const response = await post(withLines([line(), line({ solution: 987654 })]), { "Idempotency-Key": key });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: "Solution not found", data: { "lines.1.solution": ["This solution is not in our catalogue"] } });
    // The key was not spent on the refused request: the corrected one is stored under it.
    const corrected = await post(withLines([line()]), { "Idempotency-Key": key });
    expect(corrected.status).toBe(201);
  });

  it("a body that is not a basket request at all: 400, 415", async () => {
    expect((await post([1, 2])).status).toBe(400);
    expect((await post({})).status).toBe(400);
    const form = await fetch(`${base}${PATH}`, { method: "POST", body: new URLSearchParams({ full_name: "A" }) });
    expect(form.status).toBe(415);
    expect((await fetch(`${base}${PATH}`)).status).toBe(405);
  });
});

describe("the OpenAPI document", () => {
  it("describes the call: its body from the same schema, the Idempotency-Key header and its answers", async () => {
    const doc = await (await fetch(`${base}/api/v1/openapi.json`)).json();
    const call = doc.paths[PATH].post;
    expect(Object.keys(call.responses).sort()).toEqual(["201", "400", "404", "405", "413", "429"]);
    expect(call.parameters).toContainEqual(expect.objectContaining({ name: "idempotency-key", in: "header", required: false }));
    const body = call.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["full_name", "email", "mobile", "country", "city", "lines"]));
    expect(body.properties.lines).toMatchObject({ minItems: 1, maxItems: 50 });
    expect(body.properties.lines.items.properties.unit.enum).toEqual(["kg", "t", "l", "m3", "drum-208l", "ibc-1000l"]);
    expect(doc.components.schemas.BasketRequestSubmitted.required).toEqual(expect.arrayContaining(["status", "message", "reference"]));
  });
});
