/** POST /api/v1/account/login/: email and password in, user and tokens out. */
import { LoginBody } from "~/backend/api-schemas";
import { getBackend } from "~/backend/index.server";
import { apiJson } from "~/utils/api.server";
import { postOnly, readJsonBody } from "~/utils/api-route.server";

const route = postOnly(async ({ request }) => {
  const body = await readJsonBody(request, LoginBody);
  const result = await getBackend().login(body);
  return apiJson({ status: 200, message: "Logged in successfully", user: result.user, access_token: result.access_token, refresh_token: result.refresh_token });
}, "auth");

export const loader = route.loader;
export const action = route.action;
