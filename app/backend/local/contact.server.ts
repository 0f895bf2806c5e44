/** LocalBackend, contact messages (spec §7 POST core/contact/): stored durably, then answered with 201. */
import { insertContactMessage } from "~/models/contact-messages.server";
import { receiptQueued } from "~/models/mail-queue.server";
import { findCity } from "~/models/reference-lists.server";
import type { ContactBackend } from "../backend";
import { BackendError } from "../errors";

const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully";
const UNKNOWN_CITY_MESSAGE = "Invalid city selected";

export const localContact: ContactBackend = {
  async sendContactMessage(payload, key, sender) {
    const city = await findCity(payload.city);
    if (!city) throw new BackendError(UNKNOWN_CITY_MESSAGE, 400, { city: [UNKNOWN_CITY_MESSAGE] });
    // A resent form (same submission key) was already stored: answer as the first time, store nothing more.
    const reference = await insertContactMessage(payload, city, key, sender?.userId, sender?.locale);
    return { status: 201, message: CONTACT_SUCCESS_MESSAGE, reference, receipt: await receiptQueued(reference, payload.email) };
  },
};
