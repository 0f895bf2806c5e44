/** The catalogue's staff editors over HTTP, as a visitor without JavaScript posts them: plants, solutions, the filter trees, and the document library with its signed data-sheet links. */
import { within } from "@testing-library/dom";
import { createHmac, hkdfSync, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { greyPng } from "../support/images";
import { HTTP_SESSION_SECRET } from "./constants";
import { flashOf, formWith, linkIn, newMail, postForms, registerAccount, signedIn, staffMember, visitor, type Page } from "./support";
import { fieldOf, fillIn, json, pdf, today, uploadSheet, valueOf } from "./staff-helpers";

const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90.";
const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180.";

/** Plant names sort first in their country, so the landing page's first page of plants shows them. */
const plantName = (what: string) => `Aa ${what} ${randomUUID().slice(0, 6)}`;

async function apiPlants(country: string) {
  return (await json<{ data: { name: string; latitude: number; longitude: number }[] }>(`/api/v1/petrochemicals_catalog/plants/?country=${country}`)).data;
}

async function markerNames() {
  return (await json<{ plants: [number, number, number, string][] }>("/map/plants.json")).plants.map((marker) => marker[3]);
}

function newPlantFields(page: Page, name: string, latitude: string, longitude: string) {
  fillIn(page, { Name: name, Address: "Knowledge Oasis, Muscat", Country: "Oman", Website: "https://plant.example.com", Latitude: latitude, Longitude: longitude });
  (page.screen.getByRole("group", { name: "Processes" }).querySelector("input[type=checkbox]") as HTMLInputElement).checked = true;
}

describe("the plants editor", { timeout: 120_000 }, () => {
  it("create with typed coordinates (a draft), publish: in the API, the map and the plant list at once; Arabic texts; edit; unpublish: gone", async () => {
    const editor = await staffMember(["editor"]);
    const name = plantName("Journey Plant");
    const list = await editor.open("/staff");
    expect(list.screen.getByRole("main").querySelector("a[href='/staff/plants']")?.textContent).toBe("Plants");
    const plants = await editor.open("/staff/plants");
    expect(plants.screen.getByRole("heading", { level: 1, name: "Plants" })).toBeTruthy();
    expect(plants.screen.getByRole("link", { name: "New plant" }).getAttribute("href")).toBe("/staff/plants/new");

    const form = await editor.open("/staff/plants/new");
    expect(form.screen.getByRole("heading", { level: 1, name: "New plant" })).toBeTruthy();
    // Without JavaScript no map picker: only the fields, which work.
    expect(form.screen.queryByTestId("location-picker")).toBeNull();
    newPlantFields(form, name, "23.588012", "58.382901");
    const country = valueOf(form, "Country");
    let page = await editor.land(await editor.submit(form, formWith(form, "Create plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);
    expect(page.screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(page.screen.getByTestId("plant-status").textContent).toBe("Draft");
    expect(valueOf(page, "Latitude")).toBe("23.588012");
    expect((await apiPlants(country)).map((p) => p.name)).not.toContain(name);
    const plantId = /\/staff\/plants\/(\d+)/.exec(page.url)![1];

    fillIn(page, { Status: "published" });
    page = await editor.land(await editor.submit(page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” saved and published: it shows on the public site now.`);
    expect(page.screen.getByTestId("plant-status").textContent).toBe("Published");
    expect((await apiPlants(country)).find((p) => p.name === name)).toMatchObject({ latitude: 23.588012, longitude: 58.382901 });
    expect(await markerNames()).toContain(name);
    const landing = await visitor().open(`/?tab=plant&country=${country}`);
    expect(landing.screen.getByRole("link", { name: `Details of ${name}` })).toBeTruthy();

    // The Arabic name and address, written in their own right-to-left fields, show on the Arabic page.
    const arabicName = `مصنع الرحلة ${plantId}`;
    expect(page.screen.getByLabelText("Name (Arabic)").getAttribute("dir")).toBe("rtl");
    fillIn(page, { "Name (Arabic)": arabicName, "Address (Arabic)": "واحة المعرفة، مسقط" });
    page = await editor.land(await editor.submit(page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” saved.`);
    expect(valueOf(page, "Address (Arabic)")).toBe("واحة المعرفة، مسقط");
    const arabic = await visitor().open(`/ar?tab=plant&country=${country}&plant=${plantId}`);
    expect(arabic.screen.getByRole("main").textContent).toContain(arabicName);
    expect(arabic.screen.getByRole("main").textContent).toContain("واحة المعرفة، مسقط");

    fillIn(page, { Name: `${name} East` });
    page = await editor.land(await editor.submit(page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name} East” saved.`);
    expect((await apiPlants(country)).map((p) => p.name)).toContain(`${name} East`);

    fillIn(page, { Status: "draft" });
    page = await editor.land(await editor.submit(page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name} East” saved and unpublished: it no longer shows on the public site.`);
    expect((await apiPlants(country)).map((p) => p.name)).not.toContain(`${name} East`);
    expect(await markerNames()).not.toContain(`${name} East`);
    expect((await visitor().open(`/?tab=plant&country=${country}`)).screen.queryByRole("link", { name: `Details of ${name} East` })).toBeNull();

    // In the staff list: found by name, a draft.
    const found = await editor.open(`/staff/plants?q=${encodeURIComponent(name)}`);
    expect(found.screen.getAllByTestId("plant-row")).toHaveLength(1);
    expect(found.screen.getByTestId("plant-row").querySelector("[data-testid=plant-status]")?.textContent).toBe("Draft");
  });

  it("coordinates out of range or not numbers are refused with the words and the typed values kept; fixed, they save", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    const name = plantName("Out of Range Plant");
    newPlantFields(form, name, "95.5", "-190");
    let page = await editor.read(await editor.submit(form, formWith(form, "Create plant")), form.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText(LATITUDE_MESSAGE)).toBeTruthy();
    expect(page.screen.getByText(LONGITUDE_MESSAGE)).toBeTruthy();
    expect([valueOf(page, "Latitude"), valueOf(page, "Longitude"), valueOf(page, "Name"), valueOf(page, "Address")]).toEqual(["95.5", "-190", name, "Knowledge Oasis, Muscat"]);

    // A comma for the point: the same words.
    fillIn(page, { Latitude: "23,5", Longitude: "58.4" });
    page = await editor.read(await editor.submit(page, formWith(page, "Create plant")), form.url);
    expect(page.screen.getByText(LATITUDE_MESSAGE)).toBeTruthy();
    expect(page.screen.queryByText(LONGITUDE_MESSAGE)).toBeNull();
    expect(valueOf(page, "Latitude")).toBe("23,5");

    fillIn(page, { Latitude: "23.5" });
    page = await editor.land(await editor.submit(page, formWith(page, "Create plant")), form.url);
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);
    expect([valueOf(page, "Latitude"), valueOf(page, "Longitude")]).toEqual(["23.500000", "58.400000"]);
  });

  it("markup in the name is refused; the second of two editors saving one plant is refused, keeping their text, and saves when sent again", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    newPlantFields(form, '<script>alert("x")</script>', "21.5", "57.1");
    let page = await editor.read(await editor.submit(form, formWith(form, "Create plant")), form.url);
    expect(page.screen.getByText("Names cannot contain < or >.")).toBeTruthy();
    expect(valueOf(page, "Name")).toBe('<script>alert("x")</script>');
    expect(valueOf(page, "Latitude")).toBe("21.5");

    const name = plantName("Stale Plant");
    fillIn(page, { Name: name });
    page = await editor.land(await editor.submit(page, formWith(page, "Create plant")), form.url);
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);

    const other = await editor.open(page.url);
    fillIn(other, { Name: `${name} (first)` });
    expect(flashOf(await editor.land(await editor.submit(other, formWith(other, "Save plant"))))).toBe(`Plant “${name} (first)” saved.`);

    fillIn(page, { Name: `${name} (second)`, Address: "The second editor's address" });
    const stale = await editor.read(await editor.submit(page, formWith(page, "Save plant")), page.url);
    expect(stale.screen.getAllByRole("alert").map((alert: HTMLElement) => alert.textContent).join(" ")).toContain("changed by someone else since you opened it");
    expect([valueOf(stale, "Name"), valueOf(stale, "Address")]).toEqual([`${name} (second)`, "The second editor's address"]);
    expect((await editor.open(page.url)).screen.getByRole("heading", { level: 1, name: `${name} (first)` })).toBeTruthy();

    // Saving again, now knowing, replaces the first editor's text.
    const saved = await editor.land(await editor.submit(stale, formWith(stale, "Save plant")), page.url);
    expect(flashOf(saved)).toBe(`Plant “${name} (second)” saved.`);
    expect(saved.screen.getByRole("heading", { level: 1, name: `${name} (second)` })).toBeTruthy();
  });

  it("related solutions: search, add, remove; delete only after the confirm box", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    const name = plantName("Related Plant");
    newPlantFields(form, name, "22.9", "57.5");
    let page = await editor.land(await editor.submit(form, formWith(form, "Create plant")));
    expect(page.screen.getByText("No related solution yet.")).toBeTruthy();

    const search = page.screen.getByTestId("plant-solutions").querySelector("form[role=search]") as HTMLFormElement;
    fillIn(search, { "Solution name": "demulsifier" });
    page = await editor.land(await editor.submit(page, search));
    expect(page.url).toMatch(/solution_q=demulsifier/);
    const candidates = page.screen.getByTestId("solutions-to-add").querySelectorAll("li");
    expect(candidates.length).toBeGreaterThan(0);
    const first = candidates[0].querySelector("span")!.textContent!.trim();
    page = await editor.land(await editor.submit(page, formWith(page, `Add ${first}`), { button: `Add ${first}` }));
    expect(flashOf(page)).toBe(`“${first}” added to the plant's solutions.`);
    expect(page.screen.getByTestId("related-solutions").textContent).toContain(first);

    page = await editor.land(await editor.submit(page, formWith(page, `Remove ${first}`), { button: `Remove ${first}` }));
    expect(flashOf(page)).toBe(`“${first}” removed from the plant's solutions.`);
    expect(page.screen.getByText("No related solution yet.")).toBeTruthy();

    const refused = await editor.read(await editor.submit(page, formWith(page, "Delete plant"), { button: "Delete plant" }), page.url);
    expect(refused.screen.getByTestId("plant-delete").textContent).toContain("Tick the box to confirm the deletion.");
    fillIn(refused.screen.getByTestId("plant-delete"), { [`I confirm: delete “${name}” for good.`]: true });
    const deleted = await editor.land(await editor.submit(refused, formWith(refused, "Delete plant"), { button: "Delete plant" }), page.url);
    expect(flashOf(deleted)).toBe(`Plant “${name}” deleted.`);
    expect(new URL(deleted.url).pathname).toBe("/staff/plants");
  });
});


/**
 * A data-sheet token as the server makes one (app/models/data-sheets.server.ts), written out here: HMAC-SHA256 of
 * "<link id>.<expiry in seconds>" under an HKDF key from the run's SESSION_SECRET.
 */
function signedToken(linkId: number, expiresAtSeconds: number) {
  const key = Buffer.from(hkdfSync("sha256", HTTP_SESSION_SECRET, "sahel-data-sheets", "data-sheet link v1", 32));
  const payload = `${linkId}.${expiresAtSeconds}`;
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}


describe("the document library and data sheets", { timeout: 120_000 }, () => {
  it("a sales member finds a solution, uploads an MSDS revision (current), and a file that is no PDF is refused with the other fields kept", async () => {
    const sales = await staffMember(["sales"]);
    const solutionId = 4;
    const { name } = await json<{ name: string }>(`/api/v1/petrochemicals_catalog/solutions/${solutionId}/`);
    const home = await sales.open("/staff");
    expect(home.screen.getByRole("main").querySelector("a[href='/staff/documents']")?.textContent).toBe("Documents");
    const library = await sales.open("/staff/documents");
    expect(library.screen.getByRole("heading", { level: 1, name: "Documents" })).toBeTruthy();
    const search = library.screen.getByRole("button", { name: "Search" }).closest("form") as HTMLFormElement;
    fillIn(search, { "Solution name": name });
    const found = await sales.land(await sales.submit(library, search));
    expect(found.url).toMatch(/\/staff\/documents\?q=/);
    expect(found.screen.getAllByRole("link", { name }).some((link: HTMLElement) => link.getAttribute("href") === `/staff/documents/${solutionId}`)).toBe(true);

    const page = await uploadSheet(sales, solutionId, new File([pdf("http")], "msds-http.pdf", { type: "application/pdf" }));
    expect(page.screen.getByRole("heading", { level: 1, name: `Documents: ${name}` })).toBeTruthy();
    expect(flashOf(page)).toBe(`Document uploaded. MSDS, English, revision ${today()}.`);
    const revisions = page.screen.getByTestId("revisions-msds-en");
    expect(within(revisions).getAllByRole("link", { name: "msds-http.pdf" }).length).toBeGreaterThan(0);
    expect(within(revisions).getAllByText("Current").length).toBeGreaterThan(0);

    // A text file named .pdf: refused by its content, the other fields kept, the file asked for again.
    const form = formWith(page, "Upload");
    fillIn(form, { Kind: "TDS", Language: "German", "Revision date": "2025-12-01", "What changed": "Section 9: flash point." });
    const refused = await sales.read(await sales.submit(page, form, { files: { file: new File(["just some notes, no PDF"], "notes.pdf", { type: "application/pdf" }) } }), page.url);
    const again = formWith(refused, "Upload");
    expect(again.textContent).toContain("The file must be a PDF (a .pdf file whose content is a PDF).");
    expect([valueOf(again, "Kind"), valueOf(again, "Language"), valueOf(again, "Revision date")]).toEqual(["tds", "de", "2025-12-01"]);
    expect(refused.screen.queryByTestId("revisions-tds-de")).toBeNull();
  });

  it("a requester's MSDS request is answered with a signed link that downloads the PDF; a tampered link is a 404 page, an expired one a 410 page; the Overview says Answered", async () => {
    const solutionId = 2;
    const sales = await staffMember(["sales"]);
    const sheet = pdf(`sent ${Date.now()}`);
    await uploadSheet(sales, solutionId, new File([sheet], "current.pdf", { type: "application/pdf" }));

    // A confirmed account asks for the MSDS while signed in.
    const email = await registerAccount();
    const confirm = visitor();
    const confirmPage = await confirm.open(await linkIn(email, "Confirm your e-mail address"));
    expect((await confirm.submit(confirmPage, postForms(confirmPage)[0])).status).toBe(302);
    const requester = await signedIn(email);
    const request = await requester.open(`/solution/${solutionId}/request/msds`);
    const form = formWith(request, "Submit");
    fillIn(form, { "First name": "Amal", "Last name": "Said", "Company e-mail": email, Company: "Petro Services LLC", Country: "Oman" });
    const jobFunction = fieldOf(form, "Job function") as HTMLSelectElement;
    fillIn(form, { "Job function": jobFunction.options[1].value });
    const sent = await requester.land(await requester.submit(request, form), request.url);
    expect(sent.screen.getByRole("heading", { level: 1 }).textContent).toBe("Your request has been submitted successfully");
    // Sent from a confirmed account: the confirmation points to the account's Overview, where it is listed.
    expect(sent.screen.getByRole("link", { name: "Follow it in your account's Overview" }).getAttribute("href")).toBe("/profile/overview");

    // Sales finds it in the inbox by the requester's address and sends the data sheet.
    const unique = email.split("@")[0].split("-")[1];
    const inbox = await sales.open(`/staff/inbox?q=${unique}`);
    const item = await sales.open(inbox.screen.getAllByTestId("inbox-row")[0].querySelector("a")!.getAttribute("href")!);
    expect(item.url).toMatch(/\/staff\/inbox\/\d+$/);
    const answered = await sales.land(await sales.submit(item, item.screen.getByRole("form", { name: "Send data sheet" }) as HTMLFormElement, { button: "Send data sheet" }), item.url);
    expect(flashOf(answered)).toMatch(new RegExp(`^MSDS sent to ${email.replace(/[.]/g, "\\.")}\\. The link works until .+\\.$`));

    // The requester's mail has the signed link; it downloads the PDF as an attachment no cache keeps.
    const mail = await newMail(email, /^Your MSDS for .+ \(MSDS-\d{4}-\d{6}\)$/);
    const link = new URL(/https?:\/\/\S+\/data-sheets\/\S+/.exec(mail.text)![0]).pathname;
    expect(link).toMatch(/^\/data-sheets\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const response = await visitor().get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="[A-Za-z0-9-]+-MSDS-en-${today()}\\.pdf"$`));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-security-policy")).toContain("sandbox; default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(sheet)).toBe(true);

    // A tampered signature: the 404 page.
    const tampered = await visitor().open(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    expect(tampered.status).toBe(404);
    expect(tampered.screen.getByRole("heading", { level: 1, name: "Link not found" })).toBeTruthy();

    // The same link signed to have ended a second ago: the 410 page.
    const [, linkId] = /^\/data-sheets\/(\d+)\./.exec(link)!;
    const gone = await visitor().open(`/data-sheets/${signedToken(Number(linkId), Math.floor(Date.now() / 1000) - 1)}`);
    expect(gone.status).toBe(410);
    expect(gone.screen.getByRole("heading", { level: 1, name: "This link has expired" })).toBeTruthy();

    // The requester's Overview: the request, answered.
    const overview = await requester.open("/profile/overview");
    const row = overview.screen.getAllByRole("row").find((r: HTMLElement) => /MSDS-\d{4}-\d{6}/.test(r.textContent ?? ""))!;
    expect(row.querySelector("[data-testid=request-status]")?.textContent).toBe("Answered");
  });
});

/** The id in the solution editor's address (/staff/solutions/:id). */
const solutionIdIn = (page: Page) => /\/staff\/solutions\/(\d+)/.exec(page.url)![1];
const statusOf = async (path: string) => (await visitor().get(path)).status;

describe("the solutions editor", { timeout: 120_000 }, () => {
  it("Preview renders the Markdown and saves nothing; create a draft, publish, edit, Arabic texts, a picture, unpublish: the public site follows at once", async () => {
    const editor = await staffMember(["editor"]);
    const name = `Corrosion inhibitor CI-${randomUUID().slice(0, 6)}`;
    expect((await editor.open("/staff")).screen.getByRole("main").querySelector("a[href='/staff/solutions']")?.textContent).toBe("Solutions");
    const list = await editor.open("/staff/solutions");
    expect(list.screen.getByRole("heading", { level: 1, name: "Solutions" })).toBeTruthy();
    expect(list.screen.getByRole("link", { name: "New solution" }).getAttribute("href")).toBe("/staff/solutions/new");
    const form = await editor.open("/staff/solutions/new");
    expect(form.screen.getByRole("heading", { level: 1, name: "New solution" })).toBeTruthy();
    fillIn(form, { Name: name, "Commercial name": "PetroGuard 77", Description: "Film-forming inhibitor for **sour** wells.\n\n- Dose 20 ppm\n- Injected continuously" });
    (form.screen.getByRole("group", { name: "Categories" }).querySelector("input[type=checkbox]") as HTMLInputElement).checked = true;
    const preview = await editor.read(await editor.submit(form, formWith(form, "Preview"), { button: "Preview" }), form.url);
    const rendered = preview.screen.getByTestId("description-preview");
    expect(rendered.querySelector("strong")?.textContent).toBe("sour");
    expect([...rendered.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Dose 20 ppm", "Injected continuously"]);
    // Preview keeps everything typed and saves nothing.
    expect(valueOf(preview, "Name")).toBe(name);
    expect((await editor.open(`/staff/solutions?q=${encodeURIComponent(name)}`)).screen.getByText("No solution matches these filters.")).toBeTruthy();

    let page = await editor.land(await editor.submit(preview, formWith(preview, "Create draft"), { button: "Create draft" }), form.url);
    expect(flashOf(page)).toBe("Solution created as a draft. Publish it when it is ready.");
    expect(page.screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(page.screen.getByTestId("solution-status").textContent).toBe("Draft");
    const id = solutionIdIn(page);
    expect(await statusOf(`/solution/${id}`)).toBe(404);
    expect(await statusOf(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).toBe(404);

    page = await editor.land(await editor.submit(page, formWith(page, "Publish"), { button: "Publish" }), page.url);
    expect(flashOf(page)).toBe("Solution published: it shows on the site now.");
    expect(await statusOf(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).toBe(200);
    const published = await visitor().open(`/solution/${id}`);
    expect(published.screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(published.screen.getByText(/Film-forming inhibitor for/)).toBeTruthy();

    fillIn(page, { Name: `${name} (revised)` });
    page = await editor.land(await editor.submit(page, formWith(page, "Save"), { button: "Save" }), page.url);
    expect(flashOf(page)).toBe("Solution saved.");
    const solution = await json<{ name: string; description: string }>(`/api/v1/petrochemicals_catalog/solutions/${id}/`);
    expect(solution.name).toBe(`${name} (revised)`);
    expect(solution.description).toContain("<strong>sour</strong>");
    expect((await visitor().open(`/solution/${id}`)).screen.getByRole("heading", { level: 1, name: `${name} (revised)` })).toBeTruthy();

    // The Arabic texts, written in their own right-to-left fields, show on the Arabic page.
    const arabicName = `مثبط التآكل ${id}`;
    const nameAr = fieldOf(page, "Name (Arabic)");
    expect([nameAr.getAttribute("lang"), nameAr.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    fillIn(page, { "Name (Arabic)": arabicName, "Description (Arabic, Markdown)": "مثبط **مكوّن للغشاء** للآبار الحامضية." });
    page = await editor.land(await editor.submit(page, formWith(page, "Save"), { button: "Save" }), page.url);
    expect(flashOf(page)).toBe("Solution saved.");
    expect(valueOf(page, "Name (Arabic)")).toBe(arabicName);
    const arabic = await visitor().open(`/ar/solution/${id}`);
    expect(arabic.screen.getByRole("heading", { level: 1, name: arabicName })).toBeTruthy();
    expect([...arabic.document.querySelectorAll("strong")].some((strong) => strong.textContent === "مكوّن للغشاء")).toBe(true);

    page = await editor.land(
      await editor.submit(page, formWith(page, "Upload picture"), { button: "Upload picture", files: { image: new File([greyPng()], "drum.png", { type: "image/png" }) } }),
      page.url,
    );
    expect(flashOf(page)).toBe("Picture saved.");
    const src = page.screen.getByTestId("solution-picture").getAttribute("src")!;
    expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect((await visitor().get(src)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await visitor().open(`/solution/${id}`)).document.querySelector(`img[src="${src}"]`)).not.toBeNull();

    page = await editor.land(await editor.submit(page, formWith(page, "Unpublish"), { button: "Unpublish" }), page.url);
    expect(flashOf(page)).toBe("Solution unpublished: it no longer shows on the site.");
    expect(await statusOf(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).toBe(404);
    expect(await statusOf(`/solution/${id}`)).toBe(404);
  });

  it("markup in the name is refused with what was typed kept; an SVG picture and a 20 MB one are refused", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/solutions/new");
    fillIn(form, { Name: '<script>alert("x")</script>', Description: "Kept description" });
    let page = await editor.read(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("Names cannot contain < or >.")).toBeTruthy();
    expect([valueOf(page, "Name"), valueOf(page, "Description")]).toEqual(['<script>alert("x")</script>', "Kept description"]);

    fillIn(page, { Name: `Pictureless ${randomUUID().slice(0, 6)}` });
    page = await editor.land(await editor.submit(page, formWith(page, "Create draft"), { button: "Create draft" }), form.url);
    expect(flashOf(page)).toBe("Solution created as a draft. Publish it when it is ready.");

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", { type: "image/svg+xml" });
    page = await editor.land(await editor.submit(page, formWith(page, "Upload picture"), { button: "Upload picture", files: { image: svg } }), page.url);
    expect(flashOf(page)).toBe("The picture must be a PNG, JPEG or WebP file (checked by its content; SVG is not accepted).");
    const huge = new File([greyPng(), Buffer.alloc(20 * 1024 * 1024, 1)], "huge.png", { type: "image/png" });
    page = await editor.land(await editor.submit(page, formWith(page, "Upload picture"), { button: "Upload picture", files: { image: huge } }), page.url);
    expect(flashOf(page)).toBe("The picture must be at most 5 MB.");
    expect(page.screen.getByText("No picture yet.")).toBeTruthy();
  });

  it("the second of two editors saving one solution is refused, keeping their text, and saves when sent again", async () => {
    const editor = await staffMember(["editor"]);
    const name = `Biocide BC-${randomUUID().slice(0, 6)}`;
    const form = await editor.open("/staff/solutions/new");
    fillIn(form, { Name: name });
    const page = await editor.land(await editor.submit(form, formWith(form, "Create draft"), { button: "Create draft" }), form.url);
    const other = await editor.open(page.url);
    fillIn(other, { Name: `${name} (first)` });
    expect(flashOf(await editor.land(await editor.submit(other, formWith(other, "Save"), { button: "Save" }), other.url))).toBe("Solution saved.");

    fillIn(page, { Name: `${name} (second)`, Description: "The second editor's text" });
    const stale = await editor.read(await editor.submit(page, formWith(page, "Save"), { button: "Save" }), page.url);
    expect(stale.screen.getAllByRole("alert").map((alert: HTMLElement) => alert.textContent).join(" ")).toContain("changed by someone else since you opened it");
    expect([valueOf(stale, "Name"), valueOf(stale, "Description")]).toEqual([`${name} (second)`, "The second editor's text"]);
    expect((await editor.open(page.url)).screen.getByRole("heading", { level: 1, name: `${name} (first)` })).toBeTruthy();
    const saved = await editor.land(await editor.submit(stale, formWith(stale, "Save"), { button: "Save" }), page.url);
    expect(flashOf(saved)).toBe("Solution saved.");
    expect(saved.screen.getByRole("heading", { level: 1, name: `${name} (second)` })).toBeTruthy();
  });
});
