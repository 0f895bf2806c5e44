/** The sample's life as the staff page offers it and the model enforces it: which step may follow which. */
import { describe, expect, it } from "vitest";
import { canMoveSample, isFinalSample, nextSampleSteps, SAMPLE_STATUSES, sampleSizeAllowed } from "./basket";

describe("a sample's steps", () => {
  it("goes requested → approved or declined, approved → shipped → delivered, and no further", () => {
    expect(Object.fromEntries(SAMPLE_STATUSES.map((status) => [status, nextSampleSteps(status)]))).toEqual({
      requested: ["approved", "declined"],
      approved: ["shipped"],
      declined: [],
      shipped: ["delivered"],
      delivered: [],
    });
  });

  it("allows exactly the next steps: nothing skipped, nothing back, nothing after declined or delivered", () => {
    for (const from of SAMPLE_STATUSES) {
      for (const to of SAMPLE_STATUSES) expect(canMoveSample(from, to), `${from} → ${to}`).toBe(nextSampleSteps(from).includes(to));
    }
    expect(canMoveSample("requested", "shipped")).toBe(false);
    expect(canMoveSample("shipped", "approved")).toBe(false);
    expect(SAMPLE_STATUSES.filter(isFinalSample)).toEqual(["declined", "delivered"]);
  });

  it("takes samples of at most 5 kg or 5 L", () => {
    expect(sampleSizeAllowed(500, "ml")).toBe(true);
    expect(sampleSizeAllowed(5, "kg")).toBe(true);
    expect(sampleSizeAllowed(5.1, "l")).toBe(false);
    expect(sampleSizeAllowed(0, "g")).toBe(false);
  });
});
