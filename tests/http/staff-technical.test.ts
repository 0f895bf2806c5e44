/**
 * The problem list (/staff/problems) and a solution's technical data and dose ranges in the editor, over HTTP as a
 * member without JavaScript posts them: an editor adds a problem (its address made from its name), ticks it with a
 * dose range and the technical properties, and sees them again; a bad dose comes back with the message naming the
 * problem and everything typed; members of other roles are refused the problem list.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { flashOf, formWith, staffMember, type Page } from "./support";
import { fieldOf, fillIn, valueOf } from "./staff-helpers";

type Member = Awaited<ReturnType<typeof staffMember>>;

/** Adds a problem through the page's Add form (under `parent` when given); answers the page it lands on. */
async function addProblem(editor: Member, name: string, parent?: string) {
  const page = await editor.open("/staff/problems");
  const form = formWith(page, "Add");
  fillIn(form, { Name: name, ...(parent ? { Parent: parent } : {}) });
  return editor.land(await editor.submit(page, form, { button: "Add" }), page.url);
}

const checked = (page: Page, label: string) => (fieldOf(page, label) as HTMLInputElement).checked;

describe("the problem list and a solution's technical data", { timeout: 120_000 }, () => {
  it("an editor adds a problem, ticks it on a new solution with a dose range and technical data, and sees them again", async () => {
    const editor = await staffMember(["editor"]);
    const tag = randomUUID().slice(0, 6);
    const group = `Production ${tag}`;
    const problem = `Sweet (CO₂) corrosion ${tag}`;
    await addProblem(editor, group);
    const added = await addProblem(editor, problem, group);
    expect(flashOf(added)).toBe(`Problem “${problem}” added at /find/sweet-co2-corrosion-${tag}.`);
    expect(added.screen.getByTestId("node-slug").textContent).toBe(`/find/sweet-co2-corrosion-${tag}`);
    expect(added.screen.getByText(/renaming it keeps the address/)).toBeTruthy();

    const form = await editor.open("/staff/solutions/new");
    expect(form.screen.getByRole("group", { name: "Technical data" })).toBeTruthy();
    expect(form.screen.getByRole("group", { name: group })).toBeTruthy();
    fillIn(form, {
      Name: `Technical trial CI-${tag}`,
      Oil: true,
      "Produced water": true,
      "Maximum temperature (°C)": "150",
      Flowline: true,
      "Low toxicity": true,
      Offshore: true,
      [problem]: true,
      [`Lowest dose for ${problem}`]: "10",
      [`Highest dose for ${problem}`]: "50",
      [`Dose unit for ${problem}`]: "ppm by volume",
    });
    const page = await editor.land(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
    expect(flashOf(page)).toBe("Solution created as a draft. Publish it when it is ready.");
    expect([
      checked(page, "Oil"),
      checked(page, "Produced water"),
      checked(page, "Gas"),
      checked(page, "Flowline"),
      checked(page, "Low toxicity"),
      checked(page, "Offshore"),
    ]).toEqual([true, true, false, true, true, true]);
    expect(checked(page, problem)).toBe(true);
    expect([
      valueOf(page, "Maximum temperature (°C)"),
      valueOf(page, `Lowest dose for ${problem}`),
      valueOf(page, `Highest dose for ${problem}`),
      valueOf(page, `Dose unit for ${problem}`),
    ]).toEqual(["150", "10", "50", "ppm-v"]);

    // The problem page counts the solution now.
    const tree = await editor.open("/staff/problems");
    const node = tree.screen.getAllByTestId("tree-node").find((li: HTMLElement) => li.querySelector("a")?.textContent === problem)!;
    expect(node.textContent).toContain("(1 solution)");
  });

  it("a bad dose comes back with the message naming the problem and everything typed, and nothing is stored", async () => {
    const editor = await staffMember(["editor"]);
    const tag = randomUUID().slice(0, 6);
    const group = `Production ${tag}`;
    const problem = `Sweet (CO₂) corrosion ${tag}`;
    await addProblem(editor, group);
    await addProblem(editor, problem, group);
    const created = await editor.open("/staff/solutions/new");
    fillIn(created, { Name: `Dose trial CI-${tag}` });
    const opened = await editor.land(await editor.submit(created, formWith(created, "Create draft"), { button: "Create draft" }), created.url);

    fillIn(opened, {
      Gas: true,
      "Maximum temperature (°C)": "120",
      [problem]: true,
      [`Lowest dose for ${problem}`]: "10",
      [`Highest dose for ${problem}`]: "5",
      [`Dose unit for ${problem}`]: "mg/L (by weight)",
    });
    const refused = await editor.read(await editor.submit(opened, formWith(opened, "Save"), { button: "Save" }), opened.url);
    expect(refused.status).toBe(400);
    expect(refused.screen.getByText(`${problem}: the highest dose must be at least the lowest.`)).toBeTruthy();
    expect(fieldOf(refused, `Highest dose for ${problem}`).getAttribute("aria-invalid")).toBe("true");
    expect([
      valueOf(refused, "Maximum temperature (°C)"),
      valueOf(refused, `Lowest dose for ${problem}`),
      valueOf(refused, `Highest dose for ${problem}`),
      valueOf(refused, `Dose unit for ${problem}`),
    ]).toEqual(["120", "10", "5", "mg-l"]);
    expect([checked(refused, "Gas"), checked(refused, problem), checked(refused, "Oil")]).toEqual([true, true, false]);

    const again = await editor.open(opened.url);
    expect([checked(again, "Gas"), checked(again, problem), valueOf(again, "Maximum temperature (°C)")]).toEqual([false, false, ""]);
  });

  it("members of other roles are refused the problem list and its changes, and their home links no Problems section", async () => {
    for (const role of ["sales", "communications", "hr"]) {
      const member = await staffMember([role]);
      expect((await member.get("/staff/problems")).status, role).toBe(403);
      expect((await member.post("/staff/problems", new URLSearchParams({ intent: "add", name: "Foam" }))).status, role).toBe(403);
      const home = await member.open("/staff");
      expect(home.screen.queryByRole("link", { name: "Problems" }), role).toBeNull();
    }
    const editor = await staffMember(["editor"]);
    expect((await editor.open("/staff")).screen.getAllByRole("link", { name: "Problems" }).length).toBeGreaterThan(0);
  });
});
