/** POST /likes: toggles a like. Without JavaScript it redirects back to the same view; the fetcher gets JSON. */
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { setLike } from "~/models/likes.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { LikeSchema } from "./like.schema";

export async function action({ request }: ActionFunctionArgs) {
  const parsed = LikeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ ok: false as const }, { status: 400 });
  const { kind, id, liked, redirectTo, respond } = parsed.data;
  const headers = await setLike(request, kind, id, liked);
  if (respond === "json") return json({ ok: true as const, kind, id, liked }, { headers });
  return redirect(safeRedirect(redirectTo), { headers });
}

export function loader() {
  return redirect("/");
}
