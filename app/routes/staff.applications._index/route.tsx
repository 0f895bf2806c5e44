/**
 * HR's applications (/staff/applications, hr and admin): across vacancies or one (`?vacancy=`), by stage, searched
 * by name and e-mail, newest first and paged by keyset. The filters are a GET form, so they work without JavaScript
 * and every view is a link; a malformed parameter is dropped, never an error page.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { KeysetPager } from "~/components/staff/keyset-pager";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { applicationFilterFrom, applicationListQuery, STAGE_LABELS, STAGES } from "~/forms/applications";
import { APPLICATIONS_PAGE_SIZE, listApplications, vacanciesWithApplicationCounts } from "~/models/applications.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { requireStaff } from "~/utils/staff-auth.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Applications");

export const headers = staffHeaders;

const APPLICATION_ROLES = ["hr", "admin"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, APPLICATION_ROLES);
  const filter = applicationFilterFrom(new URL(request.url).searchParams);
  const [{ rows, olderCursor }, vacancies] = await Promise.all([listApplications(filter), vacanciesWithApplicationCounts()]);
  const { before, ...shown } = filter;
  return json(
    {
      filter: { vacancy: shown.vacancy ? String(shown.vacancy) : "", stage: shown.stage ?? "", q: shown.q ?? "" },
      filtered: Boolean(shown.vacancy || shown.stage || shown.q),
      vacancies: vacancies.map((v) => ({ value: String(v.id), label: `${v.title} (${v.applications})` })),
      applications: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        vacancy: row.vacancyTitle,
        at: row.createdAt.toISOString(),
        received: STAFF_TIME.format(row.createdAt),
        stage: STAGE_LABELS[row.stage],
      })),
      newestHref: before ? `/staff/applications${applicationListQuery(shown)}` : null,
      olderHref: olderCursor ? `/staff/applications${applicationListQuery(shown, olderCursor)}` : null,
    },
    { headers: cacheHeaders("private") },
  );
}

export default function StaffApplications() {
  const { filter, filtered, vacancies, applications, newestHref, olderHref } = useLoaderData<typeof loader>();
  const key = `${filter.vacancy}|${filter.stage}|${filter.q}`;
  return (
    <div className="space-y-6">
      <StaffPanel id="applications-heading" title="Applications" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          Newest first, {APPLICATIONS_PAGE_SIZE} to a page. Times are Oman time. Applications and their CVs are deleted automatically once their
          retention period has passed.
        </p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" role="search" aria-label="Filter the applications" key={key}>
          <SelectField label="Vacancy" name="vacancy" defaultValue={filter.vacancy} options={vacancies} placeholder="All vacancies" wrapperClassName="w-72" />
          <SelectField
            label="Stage"
            name="stage"
            defaultValue={filter.stage}
            options={STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
            placeholder="All stages"
            wrapperClassName="w-44"
          />
          <TextField label="Name or e-mail" name="q" type="search" defaultValue={filter.q} maxLength={100} wrapperClassName="w-64" />
          <Button type="submit">Show</Button>
          {filtered ? (
            <Link to="/staff/applications" className="py-2 text-sm font-semibold text-brand-800 underline">
              Clear filters
            </Link>
          ) : null}
        </Form>
      </StaffPanel>
      <StaffPanel id="list-heading" title="Applications found" hidden>
        {applications.length ? (
          <StaffTable columns={["Reference", "Name", "E-mail", "Vacancy", "Received", "Stage"]}>
            {applications.map((application) => (
              <tr key={application.id} className="border-t border-slate-200 align-top" data-testid="application-row">
                <td className="whitespace-nowrap py-2 pe-4">
                  <Link to={`/staff/applications/${application.id}`} className="font-semibold text-brand-800 underline">
                    {application.reference}
                  </Link>
                </td>
                <td className="py-2 pe-4">{application.name}</td>
                <td className="py-2 pe-4 break-all">{application.email}</td>
                <td className="py-2 pe-4">{application.vacancy}</td>
                <td className="whitespace-nowrap py-2 pe-4">
                  <time dateTime={application.at}>{application.received}</time>
                </td>
                <td className="py-2">{application.stage}</td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="text-slate-800">{filtered ? "No applications match these filters." : "No applications yet."}</p>
        )}
        <KeysetPager label="Application pages" what="applications" newestHref={newestHref} olderHref={olderHref} />
      </StaffPanel>
    </div>
  );
}
