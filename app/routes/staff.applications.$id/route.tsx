/**
 * One application for HR (/staff/applications/:id, hr and admin; the HR notification mail links here): the
 * applicant's fields, the cover letter as text, the CV (its download is audited), the timeline, and the forms:
 * stage (optionally announced to the applicant by mail), note, and for admins the deletion the applicant asked for.
 * Each form is a plain POST with an `intent`; success redirects here with a toast, a refusal keeps what was typed.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { Timeline } from "~/components/staff/timeline";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/field";
import { formFailure, validateForm } from "~/forms/action.server";
import {
  APPLICATION_MESSAGES,
  DELETE_FORM_ID,
  deleteValidator,
  NOTE_FORM_ID,
  NOTE_MAX,
  noteValidator,
  STAGE_FORM_ID,
  STAGE_LABELS,
  STAGES,
  stageValidator,
} from "~/forms/applications";
import { readStaffForm } from "~/forms/staff-action.server";
import { addNote, changeStage, deleteApplication, getApplication } from "~/models/applications.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { parseIdParam } from "~/utils/params.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { timelineOf } from "./timeline";
import { Fact } from "~/components/staff/fact";

export const meta = () => staffMeta("Application");

export const headers = staffHeaders;

const APPLICATION_ROLES = ["hr", "admin"] as const;
const NOT_FOUND = "This application does not exist: it may have been deleted.";

const notFound = () => new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });

function sizeOf(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, APPLICATION_ROLES);
  const id = parseIdParam(params.id, NOT_FOUND);
  const application = await getApplication(id);
  if (!application) throw notFound();
  return json(
    {
      isAdmin: me.roles.includes("admin"),
      application: {
        id: application.id,
        reference: application.reference,
        name: `${application.firstName} ${application.lastName}`.trim(),
        firstName: application.firstName,
        lastName: application.lastName,
        email: application.email,
        phoneNumber: application.phoneNumber,
        // The applicant's mail (receipt, stage news) is in this language; a recruiter's own words should be too.
        language: application.locale === "ar" ? "Arabic" : "English",
        coverLetter: application.coverLetter,
        vacancyId: application.vacancyId,
        vacancy: application.vacancyTitle,
        at: application.createdAt.toISOString(),
        received: STAFF_TIME.format(application.createdAt),
        stage: application.stage,
        cv: application.resumePath
          ? { name: application.resumeOriginalName || "CV", type: application.resumeType, size: sizeOf(application.resumeSize), available: application.cvAvailable }
          : null,
      },
      timeline: timelineOf(application.events),
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, APPLICATION_ROLES);
  const id = parseIdParam(params.id, NOT_FOUND);
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const here = `/staff/applications/${id}`;
  const intent = formData.get("intent");

  if (intent === "stage") {
    const form = await validateForm(stageValidator, formData);
    if (!form.ok) return form.response;
    const changed = await changeStage(id, form.data, actor);
    if (!changed.ok && changed.reason === "gone") throw notFound();
    if (!changed.ok) {
      const fieldErrors: Record<string, string> = changed.reason === "same" ? { stage: APPLICATION_MESSAGES.sameStage } : { tell: APPLICATION_MESSAGES.noAddress };
      return formFailure(400, { fieldErrors, fields: formData }, { headers: cacheHeaders("private") });
    }
    const stage = STAGE_LABELS[form.data.stage];
    return redirectWithSuccess(here, changed.told ? `Stage set to ${stage}; the applicant's message is on its way.` : `Stage set to ${stage}.`);
  }
  if (intent === "note") {
    const form = await validateForm(noteValidator, formData);
    if (!form.ok) return form.response;
    if (!(await addNote(id, form.data.note, actor))) throw notFound();
    return redirectWithSuccess(here, "Note added.");
  }
  if (intent === "delete") {
    if (!me.roles.includes("admin")) throw new Response("Forbidden", { status: 403, statusText: "Forbidden" });
    const form = await validateForm(deleteValidator, formData);
    if (!form.ok) return form.response;
    const deleted = await deleteApplication(id, actor);
    if (!deleted) throw notFound();
    return redirectWithSuccess("/staff/applications", `Application ${deleted.reference} and its CV deleted.`);
  }
  throw redirect(here);
}

const FORM_CLASS = "mt-4 grid gap-4 sm:max-w-xl";

function StageForm({ stage }: { stage: (typeof STAGES)[number] }) {
  return (
    <StaffIntentForm id={STAGE_FORM_ID} validator={stageValidator} intent="stage" submit="Change stage" className={FORM_CLASS} aria-labelledby="stage-heading">
      <SelectField
        label="New stage"
        name="stage"
        defaultValue={stage}
        options={STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
        hint="New → Screening → Interview → Offer → Hired, or Rejected. Any move is allowed, also back to an earlier stage."
      />
      <CheckboxField label="Tell the applicant (by e-mail)" name="tell" />
      <TextAreaField label="Message to the applicant (optional)" name="message" maxLength={NOTE_MAX} hint="Sent with the e-mail, below our text for the stage." />
    </StaffIntentForm>
  );
}

function NoteForm() {
  return (
    <StaffIntentForm id={NOTE_FORM_ID} validator={noteValidator} intent="note" submit="Add note" variant="secondary" className={FORM_CLASS} aria-labelledby="note-heading">
      <TextAreaField label="Note (only staff see it)" name="note" maxLength={NOTE_MAX} required />
    </StaffIntentForm>
  );
}

function DeleteForm({ reference }: { reference: string }) {
  return (
    <StaffIntentForm id={DELETE_FORM_ID} validator={deleteValidator} intent="delete" submit="Delete now" pendingLabel="Deleting..." variant="danger" className={FORM_CLASS} aria-labelledby="delete-heading">
      <CheckboxField label={`I confirm: the applicant asked us to delete ${reference}, its timeline and the CV. This cannot be undone.`} name="confirm" />
    </StaffIntentForm>
  );
}

export default function StaffApplication() {
  const { isAdmin, application, timeline } = useLoaderData<typeof loader>();
  const { cv } = application;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/applications" className="text-sm font-semibold text-brand-800 underline">
          All applications
        </Link>
      </p>
      <StaffPanel id="application-heading" title={<>{application.reference}: {application.name}</>} level={1}>
        <dl className="mt-4 space-y-2 text-sm">
          <Fact label="Stage">
            <span data-testid="application-stage">{STAGE_LABELS[application.stage]}</span>
          </Fact>
          <Fact label="Vacancy">
            <Link to={`/staff/applications?vacancy=${application.vacancyId}`} className="text-brand-800 underline">
              {application.vacancy}
            </Link>
          </Fact>
          <Fact label="Received">
            <time dateTime={application.at}>{application.received}</time>
          </Fact>
          <Fact label="First name">{application.firstName}</Fact>
          <Fact label="Last name">{application.lastName}</Fact>
          <Fact label="E-mail">{application.email}</Fact>
          <Fact label="Phone number">{application.phoneNumber || "—"}</Fact>
          <Fact label="Language">{application.language}</Fact>
        </dl>
        <h2 className="mt-6 text-lg font-semibold text-slate-900">Cover letter</h2>
        {application.coverLetter ? (
          <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-800" data-testid="cover-letter">
            {application.coverLetter}
          </p>
        ) : (
          <p className="mt-2 text-slate-800">None written.</p>
        )}
        <h2 className="mt-6 text-lg font-semibold text-slate-900">CV</h2>
        {cv ? (
          <div className="mt-2 text-sm">
            <p className="text-slate-800">
              {cv.name} · {cv.type} · {cv.size}
            </p>
            {cv.available ? (
              <p className="mt-2">
                {/* A download, never a page: a plain link the browser saves (reloadDocument: not a client navigation). */}
                <Link to={`/staff/applications/${application.id}/cv`} reloadDocument className="font-semibold text-brand-800 underline">
                  Download CV<span className="sr-only"> of {application.name}</span>
                </Link>{" "}
                <span className="text-slate-700">(each download is recorded)</span>
              </p>
            ) : (
              <p className="mt-2 font-semibold text-red-800" data-testid="cv-missing">
                The CV&apos;s file is missing on the server.
              </p>
            )}
          </div>
        ) : (
          <p className="mt-2 text-slate-800">No CV: it was erased with the applicant&apos;s account.</p>
        )}
      </StaffPanel>
      <StaffPanel id="stage-heading" title="Stage">
        <StageForm stage={application.stage} key={`${application.stage}-${timeline.length}`} />
      </StaffPanel>
      <StaffPanel id="note-heading" title="Add a note">
        <NoteForm key={timeline.length} />
      </StaffPanel>
      <StaffPanel id="timeline-heading" title="Timeline" headingClass="mb-4">
        <Timeline entries={timeline} label="Timeline of the application" />
      </StaffPanel>
      {isAdmin ? (
        <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm">
          <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
            Delete now (the applicant asked)
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Deletes the application, its timeline, the mail about it and the CV file at once. The audit log keeps only the reference and the vacancy.
          </p>
          <DeleteForm reference={application.reference} />
        </section>
      ) : null}
    </div>
  );
}
