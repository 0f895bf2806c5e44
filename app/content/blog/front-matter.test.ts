import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads key: value lines and returns the body after the fence", () => {
    const doc = parseFrontMatter('---\ntitle: "Scale: the quiet killer"\nauthor: Aisha Al-Balushi\nrecommended: true\n---\n\nFirst paragraph.\n');
    expect(doc.data).toEqual({ title: "Scale: the quiet killer", author: "Aisha Al-Balushi", recommended: "true" });
    expect(doc.body).toBe("\nFirst paragraph.\n");
  });

  it("leaves a document without front matter untouched", () => {
    expect(parseFrontMatter("# Just text")).toEqual({ data: {}, body: "# Just text" });
  });

  it("rejects a line without a key", () => {
    expect(() => parseFrontMatter("---\njust words\n---\nbody")).toThrow(/without a key/);
  });
});
