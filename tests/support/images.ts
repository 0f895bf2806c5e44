/** Pictures made in the tests (issue 17's editors): a real, decodable grey PNG, with metadata to strip when asked. */
import { deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  // The CRC is left zero: browsers and the server's cleaner ignore it; the tests never need it right.
  return Buffer.concat([head, data, Buffer.alloc(4)]);
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
