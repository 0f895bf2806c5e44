/** The finder's address: codes kept or dropped and named, numbers refused out of range, the canonical address. */
import { describe, expect, it } from "vitest";
import { finderHref, parseFinderQuery } from "./finder";

const parse = (query: string) => parseFinderQuery(new URLSearchParams(query));

describe("parseFinderQuery", () => {
  it("reads known codes and a temperature in range", () => {
    expect(parse("system=gas&temperature=120&site=offshore&environment=low-toxicity")).toMatchObject({
      conditions: { system: "gas", temperatureC: 120, site: "offshore", environment: "low-toxicity" },
      ignored: [],
      errors: {},
    });
    expect(parse("").conditions).toEqual({});
  });

  it("drops unknown codes and names them, clearing them from the form", () => {
    const q = parse("system=lava&site=moon&environment=green&flow_unit=gal");
    expect(q.conditions).toEqual({});
    expect(q.ignored).toEqual([
      { param: "system", value: "lava" },
      { param: "site", value: "moon" },
      { param: "environment", value: "green" },
      { param: "flow_unit", value: "gal" },
    ]);
    expect(q.values.system).toBe("");
  });

  it("refuses temperatures and flows that are not numbers or are out of range, keeping the text", () => {
    expect(parse("temperature=abc")).toMatchObject({ conditions: {}, errors: { temperature: "temperatureNumber" }, values: { temperature: "abc" } });
    expect(parse("temperature=351").errors.temperature).toBe("temperatureRange");
    expect(parse("temperature=-61").errors.temperature).toBe("temperatureRange");
    expect(parse("temperature=-60").conditions.temperatureC).toBe(-60);
    expect(parse("flow=0").errors.flow).toBe("flowRange");
    expect(parse("flow=3000001").errors.flow).toBe("flowRange");
    expect(parse("flow=10,000&flow_unit=m3-d").flow).toEqual({ value: 10_000, unit: "m3-d" });
    expect(parse("flow=1e999").errors.flow).toBe("flowNumber");
  });
});

describe("finderHref", () => {
  it("leaves empty values, the point's blanks and a unit without a flow out of the address", () => {
    expect(finderHref("h2s", { system: "gas", temperature: "", flow_unit: "bbl-d" })).toBe("/find/h2s?system=gas");
    expect(finderHref("h2s", { system: "gas", temperature: "120", flow: "5", flow_unit: "l-h" }, ["temperature"])).toBe("/find/h2s?system=gas&flow=5&flow_unit=l-h");
    expect(finderHref("h2s", {})).toBe("/find/h2s");
  });
});
