/**
 * The vacancy's form, on /staff/vacancies/new and /staff/vacancies/:id: title, the text in Markdown with its
 * server-rendered Preview, each with its optional Arabic twin, department, city (grouped by country), open or closed, and the dates it shows from and
 * closes on. A plain POST (intent save or preview), so it works without JavaScript; after a refusal every field
 * is filled again with what was sent.
 */
import { useNavigation } from "@remix-run/react";
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { StaffFormKey } from "~/components/staff/form-key";
import { MarkdownField, VersionField } from "~/components/staff/markdown-field";
import { Button } from "~/components/ui/button";
import { bindToForm, FieldShell, SelectField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { TITLE_MAX, VACANCY_FORM_ID, VACANCY_STATUS_LABELS, vacancyValidator } from "~/forms/vacancies";

export interface VacancyFormValues {
  title: string;
  content: string;
  title_ar: string;
  content_ar: string;
  department: string;
  location: string;
  status: "open" | "closed";
  opens_on: string;
  closes_on: string;
}

export interface VacancyChoices {
  departments: { id: number; name: string }[];
  countries: { country: string; cities: { id: number; name: string }[] }[];
}

type CitySelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  countries: VacancyChoices["countries"];
};

/** The city, its options grouped by country (one select: works the same with and without JavaScript). */
const CitySelectView = forwardRef<HTMLSelectElement, CitySelectProps>(function CitySelect({ label, error, hint, countries, required, ...props }, ref) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select
        ref={ref}
        id={id}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
          error ? "border-red-600" : "border-slate-400"
        }`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required || undefined}
        {...props}
      >
        <option value="">Choose…</option>
        {countries.map((group) => (
          <optgroup key={group.country} label={group.country}>
            {group.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {group.country}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
});

const CitySelect = bindToForm(CitySelectView, "value");

interface Props {
  values: VacancyFormValues;
  choices: VacancyChoices;
  /** The version the vacancy was opened at; none for a new one. */
  version?: number;
  submit: string;
}

export function VacancyForm({ values, choices, version, submit }: Props) {
  const answer = useFormAnswer(VACANCY_FORM_ID);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <AppForm id={VACANCY_FORM_ID} validator={vacancyValidator} className="mt-4 grid gap-4" aria-label="Vacancy">
      <FormError message={answer?.formError} />
      <StaffFormKey />
      {version !== undefined ? <VersionField version={version} /> : null}
      <TextField
        label="Title"
        name="title"
        required
        maxLength={TITLE_MAX}
        defaultValue={values.title}
        hint={`At most ${TITLE_MAX} characters, plain text (no < or >).`}
      />
      <TextField
        label="Title (Arabic)"
        name="title_ar"
        maxLength={TITLE_MAX}
        defaultValue={values.title_ar}
        lang="ar"
        dir="rtl"
        hint="Optional: the title on the Arabic pages. Empty: they show the English title."
      />
      <MarkdownField name="content" label="Text of the vacancy" defaultValue={values.content} required rows={16} />
      <MarkdownField
        name="content_ar"
        label="Text of the vacancy (Arabic, Markdown)"
        defaultValue={values.content_ar}
        rows={16}
        lang="ar"
        dir="rtl"
        previewLabel="Preview the Arabic"
        previewOf="Arabic text of the vacancy"
        hint="Optional, in Markdown like the English. Empty: the Arabic page shows the English text."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Department"
          name="department"
          required
          placeholder="Choose…"
          defaultValue={values.department}
          options={choices.departments.map((d) => ({
            value: String(d.id),
            label: d.name,
          }))}
        />
        <CitySelect label="Location (city)" name="location" required defaultValue={values.location} countries={choices.countries} />
        <SelectField
          label="Status"
          name="status"
          required
          defaultValue={values.status}
          options={Object.entries(VACANCY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          hint="A closed vacancy leaves /careers; its page says it is closed and takes no applications."
        />
        <TextField
          label="Show from (optional)"
          name="opens_on"
          type="date"
          defaultValue={values.opens_on}
          placeholder="YYYY-MM-DD"
          hint="Listed from the start of this day, Oman time. Empty: at once. Until then its page is not found."
        />
        <TextField
          label="Close on (optional)"
          name="closes_on"
          type="date"
          defaultValue={values.closes_on}
          placeholder="YYYY-MM-DD"
          hint="Closed from the start of this day, Oman time; must be after “Show from”. Empty: open until closed by hand."
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" pending={saving} pendingLabel="Saving...">
          {submit}
        </Button>
      </div>
    </AppForm>
  );
}
