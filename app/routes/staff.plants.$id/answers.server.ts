/** What the plant pages' actions answer (the new and the edit page share them): a refused save, a saved one's toast. */
import { formFailure } from "~/forms/action.server";
import { PLANT_FORM_ID, PLANT_MESSAGES, type PlantStatus } from "~/forms/plants";
import { staleAnswer } from "~/forms/editor-action.server";
import type { PlantRefusal } from "~/models/plants-editor.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

const NOT_FOUND = "This plant does not exist: it may have been deleted.";

export const plantNotFound = () => new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });

export { NOT_FOUND as PLANT_NOT_FOUND };

/** A save the data refused, as the form's answer with everything typed kept (a stale one: 409 and the version now stored). */
export function plantRefusal(refusal: PlantRefusal, fields: FormData) {
  const headers = cacheHeaders("private");
  switch (refusal.reason) {
    case "stale":
      return staleAnswer(fields, PLANT_FORM_ID, "plant", refusal.currentVersion);
    case "country":
      return formFailure(400, { fieldErrors: { country: PLANT_MESSAGES.country }, fields }, { headers });
    case "processes":
      return formFailure(400, { formError: PLANT_MESSAGES.processMissing, fields }, { headers });
    case "missing":
      throw plantNotFound();
  }
}

/** The toast of a created or saved plant: says where it shows now when its status changed. */
export function savedMessage(name: string, done: "created" | "saved", status: PlantStatus, statusChanged = done === "created") {
  if (!statusChanged) return `Plant “${name}” saved.`;
  if (status === "published") return `Plant “${name}” ${done} and published: it shows on the public site now.`;
  if (status === "archived") return `Plant “${name}” ${done} and archived: it no longer shows on the public site.`;
  return done === "created" ? `Plant “${name}” created as a draft: publish it to show it on the public site.` : `Plant “${name}” saved and unpublished: it no longer shows on the public site.`;
}
