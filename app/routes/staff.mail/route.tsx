/**
 * The outbox for admins (/staff/mail): what the site sent, what waits (and why) and what failed,
 * with the mail server's last answer; never a body, which may hold a one-time link. A failed message can be sent
 * again (audited). Filter by status in the URL, older messages by keyset.
 */
import { StaffPanel } from "~/components/staff/staff-panel";
import { StaffTable } from "~/components/staff/staff-table";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { KeysetPager } from "~/components/staff/keyset-pager";
import { STAFF_TIME } from "~/utils/staff-time";
import { FormError } from "~/forms/app-form";
import { formFailure, validateForm } from "~/forms/action.server";
import { readStaffForm } from "~/forms/staff-action.server";
import { StaffFormKey } from "~/components/staff/form-key";
import { mailResendValidator } from "~/forms/staff";
import { MAIL_STATUSES, type MailStatus } from "~/mail/statuses";
import { listMail, resendFailedMail } from "~/models/mail-queue.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { getEnv } from "~/utils/env.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Mail");

export const headers = staffHeaders;

const MAIL_ROLES = ["admin"] as const;
const PAGE_SIZE = 50;
const STATUS_LABELS: Record<MailStatus, string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

const isStatus = (value: string | null): value is MailStatus => (MAIL_STATUSES as readonly string[]).includes(value ?? "");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, MAIL_ROLES);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const before = Number(params.get("before"));
  const filter = { status: isStatus(status) ? status : undefined, before: Number.isInteger(before) && before > 0 ? before : undefined };
  const { rows, more, totals } = await listMail({ limit: PAGE_SIZE, ...filter });
  const smtp = Boolean(getEnv().SMTP_URL);
  const messages = rows.map((row) => ({
    id: row.id,
    status: row.status,
    to: row.to,
    subject: row.subject,
    reference: row.reference,
    created: STAFF_TIME.format(row.createdAt),
    state:
      row.status === "sent"
        ? `Sent ${STAFF_TIME.format(row.sentAt ?? row.createdAt)}`
        : row.status === "failed"
          ? `Failed after ${row.attempts} attempt(s): ${row.lastError ?? "no answer"}`
          : !smtp
            ? "Not sent: no SMTP_URL"
            : row.attempts
              ? `Next attempt ${STAFF_TIME.format(row.nextAttemptAt)} (${row.attempts} so far: ${row.lastError ?? "no answer"})`
              : "Waiting for the next round",
  }));
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(filter.status ? { status: filter.status } : {}), ...extra })}`;
  return json(
    {
      status: filter.status ?? "",
      totals,
      messages,
      olderHref: more && rows.length ? query({ before: String(rows[rows.length - 1].id) }) : null,
      newestHref: filter.before ? query({}) : null,
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, MAIL_ROLES);
  const guarded = await readStaffForm(request, me);
  if (!guarded.ok) return guarded.response;
  const form = await validateForm(mailResendValidator, guarded.formData);
  if (!form.ok) return form.response;
  const resent = await resendFailedMail(form.data.id, auditActor(me, request));
  if (!resent) return formFailure(400, { formError: "This message is not failed any more: it was sent again already, or removed.", fields: guarded.formData });
  return redirectWithSuccess(`/staff/mail${new URL(request.url).search}`, `Message to ${resent.to} queued again.`);
}

export default function StaffMail() {
  const { status, totals, messages, olderHref, newestHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const tabs: { value: string; label: string }[] = [{ value: "", label: "All" }, ...MAIL_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABELS[s]} (${totals[s] ?? 0})` }))];
  return (
    <div className="space-y-6">
      <StaffPanel id="mail-heading" title="Mail" level={1}>
        <p className="mt-1 text-sm text-slate-700">
          What the site sent, newest first. Bodies are not shown: a message may hold a one-time link. Times are Oman time.
        </p>
        <nav aria-label="Mail by status" className="mt-4 flex flex-wrap gap-4">
          {tabs.map((tab) => (
            <Link
              key={tab.value}
              to={tab.value ? `/staff/mail?status=${tab.value}` : "/staff/mail"}
              aria-current={tab.value === status ? "page" : undefined}
              className={`text-sm font-semibold underline ${tab.value === status ? "text-slate-900" : "text-brand-800"}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <FormError message={answer?.formError} className="mt-4" />
      </StaffPanel>
      <StaffPanel id="messages-heading" title="Messages" hidden>
        {messages.length ? (
          <StaffTable columns={["Queued", "To", "Subject", "State", { label: "Actions", hidden: true }]}>
            {messages.map((message) => (
              <tr key={message.id} className="border-t border-slate-200 align-top" data-testid="mail-row">
                <td className="whitespace-nowrap py-2 pe-4">{message.created}</td>
                <td className="py-2 pe-4 break-all">{message.to}</td>
                <td className="py-2 pe-4">{message.subject}</td>
                <td className="py-2 pe-4">{message.state}</td>
                <td className="py-2">
                  {message.status === "failed" ? (
                    <Form method="post">
                      <StaffFormKey />
                      <input type="hidden" name="id" value={message.id} />
                      <Button type="submit" variant="secondary">
                        Send again<span className="sr-only"> to {message.to}</span>
                      </Button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p className="text-slate-800">No messages.</p>
        )}
        <KeysetPager label="Mail pages" what="messages" newestHref={newestHref} olderHref={olderHref} />
      </StaffPanel>
    </div>
  );
}
