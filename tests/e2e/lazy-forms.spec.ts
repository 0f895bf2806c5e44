/**
 * A public page's form loads its code when the visitor reaches for it (app/forms/lazy-form.tsx, decision 0018, issue
 * 18's 90 KB budget): until then it is the server's plain form; then React hydrates it where it stands. Nothing typed
 * meanwhile is lost, and a submit made before the code came is checked in the browser like any other. JavaScript
 * only (untagged: the nojs project does not run it); without JavaScript the forms are the server's throughout.
 */
import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";
import { waitForHydration } from "./home-helpers";

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
  const warned = page.waitForEvent("console", (message) => message.type() === "warning" && message.text().includes("did not load"));
  await page.getByRole("form", { name: "Get in touch" }).hover();
  await warned;
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  expect(seen.posts, "posted as without JavaScript").toEqual(["/contact-us"]);
});
