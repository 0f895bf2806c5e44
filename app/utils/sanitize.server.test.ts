import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { readSeedPosts } from "~/content/blog/seed-posts.server";
import { SOLUTIONS } from "~/db/seed/data";
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

/** Elements whose start and end part words; the reference model of htmlToText's spaces. */
const BLOCKS = new Set("address article aside blockquote br caption dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li ol p pre section table tbody td tfoot th thead tr ul".split(" "));
const NOT_TEXT = new Set(["script", "style", "textarea", "option", "title", "noscript", "iframe", "template"]);

/** The text a browser's parser finds (happy-dom), blocks apart by a space: what htmlToText must give, by another road. */
function parsedText(html: string): string {
  const document = new Window().document;
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const parts: string[] = [];
  const walk = (node: { childNodes: ArrayLike<unknown> }) => {
    for (const child of Array.from(node.childNodes) as Array<{ nodeType: number; textContent: string; tagName?: string; childNodes: ArrayLike<unknown> }>) {
      if (child.nodeType === 3) parts.push(child.textContent);
      if (child.nodeType !== 1) continue;
      const tag = (child.tagName ?? "").toLowerCase();
      if (NOT_TEXT.has(tag)) continue;
      const block = BLOCKS.has(tag);
      if (block) parts.push(" ");
      walk(child);
      if (block) parts.push(" ");
    }
  };
  walk(holder);
  return parts.join("").replace(/\s+/g, " ").trim();
}

describe("htmlToText", () => {
  it("gives the plain text of stored HTML, a block's words apart from the next block's", () => {
    expect(htmlToText("<p>A &amp; B</p><script>x</script><p>C</p><ul><li>D<br>E</li><li>F</li></ul>")).toBe("A & B C D E F");
  });

  it("gives the text a parser finds for every description, post and tricky input (stored text is read without one)", () => {
    const stored = [
      ...SOLUTIONS.flatMap((s) => [s.descriptionHtml, s.descriptionHtmlAr]),
      ...readSeedPosts().flatMap((post) => [post.bodyHtml, post.ar?.bodyHtml ?? ""]),
    ].map(sanitizeRichText);
    const tricky = [
      "<p>5 &lt; 10 &amp;&amp; 20 &gt; 15, &quot;quoted&quot; &#39;single&#39;&nbsp;end</p>",
      "a &amp;lt; b: an escaped entity stays one",
      '<a title="x > y" href="/a">link</a><a title=\'p > q\'>two</a>',
      "<p>one<!-- a comment with <p> inside --></p><p>two</p>",
      "<p>caf&eacute; &#8211; &#x2013; &euro;</p>",
      "<style>p{}</style><script>if (a < b) x()</script><p>shown</p>",
      "<p>no end<br/>of line<br>", "<p>unclosed <b", "<![CDATA[x]]>text", "3 < 4 and 5 > 4",
      "<table><tr><th>pH</th><td>6–8</td></tr></table>", "  <h2>Title</h2>\n\t<p>Body</p>  ",
    ];
    for (const html of [...stored, ...tricky]) expect(htmlToText(html), html.slice(0, 80)).toBe(parsedText(html));
  });
});
