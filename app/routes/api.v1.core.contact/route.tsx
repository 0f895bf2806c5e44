/** POST /api/v1/core/contact/: a contact message; 201 and a message once it is stored. */
import { ContactPayload } from "~/forms/contact";
import { apiSender } from "~/utils/sender.server";
import { apiBackend, created, postOnly, readJsonBody } from "~/utils/api-route.server";

const route = postOnly(async ({ request }) => {
  const body = await readJsonBody(request, ContactPayload);
  const key = request.headers.get("idempotency-key")?.slice(0, 100) || undefined;
  const result = await apiBackend(request).sendContactMessage(body, key, await apiSender(request));
  return created(result.message);
});

export const loader = route.loader;
export const action = route.action;
