/**
 * The editor's Hazards form: status, classification rows, H and P codes, transport and physical data, posted on its own
 * (intent `hazards`) so a hazard save never needs the rest of the solution. The pictograms, signal word and the
 * classification's H statements are shown read-only: the save derives them. Under each codes field a search by code or
 * words: a GET form of the page's own address without JavaScript, a fetcher to the same loader as one types with it.
 * The schema runs on the server only (it needs the statement lists); its messages come back beside the fields.
 */
import { useActionData, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { GhsPictogram } from "~/components/hazards/ghs-pictogram";
import { VersionField } from "~/components/staff/markdown-field";
import { StaffFormKey } from "~/components/staff/form-key";
import { Button } from "~/components/ui/button";
import { CheckboxField, FieldShell, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { CLASSIFICATION_ROWS, classificationFieldName, HAZARDS_FORM_ID } from "~/forms/hazards-fields";
import { formValidator } from "~/forms/kit";
import { isPictogramCode, PACKING_GROUPS, type SignalWord } from "~/content/ghs/pictograms";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/react";

type Coded = { code: string; text: string };
type Label = { pictograms: readonly string[]; signalWord: string | null; hazardStatements: readonly Coded[] };
type Kind = "H" | "P";

interface HazardsData {
  values: Record<string, string>;
  label: Label;
  precautionary: readonly Coded[];
  classGroups: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  search: { query: string; kind: Kind; results: readonly Coded[] };
}

/** The browser posts the form as it is: the hazard schema needs the code lists, which stay on the server. */
const serverChecked = formValidator(z.object({}).passthrough());

const STATUS_CHOICES = [
  { value: "not_entered", label: "Not entered yet", hint: "Nothing is known yet: saving clears every hazard field." },
  { value: "not_classified", label: "Not classified as hazardous", hint: "Saving clears the classification, statements and transport; the physical data is kept." },
  { value: "classified", label: "Classified", hint: "Choose its hazard classes below." },
] as const;

const KIND_WORDS: Record<Kind, { field: string; name: string; label: string }> = {
  H: { field: "hazard_statements", name: "hazard statement", label: "Hazard statements (H, EUH)" },
  P: { field: "precautionary_statements", name: "precautionary statement", label: "Precautionary statements (P)" },
};

export function HazardsForm({ hazards, version }: { hazards: HazardsData; version: number }) {
  const answer = useFormAnswer(HAZARDS_FORM_ID);
  const extra = useActionData() as { formId?: string; suggestion?: Label; notice?: string } | undefined;
  const suggestion = extra && typeof extra === "object" && extra.formId === HAZARDS_FORM_ID ? extra : undefined;
  const navigation = useNavigation();
  const pending = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  // After a refused or suggested post, the radios show what was sent (the bound fields refill themselves).
  const status = answer?.repopulateFields.hazard_status ?? hazards.values.hazard_status;
  const value = (name: string) => hazards.values[name] ?? "";
  return (
    <>
      <AppForm id={HAZARDS_FORM_ID} validator={serverChecked} className="mt-4 grid gap-5" aria-labelledby="hazards-heading">
        <button type="submit" name="intent" value="hazards" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save hazard data
        </button>
        <FormError message={answer?.formError} />
        <StaffFormKey />
        <VersionField version={version} />
        <fieldset className="rounded-md border border-slate-300 p-3" aria-describedby={answer?.fieldErrors.hazard_status ? "hazard-status-error" : undefined}>
          <legend className="px-1 text-sm font-medium text-slate-800">Hazard classification status</legend>
          <div className="grid gap-2">
            {STATUS_CHOICES.map((choice) => (
              <div key={choice.value} className="flex items-start gap-2">
                <input
                  type="radio"
                  id={`hazard-status-${choice.value}`}
                  name="hazard_status"
                  value={choice.value}
                  defaultChecked={status === choice.value}
                  aria-describedby={`hazard-status-${choice.value}-hint`}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <label htmlFor={`hazard-status-${choice.value}`} className="text-sm text-slate-900">
                    {choice.label}
                  </label>
                  <span id={`hazard-status-${choice.value}-hint`} className="block text-xs text-slate-600">
                    {choice.hint}
                  </span>
                </span>
              </div>
            ))}
          </div>
          {answer?.fieldErrors.hazard_status ? (
            <p id="hazard-status-error" className="mt-1 text-sm font-medium text-red-700" role="alert">
              {answer.fieldErrors.hazard_status}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">GHS classification</legend>
          <p className="text-xs text-slate-600">One hazard class and category a row; empty rows are ignored.</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {Array.from({ length: CLASSIFICATION_ROWS }, (_, index) => {
              const name = classificationFieldName(index + 1);
              return <ClassSelect key={name} name={name} row={index + 1} groups={hazards.classGroups} defaultValue={value(name)} />;
            })}
          </div>
          <div className="mt-3">
            <Button type="submit" name="intent" value="hazards_suggest" variant="secondary" pending={pending("hazards_suggest")} pendingLabel="Suggesting...">
              Suggest from classification
            </Button>
          </div>
        </fieldset>

        <LabelElements label={suggestion?.suggestion ?? hazards.label} suggested={Boolean(suggestion?.suggestion)} notice={suggestion?.notice} />

        <div className="grid gap-2">
          <TextAreaField
            key={answer?.repopulateFields.hazard_statements ?? "stored"}
            id="hazard-statements"
            name="hazard_statements"
            label={KIND_WORDS.H.label}
            defaultValue={value("hazard_statements")}
            rows={3}
            className="font-mono text-sm"
            hint="Codes, one a line or separated by commas. The classification's own are added on save; type others such as EUH066 here."
          />
          <StatementSearch kind="H" search={hazards.search} textareaId="hazard-statements" />
        </div>
        <div className="grid gap-2">
          <TextAreaField
            id="precautionary-statements"
            name="precautionary_statements"
            label={KIND_WORDS.P.label}
            defaultValue={value("precautionary_statements")}
            rows={4}
            className="font-mono text-sm"
            hint="Codes, one a line or separated by commas; combined codes as P301+P310."
          />
          {hazards.precautionary.length ? <CodedList label="Saved precautionary statements" items={hazards.precautionary} /> : null}
          <StatementSearch kind="P" search={hazards.search} textareaId="precautionary-statements" />
        </div>

        <fieldset className="rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Transport (UN Model Regulations)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="UN number" name="un_number" defaultValue={value("un_number")} maxLength={10} autoComplete="off" hint="UN and 4 digits, e.g. UN1993. Empty: not dangerous goods." />
            <TextField label="Transport class" name="transport_class" defaultValue={value("transport_class")} maxLength={10} autoComplete="off" hint="e.g. 3, 6.1 or 8." />
            <TextField label="Proper shipping name" name="shipping_name" defaultValue={value("shipping_name")} maxLength={200} autoComplete="off" />
            <TextField label="Proper shipping name (Arabic)" name="shipping_name_ar" defaultValue={value("shipping_name_ar")} maxLength={200} autoComplete="off" lang="ar" dir="rtl" hint="Optional. Empty: the Arabic pages show the English." />
            <SelectField
              label="Packing group"
              name="packing_group"
              defaultValue={value("packing_group")}
              placeholder="None"
              options={PACKING_GROUPS.map((group) => ({ value: group, label: group }))}
            />
            <CheckboxField label="Marine pollutant" name="marine_pollutant" defaultChecked={value("marine_pollutant") === "on"} className="self-end" />
          </div>
        </fieldset>

        <fieldset className="rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Physical data</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Flash point (°C)" name="flash_point_c" inputMode="decimal" defaultValue={value("flash_point_c")} autoComplete="off" hint="May be negative, e.g. -12." />
            <TextField label="Pour point (°C)" name="pour_point_c" inputMode="decimal" defaultValue={value("pour_point_c")} autoComplete="off" hint="May be negative." />
            <TextField label="pH" name="ph" inputMode="decimal" defaultValue={value("ph")} autoComplete="off" hint="From 0 to 14." />
            <TextField label="Density (kg/m³ at 15 °C)" name="density_kg_m3" inputMode="decimal" defaultValue={value("density_kg_m3")} autoComplete="off" />
          </div>
        </fieldset>

        <div>
          <Button type="submit" name="intent" value="hazards" pending={pending("hazards")} pendingLabel="Saving...">
            Save hazard data
          </Button>
        </div>
      </AppForm>
      {/* The searches' own GET forms: their fields sit in the hazard form above and name them (form="…"). */}
      {(["H", "P"] as const).map((kind) => (
        <SearchForm key={kind} kind={kind} />
      ))}
    </>
  );
}

function ClassSelect({ name, row, groups, defaultValue }: { name: string; row: number; groups: HazardsData["classGroups"]; defaultValue: string }) {
  // A SelectField cannot group its options; this select binds to the form's answer the same way.
  const answer = useFormAnswer(HAZARDS_FORM_ID);
  const error = answer?.fieldErrors[name];
  const sent = answer && (answer.formId || Object.keys(answer.repopulateFields).length) ? (answer.repopulateFields[name] ?? "") : defaultValue;
  const id = `hazard-class-${row}`;
  return (
    <FieldShell id={id} label={`Hazard class ${row}`} error={error}>
      <select
        key={sent}
        id={id}
        name={name}
        defaultValue={sent}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? "border-red-600" : "border-slate-400"}`}
      >
        <option value="">None</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

function LabelElements({ label, suggested, notice }: { label: Label; suggested: boolean; notice?: string }) {
  const common = useT("common");
  const signal = label.signalWord ? common(`hazards.signal.${label.signalWord as SignalWord}`) : null;
  return (
    <section aria-labelledby="hazard-label-heading" className="rounded-md border border-slate-300 bg-slate-50 p-3" data-testid="hazard-label-elements">
      <h3 id="hazard-label-heading" className="text-sm font-semibold text-slate-900">
        {suggested ? "Label elements suggested from the classification" : "Label elements from the classification"}
      </h3>
      <p className="text-xs text-slate-600">{notice ?? "Derived on save: they cannot be typed, so they always agree with the classes."}</p>
      {label.pictograms.length ? (
        <ul className="mt-2 flex flex-wrap gap-3" aria-label="Pictograms">
          {label.pictograms.filter(isPictogramCode).map((code) => (
            <li key={code} className="flex items-center gap-1 text-sm text-slate-800">
              <GhsPictogram code={code} size={32} labelled={false} />
              {common(`hazards.pictogram.${code}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No pictogram.</p>
      )}
      <p className="mt-2 text-sm text-slate-800">
        Signal word: <strong data-testid="hazard-signal-word">{signal ?? "none"}</strong>
      </p>
      {label.hazardStatements.length ? <CodedList label="Hazard statements" items={label.hazardStatements} /> : null}
    </section>
  );
}

function CodedList({ label, items }: { label: string; items: readonly Coded[] }) {
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <ul className="text-sm text-slate-800" aria-label={label}>
        {items.map((item) => (
          <li key={item.code}>
            <code className="font-semibold">{item.code}</code> {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

const searchFormId = (kind: Kind) => `hazard-search-${kind}`;

function SearchForm({ kind }: { kind: Kind }) {
  const { pathname } = useLocation();
  return <form id={searchFormId(kind)} method="get" action={`${pathname}#${searchFormId(kind)}-field`} />;
}

/**
 * The code search under a codes field. Its fields belong to a GET form outside the hazard form (form="…"), so without
 * JavaScript "Find" reloads the page with the matches; with it, matches follow the typing and "Add" puts a code in
 * the field.
 */
function StatementSearch({ kind, search, textareaId }: { kind: Kind; search: HazardsData["search"]; textareaId: string }) {
  const words = KIND_WORDS[kind];
  const fetcher = useFetcher<{ hazards: { search: HazardsData["search"] } }>();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [query, setQuery] = useState(search.kind === kind ? search.query : "");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const fetched = fetcher.data?.hazards.search;
  const shown = fetched?.kind === kind ? fetched : search.kind === kind ? search : null;
  const formId = searchFormId(kind);
  const fieldId = `${formId}-field`;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    // With JavaScript the GET form loads the matches into this list instead of reloading the page.
    const form = document.getElementById(formId);
    if (!form) return;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      fetcher.load(`${pathname}?${new URLSearchParams({ hazardSearch: query, kind })}`);
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId, pathname, query, kind, fetcher]);

  const typed = (next: string) => {
    setQuery(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`${pathname}?${new URLSearchParams({ hazardSearch: next, kind })}`), 250);
  };

  const add = (code: string) => {
    const field = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!field) return;
    const current = field.value.trim();
    field.value = current ? `${current.replace(/[,\s]+$/, "")}, ${code}` : code;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };

  return (
    <div role="search" aria-label={`Find ${words.name} codes`} className="rounded-md border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <FieldShell id={fieldId} label={`Find a ${words.name} by code or words`} className="min-w-64 flex-1">
          <input
            id={fieldId}
            type="search"
            name="hazardSearch"
            form={formId}
            value={query}
            onChange={(event) => typed(event.target.value)}
            maxLength={100}
            autoComplete="off"
            aria-controls={`${formId}-results`}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
        </FieldShell>
        <input type="hidden" name="kind" value={kind} form={formId} />
        <Button type="submit" form={formId} variant="secondary" aria-label={`Find ${words.name}s`}>
          Find
        </Button>
      </div>
      <div id={`${formId}-results`} aria-live="polite" data-testid={`hazard-search-${kind}`}>
        {shown && shown.query ? (
          shown.results.length ? (
            <ul className="mt-2 divide-y divide-slate-200 text-sm">
              {shown.results.map((result) => (
                <li key={result.code} className="flex items-start justify-between gap-3 py-1">
                  <span>
                    <code className="select-all font-semibold">{result.code}</code> {result.text}
                  </span>
                  {hydrated ? (
                    <Button variant="ghost" className="px-2 py-1" onClick={() => add(result.code)} aria-label={`Add ${result.code}`}>
                      Add
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">No {words.name} matches “{shown.query}”.</p>
          )
        ) : null}
      </div>
    </div>
  );
}
