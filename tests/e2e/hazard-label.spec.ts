/**
 * The printable GHS label in the browser: its printed layout (print media at A5: pictograms of at least 1 cm², the
 * site's header, footer and the instructions hidden, no text under 7 pt; the PDF Chromium prints is one A4 or one A5
 * page), the print button once hydrated, and axe at both widths. Its server-rendered HTML: tests/http/hazard-label.test.ts.
 * And the saved solutions' QR sheet printed the same way (its HTML: tests/http/saved-qr.test.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { test, expect, expectNoAxeViolationsAt } from "./fixtures";
import { anonymousLikesCookie, putSessionCookie, registerAccount } from "./account-fixtures";

/** CSS px in 1 cm (96 px to the inch). */
const CM = 96 / 2.54;
const PT = 96 / 72;

type Detail = { id: number; hazards: { transport: unknown; hazard_statements: unknown[]; precautionary_statements: unknown[] } };

/** The toxic demo solution with the most statements: the longest label, the hardest to keep on one A5 page. */
async function longestToxicLabel(request: APIRequestContext): Promise<number> {
  const list = await (await request.get("/api/v1/petrochemicals_catalog/solutions/?page_size=100&hazard=GHS06")).json();
  const details: Detail[] = await Promise.all(
    (list.results as { id: number }[]).slice(0, 30).map(async ({ id }) => (await request.get(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).json()),
  );
  const size = (detail: Detail) => detail.hazards.hazard_statements.length + detail.hazards.precautionary_statements.length;
  const longest = details.filter((detail) => detail.hazards.transport).sort((a, b) => size(b) - size(a))[0];
  expect(longest, "a toxic demo solution with a UN number").toBeTruthy();
  return longest.id;
}

/** The pages in a PDF's bytes: Chromium (Skia) writes each page as an uncompressed "/Type /Page" dictionary. */
function pdfPageCount(pdf: Buffer) {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

test("printed at A5: each pictogram at least 1 cm², header, footer and instructions hidden, text at least 7 pt, one page", async ({ page, request }) => {
  const id = await longestToxicLabel(request);
  // The A5 sheet's width and height in CSS px, as the browser lays the printed page out.
  await page.setViewportSize({ width: Math.round(14.8 * CM), height: Math.round(21 * CM) });
  await page.goto(`/solution/${id}/label?size=a5`);
  await page.emulateMedia({ media: "print" });
  const label = page.getByRole("region", { name: /^GHS label of / });
  await expect(label).toBeVisible();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByText("Print this page on A4 or A5; the label is sized for it.")).toBeHidden();
  const pictograms = label.getByRole("img");
  expect(await pictograms.count()).toBeGreaterThan(0);
  for (const pictogram of await pictograms.all()) {
    const box = (await pictogram.boundingBox())!;
    expect(box.width * box.height, `${await pictogram.getAttribute("aria-label")}: ${box.width}×${box.height} px`).toBeGreaterThanOrEqual(CM * CM);
  }
  // Pictograms in one row.
  const tops = await Promise.all((await pictograms.all()).map(async (pictogram) => Math.round((await pictogram.boundingBox())!.y)));
  expect(new Set(tops).size).toBe(1);
  const smallest = await label.evaluate((element) =>
    Math.min(
      ...[element, ...element.querySelectorAll("*")]
        .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()))
        .filter((node) => !node.closest(".sr-only"))
        .map((node) => parseFloat(getComputedStyle(node).fontSize)),
    ),
  );
  expect(smallest / PT, "smallest text, in pt").toBeGreaterThanOrEqual(7);

  const a5 = await page.pdf({ format: "A5", preferCSSPageSize: true });
  expect(pdfPageCount(a5), "pages of the A5 PDF").toBe(1);
});

test("printed at A4: one page, pictograms at least 1 cm²", async ({ page, request }) => {
  const id = await longestToxicLabel(request);
  await page.setViewportSize({ width: Math.round(21 * CM), height: Math.round(29.7 * CM) });
  await page.goto(`/solution/${id}/label`);
  await page.emulateMedia({ media: "print" });
  for (const pictogram of await page.getByRole("region", { name: /^GHS label of / }).getByRole("img").all()) {
    const box = (await pictogram.boundingBox())!;
    expect(box.width * box.height).toBeGreaterThanOrEqual(CM * CM);
  }
  expect(pdfPageCount(await page.pdf({ format: "A4", preferCSSPageSize: true })), "pages of the A4 PDF").toBe(1);
});

test("the print button prints once the page has hydrated; the size links switch the label to A5 and back", async ({ page, request }) => {
  const id = await longestToxicLabel(request);
  await page.goto(`/solution/${id}/label`);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "");
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect(page.locator("body[data-printed]")).toBeAttached();
  await expect(page.getByText("Use your browser's print command.")).toHaveCount(0);
  await page.getByRole("link", { name: "Print for A5" }).click();
  await expect(page).toHaveURL(new RegExp(`/solution/${id}/label\\?size=a5$`));
  await expect(page.locator("section.ghs-label--a5")).toBeVisible();
  await page.getByRole("link", { name: "Print for A4" }).click();
  await expect(page.locator("section.ghs-label--a4")).toBeVisible();
});

test("the label page has no axe violations at 1280 and 390 px, at A4 and A5", async ({ page, request }) => {
  test.slow();
  const id = await longestToxicLabel(request);
  await expectNoAxeViolationsAt(page, `/solution/${id}/label`);
  await expectNoAxeViolationsAt(page, `/solution/${id}/label?size=a5`, { widths: [390] });
});

test("the saved solutions' QR sheet printed at A4: 8 codes at least 3 cm wide on one page, the profile's header, menu and form hidden", async ({ page, request, baseURL }) => {
  const { results } = await (await request.get("/api/v1/petrochemicals_catalog/solutions/?page_size=8")).json();
  const ids = (results as { id: number }[]).map((solution) => solution.id);
  expect(ids).toHaveLength(8);
  // Liked before signing in, merged into the account at sign-in: one request for the eight.
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: ids, plant: [] }));
  const signIn = await page.request.post("/auth/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  await page.setViewportSize({ width: Math.round(21 * CM), height: Math.round(29.7 * CM) });
  await page.goto(`/profile/saved/qr?${ids.map((id) => `solution=${id}`).join("&")}`);
  await page.emulateMedia({ media: "print" });
  const codes = page.getByRole("img", { name: /^QR code: / });
  await expect(codes).toHaveCount(8);
  for (const code of await codes.all()) {
    const box = (await code.boundingBox())!;
    expect(Math.min(box.width, box.height), `${await code.getAttribute("aria-label")}: ${box.width}×${box.height} px`).toBeGreaterThanOrEqual(3 * CM);
  }
  await expect(page.getByRole("navigation", { name: "Profile pages" })).toBeHidden();
  await expect(page.locator("header")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "QR codes to print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Make the sheet" })).toBeHidden();
  expect(pdfPageCount(await page.pdf({ format: "A4", preferCSSPageSize: true })), "pages of the A4 PDF").toBe(1);
});
