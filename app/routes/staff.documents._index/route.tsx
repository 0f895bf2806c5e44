/**
 * The document library (/staff/documents, sales and admin): find a solution by name (the catalogue's own
 * search) and see how many MSDS and TDS revisions it has, and the latest uploads across the library.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { DOCUMENT_KIND_LABELS, DOCUMENT_LANGUAGES, DOCUMENT_ROLES, formatBytes, librarySearchFrom } from "~/forms/documents";
import { latestUploads, searchLibrary } from "~/models/documents.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Documents");

export const headers = staffHeaders;


export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, DOCUMENT_ROLES);
  const search = librarySearchFrom(new URL(request.url).searchParams);
  const [found, latest] = await Promise.all([searchLibrary(search), latestUploads()]);
  return json(
    {
      search,
      total: found.total,
      solutions: found.solutions,
      latest: latest.map((document) => ({
        id: document.id,
        solutionId: document.solutionId,
        solutionName: document.solutionName,
        kind: DOCUMENT_KIND_LABELS[document.kind],
        language: DOCUMENT_LANGUAGES[document.language as keyof typeof DOCUMENT_LANGUAGES] ?? document.language,
        revisionDate: document.revisionDate,
        originalName: document.originalName,
        size: formatBytes(document.size),
        uploaded: `${STAFF_TIME.format(document.createdAt)}${document.uploadedBy ? ` by ${document.uploadedBy}` : ""}`,
      })),
    },
    { headers: cacheHeaders("private") },
  );
}

export default function StaffDocuments() {
  const { search, total, solutions, latest } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="documents-heading" title="Documents" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          MSDS and TDS files (PDF) per solution and language. Uploading a new revision keeps the old ones; a data sheet sent to a requester is
          always the current revision.
        </p>
        <Form method="get" role="search" aria-label="Solutions" className="mt-4 flex flex-wrap items-end gap-3">
          <TextField label="Solution name" name="q" type="search" defaultValue={search} maxLength={100} wrapperClassName="min-w-64 flex-1" />
          <Button type="submit">Search</Button>
        </Form>
      </StaffPanel>
      <StaffPanel id="solutions-heading" title={<>{search ? `Solutions matching “${search}”` : "Solutions"}</>}>
        <p className="mt-1 text-sm text-slate-700">
          {total === 0 ? "No solution matches." : total > solutions.length ? `The first ${solutions.length} of ${total}: search to narrow them.` : `${total} solution(s).`}
        </p>
        {solutions.length ? (
          <StaffTable columns={["Solution", { label: "MSDS", end: true }, { label: "TDS", end: true }]} className="mt-3">
            {solutions.map((solution) => (
              <tr key={solution.id} className="border-t border-slate-200" data-testid="library-solution">
                <td className="py-2 pe-4">
                  <Link to={`/staff/documents/${solution.id}`} className="font-medium text-brand-800 underline">
                    {solution.name}
                  </Link>
                </td>
                <td className="py-2 pe-4 text-end">{solution.msds}</td>
                <td className="py-2 text-end">{solution.tds}</td>
              </tr>
            ))}
          </StaffTable>
        ) : null}
      </StaffPanel>
      <StaffPanel id="latest-heading" title="Latest uploads">
        {latest.length ? (
          <StaffTable columns={["Solution", "Sheet", "Revision", "File", "Uploaded"]} className="mt-3">
            {latest.map((document) => (
              <tr key={document.id} className="border-t border-slate-200 align-top">
                <td className="py-2 pe-4">
                  <Link to={`/staff/documents/${document.solutionId}`} className="text-brand-800 underline">
                    {document.solutionName}
                  </Link>
                </td>
                <td className="py-2 pe-4">
                  {document.kind}, {document.language}
                </td>
                <td className="whitespace-nowrap py-2 pe-4">{document.revisionDate}</td>
                <td className="py-2 pe-4 break-all">
                  <a href={`/staff/documents/file/${document.id}`} className="text-brand-800 underline">
                    {document.originalName}
                  </a>{" "}
                  ({document.size})
                </td>
                <td className="py-2">{document.uploaded}</td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="mt-2 text-slate-800">No document uploaded yet.</p>
        )}
      </StaffPanel>
    </div>
  );
}
