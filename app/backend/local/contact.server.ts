/** LocalBackend, contact messages (spec §7 POST core/contact/): stored durably, then answered with 201. */
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages, locations } from "~/db/schema";
import type { ContactBackend } from "../backend";
import { BackendError } from "../errors";

export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully";
export const UNKNOWN_CITY_MESSAGE = "Invalid city selected";

export const localContact: ContactBackend = {
  async sendContactMessage(payload, key, sender) {
    const d = await db();
    const [city] = await d
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.id, payload.city), eq(locations.type, "city")))
      .limit(1);
    if (!city) throw new BackendError(UNKNOWN_CITY_MESSAGE, 400, { city: [UNKNOWN_CITY_MESSAGE] });

    // A resent form (same submission key) was already stored: answer as the first time, store nothing more.
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
        userId: sender?.userId ?? null,
        submissionKey: key ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.submissionKey });
    return { status: 201, message: CONTACT_SUCCESS_MESSAGE };
  },
};
