/**
 * A Markdown text of a staff editor: a textarea, a "Preview" submit button and, after it was pressed, the
 * text as the public page will show it, rendered and sanitized by the server. Without JavaScript the button posts the
 * form (intent=preview); the action answers with the form as typed and the preview, saving nothing.
 */
import { useActionData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { INTENT_PREVIEW } from "~/forms/content";

/** What an editor's action answers to Preview, besides the form's values: the rendered HTML of each Markdown field. */
interface PreviewAnswer {
  preview: Record<string, string>;
}

interface Props {
  name: string;
  label: string;
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  /** The text's language and direction when it is not the page's (an Arabic text in the English staff workspace). */
  lang?: string;
  dir?: "rtl" | "ltr";
  /** The Preview button's words, when the form has more than one Markdown text. */
  previewLabel?: string;
  /** What the preview is of, in its label ("Preview of the …"); the field's label by default. */
  previewOf?: string;
}

export function MarkdownField({ name, label, defaultValue, hint, required, rows = 12, lang, dir, previewLabel = "Preview", previewOf }: Props) {
  const answer = useActionData() as Partial<PreviewAnswer> | undefined;
  const html = answer && typeof answer === "object" && answer.preview ? answer.preview[name] : undefined;
  const previewId = `${name}-preview`;
  const of = previewOf ?? `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return (
    <div className="space-y-2">
      <TextAreaField
        name={name}
        label={label}
        defaultValue={defaultValue}
        rows={rows}
        required={required}
        lang={lang}
        dir={dir}
        className="font-mono text-sm"
        hint={hint ?? "Markdown: **bold**, *italic*, ## headings, - lists, [links](https://…), tables. Scripts and styles are removed."}
      />
      <Button type="submit" name="intent" value={INTENT_PREVIEW} variant="secondary" aria-controls={html !== undefined ? previewId : undefined}>
        {previewLabel}
      </Button>
      {html !== undefined ? (
        // Labelled, not headed: the field sits at different heading depths on different pages.
        <section aria-label={`Preview of the ${of}`} id={previewId} className="rounded-md border border-dashed border-slate-400 p-4">
          <p className="text-sm font-semibold text-slate-700" aria-hidden="true">
            Preview of the {of}
          </p>
          {html ? (
            <div className="prose-content mt-2 text-slate-800" lang={lang} dir={dir} data-testid={`${name}-preview`} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="mt-2 text-slate-700">Nothing to show yet.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The version a record was opened at, posted back with the save (optimistic concurrency). After a stale-save refusal
 * the action answers the version now stored (`currentVersion`): saving again then replaces the other editor's changes,
 * knowingly.
 */
export function VersionField({ version }: { version: number }) {
  const answer = useActionData() as { currentVersion?: number } | undefined;
  const current = answer && typeof answer === "object" && typeof answer.currentVersion === "number" ? answer.currentVersion : version;
  return <input type="hidden" name="version" value={current} />;
}

/**
 * The form's default button, first in the form: Enter in a one-line field saves (the browser presses the first submit
 * button), rather than pressing the Markdown field's Preview button placed earlier than the visible Save.
 */
export function DefaultSave({ value = "save" }: { value?: string }) {
  return (
    <button type="submit" name="intent" value={value} className="sr-only" tabIndex={-1} aria-hidden="true">
      Save
    </button>
  );
}
