/**
 * One inbox item (/staff/inbox/:id): the whole submission from its source table, the solution, the same verified
 * account's earlier submissions, the timeline, and the forms that move it on (status, assignment, note, reply,
 * "Send data sheet" for MSDS/TDS requests, and for a basket request an answer per line, each sample's next steps and
 * "Send the quote by mail"). An item of a kind the member's roles do not open is a 404, exactly like
 * an id that does not exist, for reading and for every POST.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BasketRequest, lineAnswerValidator, lineMessageId, sampleStepValidator, type BasketLineView } from "~/components/staff/basket-request";
import { Link, useLoaderData } from "@remix-run/react";
import { AssignForm, DataSheetForm, NoteForm, ReplyForm, StatusForm } from "~/components/staff/inbox-item-forms";
import { InboxSubmission, type EarlierSubmission } from "~/components/staff/inbox-submission";
import { Timeline } from "~/components/staff/timeline";
import { formAnswer, formFailure, validateForm } from "~/forms/action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import {
  INBOX_KIND_LABELS,
  INBOX_MESSAGES,
  INBOX_ROLES,
  INBOX_STATUS_LABELS,
  inboxAssignValidator,
  inboxNoteValidator,
  inboxReplyValidator,
  inboxStatusValidator,
  replySubject,
  visibleKinds,
} from "~/forms/inbox";
import { answerLine, basketRequestOf, moveSample, sendQuote, type RfqLine } from "~/models/basket-staff.server";
import { addInboxNote, assignInboxItem, eligibleAssignees, getInboxItem, inboxItemVisible, replyToInboxItem, setInboxStatus } from "~/models/inbox.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { STAFF_TIME } from "~/utils/staff-time";
import { redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { timelineOf } from "./timeline.server";

export const meta = ({ data }: { data?: { item: { reference: string } } }) => staffMeta(data ? `${data.item.reference} — Inbox` : "Inbox");

export const headers = staffHeaders;

const notFound = () => new Response("This request or message does not exist, or your roles do not open it.", { status: 404, statusText: "Not Found" });

function itemIdOf(param: string | FormDataEntryValue | null | undefined) {
  if (typeof param !== "string" || !/^\d{1,10}$/.test(param) || Number(param) < 1 || Number(param) > 2_147_483_647) throw notFound();
  return Number(param);
}

function lineView(line: RfqLine): BasketLineView {
  const { requestId: _request, sampleUpdatedAt, answeredAt, ...rest } = line;
  return { ...rest, version: `${sampleUpdatedAt?.getTime() ?? 0}-${answeredAt?.getTime() ?? 0}` };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const me = await requireStaff(request, INBOX_ROLES);
  const id = itemIdOf(params.id);
  const found = await getInboxItem(visibleKinds(me.roles), id);
  if (!found) throw notFound();
  const { item, submission, solution, countryName, assignee, events, earlier } = found;
  const [colleagues, basket] = await Promise.all([eligibleAssignees(item.kind), item.kind === "rfq" ? basketRequestOf(item.sourceId) : null]);
  const about = solution ? `your ${INBOX_KIND_LABELS[item.kind].toLowerCase()} about ${solution.name}` : `your ${INBOX_KIND_LABELS[item.kind].toLowerCase()}`;
  return json(
    {
      meId: me.id,
      item: {
        id: item.id,
        kind: item.kind,
        reference: item.reference,
        status: item.status,
        email: item.email,
        name: item.name,
        company: item.company,
        language: item.language,
        received: STAFF_TIME.format(item.createdAt),
        at: item.createdAt.toISOString(),
        signedIn: item.userId !== null,
      },
      fields: submission.fields,
      solution,
      countryName,
      assignee,
      colleagues: colleagues.map((member) => ({ id: member.id, email: member.email, name: member.name })),
      earlier: earlier.map(
        (row): EarlierSubmission => ({ id: row.id, kind: row.kind, reference: row.reference, status: row.status, received: STAFF_TIME.format(row.createdAt) }),
      ),
      timeline: timelineOf(events),
      replySubject: replySubject(item.reference, about),
      basket: basket && {
        lines: basket.lines.map(lineView),
        locale: basket.request.locale,
        quoteSent: basket.request.quoteSentAt ? STAFF_TIME.format(basket.request.quoteSentAt) : null,
      },
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const me = await requireStaff(request, INBOX_ROLES);
  const id = itemIdOf(params.id);
  const kinds = visibleKinds(me.roles);
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  // Before the form's schema: an item the member cannot see answers the same 404 whatever is posted.
  if (!(await inboxItemVisible(kinds, id))) throw notFound();
  const formData = guarded.formData;
  const actor = auditActor(me, request) as ReturnType<typeof auditActor> & { id: number };
  const back = `/staff/inbox/${id}`;
  const intent = formData.get("intent");

  if (intent === "status") {
    const form = await validateForm(inboxStatusValidator, formData);
    if (!form.ok) return form.response;
    const result = await setInboxStatus(actor, kinds, id, form.data.status);
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, result.changed ? `Status set to ${INBOX_STATUS_LABELS[form.data.status]}.` : `Status is ${INBOX_STATUS_LABELS[form.data.status]} already.`);
  }
  if (intent === "assign") {
    const form = await validateForm(inboxAssignValidator, formData);
    if (!form.ok) return form.response;
    const result = await assignInboxItem(actor, kinds, id, form.data.assignee);
    if (!result.ok && result.reason === "not-eligible") return formFailure(400, { fieldErrors: { assignee: INBOX_MESSAGES.assigneeNotEligible }, fields: formData });
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, result.assigneeEmail ? `Assigned to ${result.assigneeEmail}.` : "Assigned to nobody.");
  }
  if (intent === "note") {
    const form = await validateForm(inboxNoteValidator, formData);
    if (!form.ok) return form.response;
    const result = await addInboxNote(actor, kinds, id, form.data.note);
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, "Note added.");
  }
  if (intent === "reply") {
    const form = await validateForm(inboxReplyValidator, formData);
    if (!form.ok) return form.response;
    const result = await replyToInboxItem(actor, kinds, id, form.data);
    if (!result.ok && result.reason === "address") return formFailure(400, { formError: INBOX_MESSAGES.notSent, fields: formData });
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, `Reply sent to ${result.to}.`);
  }
  if (intent === "answer") {
    const line = itemIdOf(formData.get("line"));
    const form = await validateForm(lineAnswerValidator, formData);
    if (!form.ok) return form.response;
    const result = await answerLine(actor, kinds, id, line, form.data);
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, `Answer to line ${result.position} saved.`);
  }
  if (intent === "quote") {
    const result = await sendQuote(actor, kinds, id);
    if (!result.ok && result.reason !== "missing") return formFailure(400, { formError: result.message, fields: formData });
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, `Quote ${result.again ? "sent again" : "sent"} to ${result.to}.`);
  }
  if (intent === "sample") {
    const line = itemIdOf(formData.get("line"));
    const form = await validateForm(sampleStepValidator, formData);
    if (!form.ok) return form.response;
    const result = await moveSample(actor, kinds, id, line, form.data);
    if (!result.ok && result.reason !== "missing") {
      // Told above the line's forms: the form of a step no longer possible is gone from the page.
      return json(formAnswer({ formError: result.message, formId: lineMessageId(line) }), { status: 400, headers: cacheHeaders("private") });
    }
    if (!result.ok) throw notFound();
    return redirectWithSuccess(back, `Sample of line ${result.position}: ${SAMPLE_STEP_DONE[form.data.to]}; the requester is told by e-mail.`);
  }
  return formFailure(400, { formError: "This form was not understood. Reload the page and try again.", fields: formData }, { headers: cacheHeaders("private") });
}

const SAMPLE_STEP_DONE = { approved: "approved", declined: "declined", shipped: "marked shipped", delivered: "marked delivered" } as const;

export default function StaffInboxItem() {
  const data = useLoaderData<typeof loader>();
  const { item } = data;
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/staff/inbox" className="font-semibold text-brand-800 underline">
          Inbox
        </Link>
      </nav>
      <StaffPanel id="item-heading" title={<>{INBOX_KIND_LABELS[item.kind]} {item.reference}</>} level={1}>
        <p className="mt-1 text-slate-800">
          Received <time dateTime={item.at}>{item.received}</time> (Oman time) · Status:{" "}
          <span className="font-semibold" data-testid="item-status">
            {INBOX_STATUS_LABELS[item.status]}
          </span>{" "}
          · Assigned to: <span data-testid="item-assignee">{data.assignee?.email ?? "nobody"}</span>
        </p>
        <InboxSubmission
          fields={data.fields}
          solution={data.solution}
          countryName={data.countryName}
          language={item.language}
          signedIn={item.signedIn}
          earlier={data.earlier}
        />
      </StaffPanel>
      {data.basket ? <BasketRequest lines={data.basket.lines} email={item.email} language={data.basket.locale} quoteSent={data.basket.quoteSent} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="workflow-heading" className="space-y-6 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="workflow-heading" className="text-lg font-semibold text-slate-900">
            Work on it
          </h2>
          <StatusForm status={item.status} />
          <AssignForm assigneeId={data.assignee?.id ?? null} colleagues={data.colleagues} meId={data.meId} />
          {item.kind === "msds" || item.kind === "tds" ? <DataSheetForm id={item.id} /> : null}
          {/* Keyed on the timeline: a note or reply that went through empties its form (with JavaScript the page stays). */}
          <NoteForm key={`note-${data.timeline.length}`} />
        </section>
        <StaffPanel id="reply-heading" title={<>Reply to {item.name}</>} headingClass="mb-3">
          <ReplyForm key={`reply-${data.timeline.length}`} subject={data.replySubject} to={item.email} />
        </StaffPanel>
      </div>
      <StaffPanel id="timeline-heading" title="Timeline" headingClass="mb-4">
        <Timeline entries={data.timeline} />
      </StaffPanel>
    </div>
  );
}
