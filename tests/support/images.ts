/**
 * Pictures made in the tests of the staff editors: a real, decodable grey PNG, with metadata to strip when asked; and a
 * phone's JPEG whose GPS position sits where a stripper that stops at the scan would miss it.
 */
import { crc32, deflateSync } from "node:zlib";

/** A chunk with its real CRC: browsers decode the picture, the journeys check it is drawn. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` × `height` 8-bit grey PNG. `text`: a tEXt chunk (metadata the server must remove); `padding` bytes more in
 * it make the file as large as a test needs without changing the picture.
 */
export function greyPng(width = 6, height = 4, { text, padding = 0 }: { text?: string; padding?: number } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  const metadata = text !== undefined || padding ? [chunk("tEXt", Buffer.from(`Comment\0${text ?? ""}${"x".repeat(padding)}`, "latin1"))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...metadata,
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG segment: its marker, its length, its data. */
export function jpegSegment(marker: number, data: Buffer) {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A start-of-frame block for one 8-bit component of `width` × `height`. */
export function jpegFrame(width: number, height: number) {
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return sof;
}

/** Where the phone was: text no stripped picture may still contain. */
const GPS_POSITION = "GPSLatitude 23.5880N GPSLongitude 58.3829E";

/** An Exif APP1 block carrying a GPS position, as a phone writes one. */
export function gpsExif() {
  return jpegSegment(0xe1, Buffer.from(`Exif\0\0MM\0*\0\0\0\x08${GPS_POSITION}`, "latin1"));
}

/** The first picture's scan in phoneJpeg(): a stripped copy ends with it and the end-of-image marker. */
const PHONE_JPEG_SCAN = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]);

/**
 * A phone's photo of `width` × `height`: Exif with the position before the frame and again after the scan, and a
 * second picture with its own Exif appended (as MPO files and "motion photos" are).
 */
export function phoneJpeg(width = 8, height = 8) {
  const picture = (afterScan: Buffer) =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      gpsExif(),
      jpegSegment(0xdb, Buffer.alloc(65)),
      jpegSegment(0xc0, jpegFrame(width, height)),
      jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      PHONE_JPEG_SCAN,
      afterScan,
      Buffer.from([0xff, 0xd9]),
    ]);
  return Buffer.concat([picture(gpsExif()), picture(Buffer.alloc(0))]);
}

/**
 * What of phoneJpeg()'s metadata is left in `bytes`: the GPS text, an Exif block, a second picture (another
 * start-of-image marker), or an end other than the first picture's scan. Empty when the stripping did its work.
 */
export function phoneJpegLeaks(bytes: Buffer): string[] {
  const leaks = ["GPS", "Exif"].filter((text) => bytes.includes(Buffer.from(text, "latin1")));
  if (bytes.indexOf(Buffer.from([0xff, 0xd8]), 2) !== -1) leaks.push("a second picture");
  if (!bytes.subarray(-(PHONE_JPEG_SCAN.length + 2)).equals(Buffer.concat([PHONE_JPEG_SCAN, Buffer.from([0xff, 0xd9])]))) leaks.push("an end after the first picture's");
  return leaks;
}
