/** /search, /solutions, the product page and its request forms as the server renders them, and their no-JavaScript posts. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, documentOf, errorOf, formWith, visitor, type Page, pathOf } from "./support";

const SUCCESS = "Your request has been submitted successfully";
const REQUIRED = {
  first_name: "First name is required",
  last_name: "Last name is required",
  company_email_address: "Email is required",
  job_function: "Job function is required",
  company: "Company name is required",
  country: "Country is required",
};

const cards = (page: Page) => page.screen.queryAllByTestId("result-card");
const tableLinks = (page: Page) => within(page.screen.getByRole("table")).getAllByRole("link");
const field = (page: Page, name: string) => page.screen.getByRole(name === "Job function" || name === "Country" || name === "Unit" ? "combobox" : "textbox", { name });

describe("/search", () => {
  it("shows result cards with name, commercial name, a plain-text excerpt and the liked state", async () => {
    const page = await visitor().open("/search?q=Korozyon");
    expect(cards(page)).toHaveLength(1);
    const card = within(cards(page)[0]);
    expect(card.getByRole("heading", { level: 2 }).textContent).toBe("Korozyon İnhibitörü CI-265");
    // The name leads to the solution's own page.
    const id = cards(page)[0].querySelector('input[name="id"]')?.getAttribute("value");
    expect(card.getByRole("link", { name: "Korozyon İnhibitörü CI-265" }).getAttribute("href")).toBe(`/solution/${id}`);
    expect(card.getByText("Pipeline corrosion inhibitor with Turkish labelling")).toBeTruthy();
    expect(card.getByText(/^Continuous-injection pipeline corrosion inhibitor/)).toBeTruthy();
    // The excerpt is plain text: none of the description's list items or bold type (the hazard pictograms' list is apart).
    expect([...cards(page)[0].querySelectorAll("li, strong")].filter((element) => !element.closest('[aria-label="Hazard pictograms"]'))).toHaveLength(0);
    expect(card.getByRole("button", { name: "Like Korozyon İnhibitörü CI-265" }).getAttribute("aria-pressed")).toBe("false");
    // The like control posts to the likes endpoint with the toggle's new state and a way back here.
    const form = cards(page)[0].querySelector('form[action="/likes"]')!;
    const hidden = (name: string) => (form.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
    expect([hidden("kind"), hidden("liked"), hidden("redirectTo")]).toEqual(["solution", "true", "/search?q=Korozyon"]);
  });

  it('says No results found for "{q}" when nothing matches', async () => {
    const page = await visitor().open("/search?q=zzqx%20nothing");
    expect(page.screen.getByText('No results found for "zzqx nothing"')).toBeTruthy();
    expect(cards(page)).toHaveLength(0);
  });

  it("select opens the solution detail: category header, image, names, description and the request buttons; Close goes back", async () => {
    const searcher = visitor();
    const results = await searcher.open("/search?q=DM-340");
    const page = await searcher.open(results.screen.getByRole("link", { name: "Select Démulsifiant DM-340 (export grade)" }).getAttribute("href")!);
    expect(page.url).toMatch(/solution=\d+/);
    const dialog = within(page.screen.getByRole("dialog"));
    expect(dialog.getByRole("heading", { level: 2 }).textContent).toBe("Crude Oil Dehydration");
    expect(dialog.getByRole("heading", { level: 3 }).textContent).toBe("Démulsifiant DM-340 (export grade)");
    expect(dialog.getByText("Demulsifier for francophone markets, French labelling and SDS")).toBeTruthy();
    expect(dialog.getByRole("img", { name: "Démulsifiant DM-340 (export grade) illustration" })).toBeTruthy();
    expect(dialog.getByText("PetroBreak Demulsifier DM-340", { selector: "strong" })).toBeTruthy();
    expect(dialog.getAllByRole("listitem")[0].textContent).toContain("Recommended dosage");
    for (const name of ["MSDS", "TDS", "Send an Inquiry"]) expect(dialog.getByRole("link", { name })).toBeTruthy();
    // The product request too, and the name, both on the solution's own page.
    const solution = new URL(page.url).searchParams.get("solution");
    expect(dialog.getByRole("link", { name: "Request this product" }).getAttribute("href")).toBe(`/solution/${solution}?quote=1`);
    expect(dialog.getByRole("link", { name: "Démulsifiant DM-340 (export grade)" }).getAttribute("href")).toBe(`/solution/${solution}`);
    const closed = await searcher.open(dialog.getByRole("link", { name: "Close" }).getAttribute("href")!);
    expect(closed.screen.queryByRole("dialog")).toBeNull();
    expect(pathOf(closed)).toBe("/search?q=DM-340");
  });

  it("a solution without image shows no image; an unknown one shows 'No solution details available'", async () => {
    const searcher = visitor();
    const results = await searcher.open("/search?q=Korozyon");
    const page = await searcher.open(results.screen.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).getAttribute("href")!);
    const dialog = within(page.screen.getByRole("dialog"));
    expect(dialog.getByRole("heading", { level: 2 }).textContent).toBe("Pipeline");
    expect(dialog.queryAllByRole("img")).toHaveLength(0);

    const unknown = await visitor().open("/search?q=Korozyon&solution=999999");
    expect(unknown.status).toBe(200);
    expect(within(unknown.screen.getByRole("dialog")).getByRole("heading", { level: 2 }).textContent).toBe("Solution Details");
    expect(within(unknown.screen.getByRole("dialog")).getByText("No solution details available")).toBeTruthy();
    const malformed = await visitor().open("/search?q=Korozyon&solution=abc");
    expect(within(malformed.screen.getByRole("dialog")).getByText("No solution details available")).toBeTruthy();
  });

  it("share opens a dialog with the page address and a mailto link, no Copy button without JavaScript, and closes again", async () => {
    const searcher = visitor();
    const results = await searcher.open("/search?q=Korozyon");
    const page = await searcher.open(results.screen.getByRole("link", { name: "Share Korozyon İnhibitörü CI-265" }).getAttribute("href")!);
    const dialog = within(page.screen.getByRole("dialog", { name: "Share" }));
    expect((dialog.getByLabelText("Page address") as HTMLInputElement).value).toBe(`${base}/search?q=Korozyon`);
    expect(dialog.getByRole("link", { name: /e-mail/i }).getAttribute("href")).toMatch(/^mailto:\?subject=.*&body=http%3A%2F%2F127\.0\.0\.1/);
    expect(dialog.queryByRole("button", { name: "Copy" })).toBeNull();
    const closed = await searcher.open(dialog.getByRole("link", { name: "Close" }).getAttribute("href")!);
    expect(closed.screen.queryByRole("dialog")).toBeNull();
  });

  it("pages by a 'Next' link answered whole, never a loading state; 'Back' leads home", async () => {
    const searcher = visitor();
    const first = await searcher.open("/search?q=demul");
    const second = await searcher.open(first.screen.getByRole("link", { name: "Next" }).getAttribute("href")!);
    expect(new URL(second.url).searchParams.get("page")).toBe("2");
    expect(second.screen.getByText(/Page 2/)).toBeTruthy();
    expect(second.screen.queryByText("Loading...")).toBeNull();
    // Without JavaScript there is no history to go back in: the server's Back goes home.
    expect(second.screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });
});

describe("/solutions", () => {
  it("lists products in a table whose rows link to /solution/{id}, each with its hazards beside it", async () => {
    const reader = visitor();
    const page = await reader.open("/solutions");
    const table = within(page.screen.getByRole("table"));
    expect(table.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Product name", "Hazards"]);
    expect(table.getAllByRole("row")).toHaveLength(11);
    const first = tableLinks(page)[0];
    expect(first.getAttribute("href")).toMatch(/^\/solution\/\d+$/);
    const product = await reader.open(first.getAttribute("href")!);
    expect(product.screen.getByRole("heading", { level: 1 }).textContent).toBe(first.textContent);
  });

  it("pages forward and back by the page number of the next and previous links", async () => {
    const reader = visitor();
    const first = await reader.open("/solutions");
    const firstOnPage1 = tableLinks(first)[0].textContent;
    expect(first.screen.queryByRole("link", { name: "Previous" })).toBeNull();
    const second = await reader.open(first.screen.getByRole("link", { name: "Next" }).getAttribute("href")!);
    expect(pathOf(second)).toBe("/solutions?page=2");
    expect(second.screen.getByText(/Page 2/)).toBeTruthy();
    expect(tableLinks(second)[0].textContent).not.toBe(firstOnPage1);
    const back = await reader.open(second.screen.getByRole("link", { name: "Previous" }).getAttribute("href")!);
    expect(pathOf(back)).toBe("/solutions");
    expect(tableLinks(back)[0].textContent).toBe(firstOnPage1);
  });

  it("searches on Enter and on the search button, says when nothing matches, and a cleared box clears the search", async () => {
    const reader = visitor();
    const page = await reader.open("/solutions");
    const form = page.screen.getByPlaceholderText("Enter product name...").closest("form")!;
    const found = await reader.land(await reader.submit(page, form, { values: { [fieldName(form)]: "Korozyon" } }));
    expect(found.url).toMatch(/search=Korozyon/);
    expect(tableLinks(found).map((link) => link.textContent)).toEqual(["Korozyon İnhibitörü CI-265"]);

    const foundForm = found.screen.getByPlaceholderText("Enter product name...").closest("form")!;
    const none = await reader.land(await reader.submit(found, foundForm, { values: { [fieldName(foundForm)]: "no such chemical zzqx" }, button: "Search" }));
    expect(none.screen.getByText("No products found matching your search.")).toBeTruthy();
    expect(none.screen.queryByRole("table")).toBeNull();

    const filtered = await reader.open("/solutions?search=Korozyon");
    expect(within(filtered.screen.getByRole("table")).getAllByRole("row")).toHaveLength(2);
    const filteredForm = filtered.screen.getByPlaceholderText("Enter product name...").closest("form")!;
    const cleared = await reader.land(await reader.submit(filtered, filteredForm, { values: { [fieldName(filteredForm)]: "" } }));
    expect(within(cleared.screen.getByRole("table")).getAllByRole("row")).toHaveLength(11);
  });

  it("a bad page number is ignored, not an error", async () => {
    const page = await visitor().open("/solutions?page=abc");
    expect(page.status).toBe(200);
    expect(within(page.screen.getByRole("table")).getAllByRole("row")).toHaveLength(11);
  });
});

/** The name of the search form's text box. */
function fieldName(form: HTMLFormElement) {
  return form.querySelector("input[placeholder]")!.getAttribute("name")!;
}

