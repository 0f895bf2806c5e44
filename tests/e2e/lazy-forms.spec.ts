/**
 * A public page's form loads its code when the visitor reaches for it (app/forms/lazy-form.tsx, decision 0018, issue
 * 18's 90 KB budget): until then it is the server's plain form; then React hydrates it where it stands. Nothing typed
 * meanwhile is lost, a CV dropped on the upload area before any code came is kept and sent, and a submit made before
 * the code came is checked in the browser like any other. JavaScript only (untagged: the nojs project does not run
 * it); without JavaScript the forms are the server's throughout.
 */
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";
import { waitForHydration } from "./home-helpers";
import { APPLICATION_MESSAGES } from "../../app/forms/application";
import { minimalPdf } from "../support/resume-files";

const FORMS_CHUNK = /\/build\/_shared\/forms-[\w-]+\.js$/;

/** Every script the page asks for, and every POST it sends. */
function watch(page: Page) {
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return { scripts, posts };
}

/** The form library comes only after `ms`, as on a slow connection. */
async function slowFormLibrary(page: Page, ms: number) {
  await page.route(FORMS_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function openContactPage(page: Page, testInfo: TestInfo) {
  await page.goto("/contact-us");
  await waitForHydration(page, testInfo);
}

const region = (page: Page) => page.locator("[data-lazy-form]");

test("the contact page loads the form library only when the visitor reaches for the form", async ({ page }, testInfo) => {
  const seen = watch(page);
  await openContactPage(page, testInfo);
  await page.waitForLoadState("networkidle");
  expect(seen.scripts.filter((path) => FORMS_CHUNK.test(path))).toEqual([]);
  await expect(region(page)).not.toHaveAttribute("data-ready");
  // The server's form until then: its no-JavaScript step is still there.
  await expect(page.getByRole("button", { name: "Show cities" })).toBeVisible();

  await page.getByRole("form", { name: "Get in touch" }).hover();
  await expect(region(page)).toHaveAttribute("data-ready", "");
  expect(seen.scripts.filter((path) => FORMS_CHUNK.test(path))).toHaveLength(1);
  await expect(page.getByRole("button", { name: "Show cities" })).toHaveCount(0);
});

test("what the visitor types while the form's code loads is kept, and the form then checks in the browser", async ({ page }, testInfo) => {
  await slowFormLibrary(page, 1500);
  const seen = watch(page);
  await openContactPage(page, testInfo);
  await page.getByLabel("First name").fill("Huda");
  await expect(region(page)).not.toHaveAttribute("data-ready");
  await page.getByLabel("Message").fill("Typed before the code came");
  await page.getByLabel("Country").selectOption({ label: "Oman" });

  await expect(region(page)).toHaveAttribute("data-ready", "", { timeout: 10_000 });
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Message")).toHaveValue("Typed before the code came");
  // The country chosen before the code came has its cities, fetched by the hydrated form.
  await expect(page.getByLabel("City").getByRole("option", { name: "Muscat" })).toHaveCount(1);

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByLabel("Last name")).toBeFocused();
  expect(seen.posts, "checked in the browser: nothing posted").toEqual([]);
});

test("a CV chosen while the form's code loads shows as chosen once it has come", async ({ page }, testInfo) => {
  await slowFormLibrary(page, 1500);
  await page.goto("/career/1/hiring");
  await waitForHydration(page, testInfo);
  // The file chooser is the first thing the visitor reaches for (by keyboard: focus, then a file).
  await page.getByLabel("Resume (CV)").focus();
  await page.getByLabel("Resume (CV)").setInputFiles({ name: "early-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(region(page)).not.toHaveAttribute("data-ready");
  await expect(region(page)).toHaveAttribute("data-ready", "", { timeout: 10_000 });
  await expect(page.getByText("early-cv.pdf")).toBeVisible();
});

/** Holds every request for a script matching `pattern` until the function it returns is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * A PDF dragged onto the CV upload area's hint and dropped there, as the browser sends it: dragenter, dragover, drop.
 * Answers which of the three were cancelled (a drop not cancelled is the browser opening the file in the tab).
 */
function dropResume(page: Page, name: string) {
  return page.getByTestId("resume-drop-zone").evaluate(
    (zone, { name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      const hint = zone.querySelector("p") ?? zone;
      return ["dragenter", "dragover", "drop"].map((type) => !hint.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer })));
    },
    { name, bytes: [...minimalPdf()] },
  );
}

const hydrated = (page: Page) => page.locator("h1").evaluate((h1) => Object.keys(h1).some((key) => key.startsWith("__reactFiber")));

for (const early of [
  { before: "the page's code", held: /\/build\/.+\.js$/ },
  { before: "the form's code", held: FORMS_CHUNK },
] as const) {
  test(`a CV dropped on the upload area before ${early.before} has come is kept, shown once the form's code has come, and sent`, async ({ page }, testInfo) => {
    const release = await holdScripts(page, early.held);
    const seen = watch(page);
    if (early.held === FORMS_CHUNK) {
      await page.goto("/career/1/hiring");
      await waitForHydration(page, testInfo);
    } else {
      // The document's own scripts wait for the held modules; the page is read to its end, and nothing has run.
      await page.goto("/career/1/hiring", { waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState !== "loading");
      expect(await hydrated(page), "the page has not hydrated").toBe(false);
    }
    expect(seen.scripts.filter((path) => FORMS_CHUNK.test(path)), "nothing reached for the form yet").toEqual([]);

    expect(await dropResume(page, "dropped-cv.pdf"), "dragenter, dragover and drop are each cancelled").toEqual([true, true, true]);
    expect(await page.getByLabel("Resume (CV)").evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe("dropped-cv.pdf");
    // The drag reached for the form: its code is asked for (at once, or as soon as the page's code runs).
    if (early.held === FORMS_CHUNK) await expect.poll(() => seen.scripts.filter((path) => FORMS_CHUNK.test(path))).toHaveLength(1);
    await expect(region(page)).not.toHaveAttribute("data-ready");
    release();

    await expect(region(page)).toHaveAttribute("data-ready", "", { timeout: 10_000 });
    await expect(page.getByTestId("resume-chosen")).toContainText("dropped-cv.pdf");
    await page.getByLabel("First name").fill("Aisha");
    await page.getByLabel("Last name").fill("Al-Balushi");
    await page.getByLabel("E-mail").fill("aisha.dropped@example.om");
    await page.getByLabel("Phone number").fill("+968 9123 4567");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/confirmation\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(APPLICATION_MESSAGES.success);
  });
}

test("a submit before the form's code came waits for it and is checked in the browser", async ({ page }, testInfo) => {
  await slowFormLibrary(page, 1500);
  const seen = watch(page);
  await openContactPage(page, testInfo);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("First name is required")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel("First name")).toBeFocused();
  expect(seen.posts, "checked in the browser: nothing posted").toEqual([]);
});

test("the sign-in form hydrates where it stands when reached for", async ({ page }, testInfo) => {
  await slowFormLibrary(page, 1000);
  await page.goto("/auth/login");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Email").fill("visitor@example.com");
  await expect(region(page)).toHaveAttribute("data-ready", "", { timeout: 10_000 });
  await expect(page.getByLabel("Email")).toHaveValue("visitor@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("if the form's code cannot load, the form still posts and the server checks it", async ({ page }, testInfo) => {
  await page.route(FORMS_CHUNK, (route) => route.fulfill({ status: 503, body: "" }));
  const seen = watch(page);
  await openContactPage(page, testInfo);
  await page.getByRole("form", { name: "Get in touch" }).hover();
  await expect(page.locator("html[data-forms-unavailable]")).toBeAttached();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  expect(seen.posts, "posted as without JavaScript").toEqual(["/contact-us"]);
});
