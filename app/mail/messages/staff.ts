/** Messages to the company's staff: the one-time link that sets up a staff account. */
import { SITE_NAME } from "~/content/company";
import type { StaffRole } from "~/db/schema";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { renderMail, type MailContent } from "../content";

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: "administrator",
  sales: "sales (data-sheet requests, inquiries, quotes)",
  hr: "human resources (job applications)",
  communications: "communications (contact messages, the blog)",
  editor: "editor (the catalogue: solutions, categories, processes, plants)",
};

/** An invitation: the link (valid 72 hours, once) that sets a password and an authenticator app. */
export function staffSetupMail({ roles }: { roles: readonly StaffRole[] }): MailContent {
  return renderMail({
    subject: `Set up your ${SITE_NAME} staff account`,
    preheader: "Open the link within 72 hours to choose a password and set up your authenticator app.",
    greeting: "Hello,",
    paragraphs: [
      `You have been given a staff account on the ${SITE_NAME} website${roles.length ? `, as ${roles.map((role) => ROLE_NAMES[role]).join(", ")}` : ""}.`,
      "To set it up, open this link within 72 hours. You will choose a password and connect an authenticator app (for example on your phone), which gives the code you enter each time you sign in. The link works once.",
      "If you did not expect this message, ignore it and tell your administrator.",
    ],
    action: { label: "Set up my account", url: LINK_PLACEHOLDER },
  });
}
