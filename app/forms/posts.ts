/**
 * The blog editor's forms (/staff/posts): a post's fields, its cover picture's alt text, and the words the
 * editor and its list show. The title, summary, picture description and text each have an optional Arabic twin
 * under the same rules; empty is stored as null (the Arabic pages show the English). Publish dates are typed and shown in Muscat time (Asia/Muscat: UTC+4 all year, no
 * daylight saving), whatever the browser's or the server's time zone.
 */
import { z } from "zod";
import { editorValidator } from "./content";
import { checkbox, formValidator } from "./kit";

/** The blog's sections (spec §2) as the editor names them; the keys are the stored values (schema BLOG_SECTIONS). */
export const POST_SECTION_LABELS = {
  popular: "Popular this week",
  latest: "Our Lateset Post",
  videos: "Videos",
  recommended: "Recommended For You",
} as const;
export type PostSectionName = keyof typeof POST_SECTION_LABELS;
export const POST_SECTIONS = Object.keys(POST_SECTION_LABELS) as PostSectionName[];
export const sectionFieldName = (section: PostSectionName) => `section_${section}` as const;

export const POST_STATUS_LABELS = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;
export type PostStatusName = keyof typeof POST_STATUS_LABELS;
export const POST_STATUS_NAMES = Object.keys(POST_STATUS_LABELS) as PostStatusName[];

export const POST_MESSAGES = {
  titleRequired: "Enter the post's title.",
  titleTooLong: "The title must be at most 200 characters.",
  plainText: "Use plain text: no control characters, and no < or >.",
  slugRequired: "Enter the post's address (slug).",
  slugFormat: "Use lower-case letters, digits and single dashes between words, e.g. scale-control-basics.",
  slugTooLong: "The address must be at most 100 characters.",
  slugReserved: "“all” is the address of the list of every post: choose another.",
  slugTaken: "Another post has (or had) this address: choose another.",
  authorRequired: "Enter the author's name.",
  authorTooLong: "The author's name must be at most 100 characters.",
  categoryRequired: "Enter the category, e.g. Innovation.",
  categoryTooLong: "The category must be at most 60 characters.",
  summaryRequired: "Enter a summary: cards and search engines show it.",
  summaryTooLong: "The summary must be at most 300 characters.",
  summaryControl: "The summary cannot contain control characters.",
  bodyRequired: "Write the post's text.",
  bodyTooLong: "The text must be at most 100,000 characters.",
  videoUrl: "Enter the video's full address, starting with https://.",
  videoNeedsSection: "A video address is only for posts in the Videos section: tick Videos, or leave the address empty.",
  publishAtFormat: "Enter the date and time as YYYY-MM-DD HH:MM.",
  scheduledNeedsDate: "Enter when the post goes out (Muscat time).",
  scheduledInPast: "A scheduled post goes out in the future: choose a later time, or choose Published.",
  publishedInFuture: "A published post cannot be dated in the future: choose Scheduled for that.",
  altRequired: "Describe the picture for people who cannot see it.",
  altTooLong: "The description must be at most 200 characters.",
  postMissing: "This post no longer exists.",
} as const;

/** Oman keeps UTC+4 all year. */
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** "YYYY-MM-DDTHH:MM" read as Muscat time, or null when it is no real date and time. */
function parseMuscatDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: such a date was never real.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - MUSCAT_OFFSET_MS);
}

/** A moment as a datetime-local field's value in Muscat time ("YYYY-MM-DDTHH:MM"). */
export function muscatDateTimeValue(at: Date | string): string {
  return new Date(new Date(at).getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 16);
}

/** A moment's calendar day in Muscat ("YYYY-MM-DD"): the date the blog shows. */
export function muscatDate(at: Date | string): string {
  return muscatDateTimeValue(at).slice(0, 10);
}

/** Letters, digits, spaces and punctuation; never a control character or a markup bracket. */
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u;

const plain = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong).regex(PLAIN_TEXT, POST_MESSAGES.plainText);

/** An optional text: "" (or nothing sent) is null. */
const optional = (schema: z.ZodString) =>
  schema
    .optional()
    .default("")
    .transform((value) => value || null);

const summaryText = z.string().trim().max(300, POST_MESSAGES.summaryTooLong).regex(/^[^\p{Cc}]*$/u, POST_MESSAGES.summaryControl);

/** A post's address: lower-case words and dashes, and never the list page's "all". */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isPostSlug = (value: string) => POST_SLUG.test(value) && value !== "all" && value.length <= 100;

const sectionBoxes = Object.fromEntries(POST_SECTIONS.map((section) => [sectionFieldName(section), z.unknown().transform(checkbox)])) as Record<
  ReturnType<typeof sectionFieldName>,
  z.ZodEffects<z.ZodUnknown, boolean>
>;

