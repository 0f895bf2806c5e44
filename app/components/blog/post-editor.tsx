/**
 * The blog editor's forms: a post's fields (/staff/posts/new and /staff/posts/:id), with the optional
 * Arabic twin of its title, summary, picture description and text, and its cover picture
 * (a multipart form posting to /staff/posts/:id/picture). Both are plain POSTs that work without JavaScript; after a
 * refusal the fields come back as typed (AppForm), the picture excepted (a refused file is never kept).
 */
import { useNavigation } from "@remix-run/react";
import { useId } from "react";
import { StaffFormKey } from "~/components/staff/form-key";
import { MarkdownField, VersionField } from "~/components/staff/markdown-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import {
  POST_COVER_FORM_ID,
  POST_FORM_ID,
  POST_SECTION_LABELS,
  POST_SECTIONS,
  POST_STATUS_LABELS,
  POST_STATUS_NAMES,
  postCoverValidator,
  postValidator,
  sectionFieldName,
  type PostSectionName,
  type PostStatusName,
} from "~/forms/posts";

/** A post as its form shows it before anything is posted. */
export interface PostFormValues {
  title: string;
  slug: string;
  author: string;
  category: string;
  summary: string;
  bodyMarkdown: string;
  /** The Arabic texts, "" for none. */
  titleAr: string;
  categoryAr: string;
  summaryAr: string;
  coverAltAr: string;
  bodyMarkdownAr: string;
  sections: readonly PostSectionName[];
  videoUrl: string;
  status: PostStatusName;
  /** "YYYY-MM-DDTHH:MM", Muscat time, or "". */
  publishAt: string;
}

export const EMPTY_POST: PostFormValues = {
  title: "",
  slug: "",
  author: "",
  category: "",
  summary: "",
  bodyMarkdown: "",
  titleAr: "",
  categoryAr: "",
  summaryAr: "",
  coverAltAr: "",
  bodyMarkdownAr: "",
  sections: ["latest"],
  videoUrl: "",
  status: "draft",
  publishAt: "",
};

export function PostEditorForm({ values, version, submit }: { values: PostFormValues; version?: number; submit: string }) {
  const answer = useFormAnswer(POST_FORM_ID);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "preview" && navigation.formData?.has("body_markdown");
  const legendId = useId();
  const arabicLegendId = useId();
  return (
    <AppForm id={POST_FORM_ID} validator={postValidator} className="mt-4 grid gap-4">
      <StaffFormKey />
      <FormError message={answer?.formError} />
      {version !== undefined ? <VersionField version={version} /> : null}
      <TextField label="Title" name="title" required maxLength={200} defaultValue={values.title} autoComplete="off" />
      <TextField
        label="Address (slug)"
        name="slug"
        required
        maxLength={100}
        defaultValue={values.slug}
        autoComplete="off"
        hint="The post's address is /blog/ and this: lower-case words and dashes. After a rename the old address still leads here."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" name="author" required maxLength={100} defaultValue={values.author} />
        <TextField label="Category" name="category" required maxLength={60} defaultValue={values.category} hint="e.g. Innovation, Corrosion, Water treatment." />
      </div>
      <TextAreaField label="Summary" name="summary" required rows={3} maxLength={300} defaultValue={values.summary} hint="At most 300 characters: cards and search engines show it." />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800">
          Sections of the blog page
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {POST_SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              name={sectionFieldName(section)}
              label={POST_SECTION_LABELS[section]}
              defaultChecked={values.sections.includes(section)}
            />
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">Every published post is also on the list of all posts (/blog/all).</p>
      </fieldset>
      <MarkdownField name="body_markdown" label="Text" required defaultValue={values.bodyMarkdown} rows={16} />
      <fieldset className="grid gap-4 rounded-md border border-slate-300 p-3" aria-labelledby={arabicLegendId}>
        <legend id={arabicLegendId} className="px-1 text-sm font-medium text-slate-800">
          Arabic version (optional)
        </legend>
        <p className="text-xs text-slate-600">The post at /ar/blog/… shows each Arabic text written here, and the English one where it is empty.</p>
        <TextField label="Title (Arabic)" name="title_ar" maxLength={200} defaultValue={values.titleAr} autoComplete="off" lang="ar" dir="rtl" />
        <TextField label="Category (Arabic)" name="category_ar" maxLength={60} defaultValue={values.categoryAr} autoComplete="off" lang="ar" dir="rtl" hint="e.g. الابتكار" />
        <TextAreaField label="Summary (Arabic)" name="summary_ar" rows={3} maxLength={300} defaultValue={values.summaryAr} lang="ar" dir="rtl" hint="At most 300 characters." />
        <TextField
          label="Description of the cover picture (Arabic alt text)"
          name="cover_alt_ar"
          maxLength={200}
          defaultValue={values.coverAltAr}
          autoComplete="off"
          lang="ar"
          dir="rtl"
        />
        <MarkdownField
          name="body_markdown_ar"
          label="Text (Arabic, Markdown)"
          defaultValue={values.bodyMarkdownAr}
          rows={16}
          lang="ar"
          dir="rtl"
          previewLabel="Preview the Arabic"
          previewOf="Arabic text"
        />
      </fieldset>
      <TextField
        label="Video address"
        name="video_url"
        type="url"
        maxLength={500}
        defaultValue={values.videoUrl}
        placeholder="https://"
        hint="Only for posts in the Videos section: the card links to it."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          name="status"
          required
          defaultValue={values.status}
          options={POST_STATUS_NAMES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] }))}
          hint="Draft: only here. Scheduled: shows from its publish date. Published: shows now."
        />
        <TextField
          label="Publish date (Muscat time)"
          name="publish_at"
          type="datetime-local"
          defaultValue={values.publishAt}
          hint="Required for Scheduled (in the future). For Published, empty means now."
        />
      </div>
      <div>
        <Button type="submit" pending={saving} pendingLabel="Saving...">
          {submit}
        </Button>
      </div>
    </AppForm>
  );
}

/** The cover picture's form; `action` is the picture route's address (the edit page posts there too). */
export function PostCoverForm({ action, alt, maxSize }: { action: string; alt: string; maxSize: string }) {
  const answer = useFormAnswer(POST_COVER_FORM_ID);
  const fileError = answer?.fieldErrors.image;
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <AppForm id={POST_COVER_FORM_ID} validator={postCoverValidator} action={action} encType="multipart/form-data" className="mt-4 grid gap-4">
      <StaffFormKey />
      <FormError message={answer?.formError} />
      <FileField
        id="post-cover-image"
        name="image"
        label="Picture"
        accept="image/png,image/jpeg,image/webp"
        error={fileError}
        hint={`PNG, JPEG or WebP, at most ${maxSize}. Its metadata (camera, place) is removed.`}
      />
      <TextField label="Description of the picture (alt text)" name="cover_alt" required maxLength={200} defaultValue={alt} />
      <div>
        <Button type="submit" pending={uploading} pendingLabel="Uploading...">
          Upload cover
        </Button>
      </div>
    </AppForm>
  );
}
