/**
 * HR's vacancies (/staff/vacancies, hr and admin): every vacancy, newest first, with its department, city,
 * state (open, scheduled, closed), dates and applications; filtered by department and state through a GET form (works
 * without JavaScript, every view is a link; a malformed parameter is dropped), and the way to a new one.
 */
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { KeysetPager } from "~/components/staff/keyset-pager";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { muscatDay, VACANCY_STATE_LABELS, VACANCY_STATES, vacancyFilterFrom } from "~/forms/vacancies";
import { listStaffVacancies, stateOf, VACANCIES_PAGE_SIZE, vacancyChoices } from "~/models/vacancies-editor.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { VACANCY_ROLES } from "../staff.vacancies.$id/vacancy-action.server";

export const meta = () => staffMeta("Vacancies");

export const headers = staffHeaders;

function listQuery(filter: { department?: number; state?: string }, before?: number) {
  const params = new URLSearchParams();
  if (filter.department) params.set("department", String(filter.department));
  if (filter.state) params.set("status", filter.state);
  if (before) params.set("before", String(before));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, VACANCY_ROLES);
  const params = new URL(request.url).searchParams;
  const filter = vacancyFilterFrom(params);
  const before = /^[1-9][0-9]{0,9}$/.test(params.get("before") ?? "") ? Number(params.get("before")) : undefined;
  const [{ rows, olderCursor }, { departments }] = await Promise.all([
    listStaffVacancies({
      ...filter,
      before: before && before <= 2_147_483_647 ? before : undefined,
    }),
    vacancyChoices(),
  ]);
  return json(
    {
      remote: contentIsRemote(),
      filter: {
        department: filter.department ? String(filter.department) : "",
        state: filter.state ?? "",
      },
      filtered: Boolean(filter.department || filter.state),
      departments: departments.map((d) => ({
        value: String(d.id),
        label: d.name,
      })),
      vacancies: rows.map((row) => {
        const state = stateOf(row);
        return {
          id: row.id,
          title: row.title,
          department: row.department,
          location: [row.city, row.country].filter(Boolean).join(", "),
          // Closed with `available` still on: its "Close on" date passed.
          state: state === "closed" && row.available ? `${VACANCY_STATE_LABELS.closed} (date passed)` : VACANCY_STATE_LABELS[state],
          opensOn: row.opensAt ? muscatDay(row.opensAt) : null,
          closesOn: row.closesAt ? muscatDay(row.closesAt) : null,
          applications: row.applications,
        };
      }),
      newestHref: before ? `/staff/vacancies${listQuery(filter)}` : null,
      olderHref: olderCursor ? `/staff/vacancies${listQuery(filter, olderCursor)}` : null,
    },
    { headers: cacheHeaders("private") }
  );
}

export default function StaffVacancies() {
  const { remote, filter, filtered, departments, vacancies, newestHref, olderHref } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="vacancies-heading" title="Vacancies" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          Newest first, {VACANCIES_PAGE_SIZE} to a page. Only open vacancies within their dates are on /careers; dates are Oman time.
        </p>
        {remote ? (
          <RemoteNotice />
        ) : (
          <p className="mt-3">
            <Link to="/staff/vacancies/new" className={buttonClass("primary")}>
              New vacancy
            </Link>
          </p>
        )}
        <Form
          method="get"
          className="mt-4 flex flex-wrap items-end gap-4"
          role="search"
          aria-label="Filter the vacancies"
          key={`${filter.department}|${filter.state}`}
        >
          <SelectField
            label="Department"
            name="department"
            defaultValue={filter.department}
            options={departments}
            placeholder="All departments"
            wrapperClassName="w-64"
          />
          <SelectField
            label="Status"
            name="status"
            defaultValue={filter.state}
            options={VACANCY_STATES.map((state) => ({
              value: state,
              label: VACANCY_STATE_LABELS[state],
            }))}
            placeholder="Any status"
            wrapperClassName="w-44"
          />
          <Button type="submit">Show</Button>
          {filtered ? (
            <Link to="/staff/vacancies" className="py-2 text-sm font-semibold text-brand-800 underline">
              Clear filters
            </Link>
          ) : null}
        </Form>
      </StaffPanel>
      <StaffPanel id="vacancy-list-heading" title="Vacancies found" hidden>
        {vacancies.length ? (
          <StaffTable columns={["Title", "Department", "Location", "Status", "Show from", "Close on", { label: "Applications", end: true }]}>
            {vacancies.map((vacancy) => (
              <tr key={vacancy.id} className="border-t border-slate-200 align-top" data-testid="vacancy-row">
                <td className="py-2 pe-4">
                  <Link to={`/staff/vacancies/${vacancy.id}`} className="font-semibold text-brand-800 underline">
                    {vacancy.title}
                  </Link>
                </td>
                <td className="py-2 pe-4">{vacancy.department}</td>
                <td className="py-2 pe-4">{vacancy.location}</td>
                <td className="whitespace-nowrap py-2 pe-4" data-testid="vacancy-row-state">
                  {vacancy.state}
                </td>
                <td className="whitespace-nowrap py-2 pe-4">{vacancy.opensOn ?? "—"}</td>
                <td className="whitespace-nowrap py-2 pe-4">{vacancy.closesOn ?? "—"}</td>
                <td className="py-2 text-end">
                  {vacancy.applications > 0 ? (
                    <Link to={`/staff/applications?vacancy=${vacancy.id}`} className="text-brand-800 underline">
                      {vacancy.applications}
                      <span className="sr-only"> applications to {vacancy.title}</span>
                    </Link>
                  ) : (
                    "0"
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="text-slate-800">{filtered ? "No vacancies match these filters." : "No vacancies yet."}</p>
        )}
        <KeysetPager label="Vacancy pages" what="vacancies" newestHref={newestHref} olderHref={olderHref} />
      </StaffPanel>
    </div>
  );
}
