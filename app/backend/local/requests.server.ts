/** LocalBackend, data-sheet requests, inquiries and quote requests. */
import type { RequestsBackend } from "../backend";
import { BackendError } from "../errors";

export const localRequests: RequestsBackend = {
  async requestDataSheet() {
    throw new BackendError("Requests are not open yet.", 503);
  },
  async requestQuote() {
    throw new BackendError("Requests are not open yet.", 503);
  },
};
