import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { HazardSummary, Hazards } from "~/backend/contract";
import { PICTOGRAM_CODES } from "~/content/ghs/pictograms";
import arCommon from "~/locales/ar/common.json";
import enCommon from "~/locales/en/common.json";
import type { Locale } from "~/i18n/locales";
import { renderPage } from "../../../tests/support/component";
import { GhsPictogram, PICTOGRAM_SPRITE_VERSION } from "./ghs-pictogram";
import { HazardPictogramList, HazardPictograms } from "./hazard-pictograms";
import { HazardSection } from "./hazard-section";

/** The pictograms' names as the common catalogue words them. */
const NAMES = { en: enCommon.hazards.pictogram, ar: arCommon.hazards.pictogram };

const render = (ui: ReactNode, locale: Locale = "en") => renderPage(() => ui, { locale, path: "/solution/7" });

/** A methanol-based corrosion inhibitor, as the API gives it on an English page. */
const METHANOL_INHIBITOR: Hazards = {
  status: "classified",
  pictograms: ["GHS02", "GHS06", "GHS08"],
  signal_word: "danger",
  classification: [
    { hazard_class: "flammable-liquids", category: "2", name: "Flammable liquids, Category 2" },
    { hazard_class: "acute-toxicity-oral", category: "3", name: "Acute toxicity (oral), Category 3" },
  ],
  hazard_statements: [
    { code: "H225", text: "Highly flammable liquid and vapour." },
    { code: "H301+H311+H331", text: "Toxic if swallowed, in contact with skin or if inhaled." },
  ],
  precautionary_statements: [{ code: "P301+P310", text: "IF SWALLOWED: Immediately call a POISON CENTER/doctor." }],
  transport: { un_number: "UN1230", proper_shipping_name: "Methanol", class: "3 (6.1)", packing_group: "II", marine_pollutant: false },
  physical: { flash_point_c: 11, ph: null, density_kg_m3: 1020, pour_point_c: -30 },
};

const NOT_CLASSIFIED: Hazards = {
  status: "not_classified",
  pictograms: [],
  signal_word: null,
  classification: [],
  hazard_statements: [],
  precautionary_statements: [],
  transport: null,
  physical: { flash_point_c: null, ph: 6.5, density_kg_m3: 1100, pour_point_c: null },
};

const NOT_ENTERED: HazardSummary = { status: "not_entered", pictograms: [], signal_word: null };

/** A <dl>'s terms and descriptions as a screen reader hears them (what is aria-hidden left out). */
function definitions(list: HTMLElement) {
  const spoken = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
    return copy.textContent?.trim();
  };
  return [...list.querySelectorAll("dt")].map((term) => [spoken(term), spoken(term.nextElementSibling!)]);
}

describe("GHS pictograms", () => {
  it.each(["en", "ar"] as const)("each of the nine is an image named in the page's language (%s), with a tooltip", (locale) => {
    render(
      <>
        {PICTOGRAM_CODES.map((code) => (
          <GhsPictogram key={code} code={code} inline />
        ))}
      </>,
      locale,
    );
    for (const code of PICTOGRAM_CODES) {
      const image = screen.getByRole("img", { name: NAMES[locale][code] });
      expect(image.getAttribute("data-pictogram")).toBe(code);
      expect(image.getAttribute("viewBox")).toBe("0 0 100 100");
      expect(image.querySelector("title")?.textContent).toBe(NAMES[locale][code]);
      expect(image.querySelector("use")).toBeNull();
    }
    expect(screen.getAllByRole("img")).toHaveLength(9);
    // Nine different symbols, each drawn.
    const symbols = screen.getAllByRole("img").map((image) => image.querySelector("g[fill='#000']")?.innerHTML ?? "");
    expect(new Set(symbols).size).toBe(9);
    expect(symbols.every((symbol) => symbol.length > 100)).toBe(true);
    // Nine on one page: nothing inside them has an id to collide.
    expect(document.querySelectorAll("svg [id], svg[id]")).toHaveLength(0);
  });

  it.each(["en", "ar"] as const)("references the sprite's symbol by default, named in the page's language (%s)", (locale) => {
    render(<GhsPictogram code="GHS06" />, locale);
    const image = screen.getByRole("img", { name: NAMES[locale].GHS06 });
    expect(image.querySelector("title")?.textContent).toBe(NAMES[locale].GHS06);
    expect(image.querySelector("use")?.getAttribute("href")).toBe(`/pictograms.svg?v=${PICTOGRAM_SPRITE_VERSION}#GHS06`);
    // No artwork of its own: the sprite draws it.
    expect(image.querySelectorAll("path, polygon, circle, rect")).toHaveLength(0);
  });

  it("draws a red-framed diamond around a black symbol", () => {
    render(<GhsPictogram code="GHS05" inline />);
    const frame = screen.getByRole("img", { name: "Corrosive" }).querySelectorAll("polygon");
    expect(frame[0]?.getAttribute("points")).toBe(frame[frame.length - 1]?.getAttribute("points"));
    expect(frame[frame.length - 1]?.getAttribute("stroke")).toBe("#E4002B");
  });

  it("is hidden from screen readers where its name is written beside it", () => {
    const { container } = render(<GhsPictogram code="GHS02" labelled={false} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("title")).toBeNull();
  });
});

