/**
 * What the post pages' actions share (/staff/posts/new and /:id): who may edit, the form read through the staff
 * guards, Preview answered without saving, the schema's refusal, and a refused save's answers, each keeping what was
 * typed.
 */
import { json } from "@remix-run/node";
import type { PostFormValues } from "~/components/blog/post-editor";
import { formAnswer, validateForm } from "~/forms/action.server";
import { CONTENT_MESSAGES, isPreview } from "~/forms/content";
import {
  muscatDateTimeValue,
  POST_FORM_ID,
  POST_MESSAGES,
  postValidator,
  type PostInput,
  type PostSectionName,
  type PostStatusName,
} from "~/forms/posts";
import { readStaffForm } from "~/forms/staff-action.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { refuseRemoteEditing } from "~/utils/content-editing.server";
import { renderMarkdown } from "~/utils/markdown.server";
import type { SignedInStaff } from "~/utils/staff-auth.server";

export const POST_ROLES = ["communications", "admin"] as const;

type Read = { ok: true; data: PostInput; formData: FormData } | { ok: false; response: Response };

/** The guards, then the post's form. Remote mode refuses before the form is read. */
export async function readPostForm(request: Request, me: SignedInStaff): Promise<Read> {
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded;
  return postFormFrom(guarded.formData);
}

/** Preview → the form as typed with the rendered text (nothing saved); Save → the schema's data or its refusal. */
export async function postFormFrom(formData: FormData): Promise<Read> {
  if (isPreview(formData)) {
    const rendered = (name: string) => {
      const text = formData.get(name);
      return renderMarkdown(typeof text === "string" ? text : "");
    };
    const preview = { body_markdown: rendered("body_markdown"), body_markdown_ar: rendered("body_markdown_ar") };
    return {
      ok: false,
      response: json({ ...formAnswer({ fields: formData, formId: POST_FORM_ID }), formId: POST_FORM_ID, preview }, { headers: cacheHeaders("private") }),
    };
  }
  const form = await validateForm(postValidator, formData);
  if (!form.ok) return form;
  return { ok: true, data: form.data, formData };
}

/** The address is taken (by another post, now or before): 400 beside the slug field, with what was typed. */
export function slugTaken(formData: FormData) {
  return json(
    { ...formAnswer({ fieldErrors: { slug: POST_MESSAGES.slugTaken }, fields: formData }), formId: POST_FORM_ID },
    { status: 400, headers: cacheHeaders("private") },
  );
}

/** Someone saved the post since it was opened: 409, the text kept, and the version now stored (saving again overwrites). */
export function staleRefused(formData: FormData, currentVersion: number) {
  return json(
    { ...formAnswer({ formError: CONTENT_MESSAGES.stale("post"), fields: formData }), formId: POST_FORM_ID, currentVersion },
    { status: 409, headers: cacheHeaders("private") },
  );
}

/** A stored post as its form's values (no Arabic text: an empty field). */
export function formValuesOf(post: {
  title: string;
  slug: string;
  author: string;
  category: string;
  summary: string;
  bodyMarkdown: string;
  titleAr: string | null;
  categoryAr: string | null;
  summaryAr: string | null;
  coverAltAr: string | null;
  bodyMarkdownAr: string | null;
  sections: PostSectionName[];
  videoUrl: string | null;
  status: PostStatusName;
  publishAt: Date;
}): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    category: post.category,
    summary: post.summary,
    bodyMarkdown: post.bodyMarkdown,
    titleAr: post.titleAr ?? "",
    categoryAr: post.categoryAr ?? "",
    summaryAr: post.summaryAr ?? "",
    coverAltAr: post.coverAltAr ?? "",
    bodyMarkdownAr: post.bodyMarkdownAr ?? "",
    sections: post.sections,
    videoUrl: post.videoUrl ?? "",
    status: post.status,
    // A draft's stored date is only when it was written: empty, so publishing it means now.
    publishAt: post.status === "draft" ? "" : muscatDateTimeValue(post.publishAt),
  };
}
