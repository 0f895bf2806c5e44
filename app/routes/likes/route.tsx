/**
 * POST /likes: toggles a like. Without JavaScript it redirects back to the same view; the fetcher gets JSON. Only
 * what the public catalogue shows can be liked, and each address may toggle as often a minute as it may post a form.
 */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pageBackend } from "~/backend/index.server";
import { checkRateLimit, refusalHeaders } from "~/forms/action.server";
import { setLike, toggleSessionLike } from "~/models/likes.server";
import { getUserId } from "~/utils/auth.server";
import { BODY_LIMIT_MESSAGES, BodyLimitError, readFormData } from "~/utils/body-limit.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { getSession, sessionStorage } from "~/utils/session.server";
import { LikeSchema } from "./like.schema";

export async function action({ request }: ActionFunctionArgs) {
  const limited = await checkRateLimit(request, "likes");
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof BodyLimitError) return json({ ok: false as const, formError: BODY_LIMIT_MESSAGES.form }, { status: 413 });
    throw error;
  }
  if (limited) return json({ ok: false as const, formError: await limited.text() }, { status: 429, headers: refusalHeaders(limited) });
  const parsed = LikeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return json({ ok: false as const }, { status: 400 });
  const { kind, id, liked, redirectTo, respond } = parsed.data;
  // A like names an item the catalogue shows a visitor: a draft's or an archived item's id (guessed, or a page
  // older than the item's withdrawal) is refused like one that does not exist. Taking a like back needs no check.
  if (liked) {
    const backend = pageBackend(request);
    const shown = kind === "solution" ? await backend.getSolution(id) : await backend.getPlant(id);
    if (!shown) return json({ ok: false as const }, { status: 404 });
  }
  // A signed-in visitor's like goes to the table; an anonymous visitor's rides in the session cookie.
  const headers = new Headers();
  const userId = await getUserId(request);
  if (userId !== null) await setLike(userId, kind, id, liked);
  else {
    const session = await getSession(request);
    toggleSessionLike(session, kind, id, liked);
    headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  }
  if (respond === "json") return json({ ok: true as const, kind, id, liked }, { headers });
  return redirect(safeRedirect(redirectTo), { headers });
}

export function loader() {
  return redirect("/");
}
