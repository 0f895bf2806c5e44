/** The staff's daily work over HTTP, as a visitor without JavaScript posts it: HR's applications (stages, the applicant's mail, the CV download) and the inbox (search, assignment, notes, replies, the CSV export). */
import { within } from "@testing-library/dom";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES as M } from "../../app/forms/application";
import { minimalPdf } from "../support/resume-files";
import { flashOf, formWith, newMail, staffMember, visitor, type Page } from "./support";
import { fieldOf, fillIn, valueOf } from "./staff-helpers";
import type { Visitor } from "../support/visitor";

/** An applicant sends the hiring form of vacancy 1 with a PDF CV, filled by its labels. */
async function apply() {
  const id = randomUUID().slice(0, 8);
  const applicant = { first: "Aisha", last: `Tester-${id}`, email: `applicant-${id}@example.om` };
  const sender = visitor();
  const form = await sender.open("/career/1/hiring");
  fillIn(form, { "First name": applicant.first, "Last name": applicant.last, "E-mail": applicant.email, "Phone number": "+968 9123 4567", "Cover letter (optional)": "Ten years in the field.\n<b>Not bold</b>" });
  const resume = (form.screen.getByLabelText(/^Resume \(CV\)/) as HTMLInputElement).name;
  const files = { [resume]: new File([new Uint8Array(minimalPdf())], "Aisha CV.pdf", { type: "application/pdf" }) };
  const page = await sender.land(await sender.submit(form, formWith(form, "Submit"), { button: "Submit", files }), form.url);
  expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe(M.success);
  return applicant;
}

/** The list's rows after its GET filter form is sent with `fields` (as the button `button` sends it). */
async function filtered(member: Visitor, path: string, fields: Record<string, string>, button: string) {
  const list = await member.open(path);
  fillIn(list, fields);
  // A GET form: the address it lands on is the one the response was read from.
  return member.land(await member.submit(list, formWith(list, button), { button }));
}

const timelineText = (page: Page, name: string) => page.screen.getByRole("list", { name }).textContent ?? "";

