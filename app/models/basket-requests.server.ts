/**
 * A whole basket sent as one request for quotation: stored once per submission key (submissions.server.ts), with
 * its lines, a sample for each line that wants one (status "requested"), its inbox item, the visitor's receipt and
 * sales' notification, all in one transaction. The caller empties the basket only after this has returned. The
 * page's form and POST /api/v1/petrochemicals_catalog/basket_requests/ both come through here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { localizedSql } from "~/db/localized";
import { rfqLines, rfqRequests, solutions } from "~/db/schema";
import type { BasketRequestInput } from "~/forms/basket";
import type { Locale } from "~/i18n/locales";
import type { BasketLine } from "~/utils/basket-cookie.server";
import { toSearchText } from "~/utils/search-text";
import { queueBasketRequestMail } from "./basket-mail.server";
import { addToInbox } from "./inbox-intake.server";
import { referenceOf } from "./references";
import { storeSubmission } from "./submissions.server";

/** A line to send: its quantity is known. */
export type SendableLine = BasketLine & { quantity: number };

/** Some lines' solutions are not (or no longer) published: nothing was stored. */
export class UnavailableLines extends Error {
  constructor(readonly solutionIds: number[]) {
    super("Some lines are no longer available");
  }
}

interface BasketRequestSender {
  userId?: number;
  locale?: Locale;
}

export async function storeBasketRequest(input: BasketRequestInput, lines: readonly SendableLine[], submissionKey: string | undefined, sender: BasketRequestSender = {}): Promise<string> {
  const locale = sender.locale ?? "en";
  return storeSubmission({
    table: rfqRequests,
    values: {
      fullName: input.full_name,
      email: input.email,
      mobile: input.mobile,
      company: input.company,
      countryId: input.country,
      city: input.city,
      incoterm: input.incoterm ?? null,
      note: input.note,
      userId: sender.userId ?? null,
      locale,
      submissionKey: submissionKey ?? null,
    },
    kind: () => "rfq",
    async whenNew(tx, row, reference) {
      const ids = lines.map((line) => line.solutionId);
      // Names as the requester read them (their page's language), kept with the line.
      const found = await tx
        .select({ id: solutions.id, name: localizedSql(locale, solutions.name, solutions.nameAr) })
        .from(solutions)
        .where(and(inArray(solutions.id, ids.length ? ids : [0]), eq(solutions.status, "published")));
      const names = new Map(found.map((solution) => [solution.id, solution.name]));
      const missing = ids.filter((id) => !names.has(id));
      // Thrown inside the transaction: the request row goes too, and the basket stays as it was.
      if (missing.length) throw new UnavailableLines(missing);
      const stored = await tx
        .insert(rfqLines)
        .values(
          lines.map((line, index) => ({
            requestId: row.id,
            position: index + 1,
            solutionId: line.solutionId,
            solutionName: names.get(line.solutionId)!,
            quantity: line.quantity,
            unit: line.unit,
            note: line.note,
            sampleSize: line.sample ? line.sampleSize : null,
            sampleUnit: line.sample ? line.sampleUnit : null,
            sampleStatus: line.sample ? ("requested" as const) : null,
            sampleUpdatedAt: line.sample ? row.createdAt : null,
          })),
        )
        .returning();
      // The inbox item first: sales' notification links to it.
      const itemId = await addToInbox(tx, {
        kind: "rfq",
        sourceId: row.id,
        reference,
        createdAt: row.createdAt,
        name: row.fullName,
        email: row.email,
        company: row.company,
        // The inbox filters by one solution: a one-line basket names it; a longer one is found by its lines' names.
        solutionId: lines.length === 1 ? lines[0].solutionId : null,
        countryId: row.countryId,
        userId: row.userId,
        text: toSearchText(row.note, row.city, ...stored.map((line) => `${line.solutionName} ${line.note}`)),
      });
      await queueBasketRequestMail(tx, row, stored, reference, itemId);
    },
  });
}

/**
 * The reference of the request a form with this key already made, or null. The basket empties once its request is
 * stored, so the same form sent again finds an empty basket: it is answered with the first request's reference, and
 * a basket filled again since is left alone.
 */
export async function basketRequestReference(submissionKey: string | undefined): Promise<string | null> {
  if (!submissionKey) return null;
  const [row] = await (await db())
    .select({ id: rfqRequests.id, createdAt: rfqRequests.createdAt })
    .from(rfqRequests)
    .where(eq(rfqRequests.submissionKey, submissionKey))
    .limit(1);
  return row ? referenceOf("rfq", row.id, row.createdAt) : null;
}
