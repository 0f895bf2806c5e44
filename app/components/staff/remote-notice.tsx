/** Shown instead of an editor's forms when the site runs on the owner's API: why editing is off here. */
import { CONTENT_MESSAGES } from "~/forms/content";

export function RemoteNotice() {
  return (
    <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950" data-testid="remote-notice">
      {CONTENT_MESSAGES.remote}
    </p>
  );
}
