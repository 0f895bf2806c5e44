/** Pictures made in the tests (issue 17's editors): a real, decodable grey PNG, with metadata to strip when asked. */
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
