/** Messages sent with the contact form, with their receipt and notification; a resent submission (same key) is stored once. */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactPayload, Location } from "~/backend/contract";
import { addToInbox, countryOfCity } from "./inbox-intake.server";
import { mailQueued } from "./mail-queue.server";
import { referenceOf } from "./references";
import { queueContactMail } from "./submission-mail.server";
import type { Locale } from "~/i18n/locales";

/** Stores the message with its city (id and name, as it was called when sent). `userId`: the verified sender. */
export async function insertContactMessage(
  payload: ContactPayload,
  city: Location,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  const d = await db();
  const reference = await d.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: payload.first_name,
        lastName: payload.last_name,
        email: payload.email,
        phoneNumber: payload.phone_number,
        cityId: city.id,
        city: city.name,
        message: payload.message,
        userId: userId ?? null,
        locale,
        submissionKey: submissionKey ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.submissionKey })
      .returning();
    if (row) {
      const reference = await queueContactMail(tx, row);
      await addToInbox(tx, {
        kind: "contact",
        sourceId: row.id,
        reference,
        createdAt: row.createdAt,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        countryId: await countryOfCity(tx, row.cityId),
        userId: row.userId,
        text: row.message,
      });
      return reference;
    }
    const [first] = await tx.select().from(contactMessages).where(eq(contactMessages.submissionKey, submissionKey!)).limit(1);
    return referenceOf("contact", first.id, first.createdAt);
  });
  mailQueued();
  return reference;
}
