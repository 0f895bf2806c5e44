/**
 * The quote basket of one request: a signed-in account's from basket_lines, an anonymous visitor's from the signed
 * cookie. `openBasket(request)` reads it; `changeBasket` applies one change (add, save, remove, clear) to the right
 * store and answers the Set-Cookie header an anonymous change needs. `basketView` names the lines for a page in its
 * language and marks those whose solution is no longer published. The rules are basket-lines.ts's, for both stores.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { localizedSql } from "~/db/localized";
import { basketLines, solutions, users } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { getUserId } from "~/utils/auth.server";
import { basketSetCookie, readBasketCookie, type BasketLine } from "~/utils/basket-cookie.server";
import { addLine, mergeLines, removeLine, saveLine, type BasketChange } from "./basket-lines";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface OpenBasket {
  userId: number | null;
  lines: BasketLine[];
  /** The anonymous cookie did not hold: the basket starts empty and the page says why. */
  tampered: boolean;
}

const rowToLine = (row: typeof basketLines.$inferSelect): BasketLine => ({
  solutionId: row.solutionId,
  quantity: row.quantity,
  unit: row.unit,
  sample: row.sample,
  sampleSize: row.sampleSize,
  sampleUnit: row.sampleUnit,
  note: row.note,
});

async function accountLines(tx: Pick<Db, "select">, userId: number): Promise<BasketLine[]> {
  const rows = await tx.select().from(basketLines).where(eq(basketLines.userId, userId)).orderBy(desc(basketLines.addedAt), desc(basketLines.id));
  return rows.map(rowToLine);
}

/** How many lines a signed-in account's basket holds (the header's count). */
export async function countAccountBasket(userId: number): Promise<number> {
  const [row] = await (await db()).select({ n: sql<number>`count(*)::int` }).from(basketLines).where(eq(basketLines.userId, userId));
  return row?.n ?? 0;
}

export async function openBasket(request: Request): Promise<OpenBasket> {
  const userId = await getUserId(request);
  if (userId !== null) return { userId, lines: await accountLines(await db(), userId), tampered: false };
  const { lines, tampered } = readBasketCookie(request);
  return { userId: null, lines, tampered };
}

/**
 * Writes an account's basket as `lines` (newest first), in the caller's transaction: lines gone are deleted, the
 * others inserted or updated in place, in one statement each however many lines; the order is kept by added_at.
 */
async function writeAccountLines(tx: Tx, userId: number, lines: readonly BasketLine[]) {
  const keep = lines.map((line) => line.solutionId);
  await tx.delete(basketLines).where(keep.length ? and(eq(basketLines.userId, userId), notInArray(basketLines.solutionId, keep)) : eq(basketLines.userId, userId));
  if (!lines.length) return;
  const now = Date.now();
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(basketLines)
    .values(
      lines.map((line, index) => ({
        userId,
        solutionId: line.solutionId,
        quantity: line.quantity,
        unit: line.unit,
        sample: line.sample,
        sampleSize: line.sampleSize,
        sampleUnit: line.sampleUnit,
        note: line.note,
        // Newest first: the first line gets the latest time; a line already there keeps its own (not updated below).
        addedAt: new Date(now - index),
      })),
    )
    .onConflictDoUpdate({
      target: [basketLines.userId, basketLines.solutionId],
      set: {
        quantity: excluded("quantity"),
        unit: excluded("unit"),
        sample: excluded("sample"),
        sampleSize: excluded("sample_size"),
        sampleUnit: excluded("sample_unit"),
        note: excluded("note"),
      },
    });
}

/**
 * One change to an account's basket, serialised per account (the user row is locked), so two tabs adding at once
 * cannot pass the 50-line bound.
 */
async function changeAccount(userId: number, change: (lines: BasketLine[]) => BasketChange): Promise<BasketChange> {
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const result = change(await accountLines(tx, userId));
    if (result.ok) await writeAccountLines(tx, userId, result.lines);
    return result;
  });
}

type BasketAction = { type: "add"; solutionId: number } | { type: "save"; line: BasketLine } | { type: "remove"; solutionId: number } | { type: "clear"; solutionIds?: number[] };

function apply(action: BasketAction): (lines: BasketLine[]) => BasketChange {
  switch (action.type) {
    case "add":
      return (lines) => addLine(lines, action.solutionId);
    case "save":
      return (lines) => saveLine(lines, action.line);
    case "remove":
      return (lines) => removeLine(lines, action.solutionId);
    case "clear":
      // After a request is stored: only the lines it carried go (a line added meanwhile in another tab stays).
      return (lines) => ({ ok: true, lines: action.solutionIds ? lines.filter((line) => !action.solutionIds!.includes(line.solutionId)) : [] });
  }
}

/**
 * Applies one change to the request's basket. Answers the change's result and, for an anonymous visitor, the
 * Set-Cookie header to send; "too-big" when the lines would not fit in the cookie (long notes).
 */
export async function changeBasket(
  basket: OpenBasket,
  action: BasketAction,
): Promise<{ result: BasketChange | { ok: false; reason: "too-big" }; setCookie?: string }> {
  if (basket.userId !== null) return { result: await changeAccount(basket.userId, apply(action)) };
  const result = apply(action)(basket.lines);
  if (!result.ok) return { result };
  const setCookie = basketSetCookie(result.lines);
  if (setCookie === null) return { result: { ok: false, reason: "too-big" } };
  return { result, setCookie };
}

/**
 * At sign-in: the anonymous cookie's lines join the account's basket (basket-lines.ts mergeLines); lines of solutions
 * no longer published are left out. Answers how many lines came in and how many did not fit; the caller clears the
 * cookie.
 */
export async function mergeAnonymousBasket(userId: number, anonymous: readonly BasketLine[]): Promise<{ merged: number; dropped: number }> {
  if (!anonymous.length) return { merged: 0, dropped: 0 };
  const d = await db();
  const published = new Set(
    (
      await d
        .select({ id: solutions.id })
        .from(solutions)
        .where(and(inArray(solutions.id, anonymous.map((line) => line.solutionId)), eq(solutions.status, "published")))
    ).map((row) => row.id),
  );
  const wanted = anonymous.filter((line) => published.has(line.solutionId));
  let outcome = { merged: 0, dropped: 0 };
  await d.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const account = await accountLines(tx, userId);
    const { lines, dropped } = mergeLines(account, wanted);
    await writeAccountLines(tx, userId, lines);
    outcome = { merged: lines.length - account.length, dropped };
  });
  return outcome;
}

export interface BasketViewLine extends BasketLine {
  name: string;
  /** False when the solution is no longer published: the line must go before the basket is sent. */
  available: boolean;
}

/** The lines with their solutions' names in `locale`, in the basket's order. */
export async function basketView(lines: readonly BasketLine[], locale: Locale): Promise<BasketViewLine[]> {
  if (!lines.length) return [];
  const rows = await (await db())
    .select({ id: solutions.id, name: localizedSql(locale, solutions.name, solutions.nameAr), status: solutions.status })
    .from(solutions)
    .where(inArray(solutions.id, lines.map((line) => line.solutionId)))
    .orderBy(asc(solutions.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const row = byId.get(line.solutionId);
    return { ...line, name: row?.name ?? "", available: row?.status === "published" };
  });
}
