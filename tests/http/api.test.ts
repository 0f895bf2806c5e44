/** /api/v1 over HTTP: exact paths, the spec's shapes, absolute page links, 400/404/405/413/415, CORS and the OpenAPI document. */
import { describe, expect, it } from "vitest";
import { base } from "./support";

// The run's server allows this origin's cross-origin reads (CORS_ORIGINS in ./global-setup.ts).
const PARTNER = "https://partner.example";
const api = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

const C = "/api/v1/petrochemicals_catalog";
const request = { first_name: "Amal", last_name: "Harthy", company_email_address: "amal@example.com", job_function: 1, company: "Acme", country: 1 };

describe("GET calls of spec §7 answer in the spec's shapes", () => {
  it("wraps lists as {status, message, data: [...]}", async () => {
    for (const path of [
      `${C}/plants/?geographic_order=true`,
      `${C}/plants/?processes=1&processes=2&country=1`,
      `${C}/solutions/job_functions/`,
      `${C}/categories/`,
      `${C}/processes/`,
      "/api/v1/core/locations/?type=country&has_plant=true",
      "/api/v1/core/locations/?type=country",
      "/api/v1/core/locations/?type=city&parent=1",
      "/api/v1/core/locations/?type=city&parent=Oman",
      "/api/v1/job_board/departments/",
      "/api/v1/job_board/vacancies/",
    ]) {
      const response = await api(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      const body = await response.json();
      expect(body).toMatchObject({ status: 200, message: expect.any(String), data: expect.any(Array) });
      expect(body.data.length).toBeGreaterThan(0);
    }
  });

  it("pages solutions with count, results and absolute next/previous links carrying page", async () => {
    const body = await (await api(`${C}/solutions/?page=2&page_size=3&search=inhibitor`)).json();
    expect(body.results).toHaveLength(3);
    const next = new URL(body.next);
    expect(next.origin).toBe(base);
    expect(next.pathname).toBe(`${C}/solutions/`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ page: "3", page_size: "3", search: "inhibitor" });
    expect(new URL(body.previous).searchParams.get("page")).toBe("1");
    const first = await (await api(`${C}/solutions/`)).json();
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
  });

  it("answers one solution at solutions/{id}/, 404 for unknown or malformed ids", async () => {
    const solution = await (await api(`${C}/solutions/1/`)).json();
    expect(solution).toMatchObject({ id: 1, name: expect.any(String), categories: expect.any(Array) });
    for (const id of ["987654", "0", "abc", "1.5", "99999999999"]) {
      const response = await api(`${C}/solutions/${id}/`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: "Solution not found", data: null });
    }
  });

  it("returns a JSON 404 for an unknown API path", async () => {
    const response = await api("/api/v1/no_such_thing/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: "Not found", data: null });
  });
});

