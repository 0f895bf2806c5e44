/**
 * The account's messages: prove an address, a registration with an address that has an account, reset a password,
 * and the notices after a password or an address changed. A one-time link is LINK_PLACEHOLDER here; the worker
 * writes the unsealed link in at send time. Written in the account owner's language (`locale`, English when not
 * given); the site's own links go to that language's pages.
 */
import { CONTACT_INFORMATION } from "~/content/company";
import { intlLocale } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { renderMail, type MailContent } from "../content";
import { isolate, mailText } from "../i18n";
import { visitorAddress } from "../visitor";

const MUSCAT_TIME: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale("en"), { timeZone: "Asia/Muscat", dateStyle: "long", timeStyle: "short" }),
  ar: new Intl.DateTimeFormat(intlLocale("ar"), { timeZone: "Asia/Muscat", dateStyle: "long", timeStyle: "short" }),
};

interface InLocale {
  /** The account owner's language; English when not given. */
  locale?: Locale;
}

/** One of the site's pages, in the reader's language, on PUBLIC_ORIGIN. */

/** After registration: the link that confirms the account's own address. */
export function verifyAddressMail({ locale = "en" }: InLocale = {}): MailContent {
  return renderMail({
    subject: mailText(locale, "account.verify.subject"),
    preheader: mailText(locale, "account.verify.preheader"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [mailText(locale, "account.verify.thanks"), mailText(locale, "account.verify.notYou")],
    action: { label: mailText(locale, "account.verify.action"), url: LINK_PLACEHOLDER },
    locale,
  });
}

/** A change of address: the link, sent to the new address, that makes it the account's. */
export function confirmNewAddressMail({ locale = "en" }: InLocale = {}): MailContent {
  return renderMail({
    subject: mailText(locale, "account.confirmNew.subject"),
    preheader: mailText(locale, "account.confirmNew.preheader"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [mailText(locale, "account.confirmNew.asked"), mailText(locale, "account.confirmNew.notYou")],
    action: { label: mailText(locale, "account.confirmNew.action"), url: LINK_PLACEHOLDER },
    locale,
  });
}

/** Someone registered with an address that already has an account: its owner is told, and nothing else happens. */
export function registrationAttemptMail({ locale = "en" }: InLocale = {}): MailContent {
  return renderMail({
    subject: mailText(locale, "account.registrationAttempt.subject"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [
      mailText(locale, "account.registrationAttempt.tried"),
      mailText(locale, "account.registrationAttempt.ifYou"),
      { link: { text: mailText(locale, "account.signInLink"), url: publicUrl(localizePath("/auth/login", locale)) } },
      { link: { text: mailText(locale, "account.resetLink"), url: publicUrl(localizePath("/auth/forgot-password", locale)) } },
      mailText(locale, "account.registrationAttempt.notYou"),
    ],
    locale,
  });
}

/** The link that lets the account's owner choose a new password. */
export function passwordResetMail({ locale = "en" }: InLocale = {}): MailContent {
  return renderMail({
    subject: mailText(locale, "account.passwordReset.subject"),
    preheader: mailText(locale, "account.passwordReset.preheader"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [mailText(locale, "account.passwordReset.asked"), mailText(locale, "account.passwordReset.notYou")],
    action: { label: mailText(locale, "account.passwordReset.action"), url: LINK_PLACEHOLDER },
    locale,
  });
}

/** After any change of the password (in the profile or through a reset link). */
export function passwordChangedMail({ changedAt = new Date(), locale = "en" }: { changedAt?: Date } & InLocale = {}): MailContent {
  const time = mailText(locale, "account.time", { date: MUSCAT_TIME[locale].format(changedAt) });
  return renderMail({
    subject: mailText(locale, "account.passwordChanged.subject"),
    preheader: mailText(locale, "account.passwordChanged.preheader"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [
      mailText(locale, "account.passwordChanged.changed", { time }),
      mailText(locale, "account.itWasYou"),
      mailText(locale, "account.passwordChanged.notYou"),
      { link: { text: mailText(locale, "account.resetLink"), url: publicUrl(localizePath("/auth/forgot-password", locale)) } },
    ],
    locale,
  });
}

/**
 * After a change of address was confirmed: one message to the old address (with what to do if it was not its owner)
 * and one to the new.
 */
export function addressChangedMail({
  oldAddress,
  newAddress,
  toOld,
  locale = "en",
}: { oldAddress: string; newAddress: string; toOld: boolean } & InLocale): MailContent {
  const facts: [string, string][] = [
    // An address keeps its own order in Arabic mail (`<bdi>` in the HTML).
    [mailText(locale, "account.addressChanged.oldAddress"), isolate(locale, visitorAddress(oldAddress))],
    [mailText(locale, "account.addressChanged.newAddress"), isolate(locale, visitorAddress(newAddress))],
  ];
  if (toOld) {
    return renderMail({
      subject: mailText(locale, "account.addressChanged.toOld.subject"),
      preheader: mailText(locale, "account.addressChanged.toOld.preheader"),
      greeting: mailText(locale, "greeting.anonymous"),
      paragraphs: [
        mailText(locale, "account.addressChanged.toOld.changed"),
        mailText(locale, "account.itWasYou"),
        mailText(locale, "account.addressChanged.toOld.notYou", { address: CONTACT_INFORMATION.email.display }),
      ],
      facts,
      locale,
    });
  }
  return renderMail({
    subject: mailText(locale, "account.addressChanged.toNew.subject"),
    greeting: mailText(locale, "greeting.anonymous"),
    paragraphs: [mailText(locale, "account.addressChanged.toNew.now")],
    facts,
    action: { label: mailText(locale, "account.addressChanged.toNew.action"), url: publicUrl(localizePath("/auth/login", locale)) },
    locale,
  });
}
