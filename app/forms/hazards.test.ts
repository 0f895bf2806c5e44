/** The hazard form's schema: each bad input's words, codes read as people type them, and label elements derived from the classes. */
import { describe, expect, it } from "vitest";
import { HAZARD_MESSAGES, hazardsValidator, suggestFromClassification } from "./hazards";

const CLASSIFIED = { hazard_status: "classified", class_1: "flammable-liquids|2", class_2: "acute-toxicity-oral|3" };

async function errorsOf(fields: Record<string, string>) {
  const result = await hazardsValidator.validate(fields);
  expect(result.error, "the form should be refused").toBeDefined();
  return result.error!.fieldErrors;
}

async function dataOf(fields: Record<string, string>) {
  const result = await hazardsValidator.validate(fields);
  expect(result.error?.fieldErrors).toBeUndefined();
  return result.data!;
}

describe("the hazard form's schema", () => {
  it("derives pictograms, signal word and H statements from the classes, keeps typed extras, and reads codes as typed", async () => {
    const data = await dataOf({
      ...CLASSIFIED,
      class_5: "",
      hazard_statements: "euh 066\nH225",
      precautionary_statements: "p210, p301 + p310;P280\nP210",
      un_number: " un 1992 ",
      shipping_name: "Flammable liquid, toxic, n.o.s. (methanol)",
      transport_class: "3",
      packing_group: "II",
      marine_pollutant: "on",
      flash_point_c: "-12.5",
      pour_point_c: "-40",
      ph: "7",
      density_kg_m3: "950",
    });
    expect(data).toEqual({
      hazardStatus: "classified",
      ghsClassification: [
        { hazardClass: "flammable-liquids", category: "2" },
        { hazardClass: "acute-toxicity-oral", category: "3" },
      ],
      ghsPictograms: ["GHS02", "GHS06"],
      ghsSignalWord: "danger",
      hazardStatements: ["H225", "H301", "EUH066"],
      precautionaryStatements: ["P210", "P301+P310", "P280"],
      unNumber: "UN1992",
      shippingName: "Flammable liquid, toxic, n.o.s. (methanol)",
      shippingNameAr: null,
      transportClass: "3",
      packingGroup: "II",
      marinePollutant: true,
      flashPointC: -12.5,
      ph: 7,
      densityKgM3: 950,
      pourPointC: -40,
    });
  });

  it("refuses an unknown code naming it, and codes of the other list", async () => {
    expect((await errorsOf({ ...CLASSIFIED, hazard_statements: "H225, H999" })).hazard_statements).toBe("Unknown hazard statement code: H999");
    expect((await errorsOf({ ...CLASSIFIED, precautionary_statements: "P210 P999 banana" })).precautionary_statements).toBe(
      "Unknown precautionary statement codes: P999, banana",
    );
    expect((await errorsOf({ ...CLASSIFIED, precautionary_statements: "P210, H225" })).precautionary_statements).toBe(
      "H225 is a hazard statement, not a precautionary statement",
    );
    expect((await errorsOf({ ...CLASSIFIED, hazard_statements: "p301+p310" })).hazard_statements).toBe(
      "P301+P310 is a precautionary statement, not a hazard statement",
    );
  });

  it("refuses a classified product without a class, an unknown class and one class twice", async () => {
    expect((await errorsOf({ hazard_status: "classified", class_3: "" })).class_1).toBe("Choose at least one hazard class for a classified product");
    expect((await errorsOf({ hazard_status: "classified", class_2: "flammable-liquids|9" })).class_2).toBe("Unknown hazard class or category: flammable-liquids|9");
    expect((await errorsOf({ hazard_status: "classified", class_1: "flammable-liquids|2", class_2: "flammable-liquids|3" })).class_2).toBe(
      "Choose one category per hazard class: Flammable liquids is chosen twice",
    );
    expect((await errorsOf({ hazard_status: "dangerous" })).hazard_status).toBe(HAZARD_MESSAGES.status);
  });

  it("refuses a malformed UN number, a missing shipping name or class, and a bad transport class", async () => {
    const errors = await errorsOf({ ...CLASSIFIED, un_number: "UN12345", packing_group: "IV", transport_class: "10" });
    expect(errors.un_number).toBe("UN number must be UN followed by 4 digits");
    expect(errors.shipping_name).toBe(HAZARD_MESSAGES.shippingNameMissing);
    expect(errors.transport_class).toBe(HAZARD_MESSAGES.transportClass);
    expect(errors.packing_group).toBe(HAZARD_MESSAGES.packingGroup);
    expect((await errorsOf({ ...CLASSIFIED, shipping_name: "Corrosive liquid, n.o.s." })).un_number).toBe(HAZARD_MESSAGES.unNumberMissing);
    expect((await errorsOf({ ...CLASSIFIED, un_number: "UN1760", shipping_name: "<b>x</b>", transport_class: "8" })).shipping_name).toBe(
      "Proper shipping name cannot contain < or > or control characters",
    );
  });

  it("refuses pH out of 0–14, a density of 0, and numbers that are not numbers", async () => {
    expect((await errorsOf({ ...CLASSIFIED, ph: "14.5" })).ph).toBe("pH must be a number from 0 to 14");
    expect((await errorsOf({ ...CLASSIFIED, ph: "-1" })).ph).toBe("pH must be a number from 0 to 14");
    expect((await errorsOf({ ...CLASSIFIED, density_kg_m3: "0" })).density_kg_m3).toBe("Density must be a number greater than 0");
    const errors = await errorsOf({ ...CLASSIFIED, flash_point_c: "twelve", pour_point_c: "1,5", ph: "neutral" });
    expect([errors.flash_point_c, errors.pour_point_c, errors.ph]).toEqual(["Flash point must be a number", "Pour point must be a number", "pH must be a number from 0 to 14"]);
    expect((await dataOf({ ...CLASSIFIED, ph: "0", flash_point_c: "+61" })).flashPointC).toBe(61);
  });

  it("clears what a product that is not classified, or not entered, does not have", async () => {
    const typed = { ...CLASSIFIED, hazard_statements: "H999", un_number: "bad", shipping_name: "x", flash_point_c: "93", ph: "6.5" };
    const notClassified = await dataOf({ ...typed, hazard_status: "not_classified" });
    expect(notClassified).toMatchObject({
      hazardStatus: "not_classified",
      ghsClassification: [],
      ghsPictograms: [],
      ghsSignalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
      unNumber: null,
      shippingName: null,
      flashPointC: 93,
      ph: 6.5,
    });
    const notEntered = await dataOf({ ...typed, hazard_status: "not_entered", ph: "99" });
    expect(notEntered).toMatchObject({ hazardStatus: "not_entered", ghsClassification: [], hazardStatements: [], unNumber: null, flashPointC: null, ph: null });
  });

  it("suggests the classification's H statements besides those typed, and its label elements", () => {
    const suggestion = suggestFromClassification({ class_1: "skin-corrosion-irritation|1B", class_4: "nonsense", hazard_statements: "EUH071, H999" });
    expect(suggestion.label).toEqual({ pictograms: ["GHS05"], signalWord: "danger", hazardStatements: ["H314"] });
    expect(suggestion.hazardStatements).toBe("H314, EUH071, H999");
  });
});
