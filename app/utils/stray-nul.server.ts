/**
 * react-dom 18.3's Node renderer (`writeStringChunk`) flushes its whole 2 KB buffer when the next character does not
 * fit in the bytes left, unused zero bytes included, so a page with many two- and three-byte characters (Arabic,
 * "–", "°") gets a NUL now and then between two characters (React 19 writes only the bytes used). Browsers drop it;
 * crawlers, caches and other clients get it raw. UTF-8 encodes no character but U+0000 with a zero byte, and no
 * document text can hold U+0000 (PostgreSQL text refuses it, the editors and toSearchText drop control characters),
 * so every zero byte in a rendered document is one of these and dropping them gives the document React meant.
 */
export function withoutStrayNulBytes(html: Buffer): Buffer {
  let at = html.indexOf(0);
  if (at === -1) return html;
  // The runs between the zeros, copied once: a filter's callback per byte took about 1 ms for a search page's 68 KB.
  const runs: Buffer[] = [];
  let from = 0;
  for (; at !== -1; at = html.indexOf(0, from)) {
    if (at > from) runs.push(html.subarray(from, at));
    from = at + 1;
  }
  runs.push(html.subarray(from));
  return Buffer.concat(runs);
}
