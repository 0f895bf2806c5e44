/**
 * One solution's documents (/staff/documents/:solutionId, sales and admin): every MSDS and TDS revision per
 * language, newest first (the first is the one a requester is sent), each downloadable for checking, and the upload
 * form for a new revision: a multipart POST that works without JavaScript, its PDF checked as it streams in.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StaffFormKey } from "~/components/staff/form-key";
import { Button } from "~/components/ui/button";
import { FileField, SelectField, TextField } from "~/components/ui/field";
import { checkRateLimit, formAnswer, refusalHeaders, STALE_FORM_MESSAGE } from "~/forms/action.server";
import { AppForm, FormError } from "~/forms/app-form";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_MESSAGES,
  DOCUMENT_ROLES,
  DOCUMENT_UPLOAD_FORM_ID,
  CHANGE_SUMMARY_MAX,
  documentUploadValidator,
  formatBytes,
} from "~/forms/documents";
import type { FieldErrors, FormAnswer } from "~/forms/kit";
import { addDocument, documentsOfSolution, getSolutionName } from "~/models/documents.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { getEnv } from "~/utils/env.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { parseIdParam } from "~/utils/params.server";
import { receiveDocumentUpload, removeDocumentFile } from "~/utils/pdf-upload.server";
import { auditActor, isStaffFormKey, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithSuccess } from "~/utils/toast.server";
import { discardRequestBody } from "~/utils/upload.server";

export const meta = ({ data }: { data?: { solution: { name: string } } }) => staffMeta(data ? `Documents: ${data.solution.name}` : "Documents");

export const headers = staffHeaders;

const UPLOAD_FIELDS = ["kind", "language", "revision_date", "change_summary"] as const;

async function solutionOr404(param: string | undefined) {
  const id = parseIdParam(param, DOCUMENT_MESSAGES.solutionMissing);
  const name = await getSolutionName(id);
  if (name === null) throw new Response(DOCUMENT_MESSAGES.solutionMissing, { status: 404, statusText: "Not Found" });
  return { id, name };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, DOCUMENT_ROLES);
  const solution = await solutionOr404(params.solutionId);
  const rows = await documentsOfSolution(solution.id);
  const groups = (["msds", "tds"] as const).map((kind) => ({
    kind,
    label: DOCUMENT_KIND_LABELS[kind],
    languages: (Object.keys(DOCUMENT_LANGUAGES) as (keyof typeof DOCUMENT_LANGUAGES)[])
      .map((language) => ({
        language,
        label: DOCUMENT_LANGUAGES[language],
        revisions: rows
          .filter((row) => row.kind === kind && row.language === language)
          .map((row) => ({
            id: row.id,
            revisionDate: row.revisionDate,
            originalName: row.originalName,
            changeSummary: row.changeSummary,
            size: formatBytes(row.size),
            uploaded: STAFF_TIME.format(row.createdAt),
            uploadedBy: row.uploadedBy ?? "a former member",
          })),
      }))
      .filter((group) => group.revisions.length > 0),
  }));
  return json({ solution, groups, maxSize: formatBytes(getEnv().DOCUMENT_MAX_BYTES) }, { headers: cacheHeaders("private") });
}

interface UploadAnswer extends FormAnswer {
  /** A file had been chosen: the form asks for it again (a refused file is never kept). */
  fileSent: boolean;
}

/** The form again with what was typed (never the file), with the status that says why. */
function formAgain(status: number, fields: Record<string, string>, failure: { fieldErrors?: FieldErrors; formError?: string | null }, fileSent: boolean, init?: ResponseInit) {
  const typed = Object.fromEntries(UPLOAD_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, CHANGE_SUMMARY_MAX + 100)]));
  return json<UploadAnswer>({ ...formAnswer({ ...failure, fields: typed }), formId: DOCUMENT_UPLOAD_FORM_ID, fileSent }, { ...init, status });
}

