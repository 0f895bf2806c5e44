/**
 * The finder in the browser (issue 41; the server's answers to every step: tests/http/finder.test.ts). With
 * JavaScript, each choice updates the results without a page load and the address follows it; the map shows the
 * plants nearest the chosen point. Without JavaScript, the same journey through the GET form's button.
 */
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { isJs, openHome, waitForHydration } from "./home-helpers";

test.describe.configure({ timeout: 60_000 });

test("from the menu to a problem, conditions narrow the results (at once with JavaScript), and the map shows the nearest plants", { tag: "@nojs" }, async ({ page }, testInfo) => {
  await openHome(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find by problem" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find by problem" })).toBeVisible();
  await page.getByRole("link", { name: "Hydrogen sulphide (H₂S)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Solutions for Hydrogen sulphide (H₂S)" })).toBeVisible();
  const count = page.getByTestId("finder-count");
  const all = Number((await count.textContent())!.match(/\d+/)![0]);
  await waitForHydration(page, testInfo);

  // A marker survives only as long as the document: with JavaScript no choice may load a new page.
  await page.evaluate(() => ((window as unknown as { finderMark: number }).finderMark = 1));
  await page.getByLabel("System").selectOption("gas");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Find solutions" }).click();
  await expect(page).toHaveURL(/\/find\/h2s\?system=gas$/);
  await page.getByLabel("Highest temperature (°C)").fill("120");
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Find solutions" }).click();
  await expect(page).toHaveURL(/\/find\/h2s\?system=gas&temperature=120$/);
  await expect(count).not.toHaveText(`${all} solutions fit`);
  await expect(page.getByTestId("finder-fit").first()).toContainText("works in gas");
  await expect(page.getByText(/more treats? Hydrogen sulphide \(H₂S\) but (is|are) rated below your 120 °C/)).toBeVisible();
  const mark = await page.evaluate(() => (window as unknown as { finderMark?: number }).finderMark);
  expect(mark).toBe(isJs(testInfo) ? 1 : undefined);
  await expectNoAxeViolations(page);

  // Back goes to the previous state: every state has its own address (with JavaScript the choices replace it).
  if (!isJs(testInfo)) {
    await page.goBack();
    await expect(page).toHaveURL(/\/find\/h2s\?system=gas$/);
    return;
  }

  // A "relax" link drops its condition from the address and from the form.
  await page.getByRole("link", { name: "without the 120 °C limit" }).click();
  await expect(page).toHaveURL(/\/find\/h2s\?system=gas$/);
  await expect(page.getByLabel("Highest temperature (°C)")).toHaveValue("");
  await expect(page.getByLabel("System")).toHaveValue("gas");

  // The map: the nearest plants' markers, framed with the point a click on the map picks.
  // Leaflet loads only when the map comes into view.
  const map = page.getByTestId("finder-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator(".leaflet-container")).toBeVisible();
  const firstListed = page.getByRole("heading", { name: "The plants on the map" }).locator("xpath=following-sibling::ol/li[1]");
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  const markers = await map.locator(".leaflet-marker-icon").count();
  expect(markers).toBe(await page.getByRole("heading", { name: "The plants on the map" }).locator("xpath=following-sibling::ol/li").count());
  await map.locator(".leaflet-container").click({ position: { x: 200, y: 150 } });
  await expect(page).toHaveURL(/&lat=-?[\d.]+&lon=-?[\d.]+$/);
  await expect(page.getByText(/^Nearest first from -?[\d.]+, -?[\d.]+$/)).toBeVisible();
  const nearest = (await firstListed.textContent())!;
  await expect(map.locator(`.leaflet-marker-icon[title="${nearest.split(" — ")[0]}"]`)).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { finderMark?: number }).finderMark)).toBe(1);
});
