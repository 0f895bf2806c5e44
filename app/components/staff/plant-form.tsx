/**
 * The plant's own form, on the new and the edit page: name and address (each with its optional Arabic
 * twin), country, website, e-mail, the location (fields, and the map picker with JavaScript), one checkbox per process of the tree, and the status. A plain
 * POST (intent=save) that works without JavaScript; after a refusal every field shows what was sent.
 */
import { useNavigation } from "@remix-run/react";
import type { FilterNode, IdName } from "~/backend/contract";
import { StaffFormKey } from "~/components/staff/form-key";
import { VersionField } from "~/components/staff/markdown-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import {
  PLANT_FORM_ID,
  PLANT_STATUS_LABELS,
  PLANT_STATUSES,
  plantValidator,
  processFieldName,
  type PlantStatus,
} from "~/forms/plants";
import { PlantLocation } from "./plant-location";

/** The values the form opens with (a new plant: none but its status). */
interface PlantFormValues {
  name: string;
  address: string;
  nameAr: string;
  addressAr: string;
  countryId: number | null;
  websiteUrl: string;
  email: string;
  latitude: string;
  longitude: string;
  status: PlantStatus;
  processes: number[];
}

interface Props {
  values: PlantFormValues;
  countries: IdName[];
  processes: FilterNode[];
  /** The version the plant was opened at; absent for a new plant. */
  version?: number;
  submit: string;
}

function ProcessTree({ nodes, ticked, level }: { nodes: FilterNode[]; ticked: Set<number>; level: number }) {
  return (
    <ul className={level === 0 ? "grid gap-2 sm:grid-cols-2" : "ms-6 mt-2 grid gap-2"}>
      {nodes.map((node) => (
        <li key={node.id}>
          <CheckboxField id={`plant-process-${node.id}`} name={processFieldName(node.id)} label={node.name} defaultChecked={ticked.has(node.id)} />
          {node.children.length ? <ProcessTree nodes={node.children} ticked={ticked} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function PlantForm({ values, countries, processes, version, submit }: Props) {
  const answer = useFormAnswer(PLANT_FORM_ID);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <AppForm id={PLANT_FORM_ID} validator={plantValidator} className="mt-4 grid gap-5" aria-label="Plant">
      <FormError message={answer?.formError} />
      <StaffFormKey />
      <input type="hidden" name="intent" value="save" />
      {version !== undefined ? <VersionField version={version} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" defaultValue={values.name} autoComplete="off" required />
        <TextField
          label="Name (Arabic)"
          name="name_ar"
          defaultValue={values.nameAr}
          autoComplete="off"
          lang="ar"
          dir="rtl"
          hint="Optional. Empty: the Arabic pages show the English name."
        />
        <TextField label="Address" name="address" defaultValue={values.address} autoComplete="off" />
        <TextField
          label="Address (Arabic)"
          name="address_ar"
          defaultValue={values.addressAr}
          autoComplete="off"
          lang="ar"
          dir="rtl"
          hint="Optional. Empty: the Arabic pages show the English address."
        />
      </div>
      <SelectField
        label="Country"
        name="country"
        defaultValue={values.countryId ?? ""}
        options={countries.map((country) => ({ value: country.id, label: country.name }))}
        placeholder="Choose a country"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Website" name="website" type="url" defaultValue={values.websiteUrl} autoComplete="off" hint="https://… or empty" />
        <TextField label="E-mail (optional)" name="email" type="email" defaultValue={values.email} autoComplete="off" />
      </div>
      <PlantLocation latitude={values.latitude} longitude={values.longitude} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Processes</legend>
        {processes.length ? (
          <ProcessTree nodes={processes} ticked={new Set(values.processes)} level={0} />
        ) : (
          <p className="text-sm text-slate-700">No process exists yet.</p>
        )}
      </fieldset>
      <SelectField
        label="Status"
        name="status"
        defaultValue={values.status}
        options={PLANT_STATUSES.map((status) => ({ value: status, label: PLANT_STATUS_LABELS[status] }))}
        hint="Only published plants show on the public site, the map and the API."
      />
      <div>
        <Button type="submit" pending={pending} pendingLabel="Saving...">
          {submit}
        </Button>
      </div>
    </AppForm>
  );
}
