/**
 * A blog post's cover picture (/staff/posts/:id/picture, communications and admin). The edit page's cover
 * form posts here (multipart, works without JavaScript). This route sits inside the edit page (its Outlet is the
 * cover form's place), so a refused picture comes back as the edit page with this form's messages and the
 * description typed kept. The picture is checked by content, stripped of metadata and stored under its hash, and
 * becomes the cover in one transaction with its audit entry.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PostCoverForm } from "~/components/blog/post-editor";
import { checkRateLimit, formAnswer, refusalHeaders, STALE_FORM_MESSAGE } from "~/forms/action.server";
import { formatBytes } from "~/forms/documents";
import type { FieldErrors } from "~/forms/kit";
import { POST_COVER_FORM_ID, POST_MESSAGES, postCoverValidator } from "~/forms/posts";
import { getPostForEditing, setPostCover } from "~/models/posts.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { POST_ROLES } from "~/routes/staff.posts.$id/post-action.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { refuseRemoteEditing } from "~/utils/content-editing.server";
import { getEnv } from "~/utils/env.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { receivePicture } from "~/utils/image-upload.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, isStaffFormKey, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { discardRequestBody } from "~/utils/upload.server";

export const meta = ({ data }: { data?: { post: { title: string } } }) => staffMeta(data ? `Cover: ${data.post.title}` : "Cover picture");

export const headers = staffHeaders;

async function postOr404(param: string | undefined) {
  const id = parseIdParam(param, POST_MESSAGES.postMissing);
  const post = await getPostForEditing(id);
  if (!post) throw new Response(POST_MESSAGES.postMissing, { status: 404, statusText: "Not Found" });
  return post;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, POST_ROLES);
  const post = await postOr404(params.id);
  return json({ post: { id: post.id, title: post.title, coverAlt: post.coverAlt }, maxSize: formatBytes(getEnv().IMAGE_MAX_BYTES) }, { headers: cacheHeaders("private") });
}

/**
 * The guard order by hand, as the body is a multipart upload: who may post → the post → remote mode → the rate limit
 * (counted before the body) → the picture read within its policy → the form key → the description → the cover.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, POST_ROLES);
  let postId: number;
  try {
    postId = (await postOr404(params.id)).id;
    refuseRemoteEditing();
  } catch (refusal) {
    discardRequestBody(request);
    throw refusal;
  }
  const limited = await checkRateLimit(request, "staff", `staff:${me.id}`);
  const upload = await receivePicture(request);
  const refuse = (status: number, failure: { fieldErrors?: FieldErrors; formError?: string | null }, init?: ResponseInit) =>
    json(
      { ...formAnswer({ ...failure, fields: { cover_alt: (upload.fields.cover_alt ?? "").slice(0, 200) } }), formId: POST_COVER_FORM_ID },
      { ...init, status, headers: { ...cacheHeaders("private"), ...init?.headers } },
    );
  if (limited) return refuse(429, { formError: await limited.text() }, { headers: refusalHeaders(limited) });
  if (!isStaffFormKey(me, upload.fields[STAFF_FORM_KEY_FIELD_NAME] ?? null)) return refuse(400, { formError: STALE_FORM_MESSAGE });

  const fields = await postCoverValidator.validate(upload.fields);
  const errors: FieldErrors = { ...fields.error?.fieldErrors };
  if (!upload.ok && upload.fileError) errors.image = upload.fileError;
  if (fields.error || !upload.ok) {
    return refuse(upload.ok ? 400 : upload.status, { fieldErrors: errors, formError: upload.ok ? null : (upload.formError ?? null) });
  }
  const saved = await setPostCover(postId, upload.picture, fields.data.cover_alt, auditActor(me, request));
  if (!saved.ok) throw new Response(POST_MESSAGES.postMissing, { status: 404, statusText: "Not Found" });
  return redirectWithSuccess(`/staff/posts/${postId}`, "Cover picture saved.");
}

/** In the edit page's cover panel: the form, with this route's answer (a refusal's messages and the description typed). */
export default function PostCover() {
  const { post, maxSize } = useLoaderData<typeof loader>();
  return <PostCoverForm action={`/staff/posts/${post.id}/picture`} alt={post.coverAlt} maxSize={maxSize} />;
}