/** Opens the detail of Korozyon İnhibitörü CI-265 from the search results and follows one of its request links, as without JavaScript. */
async function openRequestPage(button: "MSDS" | "TDS" | "Send an Inquiry") {
  const requester = visitor();
  const results = await requester.open("/search?q=Korozyon");
  const detail = await requester.open(results.screen.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).getAttribute("href")!);
  const page = await requester.open(within(detail.screen.getByRole("dialog")).getByRole("link", { name: button }).getAttribute("href")!);
  return { requester, page };
}

const VALID = {
  first_name: "Amal",
  last_name: "Said",
  company_email_address: "Amal.Said@Petro-Services.OM",
  company: "Petro Services LLC",
};

/** The valid values with the first job function and Oman, as a visitor picks them. */
function validValues(page: Page) {
  const jobFunction = (field(page, "Job function") as HTMLSelectElement).querySelectorAll("option")[1].getAttribute("value")!;
  const oman = [...(field(page, "Country") as HTMLSelectElement).querySelectorAll("option")].find((option) => option.textContent === "Oman")!.getAttribute("value")!;
  return { ...VALID, job_function: jobFunction, country: oman };
}

describe("the MSDS / TDS / inquiry request forms without JavaScript", () => {
  it("MSDS: the spec's messages on submit, values kept, then the request is sent and acknowledged back on the detail", async () => {
    const { requester, page } = await openRequestPage("MSDS");
    expect(page.url).toMatch(/\/solution\/\d+\/request\/msds\?redirectTo=/);
    expect(page.screen.getByRole("heading", { name: "MSDS Request Form" })).toBeTruthy();
    expect(page.screen.queryByRole("textbox", { name: "Message" })).toBeNull();

    const empty = await requester.read(await requester.submit(page, formWith(page, "Submit"), { button: "Submit" }));
    expect(empty.status).toBe(400);
    for (const [name, message] of Object.entries(REQUIRED)) expect(errorOf(empty, empty.document.querySelector(`[name="${name}"]`) as HTMLElement)).toBe(message);

    const invalid = await requester.read(
      await requester.submit(empty, formWith(empty, "Submit"), { values: { first_name: "Amal", company_email_address: "amal@example" }, button: "Submit" }),
    );
    expect(errorOf(invalid, field(invalid, "Company e-mail"))).toBe("Invalid email address");
    expect(errorOf(invalid, field(invalid, "First name"))).toBe("");
    expect(invalid.screen.queryByText("First name is required")).toBeNull();
    expect((field(invalid, "First name") as HTMLInputElement).value).toBe("Amal");
    expect((field(invalid, "Company e-mail") as HTMLInputElement).value).toBe("amal@example");

    const sent = await requester.submit(invalid, formWith(invalid, "Submit"), { values: validValues(invalid), button: "Submit" });
    expect(sent.status).toBe(302);
    // Acknowledged on a page of its own (tests/http/confirmation.test.ts), which leads back to where the request was opened.
    const confirmed = await requester.land(sent);
    expect(confirmed.screen.getByRole("heading", { level: 1 }).textContent).toBe(SUCCESS);
    expect(confirmed.document.querySelector("main code")?.textContent).toMatch(/^MSDS-\d{4}-\d{6}$/);
    const back = await requester.open(confirmed.screen.getByRole("link", { name: "Back to where you were" }).getAttribute("href")!);
    expect(pathOf(back)).toMatch(/^\/search\?q=Korozyon&solution=\d+$/);
    expect(back.screen.queryByRole("heading", { name: "MSDS Request Form" })).toBeNull();
    expect(within(back.screen.getByRole("dialog")).getByRole("heading", { level: 2 }).textContent).toBe("Pipeline");
  });

  it("Inquiry: titled 'Inquiry Form' and the message is required", async () => {
    const { requester, page } = await openRequestPage("Send an Inquiry");
    expect(page.screen.getByRole("heading", { name: "Inquiry Form" })).toBeTruthy();
    const missing = await requester.read(await requester.submit(page, formWith(page, "Submit"), { values: validValues(page), button: "Submit" }));
    expect(errorOf(missing, field(missing, "Message"))).toBe("Message is required");
    expect((field(missing, "First name") as HTMLInputElement).value).toBe("Amal");
    const sent = await requester.land(
      await requester.submit(missing, formWith(missing, "Submit"), { values: { message: "Please quote 20 drums delivered to Sohar." }, button: "Submit" }),
    );
    expect(sent.screen.getByRole("heading", { level: 1 }).textContent).toBe(SUCCESS);
    expect(sent.document.querySelector("main code")?.textContent).toMatch(/^INQ-\d{4}-\d{6}$/);
    expect(sent.screen.queryByRole("heading", { name: "Inquiry Form" })).toBeNull();
  });

  it("TDS: titled 'TDS Request Form', sent and acknowledged", async () => {
    const { requester, page } = await openRequestPage("TDS");
    expect(page.screen.getByRole("heading", { name: "TDS Request Form" })).toBeTruthy();
    const sent = await requester.land(await requester.submit(page, formWith(page, "Submit"), { values: validValues(page), button: "Submit" }));
    expect(sent.screen.getByRole("heading", { level: 1 }).textContent).toBe(SUCCESS);
    expect(sent.document.querySelector("main code")?.textContent).toMatch(/^TDS-\d{4}-\d{6}$/);
  });

  it("the request page closes back to where it was opened and refuses an unknown kind or solution", async () => {
    const page = await visitor().open("/solution/1/request/msds?redirectTo=%2Fsolutions");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("MSDS Request Form");
    expect(page.screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/solutions");
    expect((await visitor().open("/solution/1/request/coa")).status).toBe(404);
    const unknown = await visitor().open("/solution/999999/request/tds");
    expect(unknown.status).toBe(404);
    expect(unknown.screen.getByTestId("error-message").textContent).toBe("Error receiving information");
  });
});

describe("the product page", () => {
  it("name as title, rich description, JSON-LD and meta description", async () => {
    const reader = visitor();
    const results = await reader.open("/search?q=Korozyon");
    const id = /solution=(\d+)/.exec(results.screen.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).getAttribute("href")!)?.[1];
    const page = await reader.open(`/solution/${id}`);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Korozyon İnhibitörü CI-265");
    expect(page.document.querySelector("article li")?.textContent).toContain("Recommended dosage");
    expect(documentOf(page).title).toMatch(/^Korozyon İnhibitörü CI-265 — /);
    expect(page.document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(
      /^Pipeline corrosion inhibitor with Turkish labelling\. Continuous-injection/,
    );
    const ld = JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "Korozyon İnhibitörü CI-265", category: "Pipeline" });
  });

  it("the product request form validates, offers each unit once, and is really sent", async () => {
    const buyer = visitor();
    const product = await buyer.open("/solution/1");
    const page = await buyer.open(product.screen.getByRole("link", { name: "Request this product" }).getAttribute("href")!);
    const dialog = within(page.screen.getByRole("dialog", { name: "Product Request Form" }));
    // It names the product it is for.
    expect(dialog.getByText(product.screen.getByRole("heading", { level: 1 }).textContent!)).toBeTruthy();
    expect([...dialog.getByRole("combobox", { name: "Unit" }).querySelectorAll("option")].map((option) => option.textContent)).toEqual(["kg", "t", "L", "m³", "208 L drum", "1,000 L IBC"]);

    const empty = await buyer.read(await buyer.submit(page, formWith(page, "Send request"), { button: "Send request" }));
    expect(empty.status).toBe(400);
    for (const [label, message] of [
      ["Full name", "Full name is required"],
      ["E-mail", "Email is required"],
      ["Mobile", "Mobile is required"],
      ["Quantity", "Quantity is required"],
    ]) {
      expect(errorOf(empty, empty.screen.getByRole(label === "Quantity" ? "spinbutton" : "textbox", { name: label }))).toBe(message);
    }
    const negative = await buyer.read(
      await buyer.submit(empty, formWith(empty, "Send request"), {
        values: { full_name: "Amal Said", email: "amal@example.om", mobile: "+968 9123 4567", quantity: "-2" },
        button: "Send request",
      }),
    );
    expect(errorOf(negative, negative.screen.getByRole("spinbutton", { name: "Quantity" }))).toBe("Quantity must be a positive number");
    expect((negative.screen.getByRole("textbox", { name: "Full name" }) as HTMLInputElement).value).toBe("Amal Said");

    const sent = await buyer.submit(negative, formWith(negative, "Send request"), { values: { quantity: "250", unit: "drum-208l", note: "Lab samples first." }, button: "Send request" });
    expect(sent.status).toBe(302);
    const confirmed = await buyer.land(sent);
    expect(confirmed.screen.getByRole("heading", { level: 1 }).textContent).toBe(SUCCESS);
    expect(confirmed.document.querySelector("main code")?.textContent).toMatch(/^QUOTE-\d{4}-\d{6}$/);
    expect(confirmed.screen.queryByRole("dialog")).toBeNull();
    const name = product.screen.getByRole("heading", { level: 1 }).textContent;
    expect(confirmed.screen.getByRole("link", { name: `Back to ${name}` }).getAttribute("href")).toBe("/solution/1");
  });
});
