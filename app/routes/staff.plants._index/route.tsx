/**
 * The plants (/staff/plants, editor and admin): every plant whatever its status, by name, 25 a page, with
 * its country, status and number of related solutions; a search by name and filters by country and status, all in
 * the address; "New plant". In remote mode (API_BASE_URL) the notice says why editing is off.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { PLANT_ROLES, PLANT_STATUS_NAMES, PLANT_STATUSES, plantListFilterFrom, plantListHref } from "~/forms/plants";
import { listPlantsForStaff } from "~/models/plants-editor.server";
import { listCountries } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Plants");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, PLANT_ROLES);
  if (contentIsRemote()) return json({ remote: true as const }, { headers: cacheHeaders("private") });
  const filter = plantListFilterFrom(new URL(request.url).searchParams);
  const [found, countries] = await Promise.all([listPlantsForStaff(filter), listCountries()]);
  return json({ remote: false as const, filter, countries, ...found }, { headers: cacheHeaders("private") });
}

export default function StaffPlants() {
  const data = useLoaderData<typeof loader>();
  if (data.remote) {
    return (
      <StaffPanel id="plants-heading" title="Plants" level={1}>
        <RemoteNotice />
      </StaffPanel>
    );
  }
  const { filter, countries, total, rows, pages } = data;
  const filtered = Boolean(filter.search || filter.country || filter.status);
  return (
    <div className="space-y-6">
      <StaffPanel id="plants-heading" title="Plants" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          Production plants on the map, the plant list and the API. Only published plants show there; drafts and archived plants stay here.
        </p>
        <p className="mt-4">
          <ButtonLink to="/staff/plants/new">New plant</ButtonLink>
        </p>
        <Form method="get" role="search" aria-label="Plants" className="mt-4 flex flex-wrap items-end gap-3">
          <TextField label="Name" name="q" type="search" defaultValue={filter.search} maxLength={100} wrapperClassName="min-w-56 flex-1" />
          <SelectField
            label="Country"
            name="country"
            defaultValue={filter.country ?? ""}
            placeholder="All countries"
            options={countries.map((country) => ({ value: country.id, label: country.name }))}
          />
          <SelectField
            label="Status"
            name="status"
            defaultValue={filter.status ?? ""}
            placeholder="Any status"
            options={PLANT_STATUSES.map((status) => ({ value: status, label: PLANT_STATUS_NAMES[status] }))}
          />
          <Button type="submit">Search</Button>
          {filtered ? (
            <Link to="/staff/plants" className="py-2 text-sm font-semibold text-brand-800 underline">
              Clear
            </Link>
          ) : null}
        </Form>
      </StaffPanel>
      <StaffPanel id="plant-list-heading" title={filtered ? "Plants found" : "All plants"}>
        <p className="mt-1 text-sm text-slate-700" data-testid="plant-count">
          {total === 0 ? "No plant matches." : `${total} plant${total === 1 ? "" : "s"}.`}
        </p>
        {rows.length ? (
          <StaffTable columns={["Plant", "Country", "Status", { label: "Solutions", end: true }]} className="mt-3" testId="plant-table">
            {rows.map((plant) => (
              <tr key={plant.id} className="border-t border-slate-200" data-testid="plant-row">
                <td className="py-2 pe-4">
                  <Link to={`/staff/plants/${plant.id}`} className="font-medium text-brand-800 underline">
                    {plant.name}
                  </Link>
                </td>
                <td className="py-2 pe-4">{plant.country}</td>
                <td className="py-2 pe-4" data-testid="plant-status">
                  {PLANT_STATUS_NAMES[plant.status]}
                </td>
                <td className="py-2 text-end">{plant.solutions}</td>
              </tr>
            ))}
          </StaffTable>
        ) : null}
        <Pagination
          label="Pages of plants"
          previousHref={filter.page > 1 ? plantListHref(filter, Math.min(filter.page - 1, pages)) : null}
          nextHref={filter.page < pages ? plantListHref(filter, filter.page + 1) : null}
          page={filter.page}
          pageCount={pages}
          previousLabel="Previous page of plants"
          nextLabel="Next page of plants"
          className="mt-4"
        />
      </StaffPanel>
    </div>
  );
}
