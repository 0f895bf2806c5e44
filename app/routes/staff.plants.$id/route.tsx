/**
 * One plant in the editor (/staff/plants/:id, editor and admin): its form (saved under the version it was
 * opened at: a save after someone else's is refused with their words and the text kept), its related solutions
 * (remove; search and add), and delete-or-archive. Every form is a plain POST with an `intent`; success redirects
 * with a toast, a refusal keeps what was typed. In remote mode the notice replaces the forms and the action refuses.
 */
import leafletStyles from "leaflet/dist/leaflet.css";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PlantDelete } from "~/components/staff/plant-delete";
import { PlantForm } from "~/components/staff/plant-form";
import { PlantSolutions } from "~/components/staff/plant-solutions";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { validateForm } from "~/forms/action.server";
import { postedVersion, VERSION_FIELD } from "~/forms/content";
import {
  formatCoordinate,
  PLANT_MESSAGES,
  PLANT_ROLES,
  PLANT_STATUS_NAMES,
  plantArchiveValidator,
  plantDeleteValidator,
  plantSolutionValidator,
  plantValidator,
  solutionSearchFrom,
} from "~/forms/plants";
import { readStaffForm } from "~/forms/staff-action.server";
import { deleteOrArchivePlant, plantForEditing, savePlant, setPlantSolution, solutionsToAdd } from "~/models/plants-editor.server";
import { listCountries, listProcesses } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { PLANT_NOT_FOUND, plantNotFound, plantRefusal, savedMessage } from "./answers.server";

export const meta = () => staffMeta("Plant");

export const headers = staffHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leafletStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, PLANT_ROLES);
  const id = parseIdParam(params.id, PLANT_NOT_FOUND);
  if (contentIsRemote()) return json({ remote: true as const }, { headers: cacheHeaders("private") });
  const search = solutionSearchFrom(new URL(request.url).searchParams);
  const [plant, countries, processes, found] = await Promise.all([plantForEditing(id), listCountries(), listProcesses(), solutionsToAdd(id, search)]);
  if (!plant) throw plantNotFound();
  return json({ remote: false as const, plant, countries, processes, search, found }, { headers: cacheHeaders("private") });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, PLANT_ROLES);
  const id = parseIdParam(params.id, PLANT_NOT_FOUND);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const here = `/staff/plants/${id}`;
  const intent = formData.get("intent");

  if (intent === "save") {
    const form = await validateForm(plantValidator, formData);
    if (!form.ok) return form.response;
    const saved = await savePlant(id, postedVersion(formData.get(VERSION_FIELD)), form.data, actor);
    if (!saved.ok) return plantRefusal(saved, formData);
    return redirectWithSuccess(here, savedMessage(form.data.name, "saved", form.data.status, saved.statusChanged));
  }
  if (intent === "solution_add" || intent === "solution_remove") {
    const search = formData.get("solution_q");
    const back = typeof search === "string" && search.trim() ? `${here}?solution_q=${encodeURIComponent(search.trim().slice(0, 100))}` : here;
    const form = await validateForm(plantSolutionValidator, formData);
    if (!form.ok) return redirectWithError(back, PLANT_MESSAGES.solutionMissing);
    const added = form.data.intent === "solution_add";
    const changed = await setPlantSolution(id, form.data.solution, added, actor);
    if (!changed) {
      if (!(await plantForEditing(id))) throw plantNotFound();
      return redirectWithError(back, PLANT_MESSAGES.solutionMissing);
    }
    return redirectWithSuccess(back, added ? `“${changed.name}” added to the plant's solutions.` : `“${changed.name}” removed from the plant's solutions.`);
  }
  if (intent === "delete" || intent === "archive") {
    const form = intent === "delete" ? await validateForm(plantDeleteValidator, formData) : await validateForm(plantArchiveValidator, formData);
    if (!form.ok) return form.response;
    const done = await deleteOrArchivePlant(id, actor, intent);
    if (!done) throw plantNotFound();
    if (done.outcome === "deleted") return redirectWithSuccess("/staff/plants", `Plant “${done.name}” deleted.`);
    return redirectWithSuccess(
      here,
      intent === "delete" ? `Plant “${done.name}” is in saved items, so it was archived instead of deleted.` : `Plant “${done.name}” archived: it no longer shows on the public site.`,
    );
  }
  throw redirect(here);
}

export default function StaffPlant() {
  const data = useLoaderData<typeof loader>();
  if (data.remote) {
    return (
      <StaffPanel id="plant-heading" title="Plant" level={1}>
        <RemoteNotice />
      </StaffPanel>
    );
  }
  const { plant, countries, processes, search, found } = data;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/plants" className="text-sm font-semibold text-brand-800 underline">
          All plants
        </Link>
      </p>
      <StaffPanel id="plant-heading" title={plant.name} level={1}>
        <p className="mt-1 text-sm text-slate-700">
          Status: <span data-testid="plant-status">{PLANT_STATUS_NAMES[plant.status]}</span>
        </p>
        <PlantForm
          // A new version (a save) opens the form afresh with what was stored.
          key={plant.version}
          values={{
            name: plant.name,
            address: plant.address,
            nameAr: plant.nameAr ?? "",
            addressAr: plant.addressAr ?? "",
            countryId: plant.countryId,
            websiteUrl: plant.websiteUrl,
            email: plant.email ?? "",
            latitude: formatCoordinate(plant.latitude),
            longitude: formatCoordinate(plant.longitude),
            status: plant.status,
            processes: plant.processes,
          }}
          countries={countries}
          processes={processes}
          version={plant.version}
          submit="Save plant"
        />
      </StaffPanel>
      <PlantSolutions plantId={plant.id} related={plant.solutions} search={search} found={found} />
      <PlantDelete name={plant.name} status={plant.status} saved={plant.saved} solutions={plant.solutions.length} processes={plant.processes.length} />
    </div>
  );
}
