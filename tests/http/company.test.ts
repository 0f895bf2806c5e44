/** The company pages over HTTP: /contact-us and its form posted without JavaScript, /services, the sitemap, robots.txt, public files, and redirectTo kept on the site. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { chosenOption, field, optionTexts, optionValue } from "./company-careers-helpers";
import { base, visitor, type Page } from "./support";

const PERSON = { first_name: "Huda", last_name: "Al-Saadi", email: "huda@example.om", phone_number: "+968 9123 4567" };

const contactForm = (page: Page) => page.screen.getByRole("form", { name: "Get in touch" }) as HTMLFormElement;

/**
 * The choices the server marked selected in the form's selects, as a browser sends them back. Passed explicitly
 * because happy-dom 21 takes a parsed `selected` attribute for the second option's (tests/support/form.ts would
 * otherwise send the wrong country).
 */
function keptChoices(form: HTMLFormElement) {
  const choices: Record<string, string> = {};
  for (const select of form.querySelectorAll("select")) {
    const chosen = select.querySelector("option[selected]");
    if (chosen && select.getAttribute("name")) choices[select.getAttribute("name")!] = chosen.getAttribute("value") ?? "";
  }
  return choices;
}
const inForm = (page: Page) => within(contactForm(page));

/** A visitor on /contact-us who has chosen `country` and pressed 'Show cities' (the form again, with that country's cities). */
async function withCities(country: string, values: Record<string, string> = {}) {
  const person = visitor();
  const page = await person.open("/contact-us");
  const answer = await person.submit(page, contactForm(page), { values: { ...values, country: optionValue(field(page, "Country"), country) }, button: "Show cities" });
  expect(answer.status).toBe(200);
  return { person, page: await person.read(answer, page.url) };
}

/** Sends the 'Get in touch' form of `page` with 'Send message'; answers the page shown after. */
async function send(person: ReturnType<typeof visitor>, page: Page, values: Record<string, string> = {}) {
  const response = await person.submit(page, contactForm(page), { values: { ...keptChoices(contactForm(page)), ...values }, button: "Send message" });
  return { response, page: await person.land(response, page.url) };
}

