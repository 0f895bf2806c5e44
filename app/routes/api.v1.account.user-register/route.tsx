/**
 * POST /api/v1/account/user-register/: a new account; field errors keyed by field as the sign-up form expects. The
 * confirmation mail is in the language of Accept-Language.
 */
import { getBackend } from "~/backend/index.server";
import { RegisterPayload } from "~/forms/register";
import { acceptedLocale } from "~/i18n/negotiate.server";
import { created, postOnly, readJsonBody } from "~/utils/api-route.server";

const route = postOnly(async ({ request }) => {
  const body = await readJsonBody(request, RegisterPayload);
  const result = await getBackend().register(body, { locale: acceptedLocale(request) });
  return created(result.message);
}, "auth");

export const loader = route.loader;
export const action = route.action;
