/**
 * The mail of a basket request: the receipt and sales' notification, queued in the request's own transaction
 * (basket-requests.server.ts), and the quote and each sample step's message, queued in the staff change's
 * (basket-staff.server.ts). The requester's messages are in the language of the page the basket was sent from and
 * link to that language's pages; sales' notification stays English and links to the inbox item.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { locations, rfqLines, rfqRequests } from "~/db/schema";
import { inLocale, localizePath, type Locale } from "~/i18n/locales";
import { basketNotification, basketQuoteMail, basketReceipt, sampleStepMail, type AnsweredMailLine, type BasketMailLine, type SampleStep } from "~/mail/messages/baskets";
import { getEnv } from "~/utils/env.server";
import { publicOrigin, publicUrl } from "~/utils/public-origin.server";
import { queueMail } from "./mail-queue.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Request = typeof rfqRequests.$inferSelect;
type Line = typeof rfqLines.$inferSelect;

function mailLine(line: Line, locale: Locale): BasketMailLine {
  return {
    position: line.position,
    solutionName: line.solutionName,
    solutionUrl: line.solutionId === null ? null : publicUrl(localizePath(`/solution/${line.solutionId}`, locale)),
    quantity: line.quantity,
    unit: line.unit,
    note: line.note,
    sampleSize: line.sampleStatus === null ? null : line.sampleSize,
    sampleUnit: line.sampleStatus === null ? null : line.sampleUnit,
  };
}

async function countryOf(tx: Tx, countryId: number, locale: Locale) {
  const [row] = await tx.select({ name: locations.name, nameAr: locations.nameAr }).from(locations).where(eq(locations.id, countryId)).limit(1);
  return row ? inLocale(locale, row.name, row.nameAr) : "";
}

/** Where a requester's answer to the staff's mail goes: sales, when its address is set. */
const salesReplyTo = () => getEnv().SALES_EMAIL || undefined;

/** The receipt listing every line, and sales' notification (when SALES_EMAIL is set) linking to inbox item `itemId`. */
export async function queueBasketRequestMail(tx: Tx, request: Request, lines: readonly Line[], reference: string, itemId: number): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  await queueMail(
    {
      to: request.email,
      typedByVisitor: true,
      content: basketReceipt({
        reference,
        fullName: request.fullName,
        lines: ordered.map((line) => mailLine(line, request.locale)),
        country: await countryOf(tx, request.countryId, request.locale),
        city: request.city,
        incoterm: request.incoterm,
        note: request.note,
        signedIn: request.userId !== null,
        locale: request.locale,
      }),
      reference,
    },
    tx,
  );
  const sales = getEnv().SALES_EMAIL;
  if (!sales) return;
  await queueMail(
    {
      to: sales,
      content: basketNotification({
        reference,
        fullName: request.fullName,
        email: request.email,
        mobile: request.mobile,
        company: request.company,
        country: await countryOf(tx, request.countryId, "en"),
        city: request.city,
        incoterm: request.incoterm,
        note: request.note,
        // The staff's links go to the English pages.
        lines: ordered.map((line) => mailLine(line, "en")),
        itemUrl: `${publicOrigin()}/staff/inbox/${itemId}`,
        locale: request.locale,
      }),
      replyTo: request.email,
      reference,
    },
    tx,
  );
}

/** The quote with every line's answer; false when the requester's address cannot be mailed. */
export async function queueQuoteMail(tx: Tx, request: Request, lines: readonly Line[], reference: string): Promise<boolean> {
  const answered = [...lines]
    .sort((a, b) => a.position - b.position)
    .map(
      (line): AnsweredMailLine => ({
        ...mailLine(line, request.locale),
        answer: line.answer ?? "cannot",
        price: line.price,
        currency: line.currency,
        priceUnit: line.priceUnit,
        validUntil: line.validUntil,
        leadTimeDays: line.leadTimeDays,
        answerNote: line.answerNote,
      }),
    );
  return queueMail(
    {
      to: request.email,
      content: basketQuoteMail({ reference, fullName: request.fullName, lines: answered, signedIn: request.userId !== null, locale: request.locale }),
      replyTo: salesReplyTo(),
      reference,
    },
    tx,
  );
}

/** A sample's new step, as saved on `line`; false when the requester's address cannot be mailed. */
export async function queueSampleMail(tx: Tx, request: Request, line: Line, step: SampleStep, reference: string): Promise<boolean> {
  const { solutionUrl } = mailLine(line, request.locale);
  return queueMail(
    {
      to: request.email,
      content: sampleStepMail({
        step,
        reference,
        fullName: request.fullName,
        solutionName: line.solutionName,
        solutionUrl,
        sampleSize: line.sampleSize ?? 0,
        sampleUnit: line.sampleUnit ?? "ml",
        reason: line.sampleReason ?? undefined,
        carrier: line.sampleCarrier ?? undefined,
        tracking: line.sampleTracking ?? undefined,
        signedIn: request.userId !== null,
        locale: request.locale,
      }),
      replyTo: salesReplyTo(),
      reference,
    },
    tx,
  );
}
