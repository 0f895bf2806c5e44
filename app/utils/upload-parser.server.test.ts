/** How parseUpload reads multipart bodies with busboy: malformed or unfinished bodies, field limits, file names, hang-ups. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { minimalPdf } from "../../tests/support/resume-files";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "upload-parser-test-"));
process.env.UPLOAD_DIR = uploadDir;
const { parseApplicationUpload, resumeDirectory, NotMultipartError } = await import("./upload.server");

const storedFiles = () => {
  try {
    return readdirSync(resumeDirectory());
  } catch {
    return [];
  }
};

function rawRequest(body: BodyInit, contentType: string) {
  return new Request("http://localhost/career/1/hiring", { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" } as RequestInit);
}

describe("parseUpload's multipart reading", () => {
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it("answers a multipart type without its boundary as not a form (400)", async () => {
    await expect(parseApplicationUpload(rawRequest("whatever", "multipart/form-data"))).rejects.toBeInstanceOf(NotMultipartError);
  });

  it("answers a body that never reaches its closing boundary as not a form, without hanging", async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAisha\r\n--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4`;
    await expect(parseApplicationUpload(rawRequest(body, "multipart/form-data; boundary=b"))).rejects.toMatchObject({ status: 400 });
    expect(storedFiles()).toEqual([]);
  });

  it("answers a body with another boundary than its header's as not a form", async () => {
    const body = `--other\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAisha\r\n--other--\r\n`;
    await expect(parseApplicationUpload(rawRequest(body, "multipart/form-data; boundary=b"))).rejects.toBeInstanceOf(NotMultipartError);
  });

  it("refuses a field past 64 KB (413) with the fields before it", async () => {
    const form = new FormData();
    form.set("first_name", "Aisha");
    form.set("cover_letter", "x".repeat(64 * 1024 + 1));
    await expect(parseApplicationUpload(new Request("http://localhost/", { method: "POST", body: form }))).rejects.toMatchObject({
      status: 413,
      reason: "field-size",
      fields: { first_name: "Aisha" },
    });
  });

  it("keeps a field of exactly 64 KB", async () => {
    const form = new FormData();
    form.set("cover_letter", "x".repeat(64 * 1024));
    const parsed = await parseApplicationUpload(new Request("http://localhost/", { method: "POST", body: form }));
    expect(parsed.fields.cover_letter).toHaveLength(64 * 1024);
  });

  it("keeps a file name in UTF-8 and the first value of a repeated field", async () => {
    const form = new FormData();
    form.append("first_name", "عائشة");
    form.append("first_name", "second");
    form.set("resume", new Blob([new Uint8Array(minimalPdf())]), "سيرة.pdf");
    const parsed = await parseApplicationUpload(new Request("http://localhost/", { method: "POST", body: form }));
    expect(parsed.fields.first_name).toBe("عائشة");
    expect(parsed.resume?.originalName).toBe("سيرة.pdf");
    rmSync(parsed.resume!.path);
  });

  it("leaves nothing on disk when the client hangs up in the middle of the file", async () => {
    const head = new TextEncoder().encode(`--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        sent += 1;
        if (sent > 8) controller.error(new Error("client went away"));
        else controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    await expect(parseApplicationUpload(rawRequest(body, "multipart/form-data; boundary=b"))).rejects.toThrow();
    expect(storedFiles()).toEqual([]);
  });
});
