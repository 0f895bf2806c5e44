import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalPdf, storedZip, windowsProgram } from "../../tests/support/resume-files";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "upload-test-"));
process.env.UPLOAD_DIR = uploadDir;
const { parseApplicationUpload, resumeDirectory, MAX_REQUEST_BYTES } = await import("./upload.server");

function applicationRequest(fileName: string, bytes: Uint8Array, fields: Record<string, string> = { first_name: "Aisha" }) {
  const form = new FormData();
  form.set("resume", new Blob([new Uint8Array(bytes)]), fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request("http://localhost/career/1/hiring", { method: "POST", body: form });
}

const storedFiles = () => {
  try {
    return readdirSync(resumeDirectory());
  } catch {
    return [];
  }
};

describe("parseApplicationUpload", () => {
  beforeAll(() => rmSync(path.join(uploadDir, "resumes"), { recursive: true, force: true }));
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it("stores a valid PDF under a server-made name in UPLOAD_DIR and keeps the sanitized original name as data", async () => {
    const parsed = await parseApplicationUpload(applicationRequest("../../etc/passwd.pdf", minimalPdf()));
    expect(parsed.resumeError).toBeUndefined();
    expect(parsed.fields.first_name).toBe("Aisha");
    expect(parsed.resume?.originalName).toBe("passwd.pdf");
    expect(parsed.resume?.type).toBe("application/pdf");
    expect(path.dirname(parsed.resume!.path)).toBe(path.resolve(uploadDir, "resumes"));
    expect(path.basename(parsed.resume!.path)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(parsed.resume!.path)).toEqual(minimalPdf());
    rmSync(parsed.resume!.path);
  });

  it("refuses a program renamed to .PDF and leaves no file behind", async () => {
    const parsed = await parseApplicationUpload(applicationRequest("setup.PDF", windowsProgram()));
    expect(parsed.resume).toBeNull();
    expect(parsed.resumeError).toBe("Please upload only DOC, DOCX, HTML, PDF, or TXT files");
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a DOCX zip bomb sent through the form (judged by its declared unpacked size) and leaves no file", async () => {
    const bomb = storedZip([
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
      { name: "word/media/huge.bin", data: Buffer.from("x"), declaredSize: 4_000_000_000 },
    ]);
    const parsed = await parseApplicationUpload(applicationRequest("../../../tmp/cv.docx", bomb));
    expect(parsed.resume).toBeNull();
    expect(parsed.resumeError).toBe("Please upload only DOC, DOCX, HTML, PDF, or TXT files");
    expect(storedFiles()).toEqual([]);
  });

  it("refuses other extensions without writing", async () => {
    const parsed = await parseApplicationUpload(applicationRequest("cv.exe", minimalPdf()));
    expect(parsed.resumeError).toBe("Please upload only DOC, DOCX, HTML, PDF, or TXT files");
    expect(storedFiles()).toEqual([]);
  });

  it("stops writing a resume past 5 MB, keeps reading the fields after it, and leaves no file", async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024)]);
    const parsed = await parseApplicationUpload(applicationRequest("cv.pdf", big, { first_name: "Aisha", last_name: "Al-Balushi" }));
    expect(parsed.resumeError).toBe("File size should be less than 5MB");
    expect(parsed.resumeSent).toBe(true);
    expect(parsed.fields.last_name).toBe("Al-Balushi");
    expect(storedFiles()).toEqual([]);
  });

  it("does not trust a small declared length: a body past the upload cap is refused (413) with the fields that came first", async () => {
    const form = new FormData();
    form.set("first_name", "Aisha");
    form.set("resume", new Blob([new Uint8Array(minimalPdf()), new Uint8Array(MAX_REQUEST_BYTES)]), "cv.pdf");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type")!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    // In pieces as a socket hands them on.
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= body.length) return controller.close();
        controller.enqueue(body.subarray(at, (at += 64 * 1024)));
      },
    });
    const request = new Request("http://localhost/career/1/hiring", {
      method: "POST",
      headers: { "content-type": type, "content-length": "100" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(parseApplicationUpload(request)).rejects.toMatchObject({ status: 413, reason: "bytes", duringFile: true, fields: { first_name: "Aisha" } });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a second file part (413) and removes the first one stored", async () => {
    const form = new FormData();
    form.set("first_name", "Aisha");
    form.append("resume", new Blob([new Uint8Array(minimalPdf())]), "one.pdf");
    form.append("resume", new Blob([new Uint8Array(minimalPdf())]), "two.pdf");
    const request = new Request("http://localhost/career/1/hiring", { method: "POST", body: form });
    await expect(parseApplicationUpload(request)).rejects.toMatchObject({ status: 413, reason: "files" });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses more text fields than the upload policy allows (413)", async () => {
    const form = new FormData();
    for (let i = 0; i < 100; i++) form.set(`field${i}`, "x");
    const request = new Request("http://localhost/career/1/hiring", { method: "POST", body: form });
    await expect(parseApplicationUpload(request)).rejects.toMatchObject({ status: 413 });
  });

  it("stores files 0600", async () => {
    const parsed = await parseApplicationUpload(applicationRequest("cv.pdf", minimalPdf()));
    expect(statSync(parsed.resume!.path).mode & 0o777).toBe(0o600);
    rmSync(parsed.resume!.path);
  });

  it("answers 413 when a body without a length runs past the limit while streaming", async () => {
    const boundary = "----bound";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    );
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        sent += chunk.length;
        // Endless unless the server stops reading: 50 MB is the bound of this test.
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/career/1/hiring", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    await expect(parseApplicationUpload(request)).rejects.toMatchObject({ status: 413 });
    expect(storedFiles()).toEqual([]);
  });

  it("treats a form without a chosen file as no resume", async () => {
    const parsed = await parseApplicationUpload(applicationRequest("", new Uint8Array()));
    expect(parsed.resume).toBeNull();
    expect(parsed.resumeSent).toBe(false);
  });
});
