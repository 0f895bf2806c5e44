/** Serves a profile picture: only the stored image types, never sniffed by the browser as anything else. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { avatarReference } from "~/models/avatars.server";
import { isAvatarFileName, readAvatar } from "~/utils/avatar-upload.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const fileName = params.file ?? "";
  // An account's current picture only, from wherever it is stored: a replaced or deleted one is gone.
  const reference = isAvatarFileName(fileName) ? await avatarReference(fileName) : null;
  const avatar = reference ? await readAvatar(reference) : null;
  if (!avatar) throw new Response("Not found", { status: 404 });
  // X-Content-Type-Options: nosniff comes from helmet on every response (server.ts); setting it here too would send it twice.
  // The random 128-bit name is the access control; a new upload gets a new name, so the file may be cached.
  return new Response(new Uint8Array(avatar.bytes), {
    headers: {
      "Content-Type": avatar.contentType,
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...cacheHeaders("private-asset"),
    },
  });
}
