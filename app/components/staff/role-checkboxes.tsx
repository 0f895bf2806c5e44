/** The role checkboxes of a staff form (one field per role) as a labelled group, with the group's message. */
import { useId } from "react";
import { useField } from "remix-validated-form";
import type { StaffRole } from "~/db/schema";
import { useInAppForm } from "~/forms/app-form";
import { ROLE_LABELS, ROLES, roleFieldName } from "~/forms/staff";
import { CheckboxField } from "~/components/ui/field";

interface Props {
  legend: string;
  /** The roles ticked before anything is posted. */
  checked?: readonly StaffRole[];
  /** Makes the boxes' ids unique on a page with one group per member. */
  idPrefix?: string;
  /** The legend for screen readers only, where a table's column already names the group. */
  hideLegend?: boolean;
}

export function RoleCheckboxes({ legend, checked = [], idPrefix, hideLegend = false }: Props) {
  const form = useInAppForm();
  const { error } = useField("roles", { formId: form?.id });
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  return (
    <fieldset aria-describedby={error ? `${prefix}-roles-error` : undefined}>
      <legend className={hideLegend ? "sr-only" : "mb-1 text-sm font-medium text-slate-800"}>{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {ROLES.map((role) => (
          <CheckboxField key={role} id={`${prefix}-${role}`} name={roleFieldName(role)} label={ROLE_LABELS[role]} defaultChecked={checked.includes(role)} />
        ))}
      </div>
      {error ? (
        <p id={`${prefix}-roles-error`} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
