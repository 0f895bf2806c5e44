/**
 * The messages a stored submission sends: a receipt to the visitor with its reference, and a notification to the
 * company's address for its kind (SALES_EMAIL, CONTACT_EMAIL, HR_EMAIL; each optional). Queued inside the
 * submission's own transaction, so a stored submission always gets them and a refused one never does. The receipt
 * goes to an address the visitor typed: past that address's daily limit (STRANGER_MAIL_LIMIT) it alone is held. It
 * is in the language of the page it was sent from (its `locale`) and links to that language's pages; the
 * notification stays English for the staff and says when the sender wrote in Arabic.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobFunctions, locations, solutions, vacancies } from "~/db/schema";
import { applicationNotification, contactNotification, quoteNotification, requestNotification } from "~/mail/messages/notifications";
import { applicationReceipt, contactReceipt, dataSheetReceipt, quoteReceipt } from "~/mail/messages/receipts";
import { unitName } from "~/mail/messages/baskets";
import { BASKET_UNITS } from "~/content/basket";
import { isCode } from "~/content/technical";
import { inLocale, localizePath, type Locale } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import { publicOrigin, publicUrl } from "~/utils/public-origin.server";
import { queueMail } from "./mail-queue.server";
import { referenceOf } from "./references";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function nameOf(tx: Tx, table: typeof jobFunctions | typeof locations | typeof solutions, id: number) {
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? "";
}

interface Stored {
  id: number;
  createdAt: Date;
  userId: number | null;
  locale: Locale;
}


interface DataSheetRow extends Stored {
  kind: "msds" | "tds" | "inquiry";
  solutionId: number;
  firstName: string;
  lastName: string;
  companyEmailAddress: string;
  jobFunctionId: number;
  company: string;
  countryId: number;
  message: string | null;
}

export async function queueDataSheetMail(tx: Tx, row: DataSheetRow) {
  const reference = referenceOf(row.kind, row.id, row.createdAt);
  const solutionName = await nameOf(tx, solutions, row.solutionId);
  const solutionUrl = `${publicOrigin()}/solution/${row.solutionId}`;
  const receiptSolutionUrl = publicUrl(localizePath(`/solution/${row.solutionId}`, row.locale));
  const message = row.message ?? undefined;
  await queueMail(
    {
      to: row.companyEmailAddress,
      typedByVisitor: true,
      content: dataSheetReceipt({
        kind: row.kind,
        reference,
        firstName: row.firstName,
        solutionName,
        solutionUrl: receiptSolutionUrl,
        message,
        signedIn: row.userId !== null,
        locale: row.locale,
      }),
      reference,
    },
    tx,
  );
  const sales = getEnv().SALES_EMAIL;
  if (sales) {
    const [jobFunction, country] = await Promise.all([nameOf(tx, jobFunctions, row.jobFunctionId), nameOf(tx, locations, row.countryId)]);
    await queueMail(
      {
        to: sales,
        content: requestNotification({
          kind: row.kind,
          reference,
          solutionName,
          solutionUrl,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.companyEmailAddress,
          company: row.company,
          jobFunction,
          country,
          message,
          locale: row.locale,
        }),
        replyTo: row.companyEmailAddress,
        reference,
      },
      tx,
    );
  }
  return reference;
}

interface QuoteRow extends Stored {
  solutionId: number;
  fullName: string;
  email: string;
  mobile: string;
  company: string;
  quantity: number | string;
  unit: string;
  note: string;
}

export async function queueQuoteMail(tx: Tx, row: QuoteRow) {
  const reference = referenceOf("quote", row.id, row.createdAt);
  const solutionName = await nameOf(tx, solutions, row.solutionId);
  const solutionUrl = `${publicOrigin()}/solution/${row.solutionId}`;
  const receiptSolutionUrl = publicUrl(localizePath(`/solution/${row.solutionId}`, row.locale));
  const quantity = String(row.quantity);
  // The unit in words ("208 L drum"); an old request's "mg" as it was stored.
  const unitIn = (locale: Locale) => (isCode(BASKET_UNITS, row.unit) ? unitName(locale, row.unit) : row.unit);
  await queueMail(
    {
      to: row.email,
      typedByVisitor: true,
      content: quoteReceipt({
        reference,
        fullName: row.fullName,
        solutionName,
        solutionUrl: receiptSolutionUrl,
        quantity,
        unit: unitIn(row.locale),
        signedIn: row.userId !== null,
        locale: row.locale,
      }),
      reference,
    },
    tx,
  );
  const sales = getEnv().SALES_EMAIL;
  if (sales) {
    await queueMail(
      {
        to: sales,
        content: quoteNotification({
          reference,
          solutionName,
          solutionUrl,
          fullName: row.fullName,
          email: row.email,
          mobile: row.mobile,
          company: row.company,
          quantity,
          unit: unitIn("en"),
          note: row.note,
          locale: row.locale,
        }),
        replyTo: row.email,
        reference,
      },
      tx,
    );
  }
  return reference;
}

interface ContactRow extends Stored {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  city: string;
  message: string;
}

export async function queueContactMail(tx: Tx, row: ContactRow) {
  const reference = referenceOf("contact", row.id, row.createdAt);
  await queueMail(
    {
      to: row.email,
      typedByVisitor: true,
      content: contactReceipt({ reference, firstName: row.firstName, message: row.message, signedIn: row.userId !== null, locale: row.locale }),
      reference,
    },
    tx,
  );
  const contact = getEnv().CONTACT_EMAIL;
  if (contact) {
    await queueMail(
      {
        to: contact,
        content: contactNotification({
          reference,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phoneNumber: row.phoneNumber,
          city: row.city,
          message: row.message,
          locale: row.locale,
        }),
        replyTo: row.email,
        reference,
      },
      tx,
    );
  }
  return reference;
}

interface ApplicationRow extends Stored {
  vacancyId: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  coverLetter: string;
}

export async function queueApplicationMail(tx: Tx, row: ApplicationRow) {
  const reference = referenceOf("application", row.id, row.createdAt);
  const [vacancy] = await tx.select({ title: vacancies.title, titleAr: vacancies.titleAr }).from(vacancies).where(eq(vacancies.id, row.vacancyId)).limit(1);
  // HR's notification names the vacancy as HR knows it; the applicant's receipt in their language.
  const vacancyTitle = vacancy?.title ?? "";
  const origin = publicOrigin();
  await queueMail(
    {
      to: row.email,
      typedByVisitor: true,
      content: applicationReceipt({
        reference,
        firstName: row.firstName,
        vacancyTitle: inLocale(row.locale, vacancyTitle, vacancy?.titleAr),
        vacancyUrl: publicUrl(localizePath(`/career/${row.vacancyId}`, row.locale)),
        signedIn: row.userId !== null,
        locale: row.locale,
      }),
      reference,
    },
    tx,
  );
  const hr = getEnv().HR_EMAIL;
  if (hr) {
    await queueMail(
      {
        to: hr,
        // No CV in the mail: it stays on the server, behind the staff workspace's access rules.
        content: applicationNotification({
          reference,
          vacancyTitle,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phoneNumber: row.phoneNumber,
          coverLetter: row.coverLetter,
          applicationUrl: `${origin}/staff/applications/${row.id}`,
          locale: row.locale,
        }),
        replyTo: row.email,
        reference,
      },
      tx,
    );
  }
  return reference;
}