const postSchema = z
  .object({
    title: plain(POST_MESSAGES.titleRequired, 200, POST_MESSAGES.titleTooLong),
    slug: z
      .string()
      .trim()
      .min(1, POST_MESSAGES.slugRequired)
      .max(100, POST_MESSAGES.slugTooLong)
      .regex(POST_SLUG, POST_MESSAGES.slugFormat)
      .refine((slug) => slug !== "all", POST_MESSAGES.slugReserved),
    author: plain(POST_MESSAGES.authorRequired, 100, POST_MESSAGES.authorTooLong),
    category: plain(POST_MESSAGES.categoryRequired, 60, POST_MESSAGES.categoryTooLong),
    summary: summaryText.min(1, POST_MESSAGES.summaryRequired),
    body_markdown: z.string().trim().min(1, POST_MESSAGES.bodyRequired).max(100_000, POST_MESSAGES.bodyTooLong),
    title_ar: optional(z.string().trim().max(200, POST_MESSAGES.titleTooLong).regex(PLAIN_TEXT, POST_MESSAGES.plainText)),
    category_ar: optional(z.string().trim().max(60, POST_MESSAGES.categoryTooLong).regex(PLAIN_TEXT, POST_MESSAGES.plainText)),
    summary_ar: optional(summaryText),
    cover_alt_ar: optional(z.string().trim().max(200, POST_MESSAGES.altTooLong).regex(PLAIN_TEXT, POST_MESSAGES.plainText)),
    body_markdown_ar: optional(z.string().trim().max(100_000, POST_MESSAGES.bodyTooLong)),
    video_url: z
      .string()
      .trim()
      .max(500, POST_MESSAGES.videoUrl)
      .refine((value) => value === "" || isHttpsUrl(value), POST_MESSAGES.videoUrl)
      .optional()
      .default(""),
    status: z.enum(["draft", "scheduled", "published"], { errorMap: () => ({ message: "Choose the post's status." }) }),
    publish_at: z.string().trim().max(40).optional().default(""),
    ...sectionBoxes,
  })
  .superRefine((post, context) => {
    if (post.video_url && !post.section_videos) context.addIssue({ code: "custom", path: ["video_url"], message: POST_MESSAGES.videoNeedsSection });
    const at = post.publish_at ? parseMuscatDateTime(post.publish_at) : null;
    if (post.publish_at && !at) return context.addIssue({ code: "custom", path: ["publish_at"], message: POST_MESSAGES.publishAtFormat });
    if (post.status === "scheduled") {
      if (!at) context.addIssue({ code: "custom", path: ["publish_at"], message: POST_MESSAGES.scheduledNeedsDate });
      else if (at.getTime() <= Date.now()) context.addIssue({ code: "custom", path: ["publish_at"], message: POST_MESSAGES.scheduledInPast });
    }
    // A minute's grace: the field has no seconds, and "now" typed by hand is a moment ago by the time it arrives.
    if (post.status === "published" && at && at.getTime() > Date.now() + 60_000) {
      context.addIssue({ code: "custom", path: ["publish_at"], message: POST_MESSAGES.publishedInFuture });
    }
  })
  .transform((post) => ({
    title: post.title,
    slug: post.slug,
    author: post.author,
    category: post.category,
    summary: post.summary,
    bodyMarkdown: post.body_markdown,
    titleAr: post.title_ar,
    categoryAr: post.category_ar,
    summaryAr: post.summary_ar,
    coverAltAr: post.cover_alt_ar,
    bodyMarkdownAr: post.body_markdown_ar,
    videoUrl: post.video_url || null,
    status: post.status,
    publishAt: post.publish_at ? parseMuscatDateTime(post.publish_at) : null,
    sections: POST_SECTIONS.filter((section) => post[sectionFieldName(section)]),
  }));

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && !/[\s<>"]/.test(value);
  } catch {
    return false;
  }
}

export type PostInput = z.output<typeof postSchema>;

export const POST_FORM_ID = "post-editor";
/** Save validates the post; Preview shows the Markdown rendered and saves nothing. */
export const postValidator = editorValidator(formValidator(postSchema));

export const POST_COVER_FORM_ID = "post-cover";
export const postCoverValidator = formValidator(
  z.object({ cover_alt: plain(POST_MESSAGES.altRequired, 200, POST_MESSAGES.altTooLong) }),
);

export const POST_DELETE_FORM_ID = "post-delete";
/** The delete step's confirmation (its page is /staff/posts/:id?delete). */
export const postDeleteValidator = formValidator(z.object({ intent: z.literal("delete") }));

/** The list's status filter, read from the URL: anything else is "every status". */
export function postStatusFilterFrom(params: URLSearchParams): PostStatusName | undefined {
  const status = params.get("status");
  return POST_STATUS_NAMES.find((name) => name === status);
}
