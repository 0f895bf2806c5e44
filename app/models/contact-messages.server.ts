/** Messages sent with the contact form, stored by storeSubmission (submissions.server.ts). */
import { contactMessages } from "~/db/schema";
import type { ContactPayload, Location } from "~/backend/contract";
import { addToInbox, countryOfCity } from "./inbox-intake.server";
import { queueContactMail } from "./submission-mail.server";
import { storeSubmission } from "./submissions.server";
import type { Locale } from "~/i18n/locales";

/** Stores the message with its city (id and name, as it was called when sent). `userId`: the verified sender. */
export function insertContactMessage(
  payload: ContactPayload,
  city: Location,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  return storeSubmission({
    table: contactMessages,
    values: {
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
    },
    kind: () => "contact",
    async whenNew(tx, row, reference) {
      await queueContactMail(tx, row);
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
    },
  });
}
