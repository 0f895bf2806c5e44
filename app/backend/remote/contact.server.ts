/** RemoteBackend, the contact message (spec §7: POST v1/core/contact/, 201 and a message). */
import { z } from "zod";
import type { ContactBackend } from "../backend";
import { BackendError } from "../errors";
import type { RemoteClient } from "./client.server";

const CONTACT_SUCCESS = "Your message has been sent successfully";
const CONTACT_FAILURE = "An error occurred while sending your message. Please try again.";

export function remoteContact(client: RemoteClient): ContactBackend {
  return {
    async sendContactMessage(payload, _key, sender) {
      const { status, body } = await client.request("POST", "v1/core/contact/", {
        json: {
          first_name: payload.first_name,
          last_name: payload.last_name,
          email: payload.email,
          phone_number: payload.phone_number,
          city: payload.city,
          message: payload.message,
        },
        schema: z.object({ message: z.string().optional() }).passthrough().nullable(),
        locale: sender?.locale,
      });
      if (status !== 201) throw new BackendError(body?.message || CONTACT_FAILURE, status);
      return { status, message: body?.message || CONTACT_SUCCESS };
    },
  };
}
