/**
 * The technical sections with JavaScript: the server's markup (the same components) with ./enhance.ts added, as the
 * solution page loads it. The calculator answers as the visitor types, with the server's numbers and messages, and
 * keeps the address in step; the city list narrows to the chosen country.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { translate, type Values } from "~/i18n/translate";
import { DosageCalculator } from "./dosage-calculator";
import { calculatorView, readCalculator, type DoseProblem } from "./dosage-state";
import { enhance, type EnhanceConfig } from "./enhance";
import { PlantsSection } from "./plants-section";

const problems: DoseProblem[] = [
  { slug: "sweet-corrosion", name: "Sweet (CO₂) corrosion", dose: { min: 10, max: 50, unit: "ppm-v" } },
  { slug: "oxygen-corrosion", name: "Oxygen corrosion", dose: { min: 5, max: 20, unit: "mg-l" } },
];

function renderSections(locale: Locale = "en", density: number | null = 1000) {
  const messages = CATALOGUES[locale].technical;
  const t = (key: string, values?: Values) => translate(locale, messages, key, values);
  const page = locale === "en" ? "/solution/1" : "/ar/solution/1";
  window.history.replaceState(null, "", `${page}?country=2`);
  const state = readCalculator(new URLSearchParams(), problems, density)!;
  const config: EnhanceConfig = { locale, page, density, problems, messages };
  const { container } = render(
    <div>
      <DosageCalculator state={state} view={calculatorView(state, t, page)} t={t} page={page} config={JSON.stringify(config)} />
      <PlantsSection
        plants={[{ id: 7, name: "Marmul EOR Chemicals Station", country: { id: 2, name: "Oman" }, distance_km: null }]}
        from={null}
        countries={[
          { id: 1, name: "Kuwait", cities: [{ id: 10, name: "Kuwait City" }] },
          { id: 2, name: "Oman", cities: [{ id: 20, name: "Muscat" }, { id: 21, name: "Sohar" }] },
        ]}
        values={{ country: "", city: "", lat: "", lon: "" }}
        t={t}
        page={page}
        plantHref={(id) => `/?tab=plant&plant=${id}`}
        enhanced
      />
    </div>,
  );
  return { undo: enhance(container) };
}

const result = () => document.querySelector<HTMLElement>("[data-dosage-result]")!;

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the dosage calculator with JavaScript", () => {
  it("answers as the visitor types, with the workings, and keeps the address in step", async () => {
    const user = userEvent.setup();
    renderSections();
    expect(result().hidden).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "Flow rate" }), "10,000");
    // Half-filled: no result and no message yet.
    expect(result().hidden).toBe(true);
    expect(screen.queryByText("Enter the dose")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Dose" }), "50");
    expect(result().hidden).toBe(false);
    const answer = within(result());
    expect(answer.getByText("79.5 L per day")).toBeTruthy();
    expect(answer.getByText("11.5 drums of 208 L per month")).toBeTruthy();
    expect(answer.getByText("1,589,870 L/d × 50 ppm ÷ 1,000,000 = 79.5 L of product per day")).toBeTruthy();
    expect(answer.getByRole("link", { name: "Request a quote for this quantity" }).getAttribute("href")).toContain("quantity=2385&unit=l");
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toMatchObject({ flow: "10,000", dose: "50", flow_unit: "bbl-d", dose_unit: "ppm-v", country: "2" });
  });

  it("shows a message as soon as a value is wrong, and every missing one on Calculate, in Arabic under /ar", async () => {
    const user = userEvent.setup();
    renderSections("ar", null);
    const flow = screen.getByRole("textbox", { name: "معدل التدفق" });
    await user.type(flow, "abc");
    expect(screen.getByText("يجب أن يكون معدل التدفق رقمًا")).toBeTruthy();
    expect(flow.getAttribute("aria-invalid")).toBe("true");
    await user.clear(flow);
    await user.click(screen.getByRole("button", { name: "احسب" }));
    expect(screen.getByText("أدخل معدل التدفق")).toBeTruthy();
    expect(document.activeElement).toBe(flow);
    await user.selectOptions(screen.getByRole("combobox", { name: "وحدة الجرعة" }), "mg-l");
    expect(screen.getByText("تحتاج الجرعة بوحدة mg/L إلى كثافة المنتج، وهي غير محددة: استخدم جزءًا في المليون حجمًا")).toBeTruthy();
  });

  it("shows the chosen problem's typical dose", async () => {
    const user = userEvent.setup();
    renderSections();
    expect(screen.getByText("Typical dose: 10–50 ppm by volume")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "For" }), "oxygen-corrosion");
    expect(screen.getByText("Typical dose: 5–20 mg/L")).toBeTruthy();
  });
});

describe("the point form with JavaScript", () => {
  const cities = () => [...screen.getByRole<HTMLSelectElement>("combobox", { name: "City" }).options].map((option) => option.textContent);

  it("narrows the cities to the chosen country, and a city chosen first names its country", async () => {
    const user = userEvent.setup();
    renderSections();
    expect(cities()).toEqual(["Any city", "Kuwait City", "Muscat", "Sohar"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "20");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" }).value).toBe("2");
    expect(cities()).toEqual(["Any city", "Muscat", "Sohar"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "1");
    expect(cities()).toEqual(["Any city", "Kuwait City"]);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "City" }).value).toBe("");
  });

  it("carries the calculator's values when it is sent", async () => {
    const user = userEvent.setup();
    renderSections();
    await user.type(screen.getByRole("textbox", { name: "Flow rate" }), "500");
    const form = screen.getByRole("button", { name: "Sort by distance" }).closest("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    await user.click(screen.getByRole("button", { name: "Sort by distance" }));
    const sent = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    expect(sent).toMatchObject({ flow: "500", flow_unit: "bbl-d", problem: "sweet-corrosion" });
    expect(sent).not.toHaveProperty("dose");
  });
});
