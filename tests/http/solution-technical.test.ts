/**
 * The solution page's technical sections as the server renders and answers them, without JavaScript: the technical
 * data (problems linking to the finder, doses, properties) in English and Arabic, the dosage calculator's GET form
 * (the worked example with its workings, messages that keep what was typed, mg/L without a density), the plants
 * nearest first from a city or a point, and the calculator's quote link prefilling the quote form. Solutions are
 * picked through the API by their demo data, not by id.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, visitor, type Page } from "./support";

const C = "/api/v1/petrochemicals_catalog";
const api = async (path: string, language = "en") => (await fetch(`${base}${path}`, { headers: { "Accept-Language": language } })).json();

type Detail = {
  id: number;
  name: string;
  technical?: { problems: { slug: string; name: string; dose: { min: number; max: number; unit: string } | null }[]; max_temperature_c: number | null };
  hazards?: { physical?: { density_kg_m3: number | null } | null };
};
const detail = (id: number, language = "en"): Promise<Detail> => api(`${C}/solutions/${id}/`, language);

/** The first demo solution (by name search) whose detail passes `test`. */
async function solutionWhere(search: string, test: (solution: Detail) => boolean): Promise<Detail> {
  const { results } = await api(`${C}/solutions/?page_size=100&search=${encodeURIComponent(search)}`);
  for (const { id } of results as { id: number }[]) {
    const solution = await detail(id);
    if (test(solution)) return solution;
  }
  throw new Error(`no demo solution for "${search}" fits`);
}

const densityOf = (s: Detail) => s.hazards?.physical?.density_kg_m3 ?? null;
const dosed = (s: Detail) => (s.technical?.problems ?? []).some((p) => p.dose?.unit === "ppm-v");
/** A corrosion inhibitor dosed in ppm by volume, whose density is known. */
const inhibitor = () => solutionWhere("PetroGuard", (s) => dosed(s) && densityOf(s) !== null);

const section = (page: Page, id: string) => page.document.getElementById(id)!;
const textOf = (page: Page, id: string) => section(page, id).textContent!.replace(/\s+/g, " ");
const calculatorForm = (page: Page) => section(page, "dosage").querySelector("form")!;
const field = (page: Page, id: string) => page.document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
const messageOf = (page: Page, id: string) => {
  const described = field(page, id).getAttribute("aria-describedby") ?? "";
  return described.split(" ").filter((ref) => ref.endsWith("-error")).map((ref) => page.document.getElementById(ref)!.textContent).join(" ");
};

async function calculate(path: string, values: Record<string, string>) {
  const someone = visitor();
  const page = await someone.open(path);
  const response = await someone.submit(page, calculatorForm(page), { values });
  expect(response.url).toContain("flow=");
  return someone.read(response);
}

describe("the technical data section", () => {
  it("lists the problems treated, linking to the finder, with their doses, and the properties", async () => {
    const solution = await inhibitor();
    const page = await visitor().open(`/solution/${solution.id}`);
    const technical = within(section(page, "technical"));
    expect(technical.getByRole("heading", { level: 2, name: "Technical data" })).toBeTruthy();
    const [first] = solution.technical!.problems;
    expect(technical.getByRole("link", { name: first.name }).getAttribute("href")).toBe(`/find/${first.slug}`);
    expect(textOf(page, "technical")).toContain(`Typical dose: ${first.dose!.min}–${first.dose!.max} ppm by volume`);
    for (const label of ["Works in", "Maximum temperature", "Injection points", "Environmental grade", "Use"]) expect(technical.getByText(label)).toBeTruthy();
    expect(textOf(page, "technical")).toContain(`${solution.technical!.max_temperature_c} °C`);
  });

  it("in Arabic under /ar: the finder's Arabic addresses and the Arabic labels", async () => {
    const solution = await inhibitor();
    const arabic = await detail(solution.id, "ar");
    const page = await visitor().open(`/ar/solution/${solution.id}`);
    const technical = within(section(page, "technical"));
    expect(technical.getByRole("heading", { level: 2, name: "البيانات الفنية" })).toBeTruthy();
    const [first] = arabic.technical!.problems;
    expect(technical.getByRole("link", { name: first.name }).getAttribute("href")).toBe(`/ar/find/${first.slug}`);
    expect(textOf(page, "technical")).toContain("جزء في المليون حجمًا");
    expect(technical.getByText("يعمل في")).toBeTruthy();
  });

  it("a solution dosed by the load says so, and has no calculator", async () => {
    const solution = await solutionWhere("CemSet", (s) => (s.technical?.problems.length ?? 0) > 0 && s.technical!.problems.every((p) => p.dose === null));
    const page = await visitor().open(`/solution/${solution.id}`);
    expect(textOf(page, "technical")).toContain("Dosed by the load treated; our engineers set it for your system.");
    expect(page.document.getElementById("dosage")).toBeNull();
  });
});

