/**
 * The solution editor's form, for a new solution and an existing one: name, commercial name, the
 * categories (one checkbox per node of the tree, indented), the technical data and the problems treated with their dose
 * ranges (./technical-fields.tsx), the description in Markdown with its Preview, and the optional Arabic twin of each text (empty: the Arabic pages show the English). A plain
 * POST (intent save or preview) to the page's action, so it works without JavaScript; after a refusal every field
 * shows what was sent.
 */
import { useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { StaffFormKey } from "~/components/staff/form-key";
import { DefaultSave, MarkdownField, VersionField } from "~/components/staff/markdown-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { categoryFieldName, SOLUTION_FORM_ID, solutionValidatorFor } from "~/forms/solutions";
import type { ProblemGroupChoice, TechnicalFields } from "~/forms/solution-technical";
import { TechnicalFieldsets } from "./technical-fields";

export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}

interface Props {
  categories: readonly CategoryOption[];
  /** The problem list, by group: the "Problems treated" checkboxes, and what the form's check accepts. */
  problems: readonly ProblemGroupChoice[];
  solution?: {
    name: string;
    commercialName: string;
    markdown: string;
    nameAr: string;
    commercialNameAr: string;
    markdownAr: string;
    categoryIds: readonly number[];
    technical: TechnicalFields;
    version: number;
  };
  submit: string;
}

export function SolutionForm({ categories, problems, solution, submit }: Props) {
  const validator = useMemo(() => solutionValidatorFor(problems.flatMap((group) => group.problems)), [problems]);
  const answer = useFormAnswer(SOLUTION_FORM_ID);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <AppForm id={SOLUTION_FORM_ID} validator={validator} className="mt-4 grid gap-4" aria-labelledby="solution-form-heading">
      <DefaultSave />
      <FormError message={answer?.formError} />
      <StaffFormKey />
      {solution ? <VersionField version={solution.version} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" required maxLength={200} defaultValue={solution?.name} autoComplete="off" />
        <TextField
          label="Commercial name"
          name="commercial_name"
          maxLength={200}
          defaultValue={solution?.commercialName}
          autoComplete="off"
          hint="Optional: the trade name printed on the drum."
        />
        <TextField
          label="Name (Arabic)"
          name="name_ar"
          maxLength={200}
          defaultValue={solution?.nameAr}
          autoComplete="off"
          lang="ar"
          dir="rtl"
          hint="Optional: the name on the Arabic pages. Empty: they show the English name."
        />
        <TextField
          label="Commercial name (Arabic)"
          name="commercial_name_ar"
          maxLength={200}
          defaultValue={solution?.commercialNameAr}
          autoComplete="off"
          lang="ar"
          dir="rtl"
          hint="Optional. Empty: the Arabic pages show the English one (trade names usually stay as printed)."
        />
      </div>
      <fieldset className="rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Categories</legend>
        {categories.length ? (
          <div className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
            {categories.map((category) => (
              <div key={category.id} style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                <CheckboxField
                  id={`solution-category-${category.id}`}
                  name={categoryFieldName(category.id)}
                  label={category.name}
                  defaultChecked={solution?.categoryIds.includes(category.id)}
                />
              </div>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-700">No categories yet.</p>
        )}
      </fieldset>
      <TechnicalFieldsets problems={problems} technical={solution?.technical} />
      <MarkdownField name="description" label="Description" defaultValue={solution?.markdown} />
      <MarkdownField
        name="description_ar"
        label="Description (Arabic, Markdown)"
        defaultValue={solution?.markdownAr}
        lang="ar"
        dir="rtl"
        previewLabel="Preview the Arabic"
        previewOf="Arabic description"
        hint="Optional, in Markdown like the English. Empty: the Arabic page shows the English description."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" pending={saving} pendingLabel="Saving...">
          {submit}
        </Button>
      </div>
    </AppForm>
  );
}
