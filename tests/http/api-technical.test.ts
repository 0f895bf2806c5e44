/**
 * The technical properties (issue 41) in /api/v1, an addition to the spec's shapes: a solution's own detail carries
 * `technical` (the problems it treats with their dose ranges, systems, maximum temperature, injection points,
 * grades, sites) in the language asked for; list rows stay as they were; the OpenAPI document names the fields.
 * Solutions are picked through the API by their demo names, not by id.
 */
import { describe, expect, it } from "vitest";
import { base } from "./support";

const C = "/api/v1/petrochemicals_catalog";
const api = async (path: string, language = "en") => {
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Language": language } });
  return { status: response.status, body: await response.json() };
};

type Listed = { id: number; name: string; commercial_name: string };
const search = async (words: string): Promise<Listed[]> => (await api(`${C}/solutions/?page_size=100&search=${encodeURIComponent(words)}`)).body.results;

describe("a solution's detail carries its technical properties", () => {
  it("names the problems it treats with the dose its description states, and where and how it is used", async () => {
    const [standard] = (await search("demulsifier")).filter((s) => s.commercial_name.endsWith("demulsifier") && !/ (HT|W|LT|XC)$/.test(s.name));
    const { status, body } = await api(`${C}/solutions/${standard.id}/`);
    expect(status).toBe(200);
    const { technical } = body;
    expect(technical).toEqual({
      problems: expect.any(Array),
      systems: expect.arrayContaining(["oil"]),
      max_temperature_c: expect.any(Number),
      injection_points: expect.arrayContaining([expect.any(String)]),
      environmental_grades: expect.any(Array),
      sites: expect.arrayContaining(["onshore"]),
    });
    expect(technical.problems).toContainEqual({ id: expect.any(Number), slug: "emulsions", name: "Emulsions", dose: { min: expect.any(Number), max: expect.any(Number), unit: "ppm-v" } });
    // The dose is the one the description recommends ("Recommended dosage: 20–60 ppm").
    const { dose } = technical.problems.find((p: { slug: string }) => p.slug === "emulsions");
    expect(body.description).toContain(`${dose.min}–${dose.max} ppm`);
  });

  it("follows the grade: an HT grade is rated to at least 150 °C, an LT grade is low-toxicity and offshore", async () => {
    const [hot] = (await search("high-temperature")).filter((s) => s.name.endsWith(" HT"));
    expect((await api(`${C}/solutions/${hot.id}/`)).body.technical.max_temperature_c).toBeGreaterThanOrEqual(150);
    const [mild] = (await search("low-toxicity")).filter((s) => s.name.endsWith(" LT"));
    const { technical } = (await api(`${C}/solutions/${mild.id}/`)).body;
    expect(technical.environmental_grades).toContain("low-toxicity");
    expect(technical.sites).toContain("offshore");
  });

  it("names the problems in Arabic for an Arabic caller, the codes unchanged", async () => {
    const [standard] = await search("demulsifier");
    const english = (await api(`${C}/solutions/${standard.id}/`)).body.technical;
    const arabic = (await api(`${C}/solutions/${standard.id}/`, "ar")).body.technical;
    expect(arabic.problems.map((p: { slug: string }) => p.slug)).toEqual(english.problems.map((p: { slug: string }) => p.slug));
    expect(arabic.problems.find((p: { slug: string }) => p.slug === "emulsions")?.name).toBe("المستحلبات");
    expect({ ...arabic, problems: [] }).toEqual({ ...english, problems: [] });
  });

  it("is absent from list rows: the list answers as before", async () => {
    for (const query of ["", "search=demulsifier", "page=2&page_size=25"]) {
      const { status, body } = await api(`${C}/solutions/?${query}`);
      expect(status).toBe(200);
      expect(body.results.length).toBeGreaterThan(0);
      for (const row of body.results) expect(row).not.toHaveProperty("technical");
    }
  });
});

describe("the OpenAPI document", () => {
  it("names the technical fields of a solution, the dose range's units and the detail's summary", async () => {
    const doc = (await api("/api/v1/openapi.json")).body;
    const fields = ["problems", "systems", "max_temperature_c", "injection_points", "environmental_grades", "sites"];
    expect(Object.keys(doc.components.schemas.Technical.properties).sort()).toEqual([...fields].sort());
    const technical = doc.components.schemas.Solution.properties.technical;
    expect(Object.keys(technical.properties).sort()).toEqual([...fields].sort());
    // Additive: a solution without it (a list row, an API that has none) is still a Solution.
    expect(doc.components.schemas.Solution.required).not.toContain("technical");
    expect(Object.keys(technical.properties.problems.items.properties).sort()).toEqual(["dose", "id", "name", "slug"]);
    expect(doc.components.schemas.DoseRange.properties.unit.enum).toEqual(["ppm-v", "mg-l"]);
    expect(doc.paths[`${C}/solutions/{id}/`].get.summary).toMatch(/technical/);
  });
});
