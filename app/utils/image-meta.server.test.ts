import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gpsExif, jpegFrame as frame, jpegSegment as segment } from "../../tests/support/images";
import { stripImageMetadata } from "./image-meta.server";

const SECRET = "GPS 23.5880N 58.3829E Camera Owner";

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

function png(width: number, height: number, extra: Buffer[] = []) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    ...extra,
    pngChunk("IDAT", deflateSync(Buffer.alloc((width + 1) * height))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An Exif APP1 block (little-endian) with Orientation and a text tag carrying the secret. */
function exif(orientation: number) {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + SECRET.length + 1);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Orientation, SHORT, 1
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // Artist, ASCII, the secret at the end
  const textAt = 8 + 2 + 24 + 4;
  tiff.writeUInt16LE(0x013b, 22);
  tiff.writeUInt16LE(2, 24);
  tiff.writeUInt32LE(SECRET.length + 1, 26);
  tiff.writeUInt32LE(textAt, 30);
  tiff.write(SECRET, textAt, "latin1");
  return segment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]));
}

function jpeg(width: number, height: number, orientation = 1) {
  const sof = frame(width, height);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    exif(orientation),
    segment(0xed, Buffer.from(`Photoshop 3.0\0${SECRET}`, "latin1")),
    segment(0xfe, Buffer.from(SECRET, "latin1")),
    segment(0xdb, Buffer.alloc(65)),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function riffChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function webp(width: number, height: number) {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // EXIF and XMP announced
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([
    riffChunk("VP8X", vp8x),
    riffChunk("VP8 ", Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8, 0])),
    riffChunk("EXIF", Buffer.from(SECRET, "latin1")),
    riffChunk("XMP ", Buffer.from(`<x:xmpmeta>${SECRET}</x:xmpmeta>`, "latin1")),
  ]);
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("WEBP", 8, "latin1");
  return Buffer.concat([head, body]);
}

const hasSecret = (bytes: Buffer) => bytes.includes(Buffer.from(SECRET, "latin1"));