describe("bad input is a 400 naming the parameter, never a 500", () => {
  it.each([
    ["page=0", "page", "page must be 1 or more"],
    ["page=abc", "page", "page must be a whole number"],
    ["page_size=101", "page_size", "page_size must be at most 100"],
    ["page_size=-1", "page_size", "page_size must be a whole number"],
    ["page_size=0", "page_size", "page_size must be 1 or more"],
    ["page=2&page=x", "page", "page must be a whole number"],
    ["categories=x", "categories.0", "categories must be a list of whole-number ids"],
    ["plants=1e3", "plants", "plants must be a whole number"],
  ])("solutions/?%s", async (query, field, message) => {
    const response = await api(`${C}/solutions/?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message, data: { [field]: [message] } });
  });

  it("rejects bad plant filters and location queries", async () => {
    expect((await api(`${C}/plants/?processes=one`)).status).toBe(400);
    expect((await api(`${C}/plants/?geographic_order=maybe`)).status).toBe(400);
    expect((await api("/api/v1/core/locations/?type=planet")).status).toBe(400);
    const cities = await api("/api/v1/core/locations/?type=city");
    expect(await cities.json()).toEqual({ status: 400, message: "parent is required for cities", data: { parent: ["parent is required for cities"] } });
  });
});

describe("POST calls", () => {
  it("validate the body with the spec's messages, keyed by field (as DRF answers)", async () => {
    const response = await postJson(`${C}/solutions/1/inquiry/`, { first_name: " ", company_email_address: "amal@example" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.status).toBe(400);
    expect(body.data).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      company_email_address: ["Invalid email address"],
      job_function: ["Job function is required"],
      company: ["Company name is required"],
      country: ["Country is required"],
      message: ["Message is required"],
    });
  });

  it("answers registration mismatches on the confirm field", async () => {
    const response = await postJson("/api/v1/account/user-register/", { email: "x@example.com", password: "short", confirm_password: "other" });
    expect(response.status).toBe(400);
    const { data } = await response.json();
    expect(data.password).toEqual(["Password must be at least 8 characters"]);
    expect(data.confirm_password).toEqual(["Passwords do not match"]);
  });

  it("404 for a request about an unknown solution", async () => {
    const response = await postJson(`${C}/solutions/987654/msds_code_request/`, request);
    expect(response.status).toBe(404);
  });

  it("413 for an oversize JSON body, 415 for a body that is not JSON, 400 for broken JSON", async () => {
    const huge = await postJson("/api/v1/core/contact/", { message: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ status: 413 });
    const form = await api("/api/v1/core/contact/", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(form.status).toBe(415);
    const broken = await api("/api/v1/core/contact/", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{nope" });
    expect(broken.status).toBe(400);
    expect(await broken.text()).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("refuses a job application whose resume is over 5 MB, missing, or of another type", async () => {
    const fields = { first_name: "A", last_name: "B", email: "a@example.com", phone_number: "+968 1", cover_letter: "", vacancy: "1" };
    const formWith = (file?: Blob, name = "cv.pdf") => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set("resume", file, name);
      return form;
    };
    const url = "/api/v1/job_board/applications/";
    const big = await api(url, { method: "POST", body: formWith(new Blob([new Uint8Array(5 * 1024 * 1024 + 10)]), "cv.pdf") });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe("File size should be less than 5MB");
    const missing = await api(url, { method: "POST", body: formWith() });
    expect(await missing.json()).toMatchObject({ status: 400, data: { resume: ["Please upload your resume"] } });
    const exe = await api(url, { method: "POST", body: formWith(new Blob(["MZ"]), "cv.exe") });
    expect(await exe.json()).toMatchObject({ status: 400, data: { resume: ["Please upload only DOC, DOCX, HTML, PDF, or TXT files"] } });
    const vacancy = new FormData();
    for (const [k, v] of Object.entries({ ...fields, vacancy: "987654" })) vacancy.set(k, v);
    vacancy.set("resume", new Blob(["%PDF-1.4"]), "cv.PDF");
    expect(await (await api(url, { method: "POST", body: vacancy })).json()).toMatchObject({ data: { vacancy: ["Invalid vacancy selected"] } });
  });

  it("auth/refresh without a refresh token is a 401", async () => {
    const response = await api("/api/auth/refresh");
    expect(response.status).toBe(401);
  });
});

describe("methods", () => {
  it("405 with an Allow header for the wrong method", async () => {
    const post = await api(`${C}/solutions/`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
    const get = await api("/api/v1/core/contact/");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toEqual({ status: 405, message: "Method not allowed", data: null });
    expect((await api("/api/v1/account/login/", { method: "PUT" })).status).toBe(405);
    expect((await api(`${C}/solutions/1/tds_code_request/`, { method: "DELETE" })).status).toBe(405);
  });
});

describe("CORS", () => {
  it("is closed to an origin that is not listed", async () => {
    const get = await api(`${C}/categories/`, { headers: { Origin: "https://elsewhere.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await api("/api/v1/core/contact/", {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
    const post = await postJson("/api/v1/core/contact/", {}, { Origin: "https://elsewhere.example" });
    expect(post.status).toBe(403);
  });

  it("opens to an origin listed in CORS_ORIGINS", async () => {
    const preflight = await api("/api/v1/core/contact/", {
      method: "OPTIONS",
      headers: { Origin: PARTNER, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const get = await api(`${C}/categories/`, { headers: { Origin: PARTNER } });
    expect(get.headers.get("access-control-allow-origin")).toBe(PARTNER);
    // The listed origin passes the cross-site guard and reaches validation.
    const post = await postJson("/api/v1/core/contact/", {}, { Origin: PARTNER });
    expect(post.status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("describes every call of spec §7 as OpenAPI 3.1", async () => {
    const doc = await (await api("/api/v1/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        `${C}/plants/`,
        `${C}/solutions/`,
        `${C}/solutions/{id}/`,
        `${C}/solutions/job_functions/`,
        `${C}/solutions/{id}/msds_code_request/`,
        `${C}/solutions/{id}/tds_code_request/`,
        `${C}/solutions/{id}/inquiry/`,
        `${C}/basket_requests/`,
        `${C}/categories/`,
        `${C}/processes/`,
        "/api/v1/core/locations/",
        "/api/v1/core/contact/",
        "/api/v1/account/login/",
        "/api/v1/account/user-register/",
        "/api/v1/job_board/departments/",
        "/api/v1/job_board/vacancies/",
        "/api/v1/job_board/applications/",
        "/api/auth/refresh",
      ].sort(),
    );
    expect(doc.components.schemas.Solution.properties).toHaveProperty("commercial_name");
    expect(doc.components.schemas.FilterNode.properties.children.items).toEqual({ $ref: "#/components/schemas/FilterNode" });
    const params = doc.paths[`${C}/solutions/`].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["page", "page_size", "plants", "categories", "search"]));
    const body = doc.paths[`${C}/solutions/{id}/inquiry/`].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["first_name", "company_email_address", "message"]));
  });
});
