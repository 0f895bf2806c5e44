/** Every blog post, newest first: where the blog's 'View All' buttons lead. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { PostCard } from "~/components/blog/post-card";
import { pageTitle } from "~/components/page-title";
import { allVisiblePosts } from "~/models/posts.server";
import { localeOfRequest } from "~/i18n/locales";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: "blog" };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("All posts"), { location, matches });

export async function loader({ request }: LoaderFunctionArgs) {
  const [posts, meta] = await Promise.all([allVisiblePosts(localeOfRequest(request)), pageMeta(request, "blog", "all.title", "description")]);
  // The page policy: a staff edit shows at once.
  return json({ meta, posts }, { headers: cacheHeaders("page") });
}

export default function AllPosts() {
  const { posts } = useLoaderData<typeof loader>();
  const t = useT("blog");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-700">
        <Link to="/blog" className="underline hover:text-brand-800">
          {t("blog")}
        </Link>{" "}
        / <span>{t("all.title")}</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("all.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("all.intro", { count: posts.length })}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
