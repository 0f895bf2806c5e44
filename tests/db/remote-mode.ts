/**
 * Remote mode (API_BASE_URL) for the editors' database tests: the env is read once per process, so each test file
 * swaps the content-editing module for one that follows `remote.on`:
 *   vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));
 */
import type * as ContentEditing from "~/utils/content-editing.server";
import { CONTENT_MESSAGES } from "~/forms/content";

export const remote = { on: false };

export async function remoteContentEditing(original: <T>() => Promise<T>): Promise<typeof ContentEditing> {
  const actual = await original<typeof ContentEditing>();
  return {
    ...actual,
    contentIsRemote: () => remote.on,
    refuseRemoteEditing: () => {
      if (remote.on) throw new Response(CONTENT_MESSAGES.remote, { status: 409 });
    },
  };
}
