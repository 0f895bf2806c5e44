import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { phoneJpeg, phoneJpegLeaks } from "../../tests/support/images";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "avatar-test-"));
process.env.UPLOAD_DIR = uploadDir;
const { receiveAvatar, sniffImage } = await import("./avatar-upload.server");

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

describe("sniffImage", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffImage(new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
  });

  it("refuses anything else, whatever its name claims (HTML, SVG, GIF, a RIFF that is not WebP)", () => {
    expect(sniffImage(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF89a......"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("RIFF\x10\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

const stagedFiles = () => readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

function pictureForm(bytes: Buffer) {
  const form = new FormData();
  form.set("avatar", new Blob([new Uint8Array(bytes)]), "me.jpg");
  return new Request("http://localhost/profile", { method: "POST", body: form });
}

describe("receiveAvatar", () => {
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it("stages a profile picture without its GPS position, its other metadata or an appended second picture", async () => {
    const upload = await receiveAvatar(pictureForm(phoneJpeg()));
    if (!upload.ok) throw new Error(upload.error);
    const staged = readFileSync(upload.file.path);
    expect(phoneJpegLeaks(staged)).toEqual([]);
    expect(upload.file.size).toBe(staged.length);
    expect(statSync(upload.file.path).mode & 0o777).toBe(0o600);
    rmSync(upload.file.path);
  });

  it("refuses a picture that starts like a JPEG but does not read as one, and leaves nothing staged", async () => {
    const upload = await receiveAvatar(pictureForm(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3, 4, 5, 6, 7])));
    expect(upload).toEqual({ ok: false, status: 400, error: "Please upload a PNG, JPEG or WebP image" });
    expect(stagedFiles()).toEqual([]);
  });
});
