import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("removes scripts, styles and other executable or embedding elements with their content", () => {
    const out = sanitizeRichText(
      `<p>Safe</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe><object data="x"></object><svg><script>alert(2)</script></svg>`,
    );
    expect(out).toBe("<p>Safe</p>");
  });

  it("removes event-handler attributes", () => {
    const out = sanitizeRichText(`<p onclick="alert(1)" onmouseover="x()">Hi</p><img src=x onerror="alert(1)"><a href="https://a.example" onfocus="x()">a</a>`);
    expect(out).not.toMatch(/on[a-z]+=/i);
    expect(out).not.toContain("<img");
    expect(out).toContain("<p>Hi</p>");
  });

  it("removes javascript:, data: and vbscript: URLs, also obfuscated ones", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"]) {
      const out = sanitizeRichText(`<a href="${href}">link</a>`);
      expect(out).not.toMatch(/href=/);
      expect(out).toContain("link");
    }
  });

  it("keeps the allow-listed formatting and safe links, which open with noopener", () => {
    const out = sanitizeRichText(`<h2>Title</h2><ul><li><strong>Dose</strong> 10 ppm</li></ul><a href="https://example.com/x">more</a>`);
    expect(out).toContain("<h2>Title</h2>");
    expect(out).toContain("<ul><li><strong>Dose</strong> 10 ppm</li></ul>");
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it("drops style and class attributes that could restyle the page", () => {
    const out = sanitizeRichText(`<p style="position:fixed" class="x">t</p>`);
    expect(out).toBe("<p>t</p>");
  });
});

describe("htmlToText", () => {
  it("gives the plain text of stored HTML", () => {
    expect(htmlToText("<p>A &amp; B</p><script>x</script><p>C</p>")).toBe("A & BC");
  });
});
