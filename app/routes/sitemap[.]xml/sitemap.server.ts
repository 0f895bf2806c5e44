/** The sitemap's entries: every public page, solution, vacancy and blog post, in each language, with absolute URLs. */
import type { Backend } from "~/backend/backend";
import type { Page } from "~/backend/contract";
import { sitemapPosts } from "~/models/posts.server";
import { listProblemGroups } from "~/models/finder.server";
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "~/i18n/locales";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The public pages of the route table (spec §2), the blog's list and the privacy notice; /search needs a query, so it is left out. */
export const PUBLIC_PAGES = ["/", "/solutions", "/find", "/services", "/contact-us", "/careers", "/blog", "/blog/all", "/privacy"] as const;

/** Large enough to keep a catalogue of thousands to a few dozen calls. */
const PAGE_SIZE = 100;
/** A guard against a backend whose `next` never ends. */
const MAX_PAGES = 1000;

async function everyPage<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page);
    items.push(...result.results);
    if (!result.next || result.results.length === 0) break;
  }
  return items;
}

/** A blog post as the sitemap lists it. */
interface SitemapPost {
  slug: string;
  date: string;
}

/** Every problem's finder page, /find/<slug> (the problem list is the site's own data, like the blog). */
async function problemSlugs(): Promise<string[]> {
  return (await listProblemGroups("en")).flatMap((group) => group.problems.map((problem) => problem.slug));
}

/** `blogPosts`: the visible posts, from the site's own database (also in remote mode: the blog is always local); `problems` likewise. */
export async function sitemapEntries(
  backend: Backend,
  blogPosts: () => Promise<SitemapPost[]> = sitemapPosts,
  problems: () => Promise<string[]> = problemSlugs,
): Promise<SitemapEntry[]> {
  const [solutions, vacancies, posts, slugs] = await Promise.all([
    everyPage((page) => backend.listSolutions({ page, page_size: PAGE_SIZE })),
    everyPage((page) => backend.listVacancies({ page, page_size: PAGE_SIZE })),
    blogPosts(),
    problems(),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...slugs.map((slug) => ({ path: `/find/${encodeURIComponent(slug)}` })),
    ...solutions.map((solution) => ({ path: `/solution/${solution.id}` })),
    ...vacancies.map((vacancy) => ({ path: `/career/${vacancy.id}` })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date })),
  ];
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Every page in each language, each naming all its languages (hreflang, English as x-default). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .flatMap(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
      const href = (locale: Locale) => escapeXml(origin + localizePath(path, locale));
      const alternates = [...LOCALES.map((locale) => [locale, href(locale)]), ["x-default", href(DEFAULT_LOCALE)]]
        .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
        .join("");
      return LOCALES.map((locale) => `  <url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
