/** The demo technical data agrees with each product's name and description (issue 41). */
import { describe, expect, it } from "vitest";
import { SOLUTIONS } from "./data";
import { PROBLEM_GROUPS } from "./technical";

const slugs = new Set(PROBLEM_GROUPS.flatMap((g) => g.problems.map((p) => p.slug)));

describe("demo technical data", () => {
  it("gives every demo solution at least one known problem, a temperature rating and onshore use", () => {
    for (const s of SOLUTIONS) {
      expect(s.technical.problems.length, s.name).toBeGreaterThan(0);
      for (const p of s.technical.problems) expect(slugs.has(p.slug), `${s.name}: ${p.slug}`).toBe(true);
      expect(s.technical.maxTemperatureC, s.name).toBeGreaterThan(0);
      expect(s.technical.sites, s.name).toContain("onshore");
    }
  });

  it("follows the name's suffix: HT rated to 150 °C or more, LT low toxicity and offshore", () => {
    for (const s of SOLUTIONS.filter((x) => / HT$/.test(x.name))) expect(s.technical.maxTemperatureC, s.name).toBeGreaterThanOrEqual(150);
    for (const s of SOLUTIONS.filter((x) => / LT$/.test(x.name))) {
      expect(s.technical.environmentalGrades, s.name).toContain("low-toxicity");
      expect(s.technical.sites, s.name).toContain("offshore");
    }
    for (const s of SOLUTIONS.filter((x) => !/ LT$/.test(x.name))) expect(s.technical.environmentalGrades, s.name).not.toContain("low-toxicity");
  });

  it("states the dose range its description states, in ppm or mg/L", () => {
    const ci = SOLUTIONS.find((s) => s.name === "PetroGuard CI-210");
    expect(ci?.descriptionHtml).toContain("Recommended dosage: 10–50 ppm");
    expect(ci?.technical.problems[0]).toMatchObject({ doseMin: 10, doseMax: 50, doseUnit: "ppm-v" });
    // Dosed per kg of H₂S removed: no range the calculator could use.
    expect(SOLUTIONS.find((s) => s.name.startsWith("SulfaClear"))?.technical.problems[0].doseUnit).toBeNull();
    const problemSlugsUsed = new Set(SOLUTIONS.flatMap((s) => s.technical.problems.map((p) => p.slug)));
    // Every problem but gas hydrates has a demo product (the empty result is part of the demo too).
    expect([...slugs].filter((slug) => !problemSlugsUsed.has(slug))).toEqual(["hydrates"]);
  });
});
