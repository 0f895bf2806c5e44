/**
 * The account's messages: prove an address, a registration with an address that has an account, reset a password,
 * and the notices after a password or an address changed. A one-time link is LINK_PLACEHOLDER here; the worker
 * writes the unsealed link in at send time.
 */
import { CONTACT_INFORMATION } from "~/content/company";
import { publicOrigin } from "~/utils/public-origin.server";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { renderMail, type MailContent } from "../content";
import { visitorAddress } from "../visitor";

const MUSCAT_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Muscat", dateStyle: "long", timeStyle: "short" });

/** After registration: the link that confirms the account's own address. */
export function verifyAddressMail(): MailContent {
  return renderMail({
    subject: "Confirm your e-mail address",
    preheader: "Open the link within 24 hours to confirm your address.",
    greeting: "Hello,",
    paragraphs: [
      "Thank you for creating an account. To confirm that this address is yours, open this link within 24 hours and press the button on the page.",
      "If you did not create an account, ignore this message.",
    ],
    action: { label: "Confirm my address", url: LINK_PLACEHOLDER },
  });
}

/** A change of address: the link, sent to the new address, that makes it the account's. */
export function confirmNewAddressMail(): MailContent {
  return renderMail({
    subject: "Confirm your new e-mail address",
    preheader: "Open the link within 24 hours to use this address for your account.",
    greeting: "Hello,",
    paragraphs: [
      "Someone asked to use this address for their account on our website. To confirm that it is yours, open this link within 24 hours and press the button on the page.",
      "Until then the account keeps its old address. If it was not you, ignore this message.",
    ],
    action: { label: "Confirm my new address", url: LINK_PLACEHOLDER },
  });
}

/** Someone registered with an address that already has an account: its owner is told, and nothing else happens. */
export function registrationAttemptMail(): MailContent {
  const origin = publicOrigin();
  return renderMail({
    subject: "Someone tried to register with your address",
    greeting: "Hello,",
    paragraphs: [
      "Someone tried to create an account on our website with this e-mail address, which already has one.",
      "If it was you, sign in, or, if you forgot your password, reset it:",
      { link: { text: "Sign in", url: `${origin}/auth/login` } },
      { link: { text: "Reset your password", url: `${origin}/auth/forgot-password` } },
      "If it was not you, ignore this message: your account is unchanged.",
    ],
  });
}

/** The link that lets the account's owner choose a new password. */
export function passwordResetMail(): MailContent {
  return renderMail({
    subject: "Reset your password",
    preheader: "Open the link within one hour to choose a new password.",
    greeting: "Hello,",
    paragraphs: [
      "Someone asked to reset the password of your account. To choose a new password, open this link within one hour.",
      "If it was not you, ignore this message; your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: LINK_PLACEHOLDER },
  });
}

/** After any change of the password (in the profile or through a reset link). */
export function passwordChangedMail({ changedAt = new Date() }: { changedAt?: Date } = {}): MailContent {
  const origin = publicOrigin();
  return renderMail({
    subject: "Your password was changed",
    preheader: "If it was not you, reset your password now.",
    greeting: "Hello,",
    paragraphs: [
      `The password of your account on our website was changed on ${MUSCAT_TIME.format(changedAt)} (Muscat time).`,
      "If it was you, there is nothing more to do.",
      "If it was not you, reset your password now with the link below. Choosing a new password that way signs out every device that is signed in to your account.",
      { link: { text: "Reset your password", url: `${origin}/auth/forgot-password` } },
    ],
  });
}

/**
 * After a change of address was confirmed: one message to the old address (with what to do if it was not its owner)
 * and one to the new.
 */
export function addressChangedMail({ oldAddress, newAddress, toOld }: { oldAddress: string; newAddress: string; toOld: boolean }): MailContent {
  const before = visitorAddress(oldAddress);
  const after = visitorAddress(newAddress);
  if (toOld) {
    return renderMail({
      subject: "The e-mail address of your account was changed",
      preheader: "If it was not you, tell us at once.",
      greeting: "Hello,",
      paragraphs: [
        "The e-mail address of your account on our website was changed. Messages about the account now go to the new address, and you sign in with it.",
        "If it was you, there is nothing more to do.",
        `If it was not you, someone else may be using your account. Write to us at ${CONTACT_INFORMATION.email.display} from this address, so we can give the account back to you.`,
      ],
      facts: [
        ["Old address", before],
        ["New address", after],
      ],
    });
  }
  return renderMail({
    subject: "Your e-mail address was changed",
    greeting: "Hello,",
    paragraphs: ["This is now the e-mail address of your account on our website. Use it to sign in from now on."],
    facts: [
      ["Old address", before],
      ["New address", after],
    ],
    action: { label: "Sign in", url: `${publicOrigin()}/auth/login` },
  });
}
