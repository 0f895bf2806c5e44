/**
 * One solution in the editor (/staff/solutions/:id, editor and admin): its fields, technical data and the problems
 * it treats with their dose ranges (saved together under optimistic concurrency: a second editor's save of an older
 * version is refused, their text kept), publish / unpublish, the
 * picture (its own multipart form, /staff/solutions/:id/picture), its hazard data (./hazards-form.tsx: saved under the
 * same version, with a code search at `?hazardSearch=…&kind=H|P`), its plants (remove, or find and add), and delete,
 * which archives instead while requests, quotes, saved items or data sheets refer to the solution. Every form is a
 * plain POST with an `intent`; success redirects here with a toast.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { StaffFormKey } from "~/components/staff/form-key";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { SolutionForm } from "~/components/staff/solution-form";
import { flattenTree } from "~/components/staff/category-options";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { CheckboxField, FileField, TextField } from "~/components/ui/field";
import { formFailure, validateForm } from "~/forms/action.server";
import { CONTENT_MESSAGES, isPreview, postedVersion } from "~/forms/content";
import { previewAnswer, staleAnswer } from "~/forms/editor-action.server";
import { DELETE_FORM_ID, deleteValidator, plantValidator, STATUS_FORM_ID, statusValidator } from "~/forms/solution-intents";
import { SOLUTION_FORM_ID, SOLUTION_MESSAGES, SOLUTION_ROLES, solutionValidatorFor, STATUS_LABELS } from "~/forms/solutions";
import { TECHNICAL_MESSAGES } from "~/forms/solution-technical";
import { readStaffForm } from "~/forms/staff-action.server";
import { formatBytes } from "~/forms/documents";
import { hazardsForEditing } from "~/models/solution-hazards-editor.server";
import { HazardsForm } from "./hazards-form";
import { hazardEditorData, saveHazardsAnswer, suggestionAnswer } from "./hazards.server";
import {
  deleteOrArchiveSolution,
  hasReferences,
  linkPlant,
  plantsToLink,
  problemChoices,
  setSolutionStatus,
  solutionForEditing,
  solutionVersion,
  updateSolution,
} from "~/models/solutions-editor.server";
import { listCategories } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { getEnv } from "~/utils/env.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = ({ data }: { data?: { solution: { name: string } } }) => staffMeta(data ? `Solution: ${data.solution.name}` : "Solution");

export const headers = staffHeaders;

const notFound = () => new Response(CONTENT_MESSAGES.missing("solution"), { status: 404, statusText: "Not Found" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, SOLUTION_ROLES);
  const id = parseIdParam(params.id, CONTENT_MESSAGES.missing("solution"));
  const solution = await solutionForEditing(id);
  if (!solution) throw notFound();
  const query = new URL(request.url).searchParams;
  const plantQuery = (query.get("plant_q") ?? "").trim().slice(0, 100);
  const [tree, found, hazards, problems] = await Promise.all([listCategories(), plantsToLink(id, plantQuery), hazardsForEditing(id), problemChoices()]);
  if (!hazards) throw notFound();
  return json(
    {
      remote: contentIsRemote(),
      solution: {
        id: solution.id,
        name: solution.name,
        commercialName: solution.commercialName,
        markdown: solution.markdown,
        nameAr: solution.nameAr ?? "",
        commercialNameAr: solution.commercialNameAr ?? "",
        markdownAr: solution.markdownAr,
        categoryIds: solution.categoryIds,
        technical: solution.technical,
        imageUrl: solution.imageUrl,
        status: solution.status,
        version: solution.version,
        updated: STAFF_TIME.format(solution.updatedAt),
        plants: solution.plants,
        references: solution.references,
        referred: hasReferences(solution.references),
      },
      categories: flattenTree(tree),
      problems,
      plantQuery,
      found,
      maxPicture: formatBytes(getEnv().IMAGE_MAX_BYTES),
      hazards: hazardEditorData(hazards, query),
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, SOLUTION_ROLES);
  const id = parseIdParam(params.id, CONTENT_MESSAGES.missing("solution"));
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const here = `/staff/solutions/${id}`;
  const intent = formData.get("intent");

  if (isPreview(formData)) return previewAnswer(formData, SOLUTION_FORM_ID, ["description", "description_ar"]);
  if (intent === "save" || intent === null) {
    const problems = (await problemChoices()).flatMap((group) => group.problems);
    const form = await validateForm(solutionValidatorFor(problems), formData);
    if (!form.ok) return form.response;
    const saved = await updateSolution(id, postedVersion(formData.get("version")), form.data, actor);
    if (!saved.ok && saved.reason === "missing") throw notFound();
    if (!saved.ok && saved.reason === "problems-missing") {
      return formFailure(409, { formError: TECHNICAL_MESSAGES.unknownProblems, fields: formData, formId: SOLUTION_FORM_ID }, { headers: cacheHeaders("private") });
    }
    if (!saved.ok) return staleAnswer(formData, SOLUTION_FORM_ID, "solution", await solutionVersion(id));
    return redirectWithSuccess(here, SOLUTION_MESSAGES.saved);
  }
  if (intent === "hazards_suggest") return suggestionAnswer(formData);
  if (intent === "hazards") {
    const answer = await saveHazardsAnswer(id, formData, actor);
    if (!answer) throw notFound();
    return answer;
  }
  if (intent === "status") {
    const form = await validateForm(statusValidator, formData);
    if (!form.ok) return form.response;
    if (!(await setSolutionStatus(id, form.data.status, actor))) throw notFound();
    return redirectWithSuccess(here, form.data.status === "published" ? SOLUTION_MESSAGES.published : SOLUTION_MESSAGES.unpublished);
  }
  if (intent === "delete") {
    const form = await validateForm(deleteValidator, formData);
    if (!form.ok) return form.response;
    const outcome = await deleteOrArchiveSolution(id, actor);
    if (outcome === "missing") throw notFound();
    return outcome === "deleted" ? redirectWithSuccess("/staff/solutions", SOLUTION_MESSAGES.deleted) : redirectWithSuccess(here, SOLUTION_MESSAGES.archived);
  }
  if (intent === "plant_add" || intent === "plant_remove") {
    const form = await validateForm(plantValidator, formData);
    if (!form.ok) return redirectWithError(here, "Choose a plant.");
    const linked = await linkPlant(id, form.data.plant, intent === "plant_add", actor);
    if (!linked) return redirectWithError(here, SOLUTION_MESSAGES.plantMissing);
    return redirectWithSuccess(here, intent === "plant_add" ? SOLUTION_MESSAGES.plantAdded : SOLUTION_MESSAGES.plantRemoved);
  }
  throw redirect(here);
}

function StatusForm({ status }: { status: string }) {
  const publish = status !== "published";
  return (
    <StaffIntentForm
      id={STATUS_FORM_ID}
      validator={statusValidator}
      intent="status"
      submit={publish ? "Publish" : "Unpublish"}
      variant={publish ? "primary" : "secondary"}
      className="mt-3"
      aria-label={publish ? "Publish the solution" : "Unpublish the solution"}
    >
      <input type="hidden" name="status" value={publish ? "published" : "draft"} />
    </StaffIntentForm>
  );
}

/**
 * The picture's own multipart form, posted to /staff/solutions/:id/picture, which answers with a redirect back here and
 * a toast either way (a refused file is never kept, and there is nothing else typed to keep).
 */
