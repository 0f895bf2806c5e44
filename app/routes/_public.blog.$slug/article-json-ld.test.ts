import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./article-json-ld";

const post = {
  url: "https://example.com/blog/a",
  title: "Scale </script><script>alert(1)</script>",
  summary: "S",
  author: "A",
  date: "2026-11-19",
  image: "/images/blog/a.svg",
  category: "Innovation",
  wordCount: 300,
};

describe("articleJsonLd", () => {
  it("describes the post as a schema.org Article with absolute URLs", () => {
    const data = JSON.parse(articleJsonLd(post, "https://example.com"));
    expect(data["@type"]).toBe("Article");
    expect(data.headline).toBe(post.title);
    expect(data.image).toEqual(["https://example.com/images/blog/a.svg"]);
    expect(data.datePublished).toBe("2026-11-19");
    expect(data.author).toEqual({ "@type": "Person", name: "A" });
  });

  it("names the publisher in the page's language when given", () => {
    expect(JSON.parse(articleJsonLd(post, "https://example.com")).publisher.name).toBe("Sahel Specialty Chemicals LLC");
    const arabic = JSON.parse(articleJsonLd({ ...post, url: "https://example.com/ar/blog/a" }, "https://example.com", "ساحل للكيماويات المتخصصة ش.م.م"));
    expect(arabic.publisher.name).toBe("ساحل للكيماويات المتخصصة ش.م.م");
    expect(arabic.mainEntityOfPage["@id"]).toBe("https://example.com/ar/blog/a");
  });

  it("never lets the text close the script element", () => {
    expect(articleJsonLd(post, "https://example.com")).not.toContain("</script>");
  });
});
