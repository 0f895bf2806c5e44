import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PICTOGRAM_CODES } from "~/content/ghs/pictograms";
import { PICTOGRAM_SPRITE_VERSION } from "./ghs-pictogram";
import { pictogramSprite } from "./pictogram-sprite.server";
import { loader } from "~/routes/pictograms[.]svg/route";

describe("the pictograms' sprite", () => {
  it("holds one symbol per pictogram, on the pictograms' grid, with its code as id and its whole drawing", () => {
    const sprite = pictogramSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 100 100">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual([...PICTOGRAM_CODES]);
    for (const [, , art] of symbols) {
      // The white diamond, the black symbol, the red frame drawn last.
      expect(art.startsWith('<polygon points="50,5.5 94.5,50 50,94.5 5.5,50" fill="#fff"></polygon><g fill="#000">')).toBe(true);
      expect(art.endsWith('stroke="#E4002B" stroke-width="7" stroke-linejoin="round"></polygon>')).toBe(true);
    }
    expect(new Set(symbols.map(([, , art]) => art)).size).toBe(9);
  });

  it("is versioned with its artwork: a change to the drawing needs a new PICTOGRAM_SPRITE_VERSION, or browsers keep the old one for a year", () => {
    const digest = createHash("sha256").update(pictogramSprite()).digest("hex").slice(0, 16);
    // When this fails after a change to the artwork: bump PICTOGRAM_SPRITE_VERSION, then record the new digest here.
    expect({ version: PICTOGRAM_SPRITE_VERSION, digest }).toEqual({ version: "1", digest: "f9373b56a82bd326" });
  });

  it("is served as SVG, kept a year when asked with the current version and an hour otherwise", async () => {
    const answer = (url: string) => loader({ request: new Request(url), params: {}, context: {} });
    const current = answer(`http://localhost/pictograms.svg?v=${PICTOGRAM_SPRITE_VERSION}`);
    expect(current.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await current.text()).toBe(pictogramSprite());
    expect(answer("http://localhost/pictograms.svg").headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(answer("http://localhost/pictograms.svg?v=0").headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});