function PictureForm({ solutionId, maxSize }: { solutionId: number; maxSize: string }) {
  return (
    <Form method="post" action={`/staff/solutions/${solutionId}/picture`} encType="multipart/form-data" className="mt-3 grid gap-3 sm:max-w-xl" aria-labelledby="picture-heading">
      <StaffFormKey />
      <FileField
        id="solution-picture"
        name="image"
        label="New picture"
        accept="image/png,image/jpeg,image/webp"
        hint={`PNG, JPEG or WebP, at most ${maxSize} and 8,000 pixels a side. Camera and location data are removed.`}
      />
      <div>
        <Button type="submit">Upload picture</Button>
      </div>
    </Form>
  );
}

export default function StaffSolution() {
  const { remote, solution, categories, problems, plantQuery, found, maxPicture, hazards } = useLoaderData<typeof loader>();
  const refs = solution.references;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/solutions" className="text-sm font-semibold text-brand-800 underline">
          All solutions
        </Link>
      </p>
      <StaffPanel id="solution-heading" title={solution.name} level={1}>
        <p className="mt-2 text-sm text-slate-700">
          Status: <strong data-testid="solution-status">{STATUS_LABELS[solution.status]}</strong> · last change {solution.updated}
          {solution.status === "published" ? (
            <>
              {" · "}
              <Link to={`/solution/${solution.id}`} className="text-brand-800 underline">
                Its public page
              </Link>
            </>
          ) : null}
        </p>
        {remote ? <RemoteNotice /> : <StatusForm status={solution.status} />}
      </StaffPanel>
      {remote ? null : (
        <>
          <StaffPanel id="solution-form-heading" title="Details">
            <SolutionForm categories={categories} problems={problems} solution={solution} submit="Save" />
          </StaffPanel>
          <StaffPanel id="hazards-heading" title="Hazards">
            {/* Keyed by version: after a save with JavaScript the fields show what was stored (derived codes included). */}
            <HazardsForm key={solution.version} hazards={hazards} version={solution.version} />
          </StaffPanel>
          <StaffPanel id="picture-heading" title="Picture">
            {solution.imageUrl ? (
              <img src={solution.imageUrl} alt={`Current picture of ${solution.name}`} className="mt-3 max-h-48 rounded-md border border-slate-200" data-testid="solution-picture" />
            ) : (
              <p className="mt-2 text-slate-800">No picture yet.</p>
            )}
            <PictureForm solutionId={solution.id} maxSize={maxPicture} />
          </StaffPanel>
          <StaffPanel id="plants-heading" title="Plants">
            {solution.plants.length ? (
              <StaffTable columns={["Plant", "Country", "Status", { label: "Remove", hidden: true }]} className="mt-3" testId="solution-plants">
                {solution.plants.map((plant) => (
                  <tr key={plant.id} className="border-t border-slate-200 align-top">
                    <td className="py-2 pe-4">{plant.name}</td>
                    <td className="py-2 pe-4">{plant.country}</td>
                    <td className="py-2 pe-4">{STATUS_LABELS[plant.status]}</td>
                    <td className="py-2">
                      <Form method="post">
                        <StaffFormKey />
                        <input type="hidden" name="intent" value="plant_remove" />
                        <input type="hidden" name="plant" value={plant.id} />
                        <Button type="submit" variant="secondary" aria-label={`Remove ${plant.name}`}>
                          Remove
                        </Button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </StaffTable>
            ) : (
              <p className="mt-2 text-slate-800">Made at no plant yet.</p>
            )}
            <h3 className="mt-5 font-semibold text-slate-900">Add a plant</h3>
            <Form method="get" role="search" aria-label="Plants to add" className="mt-2 flex flex-wrap items-end gap-3">
              <TextField label="Plant name" name="plant_q" type="search" defaultValue={plantQuery} maxLength={100} wrapperClassName="min-w-64 flex-1" />
              <Button type="submit" variant="secondary">
                Find
              </Button>
            </Form>
            {plantQuery ? (
              found.length ? (
                <ul className="mt-3 divide-y divide-slate-200" data-testid="plants-found">
                  {found.map((plant) => (
                    <li key={plant.id} className="flex items-center justify-between gap-3 py-2">
                      <span>
                        {plant.name} <span className="text-slate-600">({plant.country})</span>
                      </span>
                      <Form method="post">
                        <StaffFormKey />
                        <input type="hidden" name="intent" value="plant_add" />
                        <input type="hidden" name="plant" value={plant.id} />
                        <Button type="submit" aria-label={`Add ${plant.name}`}>
                          Add
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-800">{plantQuery.length < 2 ? "Type at least 2 letters of the plant's name." : "No other plant matches."}</p>
              )
            ) : null}
          </StaffPanel>
          <StaffPanel id="delete-heading" title={solution.referred ? "Archive" : "Delete"}>
            <p className="mt-2 text-sm text-slate-800">
              {solution.referred
                ? `Requests (${refs.requests}), quotes (${refs.quotes}), saved items (${refs.saved}) or data sheets (${refs.sheets}) refer to this solution, so it cannot be deleted: it is archived instead. It leaves the site; their history keeps its name.`
                : "Nothing refers to this solution: deleting removes it with its category and plant links."}
            </p>
            <StaffIntentForm
              id={DELETE_FORM_ID}
              validator={deleteValidator}
              intent="delete"
              submit={solution.referred ? "Archive" : "Delete"}
              pendingLabel={solution.referred ? "Archiving..." : "Deleting..."}
              variant="danger"
              className="mt-3 grid gap-3"
              aria-labelledby="delete-heading"
            >
              <CheckboxField
                label={solution.referred ? `I confirm: archive ${solution.name}.` : `I confirm: delete ${solution.name}. This cannot be undone.`}
                name="confirm"
              />
            </StaffIntentForm>
          </StaffPanel>
        </>
      )}
    </div>
  );
}
