/**
 * Uploaded pictures without what they may tell about their maker: EXIF (camera, GPS position, time), XMP, text and
 * comment blocks are removed from PNG, JPEG and WebP, byte-exactly and without decoding the picture, and the
 * picture's size is read from its header. Only the parts a browser needs to draw it correctly stay: PNG's colour
 * chunks, JPEG's frames, tables and scans with its JFIF (without thumbnail), ICC profile and Adobe blocks, WebP's
 * image, alpha, animation and ICC chunks; each file is read to its format's end marker (IEND, EOI, the RIFF size) and
 * what follows it is dropped. A JPEG's orientation is kept as a minimal EXIF block of that one tag, so a phone photo
 * does not turn on its side. Used for the staff editors' pictures and for profile pictures.
 *
 * Anything that does not parse as its format is refused (null): a picture the browser could draw but this cannot
 * read is rare, and a crafted file is not passed on.
 */

type ImageFormat = "png" | "jpg" | "webp";

interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The chunks that decide how a PNG looks; text (tEXt, zTXt, iTXt), eXIf, tIME and anything unknown are dropped. */
const PNG_KEPT = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "pHYs"]);

function cleanPng(input: Buffer): CleanImage | null {
  if (input.length < 8 + 25 || !input.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    const type = input.toString("latin1", offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > input.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (first) {
      if (type !== "IHDR" || length !== 13) return null;
      width = input.readUInt32BE(offset + 8);
      height = input.readUInt32BE(offset + 12);
      first = false;
    }
    if (PNG_KEPT.has(type)) kept.push(input.subarray(offset, end));
    offset = end;
    if (type === "IEND") return { bytes: Buffer.concat(kept), width, height };
  }
  return null;
}

/** A TIFF block ("Exif\0\0", big-endian) of one IFD entry: Orientation (0x0112) = `orientation`. */
function orientationExif(orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, first IFD at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1, value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The Orientation tag (1–8) of an APP1 Exif segment's data, or 1. */
function exifOrientation(data: Buffer): number {
  if (data.length < 14 || data.toString("latin1", 0, 6) !== "Exif\0\0") return 1;
  const tiff = data.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  if (!little && tiff.toString("latin1", 0, 2) !== "MM") return 1;
  const u16 = (at: number) => (at + 2 <= tiff.length ? (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : -1);
  const u32 = (at: number) => (at + 4 <= tiff.length ? (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : -1);
  const ifd = u32(4);
  const count = u16(ifd);
  if (ifd < 8 || count < 0) return 1;
  for (let i = 0; i < Math.min(count, 500); i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8, DAC CC): they carry the picture's size. */
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** The other segments a decoder needs: Huffman and arithmetic tables (C4, CC), DNL, quantization tables, restart
 * interval and the hierarchical DHP/EXP (DB–DF). */
const isTable = (marker: number) => marker === 0xc4 || marker === 0xcc || (marker >= 0xdb && marker <= 0xdf);
/** Markers that stand alone, without a length: TEM and the restart markers RST0–7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** A JFIF APP0 block with its thumbnail left out (it can show the picture as it was before cropping), or null. */
function jfifWithoutThumbnail(data: Buffer): Buffer | null {
  if (data.length < 14 || data.toString("latin1", 0, 5) !== "JFIF\0") return null;
  return Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), data.subarray(0, 12), Buffer.from([0, 0])]);
}

/**
 * Where the entropy-coded data of a scan that starts at `offset` ends: at the first marker that is not a restart
 * marker (its fill bytes included), or -1 when the file ends first. In the data, a 0xFF byte is written as FF 00.
 */
function scanEnd(input: Buffer, offset: number): number {
  let at = offset;
  for (;;) {
    at = input.indexOf(0xff, at);
    if (at < 0) return -1;
    let next = at + 1;
    while (input[next] === 0xff) next += 1;
    if (next >= input.length) return -1;
    const byte = input[next];
    if (byte !== 0x00 && !(byte >= 0xd0 && byte <= 0xd7)) return at;
    at = next + 1;
  }
}

/**
 * A JPEG walked marker by marker as ITU-T T.81 (ISO/IEC 10918-1) Annex B lays it out: SOI, then segments (a marker
 * and a two-byte length); each SOS is followed by its entropy-coded data, after which more tables and scans may come
 * (a progressive picture has several); EOI ends the picture. Only what a decoder needs is copied: frames, tables,
 * scans with their data, and of the APPn blocks JFIF (without its thumbnail), the ICC colour profile and Adobe's
 * colour-transform block, none of which describe the picture's maker. Every other APPn (EXIF, XMP, MPF, Photoshop,
 * maker blocks) and comment goes, wherever it stands, and so does everything after EOI: the second picture of an
 * MPO or a phone's "motion photo", and any trailer.
 */
function cleanJpeg(input: Buffer): CleanImage | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  let jfif: Buffer | null = null;
  const kept: Buffer[] = [];
  let orientation = 1;
  let width = 0;
  let height = 0;
  let scanned = false;
  let offset = 2;
  while (offset + 2 <= input.length) {
    if (input[offset] !== 0xff) return null;
    const marker = input[offset + 1];
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
      if (!scanned || !width || !height) return null;
      const header = orientation === 1 ? [] : [orientationExif(orientation)];
      const bytes = Buffer.concat([input.subarray(0, 2), ...(jfif ? [jfif] : []), ...header, ...kept, Buffer.from([0xff, 0xd9])]);
      return { bytes, width, height };
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    // A second SOI before this picture's end, a stuffed byte outside a scan, or a reserved marker: not a JPEG.
    if (marker === 0xd8 || marker < 0xc0) return null;
    if (offset + 4 > input.length) return null;
    const length = input.readUInt16BE(offset + 2);
    let end = offset + 2 + length;
    if (length < 2 || end > input.length) return null;
    const data = input.subarray(offset + 4, end);
    if (isSof(marker)) {
      if (data.length < 5) return null;
      if (!width) {
        height = data.readUInt16BE(1);
        width = data.readUInt16BE(3);
      }
      kept.push(input.subarray(offset, end));
    } else if (isTable(marker)) {
      kept.push(input.subarray(offset, end));
    } else if (marker === 0xda) {
      if (!width || !height) return null;
      end = scanEnd(input, end);
      if (end < 0) return null;
      kept.push(input.subarray(offset, end));
      scanned = true;
    } else if (marker === 0xe0) {
      if (!jfif && kept.length === 0) jfif = jfifWithoutThumbnail(data);
    } else if (marker === 0xe1) {
      if (orientation === 1) orientation = exifOrientation(data);
    } else if (marker === 0xe2 && data.toString("latin1", 0, 12) === "ICC_PROFILE\0") {
      kept.push(input.subarray(offset, end));
    } else if (marker === 0xee && data.length >= 12 && data.toString("latin1", 0, 5) === "Adobe") {
      // Version, flags and the colour transform: the block's twelve bytes, nothing after them.
      kept.push(Buffer.concat([Buffer.from([0xff, 0xee, 0x00, 0x0e]), data.subarray(0, 12)]));
    }
    offset = end;
  }
  return null;
}

/** WebP chunks kept: the picture (VP8, VP8L), its alpha, animation and colour profile. EXIF and XMP go. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);

function cleanWebp(input: Buffer): CleanImage | null {
  if (input.length < 20 || input.toString("latin1", 0, 4) !== "RIFF" || input.toString("latin1", 8, 12) !== "WEBP") return null;
  const riffEnd = Math.min(input.length, 8 + input.readUInt32LE(4));
  const kept: Buffer[] = [];
  let width = 0;
  let height = 0;
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const type = input.toString("latin1", offset, offset + 4);
    const size = input.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > input.length) return null;
    const data = input.subarray(offset + 8, offset + 8 + size);
    if (type === "VP8X" && size >= 10) {
      width = data.readUIntLE(4, 3) + 1;
      height = data.readUIntLE(7, 3) + 1;
      const chunk = Buffer.from(input.subarray(offset, Math.min(end, input.length)));
      // The flags no longer announce EXIF (bit 3) or XMP (bit 2).
      chunk[8] &= ~0x0c;
      kept.push(chunk);
    } else if (WEBP_KEPT.has(type)) {
      if (!width && type === "VP8 " && size >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      }
      if (!width && type === "VP8L" && size >= 5 && data[0] === 0x2f) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      }
      kept.push(input.subarray(offset, Math.min(end, input.length)));
    }
    offset = end;
  }
  if (!width || !height || kept.length === 0) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return { bytes: Buffer.concat([header, body]), width, height };
}

/** The picture without its metadata, with its size; null when it does not parse as `format`. */
export function stripImageMetadata(format: ImageFormat, input: Buffer): CleanImage | null {
  const clean = format === "png" ? cleanPng(input) : format === "jpg" ? cleanJpeg(input) : cleanWebp(input);
  return clean && clean.width > 0 && clean.height > 0 ? clean : null;
}
