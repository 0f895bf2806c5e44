/** Messages sent with the contact form; a resent submission (same key) is stored once. */
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactPayload, Location } from "~/backend/contract";

/** Stores the message with its city (id and name, as it was called when sent). `userId`: the verified sender. */
export async function insertContactMessage(payload: ContactPayload, city: Location, submissionKey?: string, userId?: number) {
  const d = await db();
  await d
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
      submissionKey: submissionKey ?? null,
    })
    .onConflictDoNothing({ target: contactMessages.submissionKey });
}
