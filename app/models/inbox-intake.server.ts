/**
 * A stored submission enters the company's inbox in its own transaction: one inbox_items row with what the
 * list filters and searches on, and the timeline's first event. Applications have their own list (HR's).
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applicationEvents, inboxEvents, inboxItems, locations, type InboxKind } from "~/db/schema";
import { toSearchText } from "~/utils/search-text";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Intake {
  kind: InboxKind;
  sourceId: number;
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  company?: string;
  solutionId?: number | null;
  countryId?: number | null;
  userId: number | null;
  /** The visitor's own words (message, note), searched with the name, company and address. */
  text?: string | null;
}

export async function addToInbox(tx: Tx, intake: Intake) {
  const [item] = await tx
    .insert(inboxItems)
    .values({
      kind: intake.kind,
      sourceId: intake.sourceId,
      reference: intake.reference,
      solutionId: intake.solutionId ?? null,
      countryId: intake.countryId ?? null,
      name: intake.name,
      email: intake.email,
      company: intake.company ?? "",
      userId: intake.userId,
      searchText: toSearchText(intake.name, intake.company, intake.email, intake.text),
      createdAt: intake.createdAt,
      updatedAt: intake.createdAt,
    })
    .returning({ id: inboxItems.id });
  await tx.insert(inboxEvents).values({ itemId: item.id, type: "received", at: intake.createdAt });
  return item.id;
}

/** The country a contact message's city lies in (the inbox filters by country). */
export async function countryOfCity(tx: Tx, cityId: number | null) {
  if (cityId === null) return null;
  const [city] = await tx.select({ parentId: locations.parentId }).from(locations).where(eq(locations.id, cityId)).limit(1);
  return city?.parentId ?? null;
}

export async function startApplicationTimeline(tx: Tx, applicationId: number, at: Date) {
  await tx.insert(applicationEvents).values({ applicationId, type: "received", at });
}
