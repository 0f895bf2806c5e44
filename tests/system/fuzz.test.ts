/**
 * Property-based fuzzing (fast-check): at least 10,000 bad inputs across every form, page query and /api/v1
 * endpoint. Whatever arrives, the server answers below 500 and stays up.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./harness";

const FORM_POSTS = [
  "/contact-us",
  "/solution/1",
  "/solution/1/request/msds",
  "/solution/1/request/tds",
  "/solution/1/request/inquiry",
  "/career/1/hiring",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/profile",
  "/profile/settings",
  "/profile/logout",
  "/likes",
  "/",
];
const PAGES = ["/", "/solutions", "/search", "/careers", "/blog", "/contact-us", "/profile/saved"];
const API_GETS = [
  "/api/v1/petrochemicals_catalog/plants/",
  "/api/v1/petrochemicals_catalog/solutions/",
  "/api/v1/petrochemicals_catalog/categories/",
  "/api/v1/petrochemicals_catalog/processes/",
  "/api/v1/core/locations/",
  "/api/v1/job_board/vacancies/",
  "/api/v1/job_board/departments/",
];
const API_POSTS = [
  "/api/v1/petrochemicals_catalog/solutions/1/msds_code_request/",
  "/api/v1/petrochemicals_catalog/solutions/1/tds_code_request/",
  "/api/v1/petrochemicals_catalog/solutions/1/inquiry/",
  "/api/v1/core/contact/",
  "/api/v1/account/login/",
  "/api/v1/account/user-register/",
];
const FIELD_NAMES = [
  "first_name", "last_name", "email", "company_email_address", "phone_number", "job_function", "company", "country",
  "city", "message", "cover_letter", "vacancy", "password", "confirm_password", "remember", "intent", "kind", "id",
  "liked", "redirectTo", "full_name", "mobile", "quantity", "unit", "note", "submission_key", "website_address",
  "q", "page", "page_size", "search", "category", "process", "tab", "plant", "department", "occupation",
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "", " ", "0", "-1", "1e309", "NaN", "null", "undefined", "[]", "{}", "9".repeat(40), "1.5", "0x10",
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "' OR 1=1 --",
    "../../etc/passwd", "%00", "\u0000", "\uFFFF", "\uD800", "a".repeat(10_000), "🧪".repeat(200),
    "//evil.example", "https://evil.example", "%2e%2e%2f",
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

const formBody = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), nasty), { maxLength: 12 });

/** encodeURIComponent, but a lone surrogate (which it refuses) goes out as the raw bytes a careless client sends. */
function encodePathSegment(value: string) {
  return value
    .split(/([\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF])/)
    .map((part) => {
      if (part.length === 1 && /[\uD800-\uDFFF]/.test(part)) {
        try {
          return encodeURIComponent(part);
        } catch {
          return "%ED%A0%80";
        }
      }
      return encodeURIComponent(part);
    })
    .join("");
}

let server: RunningServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-fuzz-"));
let checked = 0;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(url: string, init?: RequestInit) {
  const response = await fetch(`${server.base}${url}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  checked++;
  if (response.status >= 500) throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}`);
  return response.status;
}

describe("fuzzing every input", () => {
  it("forms: form-encoded posts with any fields and values never cause a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FORM_POSTS), formBody, async (url, fields) => {
        const body = new URLSearchParams();
        for (const [key, value] of fields) body.append(key, value);
        await send(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      }),
      { numRuns: 3500 },
    );
  }, 600_000);

  it("pages and API lists: any query string never causes a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES, ...API_GETS), formBody, async (url, fields) => {
        const query = new URLSearchParams();
        for (const [key, value] of fields) query.append(key, value);
        await send(`${url}?${query}`);
      }),
      { numRuns: 3500 },
    );
  }, 600_000);

  it("API posts: any JSON (or not JSON) never causes a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...API_POSTS),
        fc.oneof(fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)), nasty),
        async (url, body) => {
          await send(url, { method: "POST", body, headers: { "Content-Type": "application/json" } });
        },
      ),
      { numRuns: 2000 },
    );
  }, 600_000);

  it("path parameters: any id never causes a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/solution/", "/career/", "/blog/", "/api/v1/petrochemicals_catalog/solutions/"), nasty, async (prefix, id) => {
        await send(`${prefix}${encodePathSegment(id)}`);
      }),
      { numRuns: 1500 },
    );
  }, 600_000);

  it("ran at least 10,000 inputs and the server is still up", async () => {
    expect(checked).toBeGreaterThanOrEqual(10_000);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});
