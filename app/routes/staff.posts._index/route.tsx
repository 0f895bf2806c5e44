/**
 * The blog's posts (/staff/posts, communications and admin): every post, newest first, with its status,
 * publish date and sections, filtered by status with a GET form (works without JavaScript), and the way to a new one.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { POST_SECTION_LABELS, POST_STATUS_LABELS, POST_STATUS_NAMES, postStatusFilterFrom } from "~/forms/posts";
import { isPostVisible, listPostsForStaff } from "~/models/posts.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { POST_ROLES } from "~/routes/staff.posts.$id/post-action.server";

export const meta = () => staffMeta("Blog");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, POST_ROLES);
  const status = postStatusFilterFrom(new URL(request.url).searchParams);
  const rows = await listPostsForStaff(status);
  const now = new Date();
  return json(
    {
      remote: contentIsRemote(),
      status: status ?? "",
      posts: rows.map((post) => ({
        id: post.id,
        title: post.title,
        slug: post.slug,
        status: POST_STATUS_LABELS[post.status],
        live: isPostVisible(post, now),
        at: post.publishAt.toISOString(),
        publishAt: STAFF_TIME.format(post.publishAt),
        sections: post.sections.map((section) => POST_SECTION_LABELS[section]).join(", "),
      })),
    },
    { headers: cacheHeaders("private") },
  );
}

export default function StaffPosts() {
  const { remote, status, posts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="posts-heading" title="Blog" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          The posts of the public blog, newest first. Times are Oman time. A post shows on the site once it is published, or when its scheduled time comes.
        </p>
        {remote ? (
          <RemoteNotice />
        ) : (
          <p className="mt-4">
            <ButtonLink to="/staff/posts/new">New post</ButtonLink>
          </p>
        )}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" role="search" aria-label="Filter the posts" key={status}>
          <SelectField
            label="Status"
            name="status"
            defaultValue={status}
            options={POST_STATUS_NAMES.map((name) => ({ value: name, label: POST_STATUS_LABELS[name] }))}
            placeholder="All statuses"
            wrapperClassName="w-48"
          />
          <Button type="submit">Show</Button>
          {status ? (
            <Link to="/staff/posts" className="py-2 text-sm font-semibold text-brand-800 underline">
              Clear filter
            </Link>
          ) : null}
        </Form>
      </StaffPanel>
      <StaffPanel id="post-list-heading" title="Posts found" hidden>
        {posts.length ? (
          <StaffTable columns={["Title", "Status", "Publish date", "Sections"]}>
            {posts.map((post) => (
              <tr key={post.id} className="border-t border-slate-200 align-top" data-testid="post-row">
                <td className="py-2 pe-4">
                  <Link to={`/staff/posts/${post.id}`} className="font-semibold text-brand-800 underline">
                    {post.title}
                  </Link>
                  <span className="block text-xs text-slate-600">/blog/{post.slug}</span>
                </td>
                <td className="whitespace-nowrap py-2 pe-4">
                  {post.status}
                  {post.status !== "Draft" && !post.live ? <span className="block text-xs text-slate-600">not out yet</span> : null}
                </td>
                <td className="whitespace-nowrap py-2 pe-4">
                  <time dateTime={post.at}>{post.publishAt}</time>
                </td>
                <td className="py-2">{post.sections || "—"}</td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="text-slate-800">{status ? "No posts with this status." : "No posts yet."}</p>
        )}
      </StaffPanel>
    </div>
  );
}
