/**
 * A blog post at /blog/{slug}: its Markdown rendered (sanitized when saved), with meta tags and Article JSON-LD. An
 * earlier address of a post answers 301 to the current one; drafts and posts not yet out are 404s like unknown ones.
 */
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { NamedText } from "~/components/content-text";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { PostCard } from "~/components/blog/post-card";
import { pageTitle } from "~/components/page-title";
import { isPostSlug } from "~/forms/posts";
import { allVisiblePosts, findVisiblePost } from "~/models/posts.server";
import { longDate } from "~/utils/relative-date";
import { useNonce } from "~/utils/nonce";
import { publicOrigin } from "~/utils/public-origin.server";
import { articleJsonLd } from "./article-json-ld";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: "blog" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const found = isPostSlug(slug) ? await findVisiblePost(slug, locale) : null;
  if (!found) throw json({ message: "The page you are looking for does not exist." }, { status: 404, statusText: "Not Found" });
  if (found.kind === "moved") throw redirect(localizePath(`/blog/${found.slug}`, locale), { status: 301, headers: cacheHeaders("page") });
  const { post } = found;
  const origin = publicOrigin();
  const url = `${origin}${localizePath(`/blog/${post.slug}`, locale)}`;
  const common = await getT(locale, "common");
  const more = (await allVisiblePosts(locale))
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => Number(b.category === post.category) - Number(a.category === post.category))
    .slice(0, 3);
  return json(
    {
      post,
      more,
      url,
      title: `${post.title} — ${common("siteName")}`,
      image: post.cover ? `${origin}${post.cover}` : null,
      jsonLd: articleJsonLd({ ...post, url, image: post.cover || undefined }, origin, common("legalName")),
    },
    // The page policy: a staff edit shows at once.
    { headers: cacheHeaders("page") },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: pageTitle("Post not found") }];
  const { post, url, title, image } = data;
  return [
    { title },
    { name: "description", content: post.summary },
    { name: "author", content: post.author },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.summary },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
  ];
};

export default function BlogPost() {
  const { post, more, jsonLd } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const locale = useLocale();
  const t = useT("blog");
  const content = useContentLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-700">
        <Link to="/blog" className="underline hover:text-brand-800">
          {t("blog")}
        </Link>{" "}
        / <span {...content(post.category)}>{post.category}</span>
      </nav>
      <article className="mt-4">
        <header>
          <p className="text-sm font-semibold text-brand-800" {...content(post.category)}>
            {post.category}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl" {...content(post.title)}>
            {post.title}
          </h1>
          <p className="mt-3 text-slate-700">
            <NamedText text={t("post.byline", { author: post.author })} name={post.author} /> · <time dateTime={post.date}>{longDate(new Date(`${post.date}T00:00:00Z`), locale)}</time> ·{" "}
            {t("post.readingTime", { count: post.readingMinutes })}
          </p>
        </header>
        {post.cover ? <img src={post.cover} alt={post.coverAlt} width={600} height={420} className="mt-6 aspect-[10/7] w-full rounded-lg object-cover" /> : null}
        <p className="mt-6 text-lg text-slate-800" {...content(post.summary, true)}>
          {post.summary}
        </p>
        <div className="mt-6 text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_p]:leading-relaxed [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6" {...content(post.html, true)} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <section aria-labelledby="more-posts" className="mt-16">
        <h2 id="more-posts" className="text-2xl font-bold text-slate-900">
          {t("post.more")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {more.map((other) => (
            <li key={other.slug}>
              <PostCard post={other} />
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/blog/all" className="font-semibold text-brand-800 underline">
            {t("post.viewAllPosts")}
          </Link>
        </p>
      </section>
    </div>
  );
}