describe("the dosage calculator without JavaScript", () => {
  it("answers the worked example: 10,000 bbl/d at 50 ppm is 79.5 L/d, 2,385 L a month, 11.5 drums, 2.4 IBCs, with the workings", async () => {
    const solution = await inhibitor();
    const page = await calculate(`/solution/${solution.id}`, { flow: "10,000", flow_unit: "bbl-d", dose: "50", dose_unit: "ppm-v" });
    expect(page.status).toBe(200);
    const text = textOf(page, "dosage");
    for (const line of [
      "79.5 L per day",
      "2,385 L per month (30 days)",
      "11.5 drums of 208 L per month",
      "2.4 IBCs of 1,000 L per month",
      "10,000 bbl/d × 158.987 L/bbl = 1,589,870 L of fluid per day",
      "1,589,870 L/d × 50 ppm ÷ 1,000,000 = 79.5 L of product per day",
      "79.5 L/d × 30 days = 2,385 L per month; ÷ 208 L = 11.5 drums; ÷ 1,000 L = 2.4 IBCs",
    ]) {
      expect(text).toContain(line);
    }
    expect(field(page, "dosage-flow").value).toBe("10,000");
    expect(section(page, "dosage").querySelector("[data-dosage-result]")!.hasAttribute("hidden")).toBe(false);
  });

  it("refuses what it cannot use with the locale's messages, keeping what was typed (English and Arabic)", async () => {
    const solution = await inhibitor();
    const english = await calculate(`/solution/${solution.id}`, { flow: "ten thousand", dose: "0" });
    expect(messageOf(english, "dosage-flow")).toBe("The flow rate must be a number");
    expect(messageOf(english, "dosage-dose")).toBe("Enter a dose above 0 and at most 100,000");
    expect(field(english, "dosage-flow").value).toBe("ten thousand");
    expect(field(english, "dosage-flow").getAttribute("aria-invalid")).toBe("true");
    expect(section(english, "dosage").querySelector("[data-dosage-result]")!.hasAttribute("hidden")).toBe(true);

    const tooMuch = await calculate(`/solution/${solution.id}`, { flow: "600000", flow_unit: "m3-d", dose: "" });
    expect(messageOf(tooMuch, "dosage-flow")).toBe("Enter a flow rate above 0 and at most 500,000 m³/d");
    expect(messageOf(tooMuch, "dosage-dose")).toBe("Enter the dose");

    const arabic = await calculate(`/ar/solution/${solution.id}`, { flow: "abc", dose: "" });
    expect(messageOf(arabic, "dosage-flow")).toBe("يجب أن يكون معدل التدفق رقمًا");
    expect(messageOf(arabic, "dosage-dose")).toBe("أدخل الجرعة");
    expect(field(arabic, "dosage-flow").value).toBe("abc");
  });

  it("a dose in mg/L needs the product's density: without one it says so", async () => {
    const solution = await solutionWhere("FoamTrol", (s) => (s.technical?.problems ?? []).some((p) => p.dose) && densityOf(s) === null);
    const page = await calculate(`/solution/${solution.id}`, { flow: "1000", dose: "20", dose_unit: "mg-l" });
    expect(messageOf(page, "dosage-dose_unit")).toBe("A dose in mg/L needs the product's density, which is not stated: use ppm by volume");
    expect(textOf(page, "dosage")).not.toContain("L per day");
  });

  it("carries the result into the quote form: the month's quantity in litres and the summary in the note", async () => {
    const solution = await inhibitor();
    const someone = visitor();
    const page = await calculate(`/solution/${solution.id}`, { flow: "10000", flow_unit: "bbl-d", dose: "50", dose_unit: "ppm-v" });
    const link = within(section(page, "dosage")).getByRole("link", { name: "Request a quote for this quantity" }).getAttribute("href")!;
    // 10,000 bbl/d × 158.987 L × 50 ppm × 30 days = 2,384.8 L: litres, a unit the form takes, so no density is needed.
    expect(new URL(link, base).searchParams.get("quantity")).toBe("2385");
    const quote = await someone.open(link);
    const dialog = within(quote.screen.getByRole("dialog"));
    expect((dialog.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement).value).toBe("2385");
    expect((dialog.getByRole("combobox", { name: "Unit" }) as HTMLSelectElement).value).toBe("l");
    expect((dialog.getByRole("textbox", { name: "Note (optional)" }) as HTMLTextAreaElement).value).toBe("Dosage calculator: 2,385 L per month (10,000 bbl/d at 50 ppm by volume).");
    // What the form would refuse is left out, not shown.
    const tampered = await someone.open(`/solution/${solution.id}?quote=1&quantity=-5&unit=tonnes`);
    const fields = within(tampered.screen.getByRole("dialog"));
    expect((fields.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement).value).toBe("");
    expect((fields.getByRole("combobox", { name: "Unit" }) as HTMLSelectElement).value).toBe("kg");
  });

  it("never answers junk in the address with an error page", async () => {
    const solution = await inhibitor();
    const junk = [
      "flow=abc&flow_unit=x&dose=-1&dose_unit=y",
      "flow=1e999&dose=1e400",
      `flow=${"9".repeat(400)}&dose=50`,
      "flow=1&flow=2&dose=3&dose=4&problem=nope&problem=",
      "lat=91&lon=abc",
      "lat=&lon=12",
      "city=99999999999&country=-1",
      "country=abc&city=%00",
      "quote=1&quantity=1e12&unit=&note=" + "x".repeat(3000),
    ];
    for (const query of junk) {
      const page = await visitor().open(`/solution/${solution.id}?${query}`);
      expect(page.status, query).toBe(200);
    }
  });
});

