/** Who is signed in: the cookie session holds the tokens; locally they are checked against the sessions table. */
import { getSession } from "./session.server";

/** The signed-in user's id, or null for an anonymous visitor. */
export async function getUserId(request: Request): Promise<number | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  return typeof userId === "number" ? userId : null;
}
