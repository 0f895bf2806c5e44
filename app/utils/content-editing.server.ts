/**
 * Whether staff may edit the site's content here: on the site's own database, yes. With API_BASE_URL the
 * owner's API is the source of truth for the catalogue, vacancies and posts, so the editors show why they are off
 * and every editing action is refused.
 */
import { CONTENT_MESSAGES } from "~/forms/content";
import { getEnv } from "./env.server";

export function contentIsRemote() {
  return Boolean(getEnv().API_BASE_URL);
}

/** Thrown at the start of every editing action when the content lives in the owner's API: 409 with the reason. */
export function refuseRemoteEditing() {
  if (contentIsRemote()) throw new Response(CONTENT_MESSAGES.remote, { status: 409, statusText: "Conflict" });
}
