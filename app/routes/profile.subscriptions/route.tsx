/**
 * POST /profile/subscriptions: "Tell me when the SDS changes" on a solution's page or the Saved page, and "Stop telling
 * me". A plain form post that returns to the page it came from with a toast, so it works without JavaScript. Only a
 * signed-in account with a verified address may subscribe (the mail goes to it); a visitor who is not signed in is
 * sent to sign in and back.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { checkRateLimit } from "~/forms/action.server";
import { getT } from "~/i18n/i18n.server";
import { localeOfRequest, localizePath } from "~/i18n/locales";
import { setSubscription } from "~/models/revision-subscriptions.server";
import { getUserId } from "~/utils/auth.server";
import { BODY_LIMIT_MESSAGES, BodyLimitError, readFormData } from "~/utils/body-limit.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

const SubscriptionForm = z.object({
  solution: z.coerce.number().int().positive().max(2_147_483_647),
  subscribe: z.enum(["true", "false"]).transform((value) => value === "true"),
  redirectTo: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfRequest(request);
  const t = await getT(locale, "solution");
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof BodyLimitError) throw new Response(BODY_LIMIT_MESSAGES.form, { status: 413 });
    throw error;
  }
  const back = safeRedirect(form.get("redirectTo"), localizePath("/profile/saved", locale));
  const limited = await checkRateLimit(request, "likes");
  if (limited) return redirectWithError(back, await limited.text());
  const parsed = SubscriptionForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithError(back, t("subscription.missing"));
  const userId = await getUserId(request);
  if (userId === null) return redirect(`${localizePath("/auth/login", locale)}?${new URLSearchParams({ redirectTo: back })}`);
  const changed = await setSubscription(userId, parsed.data.solution, parsed.data.subscribe);
  if (!changed.ok) return redirectWithError(back, t(changed.reason === "unverified" ? "subscription.needsVerified" : "subscription.missing"));
  return redirectWithSuccess(back, t(parsed.data.subscribe ? "subscription.on" : "subscription.off", { name: changed.solutionName }));
}

export function loader() {
  return redirect("/profile/saved");
}
