/** The solution editor's Hazards form over HTTP, as a member without JavaScript posts it: save, refusal, suggestion, code search, roles. */
import { randomUUID } from "node:crypto";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { flashOf, formWith, staffMember, type Page } from "./support";
import { fieldOf, fillIn, json, valueOf } from "./staff-helpers";

const solutionIdIn = (page: Page) => /\/staff\/solutions\/(\d+)/.exec(page.url)![1];

/** A new draft solution opened in the editor. */
async function newSolution(editor: Awaited<ReturnType<typeof staffMember>>) {
  const form = await editor.open("/staff/solutions/new");
  // A name no other test's search finds: one of these is published for a moment, in the catalogue the others read.
  fillIn(form, { Name: `Hazard editing trial HZ-${randomUUID().slice(0, 6)}` });
  return editor.land(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
}

const saveHazards = (editor: Awaited<ReturnType<typeof staffMember>>, page: Page, values: Record<string, string>) =>
  editor.submit(page, formWith(page, "Save hazard data"), { button: "Save hazard data", values });

const labelElements = (page: Page) => within(page.screen.getByTestId("hazard-label-elements"));

describe("the solution editor's hazards", { timeout: 120_000 }, () => {
  it("an editor saves the classification, codes, transport and physical data; the label elements follow, the solution's version moves on", async () => {
    const editor = await staffMember(["editor"]);
    let page = await newSolution(editor);
    const id = solutionIdIn(page);
    expect(page.screen.getByRole("heading", { level: 2, name: "Hazards" })).toBeTruthy();
    expect((fieldOf(page, "Not entered yet") as HTMLInputElement).checked).toBe(true);
    const version = page.document.querySelector<HTMLInputElement>(`form#solution-hazards input[name=version]`)!.value;

    fillIn(page, {
      "Hazard class 1": "Flammable liquids, Category 2",
      "Hazard class 2": "Acute toxicity (oral), Category 3",
      "Hazard statements (H, EUH)": "EUH066",
      "Precautionary statements (P)": "P210\np301 + p310",
      "UN number": "UN1992",
      "Proper shipping name": "Flammable liquid, toxic, n.o.s. (methanol)",
      "Transport class": "3",
      "Packing group": "II",
      "Flash point (°C)": "-12",
      pH: "7",
    });
    page = await editor.land(await saveHazards(editor, page, { hazard_status: "classified" }), page.url);
    expect(flashOf(page)).toBe("Hazard data saved.");
    expect((fieldOf(page, "Classified") as HTMLInputElement).checked).toBe(true);
    expect(labelElements(page).getByText("Flammable")).toBeTruthy();
    expect(labelElements(page).getByText("Toxic")).toBeTruthy();
    expect(page.screen.getByTestId("hazard-signal-word").textContent).toBe("Danger");
    expect(valueOf(page, "Hazard statements (H, EUH)")).toBe("H225, H301, EUH066");
    expect(valueOf(page, "Precautionary statements (P)")).toBe("P210, P301+P310");
    expect([valueOf(page, "Hazard class 1"), valueOf(page, "Packing group"), valueOf(page, "Flash point (°C)")]).toEqual(["flammable-liquids|2", "II", "-12"]);
    expect(Number(page.document.querySelector<HTMLInputElement>(`form#solution-hazards input[name=version]`)!.value)).toBe(Number(version) + 1);

    // The details form still saves: it reads the version the hazard save left.
    fillIn(page, { Name: `${page.screen.getByRole("heading", { level: 1 }).textContent} (revised)` });
    page = await editor.land(await editor.submit(page, formWith(page, "Save"), { button: "Save" }), page.url);
    expect(flashOf(page)).toBe("Solution saved.");

    page = await editor.land(await editor.submit(page, formWith(page, "Publish"), { button: "Publish" }), page.url);
    const api = await json<{ hazards?: { status: string; pictograms: string[] } }>(`/api/v1/petrochemicals_catalog/solutions/${id}/`);
    expect(api.hazards).toMatchObject({ status: "classified", pictograms: ["GHS02", "GHS06"] });
    // Out of the public catalogue again, which the other tests count.
    page = await editor.land(await editor.submit(page, formWith(page, "Unpublish"), { button: "Unpublish" }), page.url);
    expect(flashOf(page)).toBeTruthy();
  });

  it("an unknown code gets a 400 naming it, everything typed is kept, and nothing is stored", async () => {
    const editor = await staffMember(["editor"]);
    const opened = await newSolution(editor);
    fillIn(opened, { "Hazard class 1": "Flammable liquids, Category 2", "Hazard statements (H, EUH)": "H225, H999", "Precautionary statements (P)": "H225", pH: "15" });
    const refused = await editor.read(await saveHazards(editor, opened, { hazard_status: "classified" }), opened.url);
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText("Unknown hazard statement code: H999")).toBeTruthy();
    expect(refused.screen.getByText("H225 is a hazard statement, not a precautionary statement")).toBeTruthy();
    expect(refused.screen.getByText("pH must be a number from 0 to 14")).toBeTruthy();
    expect(fieldOf(refused, "Hazard statements (H, EUH)").getAttribute("aria-invalid")).toBe("true");
    expect([valueOf(refused, "Hazard statements (H, EUH)"), valueOf(refused, "Hazard class 1"), valueOf(refused, "pH")]).toEqual(["H225, H999", "flammable-liquids|2", "15"]);
    expect((fieldOf(refused, "Classified") as HTMLInputElement).checked).toBe(true);

    const reopened = await editor.open(opened.url);
    expect((fieldOf(reopened, "Not entered yet") as HTMLInputElement).checked).toBe(true);
    expect(valueOf(reopened, "Hazard statements (H, EUH)")).toBe("");
  });

  it("Suggest from classification fills the H codes and shows the label elements without saving", async () => {
    const editor = await staffMember(["editor"]);
    const opened = await newSolution(editor);
    fillIn(opened, { "Hazard class 1": "Skin corrosion/irritation, Category 1B", "Hazard statements (H, EUH)": "EUH071" });
    const suggested = await editor.read(
      await editor.submit(opened, formWith(opened, "Suggest from classification"), { button: "Suggest from classification", values: { hazard_status: "classified" } }),
      opened.url,
    );
    expect(suggested.status).toBe(200);
    expect(valueOf(suggested, "Hazard statements (H, EUH)")).toBe("H314, EUH071");
    expect(labelElements(suggested).getByText("Corrosive")).toBeTruthy();
    expect(labelElements(suggested).getByText(/Causes severe skin burns and eye damage/)).toBeTruthy();
    expect((await editor.open(opened.url)).screen.getByTestId("hazard-signal-word").textContent).toBe("none");
  });

  it("finds codes by words or code with a GET form of the editor's own address", async () => {
    const editor = await staffMember(["editor"]);
    const opened = await newSolution(editor);
    fillIn(opened, { "Find a hazard statement by code or words": "flammable liquid" });
    // The button stands inside the hazard form's layout and belongs to the GET form it names (form="…"), as in a browser.
    const button = opened.screen.getByRole("button", { name: "Find hazard statements" });
    const search = opened.document.getElementById(button.getAttribute("form")!) as HTMLFormElement;
    expect(search.getAttribute("method")).toBe("get");
    const found = await editor.land(await editor.submit(opened, search, { button }));
    expect(new URL(found.url).search).toBe("?hazardSearch=flammable+liquid&kind=H");
    const list = within(found.screen.getByTestId("hazard-search-H"));
    expect(list.getByText("H225")).toBeTruthy();
    expect(list.getByText("Highly flammable liquid and vapour")).toBeTruthy();
    expect(valueOf(found, "Find a hazard statement by code or words")).toBe("flammable liquid");

    const byCode = await editor.open(`${opened.url}?hazardSearch=p301&kind=P`);
    expect(within(byCode.screen.getByTestId("hazard-search-P")).getByText("P301+P310")).toBeTruthy();
    expect(byCode.screen.getByTestId("hazard-search-H").textContent).toBe("");
    const nothing = await editor.open(`${opened.url}?hazardSearch=zzzz&kind=X`);
    expect(nothing.status).toBe(200);
    expect(nothing.screen.getByTestId("hazard-search-H").textContent).toContain("No hazard statement matches");
  });

  it("a sales member is refused the editor and its hazard save", async () => {
    const sales = await staffMember(["sales"]);
    const editor = await staffMember(["editor"]);
    const id = solutionIdIn(await newSolution(editor));
    expect((await sales.get(`/staff/solutions/${id}?hazardSearch=flammable&kind=H`)).status).toBe(403);
    const posted = await sales.post(`/staff/solutions/${id}`, new URLSearchParams({ intent: "hazards", hazard_status: "not_classified", version: "1" }));
    expect(posted.status).toBe(403);
  });
});
