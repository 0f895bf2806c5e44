/** schema.org Article data for a blog post, serialised safely for a <script type="application/ld+json">. */
import { LEGAL_NAME } from "~/content/company";

export interface ArticleFacts {
  url: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  /** The cover's site path; a post without a cover has none. */
  image?: string;
  category: string;
  wordCount: number;
}

/** `publisher` is the company's legal name in the page's language (English by default). */
export function articleJsonLd(post: ArticleFacts, origin: string, publisher: string = LEGAL_NAME): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    ...(post.image ? { image: [`${origin}${post.image}`] } : {}),
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: publisher, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    articleSection: post.category,
    wordCount: post.wordCount,
  };
  // "</script>" inside a string must not end the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