describe("/contact-us", () => {
  it("shows 'About Us', 'Who we are' and the contact details as links", async () => {
    const page = await visitor().open("/contact-us");
    expect(page.screen.getByRole("heading", { level: 1, name: "About Us" })).toBeTruthy();
    expect(page.screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeTruthy();
    const region = page.screen.getByRole("region", { name: "Contact Information" });
    const info = within(region);
    expect(region.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    expect(info.getByRole("link", { name: "+968 2441 5500" }).getAttribute("href")).toBe("tel:+96824415500");
    expect(info.getByRole("link", { name: "info@sahel-chemicals.example" }).getAttribute("href")).toBe("mailto:info@sahel-chemicals.example");
    expect(info.getByText(/Head office: .*Muscat/)).toBeTruthy();
    expect(info.getByText(/Factory: .*Muscat/)).toBeTruthy();
  });

  it("the city list is disabled until a country is chosen; 'Show cities' lists that country's cities and keeps what was typed", async () => {
    const first = await visitor().open("/contact-us");
    expect(field(first, "City").disabled).toBe(true);
    expect(inForm(first).getAllByRole("button", { name: "Show cities" })).toHaveLength(1);

    const { person, page } = await withCities("Oman", { first_name: "Huda", message: "Kept across the reload" });
    const city = field(page, "City");
    expect(city.disabled).toBe(false);
    expect(optionTexts(city)).toContain("Muscat");
    expect(optionTexts(city)).not.toContain("Dubai");
    expect(field(page, "First name").value).toBe("Huda");
    expect(field(page, "Message").value).toBe("Kept across the reload");
    expect(chosenOption(field(page, "Country"))).toBe("Oman");
    // No validation message for a step that is not a submission.
    expect(page.screen.queryByText("Last name is required")).toBeNull();

    const uae = await person.submit(page, contactForm(page), { values: { country: optionValue(field(page, "Country"), "United Arab Emirates") }, button: "Show cities" });
    const again = await person.read(uae, page.url);
    expect(optionTexts(field(again, "City"))).toContain("Dubai");
    expect(optionTexts(field(again, "City"))).not.toContain("Muscat");
  });

  it("an empty submission shows each required field's message", async () => {
    const person = visitor();
    const { response, page } = await send(person, await person.open("/contact-us"));
    expect(response.status).toBe(400);
    for (const message of ["First name is required", "Last name is required", "Email is required", "Phone number is required", "City is required"]) {
      expect(inForm(page).getByText(message, { exact: true })).toBeTruthy();
    }
    expect(field(page, "First name").getAttribute("aria-invalid")).toBe("true");
  });

  it("a malformed e-mail shows 'Invalid email address' and keeps every typed value", async () => {
    const { person, page } = await withCities("Oman");
    const { page: answer } = await send(person, page, { ...PERSON, email: "huda@example", city: optionValue(field(page, "City"), "Sohar"), message: "About scale inhibitors" });
    expect(inForm(answer).getByText("Invalid email address")).toBeTruthy();
    expect(field(answer, "First name").value).toBe("Huda");
    expect(field(answer, "Email").value).toBe("huda@example");
    expect(chosenOption(field(answer, "City"))).toBe("Sohar");
    expect(field(answer, "Message").value).toBe("About scale inhibitors");
    expect(inForm(answer).queryByText("First name is required")).toBeNull();
  });

  it("the messages follow the visitor's corrections on resubmit", async () => {
    const person = visitor();
    const { page: empty } = await send(person, await person.open("/contact-us"));
    expect(empty.screen.getByText("First name is required")).toBeTruthy();
    const { page } = await send(person, empty, { first_name: "Huda", email: "huda@" });
    expect(page.screen.queryByText("First name is required")).toBeNull();
    expect(page.screen.getByText("Invalid email address")).toBeTruthy();
    expect(page.screen.getByText("Last name is required")).toBeTruthy();
  });

  it("Enter in a field sends the form rather than 'Show cities': the form's first submit button carries no intent", async () => {
    const person = visitor();
    const page = await person.open("/contact-us");
    const form = contactForm(page);
    // A browser's implicit submission (Enter in a text field) is made by the form's first submit button.
    const defaultButton = form.querySelector('button[type="submit"], input[type="submit"]')!;
    expect(defaultButton.getAttribute("name")).toBeNull();
    const answer = await person.land(await person.submit(page, form, { values: { first_name: "Huda" }, button: defaultButton }), page.url);
    expect(inForm(answer).getByText("Last name is required")).toBeTruthy();
  });

  it("a complete message is stored and confirmed on a page of its own with its reference; the form opened again is empty", async () => {
    const { person, page } = await withCities("Oman");
    const { response, page: after } = await send(person, page, { ...PERSON, city: optionValue(field(page, "City"), "Muscat"), message: "Please send the demulsifier data sheets." });
    expect(response.status).toBe(302);
    expect(new URL(after.url).pathname).toMatch(/^\/confirmation\//);
    expect(after.screen.getByRole("heading", { level: 1 }).textContent).toBe("Your message has been sent successfully");
    // Its reference, to quote in a reply (the same as in the receipt).
    expect(after.document.querySelector("main code")?.textContent).toMatch(/^MSG-\d{4}-\d{6}$/);
    const again = await person.open("/contact-us");
    expect(field(again, "First name").value).toBe("");
    expect(field(again, "Message").value).toBe("");
    expect(field(again, "City").disabled).toBe(true);
  });

  it("a message the server refuses shows the server's reason and keeps the values", async () => {
    // The browser only offers real cities; a crafted post stands in for a city the server no longer knows.
    const { person, page } = await withCities("Oman");
    const unknown = page.document.createElement("option");
    unknown.setAttribute("value", "999999");
    field(page, "City").appendChild(unknown);
    const { page: answer } = await send(person, page, { ...PERSON, city: "999999" });
    expect(inForm(answer).getAllByRole("alert").some((alert) => alert.textContent?.includes("Invalid city selected"))).toBe(true);
    expect(field(answer, "First name").value).toBe("Huda");
    expect(field(answer, "Phone number").value).toBe("+968 9123 4567");
  });
});

describe("/services", () => {
  it("lists the five services, each with a description", async () => {
    const page = await visitor().open("/services");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Our Services");
    expect(page.screen.getAllByRole("heading", { level: 2 }).map((heading: HTMLElement) => heading.textContent)).toEqual([
      "Sample Support",
      "Product Authenticity",
      "Factory inspection",
      "Export/Import (tax refund, customs clearance, currency exchange)",
      "Supply chain services (warehousing, logistics)",
    ]);
    const items = within(page.screen.getByRole("main")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.querySelector("p")?.textContent?.split(" ").length).toBeGreaterThan(15);
  });
});

describe("machine files", () => {
  it("/sitemap.xml lists every public page, solution, vacancy and post with absolute URLs", async () => {
    const response = await visitor().get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/solutions", "/services", "/contact-us", "/careers", "/blog", "/blog/all"]) expect(locs).toContain(`${base}${path}`);
    expect(locs.every((loc) => loc.startsWith(`${base}/`))).toBe(true);
    expect(locs.filter((loc) => /\/solution\/\d+$/.test(loc)).length).toBeGreaterThan(100);
    expect(locs.filter((loc) => /\/career\/\d+$/.test(loc)).length).toBeGreaterThan(3);
    expect(locs).toContain(`${base}/blog/h2s-scavenger-chemistry`);
    expect(locs.filter((loc) => /\/blog\/(?!all$)[a-z0-9-]+$/.test(loc)).length).toBeGreaterThanOrEqual(8);
    // Every listed solution page answers (checked on a sample: the first and the last).
    const solutions = locs.filter((loc) => /\/solution\/\d+$/.test(loc));
    for (const loc of [solutions[0], solutions.at(-1)!]) expect((await visitor().get(loc)).status, loc).toBe(200);
  });

  it("/robots.txt points to the sitemap and keeps crawlers out of /staff", async () => {
    const response = await visitor().get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    // The staff workspace is noindex too; robots.txt keeps crawlers from asking for it at all.
    expect(text).toContain("Disallow: /staff");
  });

  it.each([
    ["/favicon.svg", "image/svg+xml"],
    ["/images/about/world-map.svg", "image/svg+xml"],
  ])("public/'s own file %s is served with an hour's cache", async (file, type) => {
    const response = await visitor().get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("a missing public file is the site's 404 page", async () => {
    const missing = await visitor().get("/images/about/no-such-file.svg");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
  });
});

/**
 * A redirectTo from the address bar never takes the visitor off the site: the request page's Back link (what it
 * offers without JavaScript) and the form's hidden redirectTo fall back to the product page for a tab, a newline,
 * "//host" or "/\host" — a browser drops a tab from a URL, so "/%09/evil.example" would be "//evil.example".
 */
describe("redirectTo stays on the site", () => {
  it.each(["/%09/evil.example", "/%0a/evil.example", "//evil.example", "/\\evil.example", "/%5C%5Cevil.example", "https://evil.example"])(
    "the request page's Back link stays on the site for redirectTo=%s",
    async (redirectTo) => {
      const reader = visitor();
      const page = await reader.open(`/solution/1/request/msds?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("MSDS Request Form");
      const back = page.screen.getByRole("link", { name: "Back" }).getAttribute("href")!;
      expect(back).toBe("/solution/1");
      expect((page.document.querySelector('input[name="redirectTo"]') as HTMLInputElement).value).toBe("/solution/1");
      const product = await reader.open(back);
      expect(product.status).toBe(200);
      expect(new URL(product.url).pathname).toMatch(/^\/solution\/1(?:[/-]|$)/);
      expect(new URL(product.url).origin).toBe(new URL(base).origin);
    },
  );
});
