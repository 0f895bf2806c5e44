/**
 * A new solution (/staff/solutions/new, editor and admin): the editor's form, technical data and problems treated
 * included; saved as a draft, then the
 * solution's own page opens, where it is published and gets its picture and plants.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { SolutionForm } from "~/components/staff/solution-form";
import { flattenTree } from "~/components/staff/category-options";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formFailure, validateForm } from "~/forms/action.server";
import { isPreview } from "~/forms/content";
import { previewAnswer } from "~/forms/editor-action.server";
import { SOLUTION_FORM_ID, SOLUTION_MESSAGES, SOLUTION_ROLES, solutionValidatorFor } from "~/forms/solutions";
import { TECHNICAL_MESSAGES } from "~/forms/solution-technical";
import { readStaffForm } from "~/forms/staff-action.server";
import { createSolution, problemChoices } from "~/models/solutions-editor.server";
import { listCategories } from "~/models/reference-lists.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("New solution");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, SOLUTION_ROLES);
  const [tree, problems] = await Promise.all([listCategories(), problemChoices()]);
  return json({ remote: contentIsRemote(), categories: flattenTree(tree), problems }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, SOLUTION_ROLES);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  if (isPreview(guarded.formData)) return previewAnswer(guarded.formData, SOLUTION_FORM_ID, ["description", "description_ar"]);
  const problems = (await problemChoices()).flatMap((group) => group.problems);
  const form = await validateForm(solutionValidatorFor(problems), guarded.formData);
  if (!form.ok) return form.response;
  const created = await createSolution(form.data, auditActor(me, request));
  if (!created.ok) {
    return formFailure(409, { formError: TECHNICAL_MESSAGES.unknownProblems, fields: guarded.formData, formId: SOLUTION_FORM_ID }, { headers: cacheHeaders("private") });
  }
  return redirectWithSuccess(`/staff/solutions/${created.id}`, SOLUTION_MESSAGES.created);
}

export default function NewSolution() {
  const { remote, categories, problems } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <p>
        <Link to="/staff/solutions" className="text-sm font-semibold text-brand-800 underline">
          All solutions
        </Link>
      </p>
      <StaffPanel id="solution-form-heading" title="New solution" level={1}>
        {remote ? <RemoteNotice /> : <SolutionForm categories={categories} problems={problems} submit="Create draft" />}
      </StaffPanel>
    </div>
  );
}
