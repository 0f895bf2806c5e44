import { describe, expect, it } from "vitest";
import { minimalDoc, minimalDocx, minimalPdf, plainText, storedZip, windowsProgram } from "../../tests/support/resume-files";
import {
  bufferSource,
  contentMatches,
  DOCX_MAX_ENTRIES,
  readZipDirectory,
  sanitizeOriginalName,
} from "./resume-content.server";

const matches = (ext: Parameters<typeof contentMatches>[0], bytes: Uint8Array) => contentMatches(ext, bufferSource(bytes));

describe("resume content checks", () => {
  it("accepts a PDF, a DOC, a DOCX, a TXT and an HTML file whose content matches", async () => {
    expect(await matches("pdf", minimalPdf())).toBe(true);
    expect(await matches("doc", minimalDoc())).toBe(true);
    expect(await matches("docx", minimalDocx())).toBe(true);
    expect(await matches("txt", plainText())).toBe(true);
    expect(await matches("html", Buffer.from("<!doctype html><p>CV – ünïcode</p>"))).toBe(true);
  });

  it("refuses a program renamed to any allowed extension", async () => {
    for (const ext of ["pdf", "doc", "docx", "txt", "html"] as const) {
      expect(await matches(ext, windowsProgram()), ext).toBe(false);
    }
  });

  it("refuses an empty file and mismatched kinds", async () => {
    expect(await matches("pdf", new Uint8Array())).toBe(false);
    expect(await matches("pdf", minimalDocx())).toBe(false);
    expect(await matches("doc", minimalPdf())).toBe(false);
  });

  it("refuses text that is not UTF-8 or holds NUL bytes", async () => {
    expect(await matches("txt", Buffer.from([0x43, 0x56, 0xff, 0xfe]))).toBe(false);
    expect(await matches("txt", Buffer.from("CV\u0000text"))).toBe(false);
    // A multi-byte character split across the 64 KB read boundary is still valid.
    const split = Buffer.concat([Buffer.alloc(64 * 1024 - 1, 0x61), Buffer.from("é"), Buffer.from("end")]);
    expect(await matches("txt", split)).toBe(true);
  });

  it("refuses a zip without word/document.xml", async () => {
    const zip = storedZip([{ name: "hello.txt", data: Buffer.from("hi") }]);
    expect(await matches("docx", zip)).toBe(false);
  });

  it("refuses a zip bomb by its declared unpacked size, without unpacking it", async () => {
    const bomb = storedZip([
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
      { name: "word/media/huge.bin", data: Buffer.from("x"), declaredSize: 4_000_000_000 },
    ]);
    expect(await readZipDirectory(bufferSource(bomb))).toBeNull();
    expect(await matches("docx", bomb)).toBe(false);
  });

  it("refuses a zip with too many entries", async () => {
    const entries = Array.from({ length: DOCX_MAX_ENTRIES + 1 }, (_, i) => ({ name: `f${i}`, data: new Uint8Array() }));
    entries.push({ name: "word/document.xml", data: Buffer.from("<w:document/>") });
    expect(await matches("docx", storedZip(entries))).toBe(false);
  });

  it("refuses a truncated zip", async () => {
    const docx = minimalDocx();
    expect(await matches("docx", docx.subarray(0, docx.length - 30))).toBe(false);
  });

  it("keeps only a safe base name of the visitor's file name", () => {
    expect(sanitizeOriginalName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeOriginalName("..\\..\\windows\\win.ini.txt")).toBe("win.ini.txt");
    expect(sanitizeOriginalName("cv\u0000<script>.pdf")).toBe("cvscript.pdf");
    expect(sanitizeOriginalName("...hidden.pdf")).toBe("hidden.pdf");
    expect(sanitizeOriginalName("")).toBe("resume");
    const long = sanitizeOriginalName(`${"a".repeat(400)}.docx`);
    expect(long.length).toBe(150);
    expect(long.endsWith(".docx")).toBe(true);
  });
});
