/**
 * One vacancy for HR (/staff/vacancies/:id, hr and admin): its state (open, scheduled, closed by hand or by
 * date), its applications, Close or Reopen at once, the vacancy's form (saved under the version it was opened at: a
 * save over someone else's is refused with the text kept), and Delete while nobody has applied. Each form is a plain
 * POST with an `intent`; success comes back here (or to the list) with a toast. Remote mode: the notice instead.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { CheckboxField } from "~/components/ui/field";
import { formFailure, validateForm } from "~/forms/action.server";
import { postedVersion, VERSION_FIELD } from "~/forms/content";
import { readStaffForm } from "~/forms/staff-action.server";
import {
  VACANCY_DELETE_FORM_ID,
  VACANCY_MESSAGES,
  VACANCY_STATE_LABELS,
  VACANCY_STATUS_FORM_ID,
  vacancyDeleteValidator,
  vacancyStatusValidator,
  type VacancyState,
} from "~/forms/vacancies";
import { deleteVacancy, getStaffVacancy, setVacancyOpen, stateOf, updateVacancy, vacancyChoices } from "~/models/vacancies-editor.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { parseIdParam } from "~/utils/params.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithSuccess } from "~/utils/toast.server";
import { fieldRefused, formValuesOf, staleRefused, VACANCY_ROLES, vacancyFormFrom } from "./vacancy-action.server";
import { VacancyForm } from "./vacancy-form";
import { Fact } from "~/components/staff/fact";

export const meta = ({ data }: { data?: { vacancy: { title: string } } }) => staffMeta(data ? `Vacancy: ${data.vacancy.title}` : "Vacancy");

export const headers = staffHeaders;

const notFound = () =>
  new Response(VACANCY_MESSAGES.notFound, {
    status: 404,
    statusText: "Not Found",
  });

/** Why a vacancy is in its state, in a sentence for HR. */
function stateNote(state: VacancyState, vacancy: { available: boolean; opensAt: Date | null; closesAt: Date | null }) {
  if (state === "scheduled") return `Listed on /careers from ${STAFF_TIME.format(vacancy.opensAt!)} (Oman time); until then its page is not found.`;
  if (state === "closed" && vacancy.available) return `Closed by its date: “Close on” passed at ${STAFF_TIME.format(vacancy.closesAt!)} (Oman time).`;
  if (state === "closed") return "Closed by hand: not on /careers; its page says it is closed and takes no applications.";
  return vacancy.closesAt
    ? `On /careers and taking applications until ${STAFF_TIME.format(vacancy.closesAt)} (Oman time).`
    : "On /careers and taking applications.";
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, VACANCY_ROLES);
  const id = parseIdParam(params.id, VACANCY_MESSAGES.notFound);
  const vacancy = await getStaffVacancy(id);
  if (!vacancy) throw notFound();
  const remote = contentIsRemote();
  const state = stateOf(vacancy);
  return json(
    {
      remote,
      vacancy: {
        id: vacancy.id,
        title: vacancy.title,
        available: vacancy.available,
        applications: vacancy.applications,
        version: vacancy.version,
      },
      state,
      stateNote: stateNote(state, vacancy),
      values: formValuesOf(vacancy),
      choices: remote ? null : await vacancyChoices(),
    },
    { headers: cacheHeaders("private") }
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, VACANCY_ROLES);
  const id = parseIdParam(params.id, VACANCY_MESSAGES.notFound);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const here = `/staff/vacancies/${id}`;
  const intent = formData.get("intent");

  if (intent === "open" || intent === "close") {
    const form = await validateForm(vacancyStatusValidator, formData);
    if (!form.ok) return form.response;
    const changed = await setVacancyOpen(id, intent === "open", actor);
    if (!changed.ok && changed.reason === "missing") throw notFound();
    if (!changed.ok)
      return formFailure(400, {
        formError: intent === "open" ? VACANCY_MESSAGES.alreadyOpen : VACANCY_MESSAGES.alreadyClosed,
        fields: formData,
      });
    if (intent === "close") return redirectWithSuccess(here, `Vacancy “${changed.title}” closed: it has left /careers and takes no more applications.`);
    const now = await getStaffVacancy(id);
    const state = now ? stateOf(now) : "open";
    const note =
      state === "open"
        ? " It is on /careers again."
        : state === "scheduled"
        ? " It shows from its “Show from” date."
        : " Its “Close on” date has passed, so it stays closed: change that date to list it.";
    return redirectWithSuccess(here, `Vacancy “${changed.title}” opened.${note}`);
  }
  if (intent === "delete") {
    const form = await validateForm(vacancyDeleteValidator, formData);
    if (!form.ok) return form.response;
    const deleted = await deleteVacancy(id, actor);
    if (!deleted.ok && deleted.reason === "missing") throw notFound();
    if (!deleted.ok)
      return formFailure(400, {
        formError: VACANCY_MESSAGES.hasApplications(deleted.count),
        fields: formData,
      });
    return redirectWithSuccess("/staff/vacancies", `Vacancy “${deleted.title}” deleted.`);
  }
  if (intent === "save" || intent === "preview") {
    const form = await vacancyFormFrom(formData);
    if (!form.ok) return form.response;
    const saved = await updateVacancy(id, postedVersion(formData.get(VERSION_FIELD)), form.data, actor);
    if (!saved.ok && saved.reason === "missing") throw notFound();
    if (!saved.ok && saved.reason === "stale") return staleRefused(formData, saved.currentVersion);
    if (!saved.ok && saved.reason === "field") return fieldRefused(formData, saved.field, saved.message);
    return redirectWithSuccess(here, `Vacancy “${form.data.title}” saved.`);
  }
  throw redirect(here);
}

