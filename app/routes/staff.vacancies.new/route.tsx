/**
 * A new vacancy (/staff/vacancies/new, hr and admin): the vacancy's form, Preview of its text, and Save,
 * which stores it (Markdown and sanitized HTML) with its audit entry and opens its page with a toast. On the owner's
 * API (remote mode) the page explains why editing is off instead.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { createVacancy, vacancyChoices } from "~/models/vacancies-editor.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote } from "~/utils/content-editing.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { fieldRefused, readVacancyForm, VACANCY_ROLES } from "../staff.vacancies.$id/vacancy-action.server";
import { VacancyForm, type VacancyFormValues } from "../staff.vacancies.$id/vacancy-form";

export const meta = () => staffMeta("New vacancy");

export const headers = staffHeaders;

const EMPTY: VacancyFormValues = {
  title: "",
  content: "",
  title_ar: "",
  content_ar: "",
  department: "",
  location: "",
  status: "open",
  opens_on: "",
  closes_on: "",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, VACANCY_ROLES);
  const remote = contentIsRemote();
  return json({ remote, choices: remote ? null : await vacancyChoices() }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, VACANCY_ROLES);
  const form = await readVacancyForm(request, me);
  if (!form.ok) return form.response;
  const created = await createVacancy(form.data, auditActor(me, request));
  if (!created.ok) return fieldRefused(form.formData, created.field, created.message);
  const where = form.data.available ? "" : " It is closed: it shows nowhere until you open it.";
  return redirectWithSuccess(`/staff/vacancies/${created.id}`, `Vacancy “${form.data.title}” created.${where}`);
}

export default function NewVacancy() {
  const { remote, choices } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/vacancies" className="text-sm font-semibold text-brand-800 underline">
          All vacancies
        </Link>
      </p>
      <StaffPanel id="new-vacancy-heading" title="New vacancy" level={1}>
        {remote || !choices ? <RemoteNotice /> : <VacancyForm values={EMPTY} choices={choices} submit="Create vacancy" />}
      </StaffPanel>
    </div>
  );
}
