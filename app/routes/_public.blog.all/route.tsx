/** Every blog post, newest first: where the blog's 'View All' buttons lead. */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { PostCard } from "~/components/blog/post-card";
import { pageTitle } from "~/components/page-title";
import { BLOG_DESCRIPTION } from "~/content/blog/blog";
import { allVisiblePosts } from "~/models/posts.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("All posts") },
  { name: "description", content: BLOG_DESCRIPTION },
];

export async function loader(_args: LoaderFunctionArgs) {
  // The page policy: a staff edit shows at once.
  return json({ posts: await allVisiblePosts() }, { headers: cacheHeaders("page") });
}

export default function AllPosts() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to="/blog" className="underline hover:text-brand-800">
          Blog
        </Link>{" "}
        / <span>All posts</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">All posts</h1>
      <p className="mt-2 text-slate-700">{posts.length} articles from our chemists and field engineers, newest first.</p>
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
