/** The basket's rules, for both stores (cookie and account): add, save, remove, and the merge at sign-in. */
import { describe, expect, it } from "vitest";
import { MAX_BASKET_LINES } from "~/content/basket";
import type { BasketLine } from "~/utils/basket-cookie.server";
import { addLine, lineFromInput, mergeLines, newLine, removeLine, saveLine } from "./basket-lines";

const line = (solutionId: number, extra: Partial<BasketLine> = {}): BasketLine => ({ ...newLine(solutionId), ...extra });
const ids = (lines: readonly BasketLine[]) => lines.map((l) => l.solutionId);
const many = (count: number, from = 1) => Array.from({ length: count }, (_, i) => line(from + i));

describe("adding, saving and removing a line", () => {
  it("adds a new solution first, in kilograms with its quantity still to come", () => {
    expect(addLine([line(1)], 2)).toEqual({ ok: true, lines: [line(2), line(1)] });
    expect(newLine(2)).toEqual({ solutionId: 2, quantity: null, unit: "kg", sample: false, sampleSize: null, sampleUnit: null, note: "" });
  });

  it("refuses a solution already in the basket, and a 51st line", () => {
    expect(addLine([line(1), line(2)], 2)).toEqual({ ok: false, reason: "already" });
    expect(addLine(many(MAX_BASKET_LINES - 1), 999)).toMatchObject({ ok: true });
    expect(addLine(many(MAX_BASKET_LINES), 999)).toEqual({ ok: false, reason: "full" });
    // Already there wins over full: the message points at the line rather than the bound.
    expect(addLine(many(MAX_BASKET_LINES), 1)).toEqual({ ok: false, reason: "already" });
  });

  it("saves a line in place, and says when it is no longer there", () => {
    const changed = line(2, { quantity: 40, unit: "drum-208l", note: "two pallets" });
    expect(saveLine([line(1), line(2), line(3)], changed)).toEqual({ ok: true, lines: [line(1), changed, line(3)] });
    expect(saveLine([line(1)], changed)).toEqual({ ok: false, reason: "missing" });
  });

  it("removes a line; removing one already gone changes nothing", () => {
    expect(removeLine([line(1), line(2)], 1)).toEqual({ ok: true, lines: [line(2)] });
    expect(removeLine([line(2)], 1)).toEqual({ ok: true, lines: [line(2)] });
  });

  it("keeps a sample's size only when a sample is wanted", () => {
    const base = { solution: 4, quantity: 12, unit: "t" as const, note: "n", sample_size: 2, sample_unit: "l" as const };
    expect(lineFromInput({ ...base, sample: true })).toEqual({ solutionId: 4, quantity: 12, unit: "t", sample: true, sampleSize: 2, sampleUnit: "l", note: "n" });
    expect(lineFromInput({ ...base, quantity: undefined, sample: false })).toEqual({ solutionId: 4, quantity: null, unit: "t", sample: false, sampleSize: null, sampleUnit: null, note: "n" });
  });
});

describe("merging the anonymous basket into the account's at sign-in", () => {
  it("keeps the account's line for a solution in both, with new solutions first", () => {
    const account = [line(1, { quantity: 5, note: "account" }), line(2)];
    const anonymous = [line(3), line(1, { quantity: 9, note: "anonymous" })];
    expect(mergeLines(account, anonymous)).toEqual({ lines: [line(3), ...account], dropped: 0 });
  });

  it("takes the anonymous line when the account's has no quantity and it has one", () => {
    const anonymous = line(2, { quantity: 30, unit: "t", sample: true, sampleSize: 1, sampleUnit: "kg" });
    expect(mergeLines([line(1, { quantity: 5 }), line(2)], [anonymous]).lines).toEqual([line(1, { quantity: 5 }), anonymous]);
    // Neither has a quantity: the account's stays.
    expect(mergeLines([line(2, { note: "mine" })], [line(2, { note: "theirs" })]).lines).toEqual([line(2, { note: "mine" })]);
  });

  it("stays within 50 lines: every account line kept, the anonymous ones fill the room and the rest are counted", () => {
    const account = many(45);
    const anonymous = many(10, 100);
    const { lines, dropped } = mergeLines(account, anonymous);
    expect(lines).toHaveLength(MAX_BASKET_LINES);
    expect(ids(lines)).toEqual([...ids(anonymous.slice(0, 5)), ...ids(account)]);
    expect(dropped).toBe(5);
    // An account already full keeps its own lines; the anonymous one is counted as not fitting.
    expect(mergeLines(many(MAX_BASKET_LINES), [line(999)])).toEqual({ lines: many(MAX_BASKET_LINES), dropped: 1 });
  });

  it("counts a solution repeated in the anonymous lines once", () => {
    expect(mergeLines([], [line(1), line(1, { quantity: 3 })])).toEqual({ lines: [line(1)], dropped: 0 });
  });

  it("is the same when run twice (a sign-in repeated)", () => {
    const account = [line(1), line(2, { quantity: 3 })];
    const anonymous = [line(4), line(1, { quantity: 8 })];
    const once = mergeLines(account, anonymous).lines;
    expect(mergeLines(once, anonymous)).toEqual({ lines: once, dropped: 0 });
  });
});
