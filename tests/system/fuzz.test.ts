/**
 * Property-based fuzzing (fast-check): at least 10,000 bad inputs across every form, page query and /api/v1
 * endpoint, and bodies over the body-size policy on every POST route kind. Whatever arrives, the server answers
 * below 500 and stays up, and what is over its cap is answered 413.
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

const UPLOAD_POSTS = ["/career/1/hiring", "/api/v1/job_board/applications/", "/profile?index"];
const KB = 1024;
/** The policy's caps (app/utils/body-limit.server.ts): 64 KB forms and JSON, 6 MB + 128 KB uploads. */
const FORM_CAP = 64 * KB;
const UPLOAD_CAP = 6 * 1024 * KB + 128 * KB;

/** A body over one of the policy's limits for its route kind (`overCap` false when the shape cannot exceed it there). */
function oversizedBody(url: string, shape: string, encoding: string, extraKb: number, count: number, value: string) {
  const upload = UPLOAD_POSTS.includes(url) && encoding === "multipart";
  const cap = upload ? UPLOAD_CAP : FORM_CAP;
  const filler = "a".repeat(cap + extraKb * KB);
  const boundary = "----fuzz-boundary";
  const part = (name: string, text: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  const filePart = (i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
  if (encoding === "multipart") {
    const type = `multipart/form-data; boundary=${boundary}`;
    if (shape === "bytes") return { type, overCap: true, body: part("first_name", value) + part("message", filler) + `--${boundary}--\r\n` };
    // Many text fields, or (on an upload route) many file parts.
    const many = Array.from({ length: count }, (_, i) => (shape === "parts" && upload ? filePart(i) : part(`f${i}`, "x"))).join("");
    return { type, overCap: true, body: part("first_name", value) + many + `--${boundary}--\r\n` };
  }
  if (encoding === "json") {
    const type = "application/json";
    if (shape === "bytes") return { type, overCap: true, body: JSON.stringify({ message: filler, value }) };
    // JSON has no fields to count: only its bytes are capped, so a many-key object is over only past 64 KB.
    const object = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, "x"]));
    const body = JSON.stringify(object);
    return { type, overCap: Buffer.byteLength(body) > FORM_CAP && !upload, body };
  }
  const type = "application/x-www-form-urlencoded";
  if (shape === "bytes") return { type, overCap: true, body: new URLSearchParams({ first_name: value, message: filler }).toString() };
  const body = Array.from({ length: count }, (_, i) => `f${i}=x`).join("&");
  return { type, overCap: true, body };
}

/** The same bytes as a stream of small pieces, so fetch sends them chunked, without a Content-Length. */
function streamOf(bytes: Buffer) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, (at += 16 * KB))));
    },
  });
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

// The five properties run side by side against the one server: one at a time, the test and the server took turns on
// the two cores (77 s); the check that counts them runs after them all.
describe("fuzzing every input", () => {
  it.concurrent("forms: form-encoded posts with any fields and values never cause a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FORM_POSTS), formBody, async (url, fields) => {
        const body = new URLSearchParams();
        for (const [key, value] of fields) body.append(key, value);
        await send(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      }),
      { numRuns: 3500 },
    );
  }, 600_000);

  it.concurrent("pages and API lists: any query string never causes a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES, ...API_GETS), formBody, async (url, fields) => {
        const query = new URLSearchParams();
        for (const [key, value] of fields) query.append(key, value);
        await send(`${url}?${query}`);
      }),
      { numRuns: 3500 },
    );
  }, 600_000);

  it.concurrent("API posts: any JSON (or not JSON) never causes a 5xx", async () => {
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

  it.concurrent("path parameters: any id never causes a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/solution/", "/career/", "/blog/", "/api/v1/petrochemicals_catalog/solutions/"), nasty, async (prefix, id) => {
        await send(`${prefix}${encodePathSegment(id)}`);
      }),
      { numRuns: 1500 },
    );
  }, 600_000);

  it.concurrent("body-size policy: oversized, chunked, many-field and many-part bodies on every POST route kind answer 413, never a 5xx", async ({ expect }) => {
    // Over the cap by bytes, by field count or by part count; sent with a length or chunked.
    const oversize = fc.record({
      url: fc.constantFrom(...FORM_POSTS, ...API_POSTS, ...UPLOAD_POSTS),
      shape: fc.constantFrom("bytes", "fields", "parts"),
      encoding: fc.constantFrom("urlencoded", "json", "multipart"),
      chunked: fc.boolean(),
      extraKb: fc.integer({ min: 1, max: 200 }),
      count: fc.integer({ min: 250, max: 5000 }),
      value: nasty,
    });
    await fc.assert(
      fc.asyncProperty(oversize, async ({ url, shape, encoding, chunked, extraKb, count, value }) => {
        const { body, type, overCap } = oversizedBody(url, shape, encoding, extraKb, count, value);
        const bytes = Buffer.from(body);
        const status = await send(url, {
          method: "POST",
          headers: { "Content-Type": type, Origin: server.base },
          body: chunked ? streamOf(bytes) : bytes,
          duplex: "half",
        } as RequestInit);
        // A page's action reads only forms: JSON to a page is 415. The picture upload (/profile) needs a signed-in
        // visitor before it reads its body. Everything else over its cap is 413.
        if (encoding === "json" && !url.startsWith("/api/")) expect(status, `JSON to ${url}`).toBe(415);
        else if (overCap && !(encoding === "multipart" && url.startsWith("/profile"))) expect(status, `${shape} ${encoding} ${chunked ? "chunked" : "sized"} to ${url}`).toBe(413);
      }),
      { numRuns: 400 },
    );
  }, 600_000);

  it("ran at least 10,000 inputs and the server is still up", async () => {
    expect(checked).toBeGreaterThanOrEqual(10_000);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});
