import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BODY_POLICIES, bodyLimit, bodyPolicyFor, BodyLimitError, countMultipartParts, readFormData, remixRequest, tooLargePage } from "./body-limit.server";
import { setStaffCookie } from "./staff-auth.server";

describe("the body policy table", () => {
  it("has no body to bound on GET, HEAD and OPTIONS", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(bodyPolicyFor(method, "/contact-us", null)).toBeNull();
  });

  it("bounds every other method on every route", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "PROPFIND"]) expect(bodyPolicyFor(method, "/anything", null)).not.toBeNull();
  });

  it("gives ordinary forms and API JSON 64 KB", () => {
    expect(bodyPolicyFor("POST", "/contact-us", "application/x-www-form-urlencoded")).toMatchObject({ kind: "form", maxBytes: 64 * 1024 });
    expect(bodyPolicyFor("POST", "/likes", "multipart/form-data; boundary=x")).toMatchObject({ kind: "form", maxBytes: 64 * 1024 });
    expect(bodyPolicyFor("POST", "/api/v1/core/contact/", "application/json")).toMatchObject({ kind: "json", maxBytes: 64 * 1024 });
  });

  it("gives the three upload forms 6 MB for one file and small fields, only when multipart", () => {
    for (const path of ["/career/1/hiring", "/career/12/hiring/", "/api/v1/job_board/applications/", "/profile"]) {
      expect(bodyPolicyFor("POST", path, "multipart/form-data; boundary=x"), path).toMatchObject({
        kind: "upload",
        maxFiles: 1,
        maxFileBytes: 6 * 1024 * 1024,
      });
    }
    expect(BODY_POLICIES.upload.maxBytes).toBeLessThan(6.5 * 1024 * 1024);
    expect(bodyPolicyFor("POST", "/profile", "application/x-www-form-urlencoded")?.kind).toBe("form");
    expect(bodyPolicyFor("POST", "/profile/settings", "multipart/form-data; boundary=x")?.kind).toBe("form");
    expect(bodyPolicyFor("POST", "/career/1/hiring/extra", "multipart/form-data; boundary=x")?.kind).toBe("form");
    expect(bodyPolicyFor("POST", "/api/v1/core/contact/", "multipart/form-data; boundary=x")?.kind).toBe("json");
  });

  it("reads an address without its language prefix: the Arabic hiring form and profile picture take uploads too", () => {
    for (const path of ["/ar/career/1/hiring", "/ar/career/12/hiring/", "/ar/profile", "/ar/profile/"]) {
      expect(bodyPolicyFor("POST", path, "multipart/form-data; boundary=x"), path).toMatchObject({ kind: "upload", maxFileBytes: 6 * 1024 * 1024 });
    }
    for (const path of ["/ar/profile/settings", "/ar/career/1/hiring/extra", "/arabic/career/1/hiring", "/ar/ar/profile"]) {
      expect(bodyPolicyFor("POST", path, "multipart/form-data; boundary=x")?.kind, path).toBe("form");
    }
  });

  it("gives the staff editors' text forms 1 MB only with a staff session, else an ordinary form's 64 KB", () => {
    for (const path of ["/staff/solutions/new", "/staff/plants/3", "/staff/vacancies", "/staff/posts/7/"]) {
      expect(bodyPolicyFor("POST", path, "application/x-www-form-urlencoded", { staff: true }), path).toMatchObject({ kind: "form", maxBytes: 1024 * 1024 });
      expect(bodyPolicyFor("POST", path, "application/x-www-form-urlencoded"), path).toMatchObject({ kind: "form", maxBytes: 64 * 1024 });
      expect(bodyPolicyFor("POST", path, "application/x-www-form-urlencoded", { staff: false }), path).toMatchObject({ maxBytes: 64 * 1024 });
    }
    expect(bodyPolicyFor("POST", "/contact-us", "application/x-www-form-urlencoded", { staff: true })).toMatchObject({ maxBytes: 64 * 1024 });
  });

  it("limits fields, field size and parts on every kind", () => {
    for (const policy of Object.values(BODY_POLICIES)) {
      expect(policy.maxFields).toBeGreaterThan(0);
      expect(policy.maxFields).toBeLessThanOrEqual(200);
      expect(policy.maxFieldBytes).toBeLessThanOrEqual(64 * 1024);
      expect(policy.maxParts).toBeLessThanOrEqual(200);
    }
    expect(BODY_POLICIES.form.maxFiles).toBe(0);
  });
});

