/** Great-circle distances on the IUGG mean sphere, checked against known distances. */
import { describe, expect, it } from "vitest";
import { greatCircleKm, nearestFirst, parsePoint } from "./geo";

describe("greatCircleKm", () => {
  it("one degree of a meridian is 111.2 km; a quarter of the equator 10,007.6 km", () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 2);
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(10_007.56, 1);
  });

  it("Muscat to Sohar is about 190 km, and the same both ways", () => {
    const muscat = { latitude: 23.588, longitude: 58.383 };
    const sohar = { latitude: 24.347, longitude: 56.709 };
    expect(greatCircleKm(muscat, sohar)).toBeGreaterThan(185);
    expect(greatCircleKm(muscat, sohar)).toBeLessThan(195);
    expect(greatCircleKm(sohar, muscat)).toBeCloseTo(greatCircleKm(muscat, sohar), 9);
  });
});

describe("nearestFirst and parsePoint", () => {
  it("orders by whole km, ties by name", () => {
    const from = { latitude: 0, longitude: 0 };
    const out = nearestFirst(from, [
      { name: "B", latitude: 0, longitude: 1 },
      { name: "far", latitude: 10, longitude: 10 },
      { name: "A", latitude: 1, longitude: 0 },
    ]);
    expect(out.map((p) => [p.name, p.distanceKm])).toEqual([["A", 111], ["B", 111], ["far", 1569]]);
  });

  it("takes only both coordinates, numbers on the globe", () => {
    expect(parsePoint("23.5", "58.4")).toEqual({ latitude: 23.5, longitude: 58.4 });
    expect(parsePoint("91", "0")).toBeNull();
    expect(parsePoint("0", "181")).toBeNull();
    expect(parsePoint("x", "1")).toBeNull();
    expect(parsePoint("1", null)).toBeNull();
    expect(parsePoint("", "")).toBeNull();
  });
});
