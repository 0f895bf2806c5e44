/** LocalBackend, contact messages. */
import type { ContactBackend } from "../backend";
import { BackendError } from "../errors";

export const localContact: ContactBackend = {
  async sendContactMessage() {
    throw new BackendError("Contact messages are not open yet.", 503);
  },
};
