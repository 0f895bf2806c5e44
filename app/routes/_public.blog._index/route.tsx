/** Blog page (spec §2): hero, 'Popular this week', 'Our Lateset Post', 'Videos', 'Recommended For You'. */
import { cssBundleHref } from "@remix-run/css-bundle";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { ContentName } from "~/components/content-text";
import { useContentLanguage, useT } from "~/i18n/react";
import { localeOfPath } from "~/i18n/locales";
import { pageMeta } from "~/i18n/meta.server";
import "swiper/swiper-bundle.css";
import { PostCarousel } from "~/components/blog/post-carousel";
import { HeroSearch } from "~/components/hero-search";
import { buttonClass } from "~/components/ui/button";
import { pageTitle } from "~/components/page-title";
import { LATEST_POSTS_SLIDES, RECOMMENDED_POSTS_SLIDES, VIDEO_GRID_SIZE } from "~/content/blog/carousels";
import { blogPagePosts } from "~/models/posts.server";
import { relativeDate } from "~/utils/relative-date";
import { VideoGrid } from "./video-grid";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: "blog" };

export const links: LinksFunction = () => (cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "description", content: data.meta.description },
        { property: "og:title", content: data.meta.title },
        { property: "og:description", content: data.meta.description },
        { property: "og:type", content: "website" },
      ]
    : [{ title: pageTitle("Blog") }];

/** 'Popular this week' lists three posts (spec §2). */
const POPULAR_COUNT = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const [{ popular, latest, videos, recommended }, meta] = await Promise.all([
    blogPagePosts({ popular: POPULAR_COUNT, videos: VIDEO_GRID_SIZE }, locale),
    pageMeta(request, "blog", "title", "description"),
  ]);
  const now = new Date();
  return json(
    {
      meta,
      latest,
      recommended,
      popular: popular.map((post) => ({ ...post, ago: relativeDate(new Date(`${post.date}T00:00:00Z`), now, locale) })),
      videos,
    },
    // The page policy: a staff edit shows at once (the page cache follows catalog_version), never 5 minutes late.
    { headers: cacheHeaders("page") },
  );
}

function SectionHeading({ id, title }: { id: string; title: string }) {
  const t = useT("blog");
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <Link to="/blog/all" className={buttonClass("secondary")} aria-label={t("viewAllLabel", { section: title })}>
        {t("viewAll")}
      </Link>
    </div>
  );
}

export default function Blog() {
  const { latest, recommended, popular, videos } = useLoaderData<typeof loader>();
  const t = useT("blog");
  const content = useContentLanguage();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="blog-hero" className="rounded-2xl bg-brand-900 px-6 py-12 text-white sm:px-10">
          <h1 id="blog-hero" className="text-3xl font-bold sm:text-4xl">
            {t("hero.heading")}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">
            {t("hero.text")}
          </p>
          <div className="mt-8">
            <HeroSearch />
          </div>
        </section>
        <section aria-labelledby="popular-this-week">
          <h2 id="popular-this-week" className="text-2xl font-bold text-slate-900">
            {t("sections.popular")}
          </h2>
          <ol className="mt-4 space-y-4">
            {popular.map((post) => (
              <li key={post.slug} className="group relative flex gap-4 rounded-lg p-2 focus-within:ring-2 focus-within:ring-brand-700 hover:bg-sand-50">
                {post.cover ? (
                  <img src={post.cover} alt="" width={96} height={67} loading="lazy" className="h-[67px] w-24 shrink-0 rounded object-cover" />
                ) : (
                  <div aria-hidden="true" className="h-[67px] w-24 shrink-0 rounded bg-brand-50" />
                )}
                <div>
                  <p className="text-xs font-semibold text-brand-800">
                    <ContentName name={post.category} /> · <time dateTime={post.date}>{post.ago}</time>
                  </p>
                  <h3 className="mt-1 font-semibold text-slate-900">
                    <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline" {...content(post.title)}>
                      {post.title}
                    </Link>
                  </h3>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="latest-posts" className="mt-16">
        <SectionHeading id="latest-posts" title={t("sections.latest")} />
        <PostCarousel kind="latest" label={t("sections.latest")} posts={latest} slidesPerView={LATEST_POSTS_SLIDES} />
      </section>

      <section aria-labelledby="videos" className="mt-16">
        <SectionHeading id="videos" title={t("sections.videos")} />
        <VideoGrid videos={videos} />
      </section>

      <section aria-labelledby="recommended-posts" className="mt-16">
        <SectionHeading id="recommended-posts" title={t("sections.recommended")} />
        <PostCarousel kind="recommended" label={t("sections.recommended")} posts={recommended} slidesPerView={RECOMMENDED_POSTS_SLIDES} />
      </section>
    </div>
  );
}
