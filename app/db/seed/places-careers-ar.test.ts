import { describe, expect, it } from "vitest";
import { COUNTRIES, DEPARTMENTS, JOB_FUNCTIONS, OFFER_ABROAD, OFFER_OMAN, PLANTS, VACANCIES } from "./data";
import {
  CITY_NAMES_AR,
  COUNTRY_NAMES_AR,
  DEPARTMENT_NAMES_AR,
  JOB_FUNCTION_NAMES_AR,
  OFFER_ABROAD_AR,
  OFFER_OMAN_AR,
  PLANTS_AR,
  VACANCIES_AR,
  VACANCY_HEADINGS_AR,
} from "./places-careers-ar";

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Arabic-Indic and Eastern Arabic-Indic digits: the site writes Latin digits. */
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

/** Every Arabic text of the module, with where it comes from. */
function allTexts(): [where: string, text: string][] {
  const texts: [string, string][] = [];
  const add = (where: string, value: unknown): void => {
    if (typeof value === "string") texts.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${where}[${i}]`, v));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${where}.${k}`, v);
  };
  add("COUNTRY_NAMES_AR", COUNTRY_NAMES_AR);
  add("CITY_NAMES_AR", CITY_NAMES_AR);
  add("PLANTS_AR", PLANTS_AR);
  add("JOB_FUNCTION_NAMES_AR", JOB_FUNCTION_NAMES_AR);
  add("DEPARTMENT_NAMES_AR", DEPARTMENT_NAMES_AR);
  add("VACANCIES_AR", VACANCIES_AR);
  add("OFFER_OMAN_AR", OFFER_OMAN_AR);
  add("OFFER_ABROAD_AR", OFFER_ABROAD_AR);
  add("VACANCY_HEADINGS_AR", VACANCY_HEADINGS_AR);
  return texts;
}

function expectArabic(text: string | undefined, what: string): void {
  expect(text, what).toBeTypeOf("string");
  expect(ARABIC_LETTER.test(text ?? ""), `${what} has Arabic letters: ${text}`).toBe(true);
}

describe("Arabic seed texts for places, plants and careers", () => {
  it("names every country of the seed in Arabic, and no other", () => {
    for (const country of COUNTRIES) expectArabic(COUNTRY_NAMES_AR[country.code], `country ${country.code}`);
    expect(Object.keys(COUNTRY_NAMES_AR).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });

  it("names every city in Arabic, and no English city name is in two countries (so a city is keyed by its name)", () => {
    const cities = COUNTRIES.flatMap((c) => c.cities);
    expect(new Set(cities).size).toBe(cities.length);
    for (const city of cities) expectArabic(CITY_NAMES_AR[city], `city ${city}`);
    expect(Object.keys(CITY_NAMES_AR).sort()).toEqual([...cities].sort());
    const perCountry = COUNTRIES.map((c) => new Set(c.cities.map((city) => CITY_NAMES_AR[city])).size);
    expect(perCountry).toEqual(COUNTRIES.map((c) => c.cities.length));
  });

  it("names and addresses every plant in Arabic, each Arabic name once", () => {
    for (const plant of PLANTS) {
      const ar = PLANTS_AR[plant.name];
      expectArabic(ar?.name, `plant name ${plant.name}`);
      expectArabic(ar?.address, `plant address ${plant.name}`);
    }
    expect(Object.keys(PLANTS_AR).sort()).toEqual(PLANTS.map((p) => p.name).sort());
    const names = Object.values(PLANTS_AR).map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("ends each plant's Arabic address with its country, as the English one does", () => {
    const countryInAddress: Readonly<Record<string, string>> = {
      OM: "سلطنة عُمان", SA: "المملكة العربية السعودية", KW: "دولة الكويت", QA: "دولة قطر", BH: "مملكة البحرين",
      KZ: "جمهورية كازاخستان",
    };
    for (const plant of PLANTS) {
      const country = countryInAddress[plant.countryCode] ?? COUNTRY_NAMES_AR[plant.countryCode];
      expect(PLANTS_AR[plant.name]?.address.endsWith(`، ${country}`), plant.name).toBe(true);
    }
  });

  it("keeps the numbers of the English addresses (plots, roads, postal codes) in Latin digits", () => {
    for (const plant of PLANTS) {
      const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
      expect(numbers(PLANTS_AR[plant.name]?.address ?? ""), plant.name).toEqual(numbers(plant.address));
    }
  });

  it("names every job function and department in Arabic, and no other", () => {
    for (const name of JOB_FUNCTIONS) expectArabic(JOB_FUNCTION_NAMES_AR[name], `job function ${name}`);
    for (const name of DEPARTMENTS) expectArabic(DEPARTMENT_NAMES_AR[name], `department ${name}`);
    expect(Object.keys(JOB_FUNCTION_NAMES_AR).sort()).toEqual([...JOB_FUNCTIONS].sort());
    expect(Object.keys(DEPARTMENT_NAMES_AR).sort()).toEqual([...DEPARTMENTS].sort());
    expect(new Set(Object.values(DEPARTMENT_NAMES_AR)).size).toBe(DEPARTMENTS.length);
    expect(new Set(Object.values(JOB_FUNCTION_NAMES_AR)).size).toBe(JOB_FUNCTIONS.length);
  });

  it("translates every vacancy with the same number of bullets", () => {
    for (const vacancy of VACANCIES) {
      const ar = VACANCIES_AR[vacancy.title];
      expectArabic(ar?.title, `title of ${vacancy.title}`);
      expectArabic(ar?.summary, `summary of ${vacancy.title}`);
      expect(ar?.responsibilities.length, `responsibilities of ${vacancy.title}`).toBe(vacancy.responsibilities.length);
      expect(ar?.requirements.length, `requirements of ${vacancy.title}`).toBe(vacancy.requirements.length);
      for (const bullet of [...(ar?.responsibilities ?? []), ...(ar?.requirements ?? [])])
        expectArabic(bullet, `bullet of ${vacancy.title}`);
    }
    expect(Object.keys(VACANCIES_AR).sort()).toEqual(VACANCIES.map((v) => v.title).sort());
    const titles = Object.values(VACANCIES_AR).map((v) => v.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("translates both offers bullet for bullet, and the headings", () => {
    expect(OFFER_OMAN_AR).toHaveLength(OFFER_OMAN.length);
    expect(OFFER_ABROAD_AR).toHaveLength(OFFER_ABROAD.length);
    for (const bullet of [...OFFER_OMAN_AR, ...OFFER_ABROAD_AR]) expectArabic(bullet, "offer bullet");
    for (const heading of Object.values(VACANCY_HEADINGS_AR)) expectArabic(heading, "heading");
  });

  it("writes Latin digits, the Arabic comma and semicolon, and no stray spaces", () => {
    for (const [where, text] of allTexts()) {
      expect(ARABIC_INDIC_DIGIT.test(text), `${where}: ${text}`).toBe(false);
      expect(/[,;]/.test(text), `${where} uses a Latin comma or semicolon: ${text}`).toBe(false);
      expect(text, where).toBe(text.trim());
      expect(/ {2}| [،؛.:]/.test(text), `${where}: ${text}`).toBe(false);
    }
  });
});
