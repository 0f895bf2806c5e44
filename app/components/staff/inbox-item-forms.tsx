/**
 * The forms of an inbox item's page: status, assignment, internal note, reply, and (for MSDS/TDS requests) "Send
 * data sheet". Each is a plain POST with an `intent` that works without JavaScript; a refused one comes back with
 * its messages and what was typed (AppForm, useFormAnswer).
 */
import { Form } from "@remix-run/react";
import { StaffFormKey } from "~/components/staff/form-key";
import { StaffIntentForm } from "~/components/staff/intent-form";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import {
  INBOX_ASSIGN_FORM_ID,
  INBOX_NOTE_FORM_ID,
  INBOX_REPLY_FORM_ID,
  INBOX_STATUS_FORM_ID,
  INBOX_STATUS_LABELS,
  INBOX_STATUS_LIST,
  NOTE_MAX,
  REPLY_MAX,
  SUBJECT_MAX,
  inboxAssignValidator,
  inboxNoteValidator,
  inboxReplyValidator,
  inboxStatusValidator,
} from "~/forms/inbox";
import type { InboxStatus } from "~/db/schema";

export function StatusForm({ status }: { status: InboxStatus }) {
  return (
    <StaffIntentForm id={INBOX_STATUS_FORM_ID} validator={inboxStatusValidator} intent="status" submit="Save status" variant="secondary" aria-label="Change the status">
      <SelectField
        label="Status"
        name="status"
        defaultValue={status}
        key={status}
        options={INBOX_STATUS_LIST.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] }))}
        hint="Any status may follow any other."
      />
    </StaffIntentForm>
  );
}

export function AssignForm({ assigneeId, colleagues, meId }: { assigneeId: number | null; colleagues: { id: number; email: string; name: string }[]; meId: number }) {
  const options = colleagues.map((member) => ({
    value: member.id,
    label: `${member.id === meId ? "Me: " : ""}${member.name ? `${member.name} (${member.email})` : member.email}`,
  }));
  return (
    <StaffIntentForm id={INBOX_ASSIGN_FORM_ID} validator={inboxAssignValidator} intent="assign" submit="Save assignment" variant="secondary" aria-label="Assign">
      <SelectField
        label="Assigned to"
        name="assignee"
        defaultValue={assigneeId ?? ""}
        key={assigneeId ?? "nobody"}
        placeholder="Nobody"
        options={options}
        hint="Colleagues whose roles open this kind of request."
      />
    </StaffIntentForm>
  );
}

export function NoteForm() {
  return (
    <StaffIntentForm id={INBOX_NOTE_FORM_ID} validator={inboxNoteValidator} intent="note" submit="Add note" pendingLabel="Adding..." variant="secondary" aria-label="Add an internal note">
      <TextAreaField label="Internal note" name="note" required maxLength={NOTE_MAX} hint="Only staff see notes. At most 5,000 characters." />
    </StaffIntentForm>
  );
}

export function ReplyForm({ subject, to }: { subject: string; to: string }) {
  return (
    <StaffIntentForm id={INBOX_REPLY_FORM_ID} validator={inboxReplyValidator} intent="reply" submit="Send reply" pendingLabel="Sending..." aria-label="Reply by e-mail">
      <p className="text-sm text-slate-700">
        Sent by e-mail to <span className="font-semibold break-all">{to}</span>, with the reference and their message quoted. A new or in-progress
        item becomes answered.
      </p>
      <TextField label="Subject" name="subject" required maxLength={SUBJECT_MAX} defaultValue={subject} />
      <TextAreaField label="Reply" name="body" required rows={8} maxLength={REPLY_MAX} hint="At most 10,000 characters." />
    </StaffIntentForm>
  );
}

/** Send data sheet posts to its own route (staff.inbox.$id.data-sheet), which sends the current revision by a signed link. */
export function DataSheetForm({ id }: { id: number }) {
  return (
    <Form method="post" action={`/staff/inbox/${id}/data-sheet`} aria-label="Send data sheet" className="grid gap-3">
      <StaffFormKey />
      <p className="text-sm text-slate-700">E-mails the requester a link to the current revision in their language, or English.</p>
      <div>
        <Button type="submit">Send data sheet</Button>
      </div>
    </Form>
  );
}