describe("HR's applications", { timeout: 120_000 }, () => {
  it("HR finds an application, moves it to Screening telling the applicant (the mail says so), and downloads the CV as an attachment, which the timeline records", async () => {
    const applicant = await apply();
    const hr = await staffMember(["hr"]);
    const home = await hr.open("/staff");
    expect(home.screen.getAllByRole("link", { name: "Applications" })[0].getAttribute("href")).toBe("/staff/applications");
    const list = await filtered(hr, "/staff/applications", { "Name or e-mail": applicant.email }, "Show");
    expect(list.screen.getByRole("heading", { name: "Applications", level: 1 })).toBeTruthy();
    expect(list.url).toMatch(/q=applicant-/);
    const rows = list.screen.getAllByTestId("application-row");
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain(`${applicant.first} ${applicant.last}`);
    expect(rows[0].textContent).toContain("New");

    let page = await hr.open(within(rows[0]).getByRole("link", { name: /^JOB-\d{4}-\d{6}$/ }).getAttribute("href")!);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toContain(`${applicant.first} ${applicant.last}`);
    // The cover letter is text: its markup shows as written.
    expect(page.screen.getByTestId("cover-letter").textContent).toContain("Ten years in the field.");
    expect(page.screen.getByTestId("cover-letter").textContent).toContain("<b>Not bold</b>");
    expect(page.screen.getByTestId("cover-letter").querySelector("b")).toBeNull();
    expect(page.document.body.textContent?.replace(/\s+/g, " ")).toContain("Aisha CV.pdf · application/pdf");

    fillIn(page, { "New stage": "Screening", "Tell the applicant (by e-mail)": true, "Message to the applicant (optional)": "We are reading your CV this week." });
    page = await hr.land(await hr.submit(page, formWith(page, "Change stage"), { button: "Change stage" }), page.url);
    expect(flashOf(page)).toBe("Stage set to Screening; the applicant's message is on its way.");
    expect(page.screen.getByTestId("application-stage").textContent).toBe("Screening");
    const timeline = timelineText(page, "Timeline of the application");
    expect(timeline).toContain("Stage changed: New → Screening");
    expect(timeline).toContain("Applicant told of the stage Screening by e-mail, with this message");
    expect(timeline).toContain("We are reading your CV this week.");

    const mail = await newMail(applicant.email, / being reviewed$/);
    expect(mail.text).toContain("> We are reading your CV this week.");
    expect(mail.subject).toMatch(/^Your application JOB-\d{4}-\d{6}: being reviewed$/);

    // The CV: an attachment, never sniffed or rendered, and the download is on the timeline.
    const cv = await hr.get(page.screen.getByRole("link", { name: /Download CV/ }).getAttribute("href")!);
    expect(cv.status).toBe(200);
    expect(cv.headers.get("content-type")).toBe("application/pdf");
    expect(cv.headers.get("content-disposition")).toBe(`attachment; filename="Aisha CV.pdf"; filename*=UTF-8''Aisha%20CV.pdf`);
    expect(cv.headers.get("x-content-type-options")).toContain("nosniff");
    expect(cv.headers.get("content-security-policy")).toContain("sandbox; default-src 'none'");
    expect(cv.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await cv.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    page = await hr.open(page.url);
    expect(timelineText(page, "Timeline of the application")).toContain("CV downloaded");
  });

  it("a message without the tick is refused with the stage and the message kept", async () => {
    const applicant = await apply();
    const hr = await staffMember(["hr"]);
    const list = await filtered(hr, "/staff/applications", { "Name or e-mail": applicant.email }, "Show");
    let page = await hr.open(within(list.screen.getByTestId("application-row")).getByRole("link", { name: /^JOB-/ }).getAttribute("href")!);
    const url = page.url;
    fillIn(page, { "New stage": "Screening", "Message to the applicant (optional)": "We are reading your CV this week." });
    page = await hr.read(await hr.submit(page, formWith(page, "Change stage"), { button: "Change stage" }), url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("Tick “Tell the applicant” to send this message, or clear it.")).toBeTruthy();
    expect(valueOf(page, "Message to the applicant (optional)")).toBe("We are reading your CV this week.");
    expect((fieldOf(page, "New stage") as HTMLSelectElement).selectedOptions[0].textContent?.trim()).toBe("Screening");
    expect((await hr.open(url)).screen.getByTestId("application-stage").textContent).toBe("New");
  });

  it("a sales member is refused the applications, an application and its CV; HR gets the CV", async () => {
    const applicant = await apply();
    const hr = await staffMember(["hr"]);
    const list = await filtered(hr, "/staff/applications", { "Name or e-mail": applicant.email }, "Show");
    const id = /\/staff\/applications\/(\d+)$/.exec(within(list.screen.getByTestId("application-row")).getByRole("link", { name: /^JOB-/ }).getAttribute("href")!)![1];
    const sales = await staffMember(["sales"]);
    for (const url of ["/staff/applications", `/staff/applications/${id}`, `/staff/applications/${id}/cv`]) {
      const response = await sales.get(url);
      expect(response.status, url).toBe(403);
      expect(response.headers.get("content-disposition"), url).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from("%PDF-")), url).toBe(false);
    }
    const cv = await hr.get(`/staff/applications/${id}/cv`);
    expect(cv.status).toBe(200);
    await cv.body?.cancel();
  });
});