describe("the compact row on cards", () => {
  it("shows each pictogram of a classified product, by name", () => {
    render(<HazardPictograms hazards={METHANOL_INHIBITOR} />);
    const row = screen.getByRole("list", { name: "Hazard pictograms" });
    expect(within(row).getAllByRole("img").map((image) => image.getAttribute("aria-label"))).toEqual(["Flammable", "Toxic", "Health hazard"]);
  });

  it("says so when the product is not classified as hazardous, in English and Arabic", () => {
    render(<HazardPictograms hazards={{ status: "not_classified", pictograms: [], signal_word: null }} />);
    expect(screen.getByText("Not classified as hazardous")).toBeTruthy();
    render(<HazardPictograms hazards={{ status: "not_classified", pictograms: [], signal_word: null }} />, "ar");
    expect(screen.getByText("غير مصنف كخطر")).toBeTruthy();
  });

  it("shows nothing when nothing is entered", () => {
    const { container } = render(
      <>
        <HazardPictograms hazards={NOT_ENTERED} />
        <HazardPictograms hazards={undefined} />
      </>,
    );
    expect(container.textContent).toBe("");
    expect(container.querySelector("svg")).toBeNull();
  });
});

describe("the pictograms in the detail dialog", () => {
  it("writes each name beside its pictogram and links to the page's hazard section", () => {
    const { container } = render(<HazardPictogramList solutionId={7} hazards={METHANOL_INHIBITOR} />);
    const list = screen.getByRole("list", { name: "Hazard pictograms" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Flammable", "Toxic", "Health hazard"]);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Hazards and safety" }).getAttribute("href")).toBe("/solution/7#hazards");
  });

  it("in Arabic: Arabic names and the Arabic page's section", () => {
    render(<HazardPictogramList solutionId={7} hazards={METHANOL_INHIBITOR} />, "ar");
    expect(screen.getByText("قابل للاشتعال")).toBeTruthy();
    expect(screen.getByRole("link", { name: "المخاطر والسلامة" }).getAttribute("href")).toBe("/ar/solution/7#hazards");
  });

  it("not classified: the text and the link; not entered: nothing", () => {
    render(<HazardPictogramList solutionId={7} hazards={NOT_CLASSIFIED} />);
    expect(screen.getByText("Not classified as hazardous")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hazards and safety" })).toBeTruthy();
    const { container } = render(<HazardPictogramList solutionId={8} hazards={NOT_ENTERED} />);
    expect(container.textContent).toBe("");
  });
});