/**
 * The guard order by hand, as the body is a multipart upload: who may post → the solution → the rate limit (counted
 * before the body) → the upload parsed within its policy → the form key → the fields → the row and its audit entry.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, DOCUMENT_ROLES);
  let solution: { id: number; name: string };
  try {
    solution = await solutionOr404(params.solutionId);
  } catch (refusal) {
    discardRequestBody(request);
    throw refusal;
  }
  const limited = await checkRateLimit(request, "staff", `staff:${me.id}`);
  const upload = await receiveDocumentUpload(request);
  const stored = upload.ok ? upload.file : null;
  const refuse = async (status: number, failure: { fieldErrors?: FieldErrors; formError?: string | null }, init?: ResponseInit) => {
    await removeDocumentFile(stored?.path);
    return formAgain(status, upload.fields, failure, upload.ok || upload.fileSent, init);
  };
  if (limited) return refuse(429, { formError: await limited.text() }, { headers: refusalHeaders(limited) });
  if (!isStaffFormKey(me, upload.fields[STAFF_FORM_KEY_FIELD_NAME] ?? null)) return refuse(400, { formError: STALE_FORM_MESSAGE });

  const fields = await documentUploadValidator.validate(upload.fields);
  const errors: FieldErrors = { ...fields.error?.fieldErrors };
  if (!upload.ok && upload.fileError) errors.file = upload.fileError;
  if (fields.error || !stored) {
    return refuse(upload.ok ? 400 : upload.status, { fieldErrors: errors, formError: upload.ok ? null : (upload.formError ?? null) });
  }
  try {
    await addDocument(
      {
        solutionId: solution.id,
        kind: fields.data.kind,
        language: fields.data.language,
        revisionDate: fields.data.revision_date,
        changeSummary: fields.data.change_summary,
        file: stored,
        originalName: stored.originalName,
        sha256: stored.sha256,
      },
      auditActor(me, request),
    );
  } catch (error) {
    await removeDocumentFile(stored.path);
    throw error;
  }
  return redirectWithSuccess(
    `/staff/documents/${solution.id}`,
    `${DOCUMENT_MESSAGES.uploaded} ${DOCUMENT_KIND_LABELS[fields.data.kind]}, ${DOCUMENT_LANGUAGES[fields.data.language]}, revision ${fields.data.revision_date}.`,
  );
}

export default function SolutionDocuments() {
  const { solution, groups, maxSize } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as UploadAnswer | undefined;
  const fileError = answer?.fieldErrors.file;
  const chooseAgain = answer?.fileSent && !fileError ? DOCUMENT_MESSAGES.chooseAgain : undefined;
  return (
    <div className="space-y-6">
      <section aria-labelledby="solution-documents-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <p className="text-sm">
          <Link to="/staff/documents" className="font-medium text-brand-800 underline">
            Back to the library
          </Link>
        </p>
        <h1 id="solution-documents-heading" className="mt-2 text-2xl font-bold text-brand-900">
          Documents: {solution.name}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Every revision is kept. A requester is sent the current one (the latest revision date) in their language, else in English. A new
          revision is sent on to everyone who received the document in the last 12 months from its Recipients page.{" "}
          <Link to={`/solution/${solution.id}`} className="text-brand-800 underline">
            The solution's public page
          </Link>
        </p>
      </section>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${group.kind}-heading`} className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id={`${group.kind}-heading`} className="text-lg font-semibold text-slate-900">
            {group.label}
          </h2>
          {group.languages.length ? (
            group.languages.map((language) => (
              <div key={language.language} className="mt-4">
                <h3 className="font-semibold text-slate-900">{language.label}</h3>
                <StaffTable columns={["Revision date", "File", "What changed", "Size", "Uploaded"]} className="mt-2" testId={`revisions-${group.kind}-${language.language}`}>
                  {language.revisions.map((revision, index) => (
                    <tr key={revision.id} className="border-t border-slate-200 align-top">
                      <td className="whitespace-nowrap py-2 pe-4">
                        {revision.revisionDate}
                        {index === 0 ? <span className="ms-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-900">Current</span> : null}
                        {index === 0 ? (
                          <Link to={`/staff/documents/revision/${revision.id}`} className="mt-1 block text-brand-800 underline">
                            Recipients<span className="sr-only"> of the {group.label} revision {revision.revisionDate} in {language.label}</span>
                          </Link>
                        ) : null}
                      </td>
                      <td className="py-2 pe-4 break-all">
                        <a href={`/staff/documents/file/${revision.id}`} className="text-brand-800 underline">
                          {revision.originalName}
                        </a>
                      </td>
                      <td className="py-2 pe-4">{revision.changeSummary}</td>
                      <td className="whitespace-nowrap py-2 pe-4">{revision.size}</td>
                      <td className="py-2">
                        {revision.uploaded} by {revision.uploadedBy}
                      </td>
                    </tr>
                  ))}
                </StaffTable>
              </div>
            ))
          ) : (
            <p className="mt-2 text-slate-800">No {group.label} uploaded yet.</p>
          )}
        </section>
      ))}
      <StaffPanel id="upload-heading" title="Upload a revision">
        <AppForm id={DOCUMENT_UPLOAD_FORM_ID} validator={documentUploadValidator} encType="multipart/form-data" className="mt-4 grid gap-4 sm:grid-cols-2">
          <StaffFormKey />
          <FormError message={answer?.formError} className="sm:col-span-2" />
          <SelectField
            label="Kind"
            name="kind"
            required
            placeholder="Choose…"
            options={Object.entries(DOCUMENT_KIND_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <SelectField
            label="Language"
            name="language"
            required
            placeholder="Choose…"
            options={Object.entries(DOCUMENT_LANGUAGES).map(([value, label]) => ({ value, label }))}
          />
          <TextField label="Revision date" name="revision_date" required placeholder="YYYY-MM-DD" hint="As printed on the sheet, YYYY-MM-DD, not in the future." inputMode="numeric" />
          <TextField
            label="What changed"
            name="change_summary"
            required
            maxLength={CHANGE_SUMMARY_MAX}
            className="sm:col-span-2"
            hint="One line, sent to everyone who received an earlier revision. For a first issue, say so."
          />
          <FileField id="document-file" name="file" label="PDF file" accept=".pdf,application/pdf" error={fileError} hint={chooseAgain ?? `A PDF of at most ${maxSize}.`} />
          <div className="sm:col-span-2">
            <Button type="submit">Upload</Button>
          </div>
        </AppForm>
      </StaffPanel>
    </div>
  );
}
