/**
 * The basket's rules on a list of lines, pure: one line per solution, at most MAX_BASKET_LINES, newest first. The
 * cookie basket applies them to its list; the database basket keeps the same rules in SQL (basket.server.ts), and the
 * merge at sign-in uses mergeLines for both.
 */
import { MAX_BASKET_LINES } from "~/content/basket";
import type { BasketLineInput } from "~/forms/basket";
import type { BasketLine } from "~/utils/basket-cookie.server";

export type BasketChange = { ok: true; lines: BasketLine[] } | { ok: false; reason: "full" | "already" | "missing" };

/** A line for a solution just added: in kilograms, its quantity still to be said. */
export const newLine = (solutionId: number): BasketLine => ({ solutionId, quantity: null, unit: "kg", sample: false, sampleSize: null, sampleUnit: null, note: "" });

export function lineFromInput(input: BasketLineInput): BasketLine {
  return {
    solutionId: input.solution,
    quantity: input.quantity ?? null,
    unit: input.unit,
    sample: input.sample,
    sampleSize: input.sample ? input.sample_size ?? null : null,
    sampleUnit: input.sample ? input.sample_unit ?? null : null,
    note: input.note,
  };
}

export function addLine(lines: readonly BasketLine[], solutionId: number): BasketChange {
  if (lines.some((line) => line.solutionId === solutionId)) return { ok: false, reason: "already" };
  if (lines.length >= MAX_BASKET_LINES) return { ok: false, reason: "full" };
  return { ok: true, lines: [newLine(solutionId), ...lines] };
}

/** Changes a line in place; a line that is not there any more is "missing" (removed in another tab). */
export function saveLine(lines: readonly BasketLine[], line: BasketLine): BasketChange {
  if (!lines.some((existing) => existing.solutionId === line.solutionId)) return { ok: false, reason: "missing" };
  return { ok: true, lines: lines.map((existing) => (existing.solutionId === line.solutionId ? line : existing)) };
}

export function removeLine(lines: readonly BasketLine[], solutionId: number): BasketChange {
  return { ok: true, lines: lines.filter((line) => line.solutionId !== solutionId) };
}

/**
 * The account's basket with the anonymous one merged in: a solution in both keeps the account's line, unless the
 * account's has no quantity and the anonymous one has (the newer intent); new solutions come first, and the whole
 * stays within MAX_BASKET_LINES: the account's lines all stay, the anonymous ones fill the room left (what does not
 * fit is counted, for the sign-in's message).
 */
export function mergeLines(account: readonly BasketLine[], anonymous: readonly BasketLine[]): { lines: BasketLine[]; dropped: number } {
  const bySolution = new Map(account.map((line) => [line.solutionId, line]));
  const added: BasketLine[] = [];
  for (const line of anonymous) {
    const existing = bySolution.get(line.solutionId);
    if (!existing) {
      if (!added.some((other) => other.solutionId === line.solutionId)) added.push(line);
    } else if (existing.quantity === null && line.quantity !== null) bySolution.set(line.solutionId, line);
  }
  // The account's own lines all stay; the anonymous ones fill the room left.
  const room = Math.max(0, MAX_BASKET_LINES - account.length);
  return { lines: [...added.slice(0, room), ...account.map((line) => bySolution.get(line.solutionId)!)], dropped: Math.max(0, added.length - room) };
}
