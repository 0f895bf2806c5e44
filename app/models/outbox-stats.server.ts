/** How the outbox stands, for the operator's metrics: messages waiting and failed, and how long the oldest has waited. */
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";

interface OutboxStats {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending message was queued; 0 with none waiting. */
  oldestPendingSeconds: number;
}

export async function outboxStats(): Promise<OutboxStats> {
  const [row] = await (await db())
    .select({
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')), 0)`.mapWith(Number),
    })
    .from(outbox);
  return row ?? { pending: 0, failed: 0, oldestPendingSeconds: 0 };
}