describe("where it comes from, without JavaScript", () => {
  const cityValue = (page: Page, name: string) => [...(field(page, "plants-city") as HTMLSelectElement).options].find((option) => option.textContent === name)!.value;
  /** A solution made in Oman and elsewhere. */
  const madeInOman = async () => {
    for (const search of ["PetroGuard", "ScaleBlock", "DemulPro", "WaxFree"]) {
      const { results } = await api(`${C}/solutions/?page_size=100&search=${search}`);
      for (const { id } of results as { id: number }[]) {
        const page = await visitor().open(`/solution/${id}`);
        const countries = [...section(page, "plants").querySelectorAll("h3")].map((heading) => heading.textContent);
        if (countries.includes("Oman") && countries.length > 1) return { id, page };
      }
    }
    throw new Error("no demo solution made in Oman and elsewhere");
  };

  it("lists the plants by country without a point, and nearest first from Muscat with the distance in km", async () => {
    const { id, page } = await madeInOman();
    expect(textOf(page, "plants")).toContain("By country. Give a place to see the nearest first.");
    const someone = visitor();
    const response = await someone.submit(page, section(page, "plants").querySelector("form")!, { values: { city: cityValue(page, "Muscat") } });
    const sorted = await someone.read(response);
    expect(textOf(sorted, "plants")).toContain("Nearest first from Muscat, Oman");
    const [first, ...rest] = [...section(sorted, "plants").querySelectorAll("ol li")].map((item) => item.textContent!);
    expect(first).toContain("Oman");
    expect(first).toMatch(/\d km$/);
    expect(rest.length).toBeGreaterThan(0);
    const distances = [first, ...rest].map((text) => Number(/([\d,]+) km$/.exec(text)![1].replace(/,/g, "")));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The plant's name leads to it on the home page's map.
    const link = section(sorted, "plants").querySelector("ol a")!.getAttribute("href")!;
    expect(link).toMatch(/^\/\?tab=plant&plant=\d+$/);
    expect((await visitor().open(link)).status).toBe(200);
    expect(sorted.url).toContain(`/solution/${id}?`);
  });

  it("from a latitude and longitude, and in Arabic; coordinates off the globe get a message", async () => {
    const { id } = await madeInOman();
    const point = await visitor().open(`/ar/solution/${id}?lat=23.6&lon=58.5`);
    expect(textOf(point, "plants")).toContain("الأقرب أولًا من 23.6، 58.5");
    expect(section(point, "plants").querySelector("ol li")!.textContent).toMatch(/عُمان.*\d km$/);
    expect(field(point, "plants-lat").value).toBe("23.6");
    const wrong = await visitor().open(`/solution/${id}?lat=123&lon=58.5`);
    expect(messageOf(wrong, "plants-lat")).toBe("Enter a latitude from -90 to 90 and a longitude from -180 to 180, in decimal degrees");
    expect(textOf(wrong, "plants")).toContain("By country.");
  });

  it("each form keeps the other's values: a point chosen after a calculation keeps the calculation", async () => {
    const { id, page } = await madeInOman();
    const someone = visitor();
    const calculated = await someone.read(await someone.submit(page, calculatorForm(page), { values: { flow: "5000", dose: "20" } }));
    const both = await someone.read(await someone.submit(calculated, section(calculated, "plants").querySelector("form")!, { values: { city: cityValue(calculated, "Muscat") } }));
    expect(both.url).toContain(`/solution/${id}?`);
    expect(field(both, "dosage-flow").value).toBe("5000");
    expect(textOf(both, "dosage")).toContain("L per day");
    expect(textOf(both, "plants")).toContain("Nearest first from Muscat, Oman");
    const again = await someone.read(await someone.submit(both, calculatorForm(both), { values: { dose: "40" } }));
    expect(textOf(again, "plants")).toContain("Nearest first from Muscat, Oman");
  });
});
