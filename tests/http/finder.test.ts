/**
 * The finder (issue 41) as the server answers it, without JavaScript, in English and Arabic: the problem list, each
 * step as a GET form whose state is the address, the reasons and the left-out lines, an empty result with what to
 * relax and the inquiry to the technical team, the quantities at a flow, the nearest plants from a city, and bad
 * input (unknown problem, system, site; a temperature or flow out of range) named on the page, never a 500.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, visitor, type Page } from "./support";

const text = (page: Page) => page.document.body.textContent!.replace(/\s+/g, " ");
const conditionsForm = (page: Page) => page.document.querySelector("form[method=get][action$='/find']") as HTMLFormElement;

async function locationId(type: "country" | "city", name: string, parent?: number) {
  const query = new URLSearchParams({ type, ...(parent ? { parent: String(parent) } : {}) });
  const response = await fetch(`${base}/api/v1/core/locations/?${query}`);
  const list = ((await response.json()) as { data: { id: number; name: string }[] }).data;
  const found = list.find((l) => l.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found.id;
}

describe("the finder's first step, /find", () => {
  it("is in the main navigation and lists the problems by group, each a link to its page", async () => {
    const page = await visitor().open("/find");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1, name: "Find by problem" })).toBeTruthy();
    const nav = page.document.querySelector("nav")!;
    expect([...nav.querySelectorAll("a")].some((a) => a.getAttribute("href") === "/find")).toBe(true);
    expect(page.screen.getByRole("heading", { level: 3, name: "Production and processing" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "Hydrogen sulphide (H₂S)" }).getAttribute("href")).toBe("/find/h2s");
    expect(page.screen.getByRole("link", { name: "Cement setting too early" }).getAttribute("href")).toBe("/find/cement-thickening-time");
  });

  it("in Arabic under /ar/find, with the problems' Arabic names and Arabic addresses", async () => {
    const page = await visitor().open("/ar/find");
    expect(page.document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(page.screen.getByRole("heading", { level: 1, name: "البحث حسب المشكلة" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "كبريتيد الهيدروجين (H₂S)" }).getAttribute("href")).toBe("/ar/find/h2s");
  });

  it("an unknown problem is named, with the list, and a 404; a known one sent by the form goes to its page", async () => {
    for (const path of ["/find/lava-flow", "/find?problem=lava-flow"]) {
      const page = await visitor().open(path);
      expect(page.status, path).toBe(404);
      expect(text(page)).toContain("We do not know the problem “lava-flow”. Choose one from the list.");
      expect(page.screen.getByRole("link", { name: "Emulsions" })).toBeTruthy();
    }
    const response = await visitor().get("/find?problem=emulsions&system=oil&temperature=");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/find/emulsions?system=oil");
    expect((await visitor().get("/ar/find?problem=emulsions")).headers.get("location")).toBe("/ar/find/emulsions");
  });
});

describe("a problem's page", () => {
  it("ranks the solutions that fit and says why; only the bare page is indexed", async () => {
    const page = await visitor().open("/find/h2s");
    expect(page.status).toBe(200);
    expect(page.document.title).toMatch(/^Solutions for Hydrogen sulphide \(H₂S\) — /);
    expect(page.document.querySelector('meta[name="robots"]')).toBeNull();
    expect(page.screen.getByTestId("finder-count").textContent).toMatch(/^\d+ solutions fit$/);
    const fits = page.screen.getAllByTestId("finder-fit");
    expect(fits.length).toBeGreaterThan(3);
    expect(fits[0].textContent).toContain("treats Hydrogen sulphide (H₂S)");
    expect(fits[0].textContent).toMatch(/rated to \d+ °C/);
    const filtered = await visitor().open("/find/h2s?system=gas");
    expect(filtered.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("each condition is a step of the GET form: system and temperature narrow the list, and what they left out is counted", async () => {
    const first = await visitor().open("/find/h2s");
    const all = Number(first.screen.getByTestId("finder-count").textContent!.match(/\d+/)![0]);
    const response = await visitor().submit(first, conditionsForm(first), { values: { system: "gas", temperature: "120" } });
    expect(response.status).toBe(302);
    const page = await visitor().land(response, `${base}/find`);
    expect(new URL(page.url).pathname + new URL(page.url).search).toBe("/find/h2s?system=gas&temperature=120");
    const fits = page.screen.getAllByTestId("finder-fit");
    const shown = Number(page.screen.getByTestId("finder-count").textContent!.match(/\d+/)![0]);
    expect(shown).toBeLessThan(all);
    for (const fit of fits) {
      expect(fit.textContent).toContain("works in gas");
      const rating = Number(fit.textContent!.match(/rated to (\d+) °C/)![1]);
      expect(rating).toBeGreaterThanOrEqual(120);
    }
    // The form shows the choices made.
    expect((conditionsForm(page).elements.namedItem("system") as HTMLSelectElement).value).toBe("gas");
    expect((conditionsForm(page).elements.namedItem("temperature") as HTMLInputElement).value).toBe("120");
    expect(text(page)).toMatch(/\d+ more treats? Hydrogen sulphide \(H₂S\) but (is|are) rated below your 120 °C/);
    expect(text(page)).toMatch(/\d+ more treats? Hydrogen sulphide \(H₂S\) but (does|do) not work in Gas/);
  });

  it("in Arabic: the conditions, reasons and left-out lines in Arabic, numbers in Latin digits", async () => {
    const page = await visitor().open("/ar/find/h2s?system=gas&temperature=120");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("حلول لمشكلة كبريتيد الهيدروجين (H₂S)");
    const fit = page.screen.getAllByTestId("finder-fit")[0];
    expect(fit.textContent).toContain("يعمل في الغاز");
    expect(fit.textContent).toMatch(/مصنَّف حتى \d+ °C/);
    expect(text(page)).toContain("عدد المنتجات الأخرى التي تعالج كبريتيد الهيدروجين (H₂S) وتصنيفها أقل من 120 °C التي حددتها:");
    expect(text(page)).not.toMatch(/[\u0660-\u0669]/);
  });

  it("an empty result says what to relax, with counts, and offers the conditions to the technical team", async () => {
    const page = await visitor().open("/find/h2s?system=gas&temperature=300&site=offshore");
    expect(page.screen.getByTestId("finder-count").textContent).toBe("0 solutions fit");
    expect(text(page)).toContain("No solution fits all your conditions");
    const relax = page.screen.getByRole("link", { name: "without the 300 °C limit" });
    expect(relax.getAttribute("href")).toBe("/find/h2s?system=gas&site=offshore");
    const ask = page.screen.getByRole("link", { name: "Send these conditions to our technical team" });
    const contact = await visitor().open(ask.getAttribute("href")!);
    const message = (contact.document.getElementById("contact-message") as HTMLTextAreaElement).value;
    expect(message).toContain("Problem: Hydrogen sulphide (H₂S).");
    expect(message).toContain("Gas, ≤ 300 °C, offshore");
    // A problem no demo product treats says so, and still offers the inquiry.
    const hydrates = await visitor().open("/find/hydrates");
    expect(text(hydrates)).toContain("No solution in our catalogue treats Gas hydrates yet.");
    expect(hydrates.screen.getByRole("link", { name: "Send these conditions to our technical team" })).toBeTruthy();
  });

  it("at a stated flow, each fit with a dose range shows the quantity, and its calculator link carries the problem and flow", async () => {
    const page = await visitor().open("/find/paraffin?flow=10000&flow_unit=bbl-d");
    const fit = page.screen.getAllByTestId("finder-fit").find((f: HTMLElement) => f.textContent!.includes("ppm by volume"))!;
    expect(fit.textContent).toMatch(/At 10,000 bbl\/d: [\d.,]+–[\d.,]+ L per day, [\d.,]+–[\d.,]+ L per month/);
    const calculator = within(fit).getByRole("link", { name: "Work out the quantity" }).getAttribute("href")!;
    expect(calculator).toMatch(/^\/solution\/\d+\?problem=paraffin&flow=10000&flow_unit=bbl-d&dose=\d+&dose_unit=ppm-v#dosage$/);
  });

  it("orders each fit's plants nearest first from a chosen city, with the distance in km", async () => {
    const oman = await locationId("country", "Oman");
    const muscat = await locationId("city", "Muscat", oman);
    const page = await visitor().open(`/find/sweet-corrosion?country=${oman}&city=${muscat}`);
    expect(text(page)).toContain("Nearest first from Muscat, Oman");
    const listed = [...page.document.querySelectorAll("#finder-map ~ div ol li")].map((li) => Number(li.textContent!.match(/— ([\d,]+) km/)![1].replace(/,/g, "")));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    // The place form does the same, keeping the conditions.
    const start = await visitor().open("/find/sweet-corrosion?system=oil");
    const placeForm = start.document.querySelector("#finder-place form") as HTMLFormElement;
    const placed = await visitor().submit(start, placeForm, { values: { city: String(muscat) } });
    const landed = await visitor().land(placed);
    expect(new URL(landed.url).searchParams.get("system")).toBe("oil");
    expect(new URL(landed.url).searchParams.get("city")).toBe(String(muscat));
    expect(text(landed)).toContain("Nearest first from Muscat, Oman");
    // Coordinates work as well; without a point, plants are named with their country.
    expect(text(await visitor().open("/find/sweet-corrosion?lat=17.02&lon=54.09"))).toContain("Nearest first from 17.02, 54.09");
    expect(text(await visitor().open("/find/sweet-corrosion"))).toMatch(/— (Oman|United Arab Emirates|Saudi Arabia)/);
  });
});

describe("bad input in the address", () => {
  it("drops unknown codes and names them; refuses a temperature or flow out of range with a message, keeping what was typed", async () => {
    const page = await visitor().open("/find/emulsions?system=lava&site=moon&temperature=abc&flow=-5");
    expect(page.status).toBe(200);
    expect(text(page)).toContain("Left out of the address because we do not know it: System “lava”, Site “moon”");
    expect(text(page)).toContain("The temperature must be a number in °C");
    expect(text(page)).toContain("Enter a flow rate above 0 and at most 3,000,000 bbl/d");
    expect((conditionsForm(page).elements.namedItem("temperature") as HTMLInputElement).value).toBe("abc");
    expect(text(await visitor().open("/find/emulsions?temperature=900"))).toContain("Enter a temperature from −60 to 350 °C");
    expect(text(await visitor().open("/ar/find/emulsions?temperature=900"))).toContain("أدخل درجة حرارة من −60 إلى 350 °C");
  });

  it("never answers 500, whatever the address carries", async () => {
    const junk = [
      "?system=&system=gas&system=oil",
      "?temperature=1e400",
      "?temperature=-0",
      "?flow=1e999&flow_unit=l-h",
      "?flow_unit=%00&lat=91&lon=200",
      "?country=99999999999&city=-1",
      "?city=1&country=abc",
      `?temperature=${"9".repeat(500)}`,
      "?lat=NaN&lon=Infinity",
    ];
    for (const query of junk) {
      const response = await visitor().get(`/find/h2s${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    expect((await visitor().get("/find/%E0%A4%A")).status).toBeLessThan(500);
    expect((await visitor().get(`/find/${"x".repeat(3000)}`)).status).toBe(404);
  });
});

describe("search engines", () => {
  it("the sitemap lists /find and every problem page, in both languages", async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain("/find/h2s</loc>");
    expect(xml).toContain("/ar/find/sulphate-scale</loc>");
  });
});
