/**
 * react-dom 18.3's Node renderer (`writeStringChunk`) flushes its whole 2 KB buffer when the next character does not
 * fit in the bytes left, unused zero bytes included, so a page with many two- and three-byte characters (Arabic,
 * "–", "°") gets a NUL now and then between two characters (React 19 writes only the bytes used). Browsers drop it;
 * crawlers, caches and other clients get it raw. UTF-8 encodes no character but U+0000 with a zero byte, and no
 * document text can hold U+0000 (PostgreSQL text refuses it, the editors and toSearchText drop control characters),
 * so every zero byte in a rendered document is one of these and dropping them gives the document React meant.
 */
export function withoutStrayNulBytes(html: Buffer): Buffer {
  if (!html.includes(0)) return html;
  return Buffer.from(html.filter((byte) => byte !== 0));
}
