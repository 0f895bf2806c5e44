/**
 * One blog post in the editor (/staff/posts/:id, communications and admin): its fields with a Markdown
 * preview, saved under the version it was opened at (a save made since by someone else is refused, the text kept),
 * its cover picture (a form posting to ./picture), and deleting it after a confirmation step (?delete). Every change
 * is one transaction with its audit entry, and ends with a toast.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useOutlet } from "@remix-run/react";
import { PostCoverForm, PostEditorForm } from "~/components/blog/post-editor";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { formAnswer } from "~/forms/action.server";
import { CONTENT_MESSAGES, postedVersion, VERSION_FIELD } from "~/forms/content";
import { formatBytes } from "~/forms/documents";
import { POST_DELETE_FORM_ID, POST_FORM_ID, POST_MESSAGES, POST_STATUS_LABELS, postDeleteValidator } from "~/forms/posts";
import { readStaffForm } from "~/forms/staff-action.server";
import { deletePost, getPostForEditing, isPostVisible, updatePost } from "~/models/posts.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { getEnv } from "~/utils/env.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formValuesOf, POST_ROLES, postFormFrom, slugTaken, staleRefused } from "./post-action.server";

export const meta = ({ data }: { data?: { post: { title: string } } }) => staffMeta(data ? `Post: ${data.post.title}` : "Post");

export const headers = staffHeaders;

const SAVED: Record<"post.update" | "post.publish" | "post.unpublish", string> = {
  "post.update": "Post saved.",
  "post.publish": "Post published: it shows on the blog now.",
  "post.unpublish": "Post unpublished: it no longer shows on the blog.",
};

async function postOr404(param: string | undefined) {
  const id = parseIdParam(param, POST_MESSAGES.postMissing);
  const post = await getPostForEditing(id);
  if (!post) throw new Response(POST_MESSAGES.postMissing, { status: 404, statusText: "Not Found" });
  return post;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, POST_ROLES);
  const post = await postOr404(params.id);
  return json(
    {
      remote: contentIsRemote(),
      confirmDelete: new URL(request.url).searchParams.has("delete"),
      post: {
        id: post.id,
        title: post.title,
        slug: post.slug,
        status: POST_STATUS_LABELS[post.status],
        live: isPostVisible(post),
        version: post.version,
        cover: post.coverUrl,
        coverAlt: post.coverAlt,
      },
      values: formValuesOf(post),
      maxSize: formatBytes(getEnv().IMAGE_MAX_BYTES),
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, POST_ROLES);
  const id = parseIdParam(params.id, POST_MESSAGES.postMissing);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);

  if (formData.get("intent") === "delete") {
    const deleted = await deletePost(id, actor);
    if (!deleted.ok) throw new Response(POST_MESSAGES.postMissing, { status: 404, statusText: "Not Found" });
    return redirectWithSuccess("/staff/posts", `Post “${deleted.title}” deleted.`);
  }

  const form = await postFormFrom(formData);
  if (!form.ok) return form.response;
  const saved = await updatePost(id, postedVersion(formData.get(VERSION_FIELD)), form.data, actor);
  if (saved.ok) return redirectWithSuccess(`/staff/posts/${id}`, SAVED[saved.action]);
  if (saved.reason === "stale") return staleRefused(formData, saved.currentVersion);
  if (saved.reason === "slug-taken") return slugTaken(formData);
  return json({ ...formAnswer({ formError: CONTENT_MESSAGES.missing("post"), fields: formData }), formId: POST_FORM_ID }, { status: 404, headers: cacheHeaders("private") });
}

export default function EditPost() {
  const { remote, confirmDelete, post, values, maxSize } = useLoaderData<typeof loader>();
  // At /staff/posts/:id/picture (after a refused picture) the cover form is that route's, with its answer.
  const coverForm = useOutlet();
  return (
    <div className="space-y-6">
      <StaffPanel id="post-heading" title={`Post: ${post.title}`} level={1}>
        <p className="mt-1 text-sm">
          <Link to="/staff/posts" className="font-medium text-brand-800 underline">
            Back to the posts
          </Link>
        </p>
        <p className="mt-2 text-sm text-slate-700" data-testid="post-state">
          {post.status}
          {post.live ? (
            <>
              {" "}
              — on the blog at{" "}
              <Link to={`/blog/${post.slug}`} className="text-brand-800 underline">
                /blog/{post.slug}
              </Link>
            </>
          ) : (
            " — not on the public blog."
          )}
        </p>
        {remote ? <RemoteNotice /> : <PostEditorForm values={values} version={post.version} submit="Save post" />}
      </StaffPanel>
      {remote ? null : (
        <>
          <StaffPanel id="cover-heading" title="Cover picture">
            {post.cover ? (
              <img src={post.cover} alt={post.coverAlt} width={300} height={210} className="mt-3 aspect-[10/7] w-72 rounded object-cover" data-testid="current-cover" />
            ) : (
              <p className="mt-2 text-slate-700">No cover yet.</p>
            )}
            {coverForm ?? <PostCoverForm action={`/staff/posts/${post.id}/picture`} alt={post.coverAlt} maxSize={maxSize} />}
          </StaffPanel>
          <StaffPanel id="delete-heading" title="Delete">
            {confirmDelete ? (
              <StaffIntentForm id={POST_DELETE_FORM_ID} validator={postDeleteValidator} intent="delete" submit="Delete for good" pendingLabel="Deleting..." variant="danger" className="mt-3 grid gap-3" aria-labelledby="delete-heading">
                <p className="text-slate-800">
                  Delete “{post.title}”? It leaves the blog at once and its addresses answer “not found”. This cannot be undone.{" "}
                  <Link to={`/staff/posts/${post.id}`} className="font-semibold text-brand-800 underline">
                    Keep it
                  </Link>
                </p>
              </StaffIntentForm>
            ) : (
              <p className="mt-3">
                <Link to={`/staff/posts/${post.id}?delete`} className="font-semibold text-red-800 underline">
                  Delete this post…
                </Link>
              </p>
            )}
          </StaffPanel>
        </>
      )}
    </div>
  );
}
