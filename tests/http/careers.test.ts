/** Careers over HTTP (spec §2, §5, §8): the vacancy list, its filter and pager, the vacancy page and the job application posted without JavaScript. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES as M } from "../../app/forms/application";
import { minimalDocx, minimalPdf, plainText, windowsProgram } from "../support/resume-files";
import { chosenOption, field } from "./company-careers-helpers";
import { errorOf, formWith, visitor, type Page } from "./support";

const APPLICANT = { first_name: "Aisha", last_name: "Al-Balushi", email: "aisha@example.om", phone_number: "+968 9123 4567", cover_letter: "I have ten years of field experience." };

const cards = (page: Page) => within(page.screen.getByRole("list", { name: "Vacancies" })).getAllByRole("listitem");
const formAlerts = (page: Page) => within(formWith(page, "Submit")).queryAllByRole("alert").map((alert) => alert.textContent?.trim());

/** Opens the hiring page of vacancy 1 and sends its form as a browser without JavaScript would; answers the page shown after. */
async function apply(values: Record<string, string> = APPLICANT, resume?: { name: string; body: Buffer; type?: string }) {
  const applicant = visitor();
  const page = await applicant.open("/career/1/hiring");
  const files = resume ? { resume: new File([new Uint8Array(resume.body)], resume.name, { type: resume.type ?? "application/octet-stream" }) } : undefined;
  const response = await applicant.submit(page, formWith(page, "Submit"), { values, button: "Submit", files });
  return { response, page: await applicant.land(response, page.url) };
}