describe("what a refused form shows again", () => {
  it("escapes what it shows", () => {
    const page = tooLargePage("/contact-us", [["message", "</textarea><script>alert(1)</script>"]]);
    expect(page).not.toContain("<script>alert");
    expect(page).toContain("&lt;/textarea&gt;&lt;script&gt;");
  });

  it("counts multipart parts", () => {
    const body = Buffer.from("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name=\"c\"\r\n\r\n2\r\n--b--\r\n");
    expect(countMultipartParts(body, "multipart/form-data; boundary=b")).toBe(2);
  });
});

describe("readFormData", () => {
  const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
    new Request("http://localhost/likes", { method: "POST", headers: { "content-type": type }, body });

  it("reads a small form", async () => {
    const form = await readFormData(post("kind=solution&id=1"));
    expect(form.get("kind")).toBe("solution");
  });

  it("refuses a body past 64 KB, more than 200 fields, and a stream whatever its declared length", async () => {
    await expect(readFormData(post(`message=${"a".repeat(70_000)}`))).rejects.toBeInstanceOf(BodyLimitError);
    await expect(readFormData(post(Array.from({ length: 300 }, (_, i) => `f${i}=x`).join("&")))).rejects.toMatchObject({ reason: "fields" });
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        if (sent > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const request = new Request("http://localhost/likes", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "10" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    await expect(readFormData(request)).rejects.toMatchObject({ reason: "bytes" });
  });
});

describe("the middleware", () => {
  let server: http.Server;
  let base: string;
  let unread: http.IncomingMessage | undefined;
  beforeAll(async () => {
    // Stands in for Remix: echoes the body it is handed, as a route would read it.
    const app = express();
    app.use(bodyLimit);
    app.all("*", async (req, res) => {
      // A route that answers without reading its body (a sign-in redirect, a 405).
      if ("unread" in req.query) {
        unread = req;
        return void res.end("unread");
      }
      const body = Buffer.from(await remixRequest(req, res).arrayBuffer());
      res.end(`got ${body.length}: ${body.toString("utf8").slice(0, 40)}`);
    });
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("hands a small form on unchanged", async () => {
    const answer = await fetch(`${base}/contact-us`, { method: "POST", body: new URLSearchParams({ first_name: "Aisha" }) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("got 16: first_name=Aisha");
  });

  it("answers 413 past the cap, as a page with the values that arrived, or in the API's shape", async () => {
    const page = await fetch(`${base}/contact-us`, { method: "POST", body: new URLSearchParams({ first_name: "Aisha", message: "a".repeat(100_000) }) });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain(">Aisha</textarea>");
    const api = await fetch(`${base}/api/v1/core/contact/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "a".repeat(100_000) }) });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ status: 413, message: "Request body too large", data: null });
  });

  it("refuses a page post that is no form (JSON, text, no type) with 415, and hands API JSON on", async () => {
    for (const type of ["application/json", "text/plain", ""]) {
      const answer = await fetch(`${base}/contact-us`, { method: "POST", headers: type ? { "content-type": type } : {}, body: type ? "{}" : undefined });
      expect(answer.status, type).toBe(415);
      expect(await answer.text()).toContain("This form could not be read");
    }
    const api = await fetch(`${base}/api/v1/core/contact/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await api.text()).toBe("got 2: {}");
  });

  it("takes an Arabic applicant's 5 MB CV and an Arabic profile picture past 64 KB as uploads", async () => {
    for (const [path, size] of [
      ["/ar/career/1/hiring", 5 * 1024 * 1024],
      ["/ar/profile", 300 * 1024],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: new Uint8Array(size) });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toMatch(new RegExp(`^got ${size}:`));
    }
  });

  it("buffers a staff editor's long text only for a request that carries a staff cookie we signed", async () => {
    const body = new URLSearchParams({ description: "a".repeat(200 * 1024) });
    const post = (cookie?: string) =>
      fetch(`${base}/staff/solutions/1`, { method: "POST", headers: cookie ? { cookie } : {}, body });
    const signed = (await setStaffCookie("a-session-token")).split(";")[0];
    const [name] = signed.split("=");
    for (const cookie of [undefined, `${name}=a-session-token`, `${name}=`, `other=1; ${signed.replace(/.$/, "x")}`]) {
      const refused = await post(cookie);
      expect(refused.status, cookie ?? "no cookie").toBe(413);
      await refused.text();
    }
    const accepted = await post(`other=1; ${signed}`);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toMatch(/^got 204812: description=aaa/);
  });

  const postForm = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });

  it("shows again the fields that arrived whole before the cap, never passwords or the honeypot", async () => {
    const body = `first_name=A%C3%AFsha&password=secret&website_address=x&message=Hello+there&last_name=${"a".repeat(70_000)}`;
    const page = await postForm("/contact-us", body);
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).toContain(">Aïsha</textarea>");
    expect(html).toContain(">Hello there</textarea>");
    expect(html).not.toContain("secret");
    expect(html).not.toContain('name="website_address"');
    expect(html).not.toContain('name="last_name"');
    const data = await postForm("/contact-us?_data=routes%2F_public.contact-us", body);
    expect(data.status).toBe(413);
    expect(await data.json()).toMatchObject({ formError: expect.stringContaining("too large"), repopulateFields: { first_name: "Aïsha", message: "Hello there" } });
  });

  it("hands on 200 fields and refuses 201 (413, the first 200 shown again), urlencoded or multipart", async () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=x`).join("&");
    expect(await (await postForm("/contact-us", pairs(200))).text()).toMatch(/^got \d+: f0=x&f1=x/);
    const refused = await postForm("/contact-us", pairs(201));
    expect(refused.status).toBe(413);
    const html = await refused.text();
    expect(html).toContain('name="f199"');
    expect(html).not.toContain('name="f200"');
    const multipart = (n: number) =>
      fetch(`${base}/contact-us`, {
        method: "POST",
        body: Array.from({ length: n }, (_, i) => [`f${i}`, "x"]).reduce((form, [name, value]) => (form.append(name, value), form), new FormData()),
      });
    expect((await multipart(200)).status).toBe(200);
    const tooMany = await multipart(201);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.text()).toContain('name="f0"');
  });

  it("refuses a field longer than the policy's field size, within the bytes it allows", async () => {
    const signed = (await setStaffCookie("a-session-token")).split(";")[0];
    const long = await postForm("/staff/solutions/1", new URLSearchParams({ description: "a".repeat(600 * 1024) }).toString(), { cookie: signed });
    expect(long.status).toBe(413);
    await long.text();
  });

  it("hands a malformed multipart form on for the route to judge, rather than leave it waiting", async () => {
    const answer = await fetch(`${base}/contact-us`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nnot a header\r\n\r\nvalue" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^got \d+: --x/);
  });

  it("reads away the body of an upload the route answered without reading, so its connection is not left stuck", async () => {
    const size = 5 * 1024 * 1024;
    const headers = { "content-type": "multipart/form-data; boundary=x", "content-length": size };
    // Node's client goes on sending after the answer, as a browser does.
    const answer = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${base}/profile?unread`, { method: "POST", headers }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk)).on("end", () => resolve(text));
      });
      request.on("error", reject).end(Buffer.alloc(size));
    });
    expect(answer).toBe("unread");
    await vi.waitFor(() => expect(unread?.complete).toBe(true), { timeout: 3000 });
  });

  it("hands an upload on as it streams, cut just past the cap", async () => {
    const size = BODY_POLICIES.upload.maxBytes + 1024 * 1024;
    const answer = await fetch(`${base}/career/1/hiring`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(size),
    });
    expect(await answer.text()).toMatch(new RegExp(`^got ${BODY_POLICIES.upload.maxBytes + 1}:`));
  });
});
