/**
 * A plant's related solutions in the editor: each with its "Remove" button, and "Add a solution": a search by name
 * (GET ?solution_q= on the same page) listing the solutions not yet related, each with an "Add" button. Every button
 * is its own small POST (intent solution_add / solution_remove), so all of it works without JavaScript; the answer is
 * a toast either way.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { StaffFormKey } from "~/components/staff/form-key";
import { StaffPanel } from "~/components/staff/staff-panel";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { AppForm } from "~/forms/app-form";
import { PLANT_SOLUTION_FORM_ID, PLANT_STATUS_NAMES, plantSolutionValidator, type PlantStatus } from "~/forms/plants";

interface RelatedSolution {
  id: number;
  name: string;
  status: PlantStatus;
}

function SolutionButton({ solution, intent, search }: { solution: RelatedSolution; intent: "solution_add" | "solution_remove"; search: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("solution") === String(solution.id);
  const verb = intent === "solution_add" ? "Add" : "Remove";
  return (
    <AppForm id={`${PLANT_SOLUTION_FORM_ID}-${intent}-${solution.id}`} validator={plantSolutionValidator} className="inline">
      <StaffFormKey />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="solution" value={solution.id} />
      <input type="hidden" name="solution_q" value={search} />
      <Button type="submit" variant="secondary" className="px-3 py-1" pending={pending} pendingLabel={`${verb}...`} aria-label={`${verb} ${solution.name}`}>
        {verb}
      </Button>
    </AppForm>
  );
}

function StatusNote({ status }: { status: PlantStatus }) {
  return status === "published" ? null : <span className="ms-2 text-xs text-slate-600">({PLANT_STATUS_NAMES[status].toLowerCase()})</span>;
}

interface Props {
  plantId: number;
  related: RelatedSolution[];
  search: string;
  found: RelatedSolution[];
}

export function PlantSolutions({ plantId, related, search, found }: Props) {
  return (
    <StaffPanel id="solutions-heading" title="Related solutions" testId="plant-solutions">
      {related.length ? (
        <ul className="mt-3 divide-y divide-slate-200" aria-labelledby="solutions-heading" data-testid="related-solutions">
          {related.map((solution) => (
            <li key={solution.id} className="flex items-center justify-between gap-4 py-2">
              <span className="text-slate-900">
                {solution.name}
                <StatusNote status={solution.status} />
              </span>
              <SolutionButton solution={solution} intent="solution_remove" search={search} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">No related solution yet.</p>
      )}
      <h3 id="add-solution-heading" className="mt-6 text-base font-semibold text-slate-900">
        Add a solution
      </h3>
      <Form method="get" role="search" aria-labelledby="add-solution-heading" className="mt-2 flex flex-wrap items-end gap-3" preventScrollReset>
        <TextField label="Solution name" name="solution_q" type="search" defaultValue={search} maxLength={100} wrapperClassName="min-w-64 flex-1" />
        <Button type="submit" variant="secondary">
          Search solutions
        </Button>
      </Form>
      {search ? (
        found.length ? (
          <ul className="mt-3 divide-y divide-slate-200" aria-label={`Solutions matching “${search}”`} data-testid="solutions-to-add">
            {found.map((solution) => (
              <li key={solution.id} className="flex items-center justify-between gap-4 py-2">
                <span className="text-slate-900">
                  {solution.name}
                  <StatusNote status={solution.status} />
                </span>
                <SolutionButton solution={solution} intent="solution_add" search={search} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-800">
            No solution matches “{search}” that is not related yet.{" "}
            <Link to={`/staff/plants/${plantId}`} className="text-brand-800 underline" preventScrollReset>
              Clear the search
            </Link>
          </p>
        )
      ) : null}
    </StaffPanel>
  );
}
