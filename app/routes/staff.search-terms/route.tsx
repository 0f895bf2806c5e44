/**
 * The search synonyms editor (/staff/search-terms, editor and admin): the groups of terms that search treats alike,
 * each changed or deleted in place, and a form to add one. Every form is a plain POST to this page's action, so it
 * all works without JavaScript; a change reaches the public search at once (catalog_version).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StaffFormKey } from "~/components/staff/form-key";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { RemoteNotice } from "~/components/staff/remote-notice";
import { StaffPanel } from "~/components/staff/staff-panel";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formFailure, validateForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { CONTENT_MESSAGES } from "~/forms/content";
import { staleAnswer } from "~/forms/editor-action.server";
import { GROUP_MAX_LENGTH, PREFIX_MIN_LENGTH, SYNONYM_FORM_IDS, SYNONYM_MESSAGES, SYNONYMS_PATH, synonymValidators } from "~/forms/search-synonyms";
import { readStaffForm } from "~/forms/staff-action.server";
import { addSynonymGroup, changeSynonymGroup, deleteSynonymGroup, listSynonymGroups, type SynonymRefusal } from "~/models/search-synonyms.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { contentIsRemote, refuseRemoteEditing } from "~/utils/content-editing.server";
import { SYNONYM_LIMITS } from "~/utils/search-query";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const meta = () => staffMeta("Search synonyms");

export const headers = staffHeaders;

const SYNONYM_ROLES = ["editor", "admin"] as const;

const NOUN = "synonym group";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, SYNONYM_ROLES);
  const headers = cacheHeaders("private");
  if (contentIsRemote()) return json({ remote: true as const, groups: [] }, { headers });
  const groups = (await listSynonymGroups()).map(({ id, terms, version }) => ({ id, terms, version }));
  return json({ remote: false as const, groups }, { headers });
}

function refusalAnswer(refusal: SynonymRefusal, formData: FormData) {
  switch (refusal.reason) {
    case "missing":
      return redirectWithError(SYNONYMS_PATH, CONTENT_MESSAGES.missing(NOUN));
    case "stale":
      return staleAnswer(formData, undefined, NOUN, refusal.currentVersion);
    case "term-taken":
      return formFailure(400, { fieldErrors: { terms: SYNONYM_MESSAGES.termTaken(refusal.term, refusal.group) }, fields: formData }, { headers: cacheHeaders("private") });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, SYNONYM_ROLES);
  refuseRemoteEditing();
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);

  switch (formData.get("intent")) {
    case "add": {
      const form = await validateForm(synonymValidators.add, formData);
      if (!form.ok) return form.response;
      const done = await addSynonymGroup(actor, form.data.terms);
      if (!done.ok) return refusalAnswer(done, formData);
      return redirectWithSuccess(SYNONYMS_PATH, `Group “${form.data.terms}” added.`);
    }
    case "save": {
      const form = await validateForm(synonymValidators.save, formData);
      if (!form.ok) return form.response;
      const done = await changeSynonymGroup(actor, { id: form.data.group, version: form.data.version, terms: form.data.terms });
      if (!done.ok) return refusalAnswer(done, formData);
      return redirectWithSuccess(SYNONYMS_PATH, done.changed ? `Group saved: “${form.data.terms}”.` : "The group already has these terms: nothing changed.");
    }
    case "delete": {
      const form = await validateForm(synonymValidators.remove, formData);
      if (!form.ok) return form.response;
      const done = await deleteSynonymGroup(actor, { id: form.data.group });
      if (!done.ok) return refusalAnswer(done, formData);
      return redirectWithSuccess(SYNONYMS_PATH, `Group “${done.terms}” deleted.`);
    }
  }
  throw redirect(SYNONYMS_PATH);
}

type Group = { id: number; terms: string; version: number };

/** The version the group's form carries: the one loaded, or the one a stale answer to this very form names. */
function GroupVersion({ formId, version }: { formId: string; version: number }) {
  const answer = useActionData() as { formId?: string; currentVersion?: number } | undefined;
  const current = answer?.formId === formId && typeof answer.currentVersion === "number" ? answer.currentVersion : version;
  return <input type="hidden" name="version" value={current} />;
}

