/**
 * The team (/staff/team, admin only): every staff member with their roles and state; invite a member (the set-up link
 * goes by mail through the outbox, never onto this page), change a member's roles, disable or enable an account.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { RoleCheckboxes } from "~/components/staff/role-checkboxes";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { inviteStaff, listStaff, setStaffDisabled, setStaffRoles, type StaffMember } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formFailure, validateForm } from "~/forms/action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import { StaffFormKey } from "~/components/staff/form-key";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import {
  STAFF_INVITE_FORM_ID,
  STAFF_MESSAGES,
  staffAccessFormId,
  staffAccessValidator,
  staffInviteValidator,
  staffRolesFormId,
  staffRolesValidator,
} from "~/forms/staff";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Team");

export const headers = staffHeaders;

const TEAM_ROLES = ["admin"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireStaff(request, TEAM_ROLES);
  const members = await listStaff();
  return json({ meId: me.id, members }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, TEAM_ROLES);
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  const actor = auditActor(me, request);
  const intent = formData.get("intent");
  const refuse = (message: string) => formFailure(400, { formError: message, fields: formData }, { headers: cacheHeaders("private") });

  if (intent === "invite") {
    const form = await validateForm(staffInviteValidator, formData);
    if (!form.ok) return form.response;
    const result = await inviteStaff(form.data, actor);
    if (!result.ok) return formFailure(400, { fieldErrors: { email: STAFF_MESSAGES.memberExists }, fields: formData });
    return redirectWithSuccess("/staff/team", `Invitation sent to ${form.data.email}`);
  }
  if (intent === "roles") {
    const form = await validateForm(staffRolesValidator, formData);
    if (!form.ok) return form.response;
    const result = await setStaffRoles(actor, form.data.staffId, form.data.roles);
    if (!result.ok) return refuse(result.reason === "own-admin" ? STAFF_MESSAGES.ownAdmin : STAFF_MESSAGES.memberMissing);
    return redirectWithSuccess("/staff/team", "Roles saved.");
  }
  if (intent === "disable" || intent === "enable") {
    const form = await validateForm(staffAccessValidator, formData);
    if (!form.ok) return form.response;
    const result = await setStaffDisabled(actor, form.data.staffId, form.data.disabled);
    if (!result.ok) return refuse(result.reason === "self" ? STAFF_MESSAGES.self : STAFF_MESSAGES.memberMissing);
    return redirectWithSuccess("/staff/team", form.data.disabled ? "Account disabled." : "Account enabled.");
  }
  throw redirect("/staff/team");
}

type Member = StaffMember;

function stateOf(member: Member) {
  if (member.disabled) return "disabled";
  return member.active ? "active" : "invited";
}

function InviteForm() {
  const answer = useFormAnswer(STAFF_INVITE_FORM_ID);
  const navigation = useNavigation();
  return (
    <AppForm id={STAFF_INVITE_FORM_ID} validator={staffInviteValidator} className="mt-4 grid gap-4 sm:max-w-xl">
      <FormError message={answer?.formError} />
      <StaffFormKey />
      <input type="hidden" name="intent" value="invite" />
      <TextField label="Email" name="email" type="email" autoComplete="off" />
      <RoleCheckboxes legend="Roles" idPrefix="invite" />
      <div>
        <Button type="submit" pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "invite"} pendingLabel="Inviting...">
          Invite
        </Button>
      </div>
    </AppForm>
  );
}

function MemberRow({ member, isMe }: { member: Member; isMe: boolean }) {
  const rolesAnswer = useFormAnswer(staffRolesFormId(member.id));
  const accessAnswer = useFormAnswer(staffAccessFormId(member.id));
  return (
    <tr className="border-t border-slate-200 align-top" data-testid="staff-member-row">
      <th scope="row" className="py-3 pe-4 text-start font-semibold text-slate-900">
        {member.email}
        {isMe ? <span className="ms-1 font-normal text-slate-600">(you)</span> : null}
      </th>
      <td className="py-3 pe-4 text-slate-800">{member.name || "—"}</td>
      <td className="py-3 pe-4 text-slate-800" data-testid="member-state">
        {stateOf(member)}
      </td>
      <td className="py-3 pe-4">
        <AppForm id={staffRolesFormId(member.id)} validator={staffRolesValidator} className="grid gap-2" aria-label={`Roles of ${member.email}`}>
          <FormError message={rolesAnswer?.formError} />
          <StaffFormKey />
          <input type="hidden" name="intent" value="roles" />
          <input type="hidden" name="staffId" value={member.id} />
          <RoleCheckboxes legend={`Roles of ${member.email}`} checked={member.roles} idPrefix={`member-${member.id}`} key={member.roles.join(",")} hideLegend />
          <div>
            <Button type="submit" variant="secondary">
              Save roles
            </Button>
          </div>
        </AppForm>
      </td>
      <td className="py-3">
        {isMe ? null : (
          <AppForm id={staffAccessFormId(member.id)} validator={staffAccessValidator} className="grid gap-2" aria-label={`Access of ${member.email}`}>
            <FormError message={accessAnswer?.formError} />
            <StaffFormKey />
            <input type="hidden" name="staffId" value={member.id} />
            <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
            <Button type="submit" variant={member.disabled ? "secondary" : "danger"} aria-label={`${member.disabled ? "Enable" : "Disable"} ${member.email}`}>
              {member.disabled ? "Enable" : "Disable"}
            </Button>
          </AppForm>
        )}
      </td>
    </tr>
  );
}

export default function StaffTeam() {
  const { meId, members } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section aria-labelledby="invite-heading" className="rounded-lg bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Team</h1>
        <h2 id="invite-heading" className="mt-4 text-lg font-semibold text-slate-900">
          Invite a member
        </h2>
        <p className="mt-1 text-sm text-slate-700">They receive a one-time set-up link by e-mail, valid for 72 hours.</p>
        <InviteForm />
      </section>
      <StaffPanel id="members-heading" title="Members">
        <StaffTable columns={["E-mail", "Name", "State", "Roles", "Access"]} className="mt-4">
          {members.map((member) => (
            <MemberRow key={member.id} member={member} isMe={member.id === meId} />
          ))}
        </StaffTable>
      </StaffPanel>
    </div>
  );
}
