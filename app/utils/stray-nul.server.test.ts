import { PassThrough } from "node:stream";
import { createElement as h } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutStrayNulBytes } from "./stray-nul.server";

/** What renderToPipeableStream writes, as entry.server collects it. */
function streamed(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onShellError: reject });
  });
}

describe("withoutStrayNulBytes", () => {
  // Paragraphs of Arabic behind 0–6 Latin letters: some two-byte letter meets the end of React's 2 KB buffer with one byte left.
  const page = h("main", null, ...Array.from({ length: 40 }, (_, i) => h("p", { key: i }, "x".repeat(i % 7) + "مثبطات التآكل ".repeat(30))));

  it("gives the document React meant from its streamed bytes", async () => {
    const bytes = await streamed(page);
    expect(withoutStrayNulBytes(bytes).toString("utf8")).toBe(renderToString(page));
    expect(withoutStrayNulBytes(bytes).includes(0)).toBe(false);
  });

  it("drops zero bytes first, last and side by side", () => {
    expect(withoutStrayNulBytes(Buffer.from([0, 0, 0x41, 0, 0xc2, 0xb0, 0, 0, 0x42, 0])).toString("utf8")).toBe("A°B");
    expect(withoutStrayNulBytes(Buffer.from([0, 0])).length).toBe(0);
  });

  it("leaves a document without zero bytes as it is (the same buffer)", () => {
    const html = Buffer.from("<p>Corrosion inhibitors – 5–40 °C</p>", "utf8");
    expect(withoutStrayNulBytes(html)).toBe(html);
  });
});