function GroupRow({ group, number }: { group: Group; number: number }) {
  const saveId = SYNONYM_FORM_IDS.save(group.id);
  const deleteId = SYNONYM_FORM_IDS.remove(group.id);
  const saveAnswer = useFormAnswer(saveId);
  const deleteAnswer = useFormAnswer(deleteId);
  const navigation = useNavigation();
  const sending = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("group") === String(group.id);
  return (
    <li className="flex flex-wrap items-end gap-2 border-t border-slate-200 py-3 first:border-t-0" data-testid="synonym-group">
      <AppForm id={saveId} validator={synonymValidators.save} className="flex min-w-0 flex-1 flex-wrap items-end gap-2" aria-label={`Group ${number}`}>
        <FormError message={saveAnswer?.formError} className="basis-full" />
        <StaffFormKey />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="group" value={group.id} />
        <GroupVersion formId={saveId} version={group.version} />
        <TextField name="terms" label={`Group ${number}`} defaultValue={group.terms} maxLength={GROUP_MAX_LENGTH} autoComplete="off" spellCheck={false} wrapperClassName="min-w-0 flex-1 basis-72" />
        <Button type="submit" variant="secondary" pending={sending("save")} aria-label={`Save group ${number}`}>
          Save
        </Button>
      </AppForm>
      <AppForm id={deleteId} validator={synonymValidators.remove} aria-label={`Delete group ${number}`}>
        <FormError message={deleteAnswer?.formError} />
        <StaffFormKey />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="group" value={group.id} />
        <Button type="submit" variant="danger" pending={sending("delete")} pendingLabel="Deleting..." aria-label={`Delete group ${number}`}>
          Delete
        </Button>
      </AppForm>
    </li>
  );
}

export default function StaffSearchTerms() {
  const { remote, groups } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <StaffPanel id="synonyms-title" title="Search synonyms" level={1}>
        <p className="mt-2 text-slate-800">
          Each line is a group of terms that search treats alike: a visitor typing any of them finds texts with any other. Separate terms with commas; a
          term may be several words (hydrogen sulphide) or Arabic; end a term with * to match every word that begins so (sulph*, sulf*).
        </p>
        <p className="mt-2 text-slate-700">
          A group has 2 to {SYNONYM_LIMITS.terms} terms of at most {SYNONYM_LIMITS.termLength} characters, at least {PREFIX_MIN_LENGTH} letters before a *;
          a term belongs to one group only. A change reaches the public search at once.
        </p>
        {remote ? <RemoteNotice /> : null}
      </StaffPanel>
      {remote ? null : (
        <>
          <StaffPanel id="groups-heading" title={`Groups (${groups.length})`}>
            {groups.length ? (
              <ul className="mt-3" data-testid="synonym-groups">
                {groups.map((group, i) => (
                  <GroupRow key={`${group.id}:${group.version}`} group={group} number={i + 1} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No groups yet: search finds only the words typed.</p>
            )}
          </StaffPanel>
          <StaffPanel id="add-group-heading" title="Add a group">
            <StaffIntentForm
              id={SYNONYM_FORM_IDS.add}
              validator={synonymValidators.add}
              intent="add"
              submit="Add group"
              pendingLabel="Adding..."
              aria-labelledby="add-group-heading"
              className="mt-3 grid gap-3"
            >
              <TextField name="terms" label="Terms" maxLength={GROUP_MAX_LENGTH} autoComplete="off" spellCheck={false} hint="For example: scale inhibitor, antiscalant" required />
            </StaffIntentForm>
          </StaffPanel>
        </>
      )}
    </div>
  );
}
