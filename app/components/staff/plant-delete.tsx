/**
 * The end of a plant in the editor: deleted for good only when nothing refers to it (a box to tick first: the
 * confirm step), else the button says it archives the plant (off the public site, kept for the saved lists that
 * hold it) and does that.
 */
import { StaffIntentForm } from "~/components/staff/intent-form";
import { CheckboxField } from "~/components/ui/field";
import { PLANT_DELETE_FORM_ID, plantArchiveValidator, plantDeleteValidator } from "~/forms/plants";

interface Props {
  name: string;
  status: "draft" | "published" | "archived";
  /** How many accounts keep the plant in their saved items. */
  saved: number;
  solutions: number;
  processes: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function PlantDelete({ name, status, saved, solutions, processes }: Props) {
  const heading = saved > 0 ? "Archive" : "Delete";
  return (
    <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm" data-testid="plant-delete">
      <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
        {heading}
      </h2>
      {saved > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {plural(saved, "account keeps", "accounts keep")} this plant in their saved items, so it cannot be deleted.{" "}
            {status === "archived"
              ? "It is archived: off the public site, kept for those lists."
              : "Archiving takes it off the public site, the map and the API, and keeps it for those lists."}
          </p>
          {status === "archived" ? null : (
            // Archiving needs no confirmation: setting the status back undoes it.
            <StaffIntentForm id={`${PLANT_DELETE_FORM_ID}-archive`} validator={plantArchiveValidator} intent="archive" submit="Archive plant (it cannot be deleted)" pendingLabel="Archiving..." variant="danger" className="mt-4 grid gap-3" aria-labelledby="delete-heading">
              {null}
            </StaffIntentForm>
          )}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Nothing refers to this plant: it can be deleted, with its links to {plural(solutions, "solution", "solutions")} and{" "}
            {plural(processes, "process", "processes")}. This cannot be undone; archiving (the status above) keeps it instead.
          </p>
          <StaffIntentForm id={PLANT_DELETE_FORM_ID} validator={plantDeleteValidator} intent="delete" submit="Delete plant" pendingLabel="Deleting..." variant="danger" className="mt-4 grid gap-3" aria-labelledby="delete-heading">
            <CheckboxField label={`I confirm: delete “${name}” for good.`} name="confirm" />
          </StaffIntentForm>
        </>
      )}
    </section>
  );
}