export default function StaffVacancy() {
  const { remote, vacancy, state, stateNote, values, choices } = useLoaderData<typeof loader>();
  const reopen = !vacancy.available;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/vacancies" className="text-sm font-semibold text-brand-800 underline">
          All vacancies
        </Link>
      </p>
      <StaffPanel id="vacancy-heading" title={<>Vacancy: {vacancy.title}</>} level={1}>
        <dl className="mt-4 space-y-2 text-sm">
          <Fact label="State">
            <span data-testid="vacancy-state" className="font-semibold">
              {VACANCY_STATE_LABELS[state]}
            </span>{" "}
            — {stateNote}
          </Fact>
          <Fact label="Applications">
            <Link to={`/staff/applications?vacancy=${vacancy.id}`} className="text-brand-800 underline" data-testid="vacancy-applications">
              {vacancy.applications === 1 ? "1 application" : `${vacancy.applications} applications`}
            </Link>
          </Fact>
          {state !== "scheduled" ? (
            <Fact label="Public page">
              <Link to={`/career/${vacancy.id}`} className="text-brand-800 underline">
                /career/{vacancy.id}
              </Link>
            </Fact>
          ) : null}
        </dl>
      </StaffPanel>
      {remote || !choices ? (
        <StaffPanel id="remote-heading" title="Editing is off">
          <RemoteNotice />
        </StaffPanel>
      ) : (
        <>
          <StaffPanel id="status-heading" title={reopen ? "Reopen" : "Close"}>
            <p className="mt-1 text-sm text-slate-700">
              {reopen
                ? "Opens the vacancy again: it is listed and takes applications (within its dates)."
                : "Closes the vacancy at once: it leaves /careers, its page says it is closed, and its hiring form refuses new applications."}
            </p>
            <StaffIntentForm
              id={VACANCY_STATUS_FORM_ID}
              validator={vacancyStatusValidator}
              intent={reopen ? "open" : "close"}
              submit={reopen ? "Reopen vacancy" : "Close vacancy"}
              variant="secondary"
              className="mt-3 grid gap-3"
              aria-labelledby="status-heading"
            >
              {null}
            </StaffIntentForm>
          </StaffPanel>
          <StaffPanel id="edit-heading" title="Edit">
            <VacancyForm key={vacancy.version} values={values} choices={choices} version={vacancy.version} submit="Save vacancy" />
          </StaffPanel>
          <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm">
            <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
              Delete
            </h2>
            {vacancy.applications > 0 ? (
              <p className="mt-1 text-sm text-slate-800" data-testid="delete-refused">
                {VACANCY_MESSAGES.hasApplications(vacancy.applications)}
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm text-slate-700">Nobody has applied yet, so the vacancy can be deleted. Its page then answers “not found”.</p>
                <StaffIntentForm
                  id={VACANCY_DELETE_FORM_ID}
                  validator={vacancyDeleteValidator}
                  intent="delete"
                  submit="Delete vacancy"
                  pendingLabel="Deleting..."
                  variant="danger"
                  className="mt-3 grid gap-3"
                  aria-labelledby="delete-heading"
                >
                  <CheckboxField label={`I confirm: delete “${vacancy.title}”. This cannot be undone.`} name="confirm" />
                </StaffIntentForm>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
