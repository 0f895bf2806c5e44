/** An outbox message's states (app/db/schema.ts outbox.status), for the server and for pages that show them. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