describe("the Hazards section of the solution page", () => {
  const sdsLink = <a href="/solution/7/request/msds">Request the SDS</a>;

  it("classified: pictograms with names, signal word, statements, classification, transport and physical data", () => {
    render(<HazardSection solutionId={7} hazards={METHANOL_INHIBITOR} sdsLink={sdsLink} />);
    const section = screen.getByRole("region", { name: "Hazards" });
    expect(section.id).toBe("hazards");
    expect(within(section).getByRole("heading", { level: 2, name: "Hazards" })).toBeTruthy();

    const pictograms = within(section).getByRole("list", { name: "Hazard pictograms" });
    expect(within(pictograms).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Flammable", "Toxic", "Health hazard"]);
    expect(pictograms.querySelector("svg")?.getAttribute("width")).toBe("64");
    expect(within(section).getByText("Danger").tagName).toBe("STRONG");
    expect(within(section).getByText("Signal word")).toBeTruthy();

    const statements = (heading: string) =>
      within(within(section).getByRole("heading", { level: 3, name: heading }).nextElementSibling as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => [item.querySelector("code")?.textContent, item.textContent]);
    expect(statements("Hazard statements")).toEqual([
      ["H225", "H225Highly flammable liquid and vapour."],
      ["H301+H311+H331", "H301+H311+H331Toxic if swallowed, in contact with skin or if inhaled."],
    ]);
    expect(statements("Precautionary statements")).toEqual([["P301+P310", "P301+P310IF SWALLOWED: Immediately call a POISON CENTER/doctor."]]);
    expect(section.querySelector("code")?.getAttribute("dir")).toBe("ltr");

    const classification = within(section).getByRole("heading", { level: 3, name: "Classification" }).nextElementSibling as HTMLElement;
    expect(within(classification).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Flammable liquids, Category 2", "Acute toxicity (oral), Category 3"]);

    const transport = within(section).getByRole("heading", { level: 3, name: "Transport" }).nextElementSibling as HTMLElement;
    expect(definitions(transport)).toEqual([
      ["UN number", "UN1230"],
      ["Proper shipping name", "Methanol"],
      ["Class", "3 (6.1)"],
      ["Packing group", "II"],
      ["Marine pollutant:", "no"],
    ]);
    // The UN number and the name carry no visible label; the middle dots are not read.
    expect(within(transport).getByText("UN number").className).toContain("sr-only");
    expect(transport.querySelectorAll("[aria-hidden='true']")).toHaveLength(4);

    const physical = within(section).getByRole("heading", { level: 3, name: "Physical data" }).nextElementSibling as HTMLElement;
    expect(definitions(physical)).toEqual([
      ["Flash point", "11 °C"],
      ["Density", "1020 kg/m³ at 15 °C"],
      ["Pour point", "-30 °C"],
    ]);

    expect(within(section).getByText("The safety data sheet (SDS) is the reference document for this product's hazards.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Request the SDS" })).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Print a GHS label" }).getAttribute("href")).toBe("/solution/7/label");
  });

  it("not classified: says so, with the physical data and the SDS note, and no pictograms or statements", () => {
    render(<HazardSection solutionId={7} hazards={NOT_CLASSIFIED} sdsLink={sdsLink} />);
    const section = screen.getByRole("region", { name: "Hazards" });
    expect(within(section).getByText("Not classified as hazardous under GHS.")).toBeTruthy();
    expect(within(section).queryByRole("list", { name: "Hazard pictograms" })).toBeNull();
    expect(within(section).queryByRole("heading", { name: "Hazard statements" })).toBeNull();
    expect(within(section).queryByRole("heading", { name: "Transport" })).toBeNull();
    const physical = within(section).getByRole("heading", { level: 3, name: "Physical data" }).nextElementSibling as HTMLElement;
    expect(definitions(physical)).toEqual([
      ["pH", "6.5"],
      ["Density", "1100 kg/m³ at 15 °C"],
    ]);
    expect(within(section).getByText(/is the reference document/)).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Request the SDS" })).toBeTruthy();
  });

  it.each([
    ["not entered", NOT_ENTERED],
    ["absent", undefined],
  ])("%s: asks for the safety data sheet instead", (_, hazards) => {
    render(<HazardSection solutionId={7} hazards={hazards} sdsLink={sdsLink} />);
    const section = screen.getByRole("region", { name: "Hazards" });
    expect(within(section).getByText("Hazard data has not been entered for this product yet. Request the safety data sheet.")).toBeTruthy();
    expect(within(section).queryByRole("heading", { level: 3 })).toBeNull();
    expect(within(section).getByRole("link", { name: "Request the SDS" })).toBeTruthy();
  });

  it("a list's summary alone: the pictograms and signal word, no empty lists", () => {
    render(<HazardSection solutionId={7} hazards={{ status: "classified", pictograms: ["GHS05"], signal_word: "warning" }} />);
    const section = screen.getByRole("region", { name: "Hazards" });
    expect(within(section).getByText("Corrosive")).toBeTruthy();
    expect(within(section).getByText("Warning")).toBeTruthy();
    expect(within(section).queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("in Arabic under /ar: Arabic headings and words, Latin digits, the Arabic label page", () => {
    const arabic: Hazards = {
      ...METHANOL_INHIBITOR,
      classification: [{ hazard_class: "flammable-liquids", category: "2", name: "السوائل اللهوبة، الفئة 2" }],
      hazard_statements: [{ code: "H225", text: "سائل وبخار لهوبان بدرجة عالية." }],
      precautionary_statements: [{ code: "P210", text: "يُحفظ بعيدًا عن الحرارة والأسطح الساخنة والشرر واللهب المكشوف." }],
      transport: { ...METHANOL_INHIBITOR.transport!, proper_shipping_name: "ميثانول", marine_pollutant: true },
    };
    render(<HazardSection solutionId={7} hazards={arabic} />, "ar");
    const section = screen.getByRole("region", { name: "المخاطر" });
    for (const heading of ["بيانات الخطر", "البيانات التحذيرية", "التصنيف", "النقل", "الخصائص الفيزيائية"]) {
      expect(within(section).getByRole("heading", { level: 3, name: heading })).toBeTruthy();
    }
    expect(within(section).getByText("خطر").tagName).toBe("STRONG");
    expect(within(section).getByText("سام")).toBeTruthy();
    expect(within(section).getByText("السوائل اللهوبة، الفئة 2")).toBeTruthy();
    const transport = within(section).getByRole("heading", { level: 3, name: "النقل" }).nextElementSibling as HTMLElement;
    expect(definitions(transport)).toContainEqual(["ملوث بحري:", "نعم"]);
    const physical = within(section).getByRole("heading", { level: 3, name: "الخصائص الفيزيائية" }).nextElementSibling as HTMLElement;
    expect(definitions(physical)).toEqual([
      ["نقطة الوميض", "11 °م"],
      ["الكثافة", "1020 كغ/م³ عند 15 °م"],
      ["نقطة الانسكاب", "\u200e-30 °م"],
    ]);
    expect(section.textContent).not.toMatch(/[٠-٩]/);
    expect(within(section).getByRole("link", { name: "اطبع ملصق GHS" }).getAttribute("href")).toBe("/ar/solution/7/label");
  });
});