describe("careers page", () => {
  it("shows 'Join us', six vacancy cards and a pager to the second page and back", async () => {
    const first = await visitor().open("/careers");
    expect(first.screen.getByRole("heading", { level: 1 }).textContent).toBe("Join us");
    expect(cards(first)).toHaveLength(6);
    expect(cards(first)[0].textContent).toContain("Senior Formulation Chemist – Production Chemicals");
    expect(cards(first)[0].textContent).toContain("Sohar");
    expect(first.screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(first.screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/careers?page=2");

    const second = await visitor().open("/careers?page=2");
    // The seed's two open ones; the staff journey may add its own vacancy after them.
    expect(cards(second)[0].textContent).toContain("Accountant");
    expect(cards(second)[1].textContent).toContain("Area Sales Manager – Saudi Arabia");
    expect(cards(second).filter((card) => card.textContent?.includes("Logistics Coordinator"))).toHaveLength(0);
    expect(second.screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(second.screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/careers");
  });

  it("the department dropdown defaults to 'All organizational units'; 'Show vacancies' filters the cards", async () => {
    const careers = visitor();
    const page = await careers.open("/careers");
    const select = field(page, "Department") as unknown as HTMLSelectElement;
    expect(chosenOption(select)).toBe("All organizational units");
    const technical = [...select.options].find((option) => option.textContent === "Technical Services")!;
    const filtered = await careers.land(await careers.submit(page, select.form!, { values: { department: technical.value }, button: "Show vacancies" }));
    expect(filtered.url).toMatch(/\/careers\?department=\d+$/);
    // Drilling Fluids Application Specialist is closed, so not listed.
    expect(cards(filtered)).toHaveLength(1);
    expect(cards(filtered)[0].textContent).toContain("Field Service Technician");
    expect(chosenOption(field(filtered, "Department"))).toBe("Technical Services");
  });

  it("bad query values are ignored, not an error", async () => {
    const page = await visitor().open("/careers?department=abc&page=-3");
    expect(page.status).toBe(200);
    expect(cards(page)).toHaveLength(6);
  });

  it("'More detail' leads to the vacancy page", async () => {
    const page = await visitor().open("/careers");
    const card = cards(page).find((item) => item.textContent?.includes("HSE Officer"))!;
    expect(within(card).getByRole("link", { name: "More detail" }).getAttribute("href")).toBe("/career/3");
    const vacancy = await visitor().open("/career/3");
    expect(vacancy.screen.getByRole("heading", { level: 1 }).textContent).toBe("HSE Officer");
  });

  it("the vacancy page comes from the server with the vacancy already found, no 'Loading...'", async () => {
    const page = await visitor().open("/careers");
    const first = page.screen.getAllByRole("link", { name: "More detail" })[0].getAttribute("href")!;
    const vacancy = await visitor().open(first);
    expect(vacancy.screen.getByRole("heading", { level: 1 }).textContent).toBe("Senior Formulation Chemist – Production Chemicals");
    expect(vacancy.screen.queryByText("Loading...")).toBeNull();
  });
});

describe("vacancy page", () => {
  it("shows the title, the content and the 'Job Summary' of an available vacancy, with 'Send Request' to the application", async () => {
    const page = await visitor().open("/career/1");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Senior Formulation Chemist – Production Chemicals");
    expect(page.screen.getByText(/Design and optimise formulations against customer field conditions/)).toBeTruthy();
    const summary = within(page.screen.getByRole("complementary", { name: "Job Summary" }));
    expect(summary.getAllByRole("definition").map((d) => d.textContent)).toEqual(["Sohar, Oman", "Research & Development", "Available"]);
    expect(summary.getByRole("link", { name: "Send Request" }).getAttribute("href")).toBe("/career/1/hiring");
    const hiring = await visitor().open("/career/1/hiring");
    expect(hiring.screen.getByRole("heading", { level: 1 }).textContent).toBe("Apply: Senior Formulation Chemist – Production Chemicals");
  });

  it("shows 'Not Available' for a closed vacancy, says it is closed, offers no 'Send Request'", async () => {
    const page = await visitor().open("/career/10");
    expect(page.status).toBe(200);
    const summary = within(page.screen.getByRole("complementary", { name: "Job Summary" }));
    expect(summary.getAllByRole("definition")[0].textContent).toMatch(/^Abu Dhabi, /);
    expect(summary.getAllByRole("definition")[2].textContent).toBe("Not Available");
    expect(page.screen.getByText("This vacancy is closed and no longer takes applications.")).toBeTruthy();
    expect(page.screen.queryByRole("link", { name: "Send Request" })).toBeNull();
    const hiring = await visitor().open("/career/10/hiring");
    expect(hiring.screen.getByText("This vacancy is closed and no longer takes applications.")).toBeTruthy();
    expect(hiring.screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("carries JobPosting JSON-LD with the page's CSP nonce", async () => {
    const page = await visitor().open("/career/2");
    const script = page.document.querySelector('script[type="application/ld+json"]')!;
    const nonce = script.getAttribute("nonce");
    expect(nonce).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(JSON.parse(script.textContent ?? "{}")).toMatchObject({
      "@type": "JobPosting",
      title: "Process Engineer – Blending Plant",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { address: { addressLocality: "Duqm", addressCountry: "Oman" } },
    });
  });

  it.each(["/career/99999", "/career/abc", "/career/2.0", "/career/99999/hiring"])("an unknown or non-integer id (%s) gets the error screen with 404", async (path) => {
    const page = await visitor().open(path);
    expect(page.status).toBe(404);
    expect(page.screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(page.screen.getByTestId("error-status").textContent).toBe("404");
  });
});

describe("the job application without JavaScript", () => {
  it("shows the upload area, the 5 MB hint and the 'My Information' fields in a multipart post form", async () => {
    const page = await visitor().open("/career/1/hiring");
    expect(page.screen.getByRole("heading", { name: "My Information" })).toBeTruthy();
    const input = field(page, "Resume (CV)");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("name")).toBe("resume");
    expect(input.getAttribute("accept")).toBe(".doc,.docx,.html,.pdf,.txt");
    // Without JavaScript there is no drop handling: the upload area is a plain, enabled file input.
    expect(input.disabled).toBe(false);
    expect(page.screen.getByText("DOC, DOCX, HTML, PDF or TXT, at most 5 MB.")).toBeTruthy();
    expect(page.screen.queryByText(/1 ?MB/)).toBeNull();
    for (const label of ["First name", "Last name", "E-mail", "Phone number", "Cover letter (optional)"]) expect(field(page, label)).toBeTruthy();
    const form = input.form!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    expect(page.screen.getByRole("button", { name: "Submit" }).getAttribute("type")).toBe("submit");
  });

  it("an empty form shows every required message beside its field", async () => {
    const { page } = await apply({});
    expect(formAlerts(page)).toEqual(expect.arrayContaining([M.firstName, M.lastName, M.email, M.phoneNumber, M.resumeMissing]));
    expect(errorOf(page, field(page, "First name"))).toBe(M.firstName);
    expect(errorOf(page, field(page, "Resume (CV)"))).toContain(M.resumeMissing);
    expect(field(page, "First name").getAttribute("aria-invalid")).toBe("true");
  });

  it("a bad e-mail address reads 'Invalid email address'; the other typed values are kept, the file must be chosen again", async () => {
    const { response, page } = await apply({ ...APPLICANT, email: "aisha@example" }, { name: "cv.pdf", body: minimalPdf(), type: "application/pdf" });
    expect(response.status).toBe(400);
    expect(errorOf(page, field(page, "E-mail"))).toBe(M.email);
    expect(field(page, "First name").value).toBe(APPLICANT.first_name);
    expect(field(page, "Cover letter (optional)").value).toBe(APPLICANT.cover_letter);
    expect(page.screen.getByText(M.chooseFileAgain)).toBeTruthy();
  });

  it("a 6 MB file reads 'File size should be less than 5MB' and keeps every typed value", async () => {
    const { page } = await apply(APPLICANT, { name: "cv.txt", body: Buffer.alloc(6 * 1024 * 1024, "a"), type: "text/plain" });
    expect(formAlerts(page)).toContain(M.resumeTooLarge);
    expect(field(page, "Last name").value).toBe(APPLICANT.last_name);
    expect(field(page, "E-mail").value).toBe(APPLICANT.email);
    expect(field(page, "Phone number").value).toBe(APPLICANT.phone_number);
    expect(field(page, "Cover letter (optional)").value).toBe(APPLICANT.cover_letter);
    expect(page.screen.getByText(M.chooseFileAgain)).toBeTruthy();
  });

  it("a program renamed to .pdf is refused by its content", async () => {
    const { page } = await apply(APPLICANT, { name: "cv.pdf", body: windowsProgram(), type: "application/pdf" });
    expect(formAlerts(page)).toContain(M.resumeType);
    expect(field(page, "First name").value).toBe(APPLICANT.first_name);
  });

  it("a file that is not DOC, DOCX, HTML, PDF or TXT is refused by its name", async () => {
    const { page } = await apply(APPLICANT, { name: "setup.exe", body: windowsProgram() });
    expect(formAlerts(page)).toContain(M.resumeType);
  });

  it.each([
    { name: "Aisha CV.PDF", body: minimalPdf(), type: "application/pdf" },
    { name: "cv.docx", body: minimalDocx(), type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
    { name: "cv.txt", body: plainText(), type: "text/plain" },
  ])("a valid $name is taken: 'Application submitted successfully!' on a page of its own with the reference, no form to send again", async (resume) => {
    const { response, page } = await apply(APPLICANT, resume);
    expect(response.status).toBe(302);
    expect(new URL(page.url).pathname).toMatch(/^\/confirmation\//);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe(M.success);
    expect(page.document.querySelector("main code")?.textContent).toMatch(/^JOB-\d{4}-\d{6}$/);
    expect(page.document.querySelector("form input[name='first_name'], form input[type='file']")).toBeNull();
    const onward = within(page.screen.getByRole("navigation", { name: "Continue browsing" }));
    expect(onward.getByRole("link", { name: /^Back to / }).getAttribute("href")).toBe("/career/1");
  });

  it("an application to a vacancy that is not found reads 'Invalid vacancy selected'", async () => {
    // The vacancy disappears between loading the form and sending it: the post goes to an id that does not exist.
    const applicant = visitor();
    const page = await applicant.open("/career/1/hiring");
    const form = formWith(page, "Submit");
    form.setAttribute("action", "/career/99999/hiring");
    const files = { resume: new File([new Uint8Array(minimalPdf())], "cv.pdf", { type: "application/pdf" }) };
    const answer = await applicant.land(await applicant.submit(page, form, { values: APPLICANT, button: "Submit", files }), applicant.url("/career/99999/hiring"));
    expect(answer.screen.getByTestId("error-message").textContent).toBe(M.vacancy);
  });
});
