import { describe, expect, it } from "vitest";
import type { Backend } from "~/backend/backend";
import type { Page } from "~/backend/contract";
import { sitemapEntries, sitemapXml } from "./sitemap.server";

function pages<T>(items: T[], size: number) {
  return ({ page = 1 }: { page?: number }): Promise<Page<T>> => {
    const results = items.slice((page - 1) * size, page * size);
    return Promise.resolve({ results, next: page * size < items.length ? `?page=${page + 1}` : null, previous: null });
  };
}

const solutions = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
const vacancies = [{ id: 7 }, { id: 9 }];
const backend = {
  listSolutions: pages(solutions, 100),
  listVacancies: pages(vacancies, 100),
} as unknown as Backend;

describe("sitemap", () => {
  it("lists every public page, every problem page, every solution across pages, every vacancy and every post", async () => {
    const posts = [
      { slug: "scale-control", date: "2026-11-19" },
      { slug: "h2s-scavengers", date: "2026-11-10" },
    ];
    const entries = await sitemapEntries(backend, () => Promise.resolve(posts), () => Promise.resolve(["h2s", "sulphate-scale"]));
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/services", "/contact-us", "/solutions", "/find", "/careers", "/blog", "/blog/all", "/privacy"]));
    expect(paths).toEqual(expect.arrayContaining(["/find/h2s", "/find/sulphate-scale"]));
    expect(paths.filter((p) => p.startsWith("/solution/"))).toHaveLength(230);
    expect(paths).toContain("/solution/230");
    expect(paths).toEqual(expect.arrayContaining(["/career/7", "/career/9"]));
    expect(entries).toEqual(expect.arrayContaining([{ path: "/blog/scale-control", lastModified: "2026-11-19" }, { path: "/blog/h2s-scavengers", lastModified: "2026-11-10" }]));
  });

  it("writes absolute, escaped URLs in the sitemap protocol", () => {
    const xml = sitemapXml("https://chem.example", [{ path: "/" }, { path: "/blog/a&b", lastModified: "2026-11-19" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<loc>https://chem.example/blog/a&amp;b</loc><lastmod>2026-11-19</lastmod>");
  });

  it("lists every page in English and in Arabic, each naming both and English as x-default", () => {
    const xml = sitemapXml("https://chem.example", [{ path: "/" }, { path: "/solutions" }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://chem.example/solutions"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://chem.example/ar/solutions"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://chem.example/solutions"/>';
    expect(xml).toContain(`<url><loc>https://chem.example/solutions</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://chem.example/ar/solutions</loc>${alternates}</url>`);
    expect(xml).toContain("<url><loc>https://chem.example/ar</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });
});
