/**
 * A new plant (/staff/plants/new, editor and admin): the plant's form, a draft unless its status says
 * otherwise. Saved with its processes and audited (`plant.create`), then its own page opens with a toast; a refusal
 * keeps everything typed. In remote mode the notice replaces the form and the action is refused.
 */
import leafletStyles from "leaflet/dist/leaflet.css";
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PlantForm } from "~/components/staff/plant-form";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { validateForm } from "~/forms/action.server";
import { PLANT_ROLES, plantValidator } from "~/forms/plants";
import { readStaffForm } from "~/forms/staff-action.server";
import { createPlant } from "~/models/plants-editor.server";
import { listCountries, listProcesses } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { plantRefusal, savedMessage } from "~/routes/staff.plants.$id/answers.server";

export const meta = () => staffMeta("New plant");

export const headers = staffHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leafletStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, PLANT_ROLES);
  if (contentIsRemote()) return json({ remote: true as const }, { headers: cacheHeaders("private") });
  const [countries, processes] = await Promise.all([listCountries(), listProcesses()]);
  return json({ remote: false as const, countries, processes }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, PLANT_ROLES);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  if (formData.get("intent") !== "save") throw redirect("/staff/plants/new");
  const form = await validateForm(plantValidator, formData);
  if (!form.ok) return form.response;
  const created = await createPlant(form.data, auditActor(me, request));
  if (!created.ok) return plantRefusal(created, formData);
  return redirectWithSuccess(`/staff/plants/${created.id}`, savedMessage(form.data.name, "created", form.data.status));
}

export default function NewPlant() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/plants" className="text-sm font-semibold text-brand-800 underline">
          All plants
        </Link>
      </p>
      <StaffPanel id="plant-heading" title="New plant" level={1}>
        {data.remote ? (
          <RemoteNotice />
        ) : (
          <PlantForm
            values={{ name: "", address: "", nameAr: "", addressAr: "", countryId: null, websiteUrl: "", email: "", latitude: "", longitude: "", status: "draft", processes: [] }}
            countries={data.countries}
            processes={data.processes}
            submit="Create plant"
          />
        )}
      </StaffPanel>
    </div>
  );
}