/** A word nobody else's submission holds: letters only, so the request form takes it as a name. */
const uniqueWord = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 10).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`;

/** A visitor's inquiry from solution 1's request page, filled by its labels. */
async function inquire(word: string, requester: string) {
  const sender = visitor();
  const form = await sender.open("/solution/1/request/inquiry");
  fillIn(form, { "First name": "Amal", "Last name": word, "Company e-mail": requester, Company: "Petro Services LLC", Country: "Oman", Message: "Please suggest a dose for two wells." });
  const job = fieldOf(form, "Job function") as HTMLSelectElement;
  fillIn(form, { "Job function": job.options[1].value });
  const page = await sender.land(await sender.submit(form, formWith(form, "Submit"), { button: "Submit" }), form.url);
  expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Your request has been submitted successfully");
}

describe("the staff inbox", { timeout: 150_000 }, () => {
  it("an inquiry is found, assigned, noted (an empty note refused) and answered by sales; the reply reaches the requester; communications gets 404; the CSV has it", async () => {
    const word = uniqueWord();
    const requester = `inquirer-${word.toLowerCase()}@example.com`;
    await inquire(word, requester);

    // Sales finds it by search.
    const sales = await staffMember(["sales"]);
    const home = await sales.open("/staff");
    expect(home.screen.getAllByRole("link", { name: "Inbox" })[0].getAttribute("href")).toBe("/staff/inbox");
    const inbox = await sales.open("/staff/inbox");
    expect(inbox.screen.getByRole("heading", { name: "Inbox", level: 1 })).toBeTruthy();
    expect(inbox.screen.getByText("Exports at most 100,000 rows, newest first.")).toBeTruthy();
    const list = await filtered(sales, "/staff/inbox", { Search: word.toLowerCase() }, "Apply filters");
    expect(list.url).toMatch(new RegExp(`q=${word.toLowerCase()}`));
    const rows = list.screen.getAllByTestId("inbox-row");
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain(`Amal ${word}`);
    expect(rows[0].textContent).toContain("Inquiry");

    // Opens it: the whole submission, then assigns it to themself.
    let page = await sales.open(within(rows[0]).getByRole("link").getAttribute("href")!);
    const heading = page.screen.getByRole("heading", { level: 1 }).textContent!.trim();
    expect(heading).toMatch(/^Inquiry INQ-\d{4}-\d{6}$/);
    const reference = heading.replace("Inquiry ", "");
    const itemPath = new URL(page.url).pathname;
    expect(page.screen.getByText("Please suggest a dose for two wells.")).toBeTruthy();
    expect(page.screen.getByTestId("item-status").textContent).toBe("New");
    fillIn(page, { "Assigned to": `Me: sales (${sales.email})` });
    page = await sales.land(await sales.submit(page, formWith(page, "Save assignment"), { button: "Save assignment" }), page.url);
    expect(flashOf(page)).toBe(`Assigned to ${sales.email}.`);
    expect(page.screen.getByTestId("item-assignee").textContent).toBe(sales.email);

    // An empty note is refused beside the field; a note is kept in the timeline.
    page = await sales.read(await sales.submit(page, formWith(page, "Add note"), { button: "Add note" }), page.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("Write the note.")).toBeTruthy();
    fillIn(page, { "Internal note": "Asked the lab for the dosing table." });
    page = await sales.land(await sales.submit(page, formWith(page, "Add note"), { button: "Add note" }), page.url);
    expect(flashOf(page)).toBe("Note added.");
    expect(timelineText(page, "Timeline")).toContain("Asked the lab for the dosing table.");

    // The reply, with its subject filled in.
    const subject = valueOf(page, "Subject");
    expect(subject).toMatch(new RegExp(`^Re: ${reference} — your inquiry about `));
    fillIn(page, { Reply: "Dear Amal,\n40 ppm is a sound start for both wells." });
    page = await sales.land(await sales.submit(page, formWith(page, "Send reply"), { button: "Send reply" }), page.url);
    expect(flashOf(page)).toBe(`Reply sent to ${requester}.`);
    expect(page.screen.getByTestId("item-status").textContent).toBe("Answered");
    const timeline = timelineText(page, "Timeline");
    expect(timeline).toContain(`Reply sent to ${requester}`);
    expect(timeline).toContain("40 ppm is a sound start for both wells.");
    expect(timeline).toContain("Status: New → Answered");

    // The reply reaches the requester, with the reference and their message quoted.
    const reply = await newMail(requester, subject);
    expect(reply.text).toContain("40 ppm is a sound start for both wells.");
    expect(reply.text).toContain(`please quote your reference, ${reference}`);
    expect(reply.text).toContain("> Please suggest a dose for two wells.");

    // Communications does not see the inquiry: the same 404 as an id that does not exist.
    const comms = await staffMember(["communications"]);
    expect((await comms.get(itemPath)).status).toBe(404);
    expect((await sales.get("/staff/inbox/2147483647")).status).toBe(404);

    // The CSV export of the same search has its row.
    const csv = await sales.get(`/staff/inbox/export?status=all&q=${word.toLowerCase()}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference},Inquiry,`);
    expect(lines[1]).toContain(`Answered,${sales.email}`);
  });

  it("an empty reply is refused with the subject kept", async () => {
    const word = uniqueWord();
    const requester = `inquirer-${word.toLowerCase()}@example.com`;
    await inquire(word, requester);
    const sales = await staffMember(["sales"]);
    const list = await filtered(sales, "/staff/inbox", { Search: word.toLowerCase() }, "Apply filters");
    let page = await sales.open(within(list.screen.getByTestId("inbox-row")).getByRole("link").getAttribute("href")!);
    const subject = valueOf(page, "Subject");
    page = await sales.read(await sales.submit(page, formWith(page, "Send reply"), { button: "Send reply" }), page.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText("Write the reply.")).toBeTruthy();
    expect(valueOf(page, "Subject")).toBe(subject);
    expect(page.screen.getByTestId("item-status").textContent).toBe("New");
  });
});