describe("stripImageMetadata", () => {
  it("drops a PNG's text, EXIF and time chunks and keeps how it looks", () => {
    const input = png(3, 2, [pngChunk("tEXt", Buffer.from(`Comment\0${SECRET}`, "latin1")), pngChunk("eXIf", Buffer.from(SECRET)), pngChunk("gAMA", Buffer.alloc(4))]);
    const clean = stripImageMetadata("png", input)!;
    expect(clean).toMatchObject({ width: 3, height: 2 });
    expect(hasSecret(clean.bytes)).toBe(false);
    expect(clean.bytes.includes(Buffer.from("gAMA"))).toBe(true);
    expect(clean.bytes.subarray(-12, -4).toString("latin1")).toBe("\0\0\0\0IEND");
  });

  it("drops a JPEG's EXIF, Photoshop and comment blocks, keeps the picture data, and keeps only the orientation", () => {
    const upright = stripImageMetadata("jpg", jpeg(640, 480))!;
    expect(upright).toMatchObject({ width: 640, height: 480 });
    expect(hasSecret(upright.bytes)).toBe(false);
    expect(upright.bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(upright.bytes.subarray(-7).equals(Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]))).toBe(true);

    const turned = stripImageMetadata("jpg", jpeg(640, 480, 6))!;
    expect(hasSecret(turned.bytes)).toBe(false);
    const at = turned.bytes.indexOf(Buffer.from("Exif\0\0", "latin1"));
    expect(at).toBeGreaterThan(0);
    // The minimal block: big-endian TIFF, one entry, Orientation = 6.
    expect(turned.bytes.subarray(at + 6, at + 10).toString("latin1")).toBe("MM\0*");
    expect(turned.bytes.readUInt16BE(at + 6 + 8 + 2)).toBe(0x0112);
    expect(turned.bytes.readUInt16BE(at + 6 + 8 + 2 + 8)).toBe(6);
  });

  it("walks a JPEG to its end: metadata after the scan and an appended second picture (MPO, motion photo) are dropped", () => {
    const scan = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0x78]);
    const second = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      gpsExif(),
      segment(0xdb, Buffer.alloc(65)),
      segment(0xc0, frame(4000, 3000)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from("second picture's scan", "latin1"),
      Buffer.from([0xff, 0xd9]),
    ]);
    const input = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe2, Buffer.concat([Buffer.from("MPF\0", "latin1"), Buffer.from("MM\0*\0\0\0\x08", "latin1")])),
      segment(0xdb, Buffer.alloc(65)),
      segment(0xc0, frame(640, 480)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      scan,
      gpsExif(),
      segment(0xfe, Buffer.from(SECRET, "latin1")),
      Buffer.from([0xff, 0xd9]),
      second,
      Buffer.from("trailer", "latin1"),
    ]);
    const clean = stripImageMetadata("jpg", input)!;
    expect(clean).toMatchObject({ width: 640, height: 480 });
    for (const leak of ["GPS", "Exif", "MPF", SECRET, "second picture", "trailer"]) expect(clean.bytes.includes(Buffer.from(leak, "latin1"))).toBe(false);
    expect(clean.bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    expect(clean.bytes.subarray(-(scan.length + 2)).equals(Buffer.concat([scan, Buffer.from([0xff, 0xd9])]))).toBe(true);
    // Only one picture is left: one start and one end.
    expect(clean.bytes.indexOf(Buffer.from([0xff, 0xd8]), 2)).toBe(-1);
  });

  it("keeps every scan of a progressive JPEG, and the tables between them", () => {
    const firstScan = Buffer.from([0x01, 0x02, 0xff, 0x00, 0x03]);
    const secondScan = Buffer.from([0x04, 0x05, 0x06]);
    const table = segment(0xc4, Buffer.from([0x10, 1, ...Buffer.alloc(15), 0x07]));
    const input = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xdb, Buffer.alloc(65)),
      segment(0xc2, frame(320, 200)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0, 0x10])),
      firstScan,
      gpsExif(),
      table,
      segment(0xda, Buffer.from([1, 1, 0, 1, 0x3f, 0x10])),
      secondScan,
      Buffer.from([0xff, 0xd9]),
    ]);
    const clean = stripImageMetadata("jpg", input)!;
    expect(clean).toMatchObject({ width: 320, height: 200 });
    expect(clean.bytes.includes(Buffer.from("GPS", "latin1"))).toBe(false);
    const tail = Buffer.concat([firstScan, table, segment(0xda, Buffer.from([1, 1, 0, 1, 0x3f, 0x10])), secondScan, Buffer.from([0xff, 0xd9])]);
    expect(clean.bytes.subarray(-tail.length).equals(tail)).toBe(true);
  });

  it("reads stuffed 0xFF bytes and restart markers in a scan as scan data, not as the scan's end", () => {
    // FF 00 is a data byte of FF; FF D0–D7 are restart markers inside the scan; FF FF before a marker is fill.
    const scan = Buffer.from([0xff, 0x00, 0xe1, 0xff, 0x00, 0xd9, 0xff, 0xd0, 0xaa, 0xff, 0xd7, 0xbb]);
    const input = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xdd, Buffer.from([0, 8])),
      segment(0xc0, frame(16, 16)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      scan,
      Buffer.from([0xff, 0xff]),
      gpsExif(),
      Buffer.from([0xff, 0xd9]),
    ]);
    const clean = stripImageMetadata("jpg", input)!;
    expect(clean).toMatchObject({ width: 16, height: 16 });
    expect(clean.bytes.includes(Buffer.from("GPS", "latin1"))).toBe(false);
    expect(clean.bytes.subarray(-(scan.length + 2)).equals(Buffer.concat([scan, Buffer.from([0xff, 0xd9])]))).toBe(true);
  });

  it("keeps a JFIF header without its thumbnail (which can show the picture before it was cropped) and drops JFXX", () => {
    const thumbnail = Buffer.alloc(2 * 2 * 3, 0x5a);
    const jfif = Buffer.concat([Buffer.from("JFIF\0\x01\x02\x01\0H\0H\x02\x02", "latin1"), thumbnail]);
    const input = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, jfif),
      segment(0xe0, Buffer.concat([Buffer.from("JFXX\0\x13", "latin1"), Buffer.from(SECRET, "latin1")])),
      segment(0xee, Buffer.from("Adobe\0d\0\0\0\0\x01", "latin1")),
      segment(0xc0, frame(8, 8)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from([0x00]),
      Buffer.from([0xff, 0xd9]),
    ]);
    const clean = stripImageMetadata("jpg", input)!;
    expect(clean.bytes.subarray(2, 20).equals(segment(0xe0, Buffer.from("JFIF\0\x01\x02\x01\0H\0H\0\0", "latin1")))).toBe(true);
    expect(clean.bytes.includes(thumbnail)).toBe(false);
    expect(hasSecret(clean.bytes)).toBe(false);
    expect(clean.bytes.includes(Buffer.from("Adobe\0", "latin1"))).toBe(true);
  });

  it("drops a WebP's EXIF and XMP chunks and their flags, with a correct RIFF size", () => {
    const clean = stripImageMetadata("webp", webp(320, 200))!;
    expect(clean).toMatchObject({ width: 320, height: 200 });
    expect(hasSecret(clean.bytes)).toBe(false);
    expect(clean.bytes.readUInt32LE(4)).toBe(clean.bytes.length - 8);
    expect(clean.bytes[20] & 0x0c).toBe(0);
  });

  it("refuses what does not parse as its format", () => {
    expect(stripImageMetadata("png", Buffer.from("<svg><script>alert(1)</script></svg>"))).toBeNull();
    expect(stripImageMetadata("png", png(3, 2).subarray(0, 40))).toBeNull();
    expect(stripImageMetadata("jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]))).toBeNull();
    expect(stripImageMetadata("jpg", jpeg(0, 0))).toBeNull();
    // A scan that never reaches its end (EOI), and a scan before any frame.
    expect(stripImageMetadata("jpg", jpeg(640, 480).subarray(0, -2))).toBeNull();
    expect(stripImageMetadata("jpg", Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from([0, 0xff, 0xd9])]))).toBeNull();
    expect(stripImageMetadata("webp", Buffer.concat([Buffer.from("RIFF\x10\0\0\0WEBP", "latin1"), Buffer.alloc(8)]))).toBeNull();
  });
});
