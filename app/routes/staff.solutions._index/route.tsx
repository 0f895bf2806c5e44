/**
 * The solutions editor's list (/staff/solutions, editor and admin): every solution whatever its status, by
 * name, searched and filtered by category, plant and status (a GET form: the URL holds the view), page by page.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { SOLUTION_ROLES, STATUS_LABELS, solutionFilterFrom } from "~/forms/solutions";
import { listSolutionsForStaff, plantChoices } from "~/models/solutions-editor.server";
import { listCategories } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import type { FilterNode } from "~/backend/contract";

export const meta = () => staffMeta("Solutions");

export const headers = staffHeaders;

/** The category tree as indented options ("— Child"). */
function treeOptions(nodes: readonly FilterNode[], depth = 0): { value: number; label: string }[] {
  return nodes.flatMap((node) => [{ value: node.id, label: `${"— ".repeat(depth)}${node.name}` }, ...treeOptions(node.children ?? [], depth + 1)]);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, SOLUTION_ROLES);
  const url = new URL(request.url);
  const filter = solutionFilterFrom(url.searchParams);
  const [found, tree, plants] = await Promise.all([listSolutionsForStaff(filter), listCategories(), plantChoices()]);
  const query = new URLSearchParams();
  if (filter.search) query.set("q", filter.search);
  if (filter.category) query.set("category", String(filter.category));
  if (filter.plant) query.set("plant", String(filter.plant));
  if (filter.status) query.set("status", filter.status);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    return `/staff/solutions?${params}`;
  };
  return json(
    {
      remote: contentIsRemote(),
      filter,
      total: found.total,
      pages: found.pages,
      rows: found.rows.map((row) => ({ ...row, updated: STAFF_TIME.format(row.updatedAt), updatedAt: row.updatedAt.toISOString() })),
      categories: treeOptions(tree),
      plants,
      previousHref: filter.page > 1 ? pageHref(Math.min(filter.page - 1, found.pages)) : null,
      nextHref: filter.page < found.pages ? pageHref(filter.page + 1) : null,
    },
    { headers: cacheHeaders("private") },
  );
}

export default function StaffSolutions() {
  const { remote, filter, total, pages, rows, categories, plants, previousHref, nextHref } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="solutions-heading" title="Solutions" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          Every solution of the catalogue, published or not. A new solution starts as a draft; only published ones show on the site and in the API.
        </p>
        {remote ? (
          <RemoteNotice />
        ) : (
          <p className="mt-4">
            <Link to="/staff/solutions/new" className={buttonClass("primary")}>
              New solution
            </Link>
          </p>
        )}
        <Form method="get" role="search" aria-label="Solutions" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <TextField label="Name" name="q" type="search" defaultValue={filter.search} maxLength={100} wrapperClassName="lg:col-span-2" />
          <SelectField label="Category" name="category" defaultValue={filter.category ?? ""} placeholder="All categories" options={categories} />
          <SelectField label="Plant" name="plant" defaultValue={filter.plant ?? ""} placeholder="All plants" options={plants.map((p) => ({ value: p.id, label: p.name }))} />
          <SelectField
            label="Status"
            name="status"
            defaultValue={filter.status ?? ""}
            placeholder="Any status"
            options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <div>
            <Button type="submit">Filter</Button>
          </div>
        </Form>
      </StaffPanel>
      <StaffPanel id="solutions-list-heading" title={`${total.toLocaleString("en")} ${total === 1 ? "solution" : "solutions"}`}>
        {rows.length ? (
          <StaffTable columns={["Name", "Commercial name", "Status", { label: "Plants", end: true }, "Last change"]} className="mt-3" testId="staff-solutions">
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <td className="py-2 pe-4">
                  <Link to={`/staff/solutions/${row.id}`} className="font-medium text-brand-800 underline">
                    {row.name}
                  </Link>
                </td>
                <td className="py-2 pe-4">{row.commercialName || "—"}</td>
                <td className="py-2 pe-4">{STATUS_LABELS[row.status]}</td>
                <td className="py-2 pe-4 text-end">{row.plants}</td>
                <td className="py-2">
                  <time dateTime={row.updatedAt}>{row.updated}</time>
                </td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="mt-3 text-slate-800">No solution matches these filters.</p>
        )}
        <Pagination label="Solution pages" previousHref={previousHref} nextHref={nextHref} page={filter.page} pageCount={pages} className="mt-4" />
      </StaffPanel>
    </div>
  );
}
