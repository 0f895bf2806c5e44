/**
 * The mail a basket request sends (owned by the mail work of issue 42; this first version only fixes the signature).
 */
import type { Db } from "~/db/client.server";
import type { rfqLines, rfqRequests } from "~/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function queueBasketRequestMail(_tx: Tx, _request: typeof rfqRequests.$inferSelect, _lines: (typeof rfqLines.$inferSelect)[], _reference: string): Promise<void> {}
