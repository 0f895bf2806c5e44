/** A blog post's card: cover (or a plain panel for a post without one), category, title linking to the post, author and date. */
import { Link } from "~/i18n/link";
import { ContentName } from "~/components/content-text";
import { useContentLanguage, useLocale } from "~/i18n/react";
import { longDate } from "~/utils/relative-date";

export interface PostCardData {
  slug: string;
  title: string;
  author: string;
  date: string;
  category: string;
  cover: string;
  coverAlt: string;
  summary: string;
}

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const content = useContentLanguage();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-700">
      {post.cover ? (
        <img src={post.cover} alt="" width={600} height={420} loading="lazy" decoding="async" className="aspect-[10/7] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[10/7] w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-800" {...content(post.category)}>
          {post.category}
        </p>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline" {...content(post.title)}>
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700" {...content(post.summary, true)}>
          {post.summary}
        </p>
        <p className="mt-auto pt-2 text-sm text-slate-700">
          <ContentName name={post.author} /> · <time dateTime={post.date}>{longDate(new Date(`${post.date}T00:00:00Z`), locale)}</time>
        </p>
      </div>
    </article>
  );
}
