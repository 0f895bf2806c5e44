/**
 * A new blog post (/staff/posts/new, communications and admin): the post's fields with a Markdown preview;
 * saved as a draft, scheduled or published, audited in the same transaction. Its cover is uploaded on its page after.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EMPTY_POST, PostEditorForm } from "~/components/blog/post-editor";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { createPost } from "~/models/posts.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { POST_ROLES, readPostForm, slugTaken } from "~/routes/staff.posts.$id/post-action.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const meta = () => staffMeta("New post");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireStaff(request, POST_ROLES);
  return json({ remote: contentIsRemote(), author: me.name }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, POST_ROLES);
  const form = await readPostForm(request, me);
  if (!form.ok) return form.response;
  const created = await createPost(form.data, auditActor(me, request));
  if (!created.ok) return slugTaken(form.formData);
  return redirectWithSuccess(`/staff/posts/${created.id}`, `Post “${form.data.title}” saved (${form.data.status}).`);
}

export default function NewPost() {
  const { remote, author } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="new-post-heading" title="New post" level={1}>
        <p className="mt-1 text-sm">
          <Link to="/staff/posts" className="font-medium text-brand-800 underline">
            Back to the posts
          </Link>
        </p>
        {remote ? <RemoteNotice /> : <PostEditorForm values={{ ...EMPTY_POST, author }} submit="Save post" />}
      </StaffPanel>
    </div>
  );
}
