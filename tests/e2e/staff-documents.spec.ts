/**
 * The document library and data-sheet fulfilment in a real browser, with JavaScript on and off (@nojs): the upload
 * form (a text file named .pdf refused with the other fields kept, then a real PDF uploaded) and the inbox's "Send
 * data sheet" form, then axe on the pages the signed link leads to (tampered: 404, expired: 410) and the
 * requester's Overview; then a new revision sent on to the requester from its Recipients page, and their one mail. What
 * the server answers (the search, the current revision, the download's headers and bytes,
 * the statuses) is proved over HTTP in tests/http/staff-catalogue.test.ts. Each test of each project works on a
 * solution of its own, so none sees another's current revision.
 */
import { createHmac, hkdfSync } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectToast, linkIn, mailTo, putSessionCookie, registerAccount, signInCookie } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

/**
 * A data-sheet token as the server makes one (app/models/data-sheets.server.ts), written out here: HMAC-SHA256 of
 * "<link id>.<expiry in seconds>" under an HKDF key from the e2e server's SESSION_SECRET (playwright.config.ts).
 */
function signedToken(linkId: number, expiresAtSeconds: number) {
  const key = Buffer.from(hkdfSync("sha256", "e2e-secret-0123456789abcdef", "sahel-data-sheets", "data-sheet link v1", 32));
  const payload = `${linkId}.${expiresAtSeconds}`;
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

/** A small, valid one-page PDF. */
function pdf(label: string) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A solution of each test's own in each project: tests run in parallel, and a later upload would become current. */
const solutionIdFor = (project: string, test: "upload" | "send") => ({ js: { upload: 4, send: 2 }, nojs: { upload: 5, send: 3 } })[project === "js" ? "js" : "nojs"][test];

async function solutionName(request: APIRequestContext, id: number) {
  const solution = (await (await request.get(`/api/v1/petrochemicals_catalog/solutions/${id}/`)).json()) as { name: string };
  return solution.name;
}

/** A toast whose words end with a time the test cannot know exactly. */
async function expectToastMatching(page: Page, message: RegExp) {
  if (test.info().project.name === "js") await expect(page.locator("[data-sonner-toast]").filter({ hasText: message }).first()).toBeVisible();
  else await expect(page.getByTestId("flash-message")).toHaveText(message);
}

/** The data-sheet link in the newest mail to `to` with that subject (the solution's page is linked before it). */
async function dataSheetLinkIn(to: string) {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = mailTo(to).filter((m) => /^Your MSDS for .+ \(MSDS-\d{4}-\d{6}\)$/.test(m.subject)).at(-1);
      link = mail ? /https?:\/\/\S+\/data-sheets\/\S+/.exec(mail.text)?.[0] : undefined;
      return Boolean(link);
    }, { message: `the data sheet's mail to ${to}` })
    .toBe(true);
  return new URL(link!).pathname;
}

/** Today in Muscat, as the revision date a sheet printed today carries. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Muscat", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

test.describe("document library and data sheets", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the upload form: a file that is no PDF is refused with the other fields kept; then a PDF is uploaded", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const solutionId = solutionIdFor(test.info().project.name, "upload");
    const name = await solutionName(request, solutionId);
    const sales = await memberCookie(request, ["sales"]);
    const { context, page } = await staffPage(browser, baseURL!, sales.cookie);
    await page.goto(`/staff/documents/${solutionId}`);
    await expect(page.getByRole("heading", { level: 1, name: `Documents: ${name}` })).toBeVisible();

    // A text file named .pdf: refused by its content, the other fields kept, the file asked for again.
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Upload" }) });
    await form.getByLabel("Kind").selectOption({ label: "TDS" });
    await form.getByLabel("Language").selectOption({ label: "German" });
    await form.getByLabel("Revision date").fill("2025-12-01");
    await form.getByLabel("What changed").fill("First issue.");
    await form.getByLabel("PDF file").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some notes, no PDF") });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByText("The file must be a PDF (a .pdf file whose content is a PDF).")).toBeVisible();
    await expect(form.getByLabel("Kind")).toHaveValue("tds");
    await expect(form.getByLabel("Language")).toHaveValue("de");
    await expect(form.getByLabel("Revision date")).toHaveValue("2025-12-01");
    await expect(page.getByTestId("revisions-tds-de")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await form.getByLabel("Kind").selectOption({ label: "MSDS" });
    await form.getByLabel("Language").selectOption({ label: "English" });
    await form.getByLabel("Revision date").fill(today());
    await form.getByLabel("What changed").fill("First issue.");
    await form.getByLabel("PDF file").setInputFiles({ name: "msds-e2e.pdf", mimeType: "application/pdf", buffer: pdf("e2e") });
    await form.getByRole("button", { name: "Upload" }).click();
    await expectToast(page, `Document uploaded. MSDS, English, revision ${today()}.`);
    const revisions = page.getByTestId("revisions-msds-en");
    await expect(revisions.getByRole("link", { name: "msds-e2e.pdf" }).first()).toBeVisible();
    await expect(revisions.getByText("Current").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("a requester's MSDS request is answered from the inbox's Send data sheet form; a new revision reaches them once from its Recipients page; the link pages, the Overview and the Recipients page pass axe", { tag: "@nojs" }, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    const solutionId = solutionIdFor(test.info().project.name, "send");
    const sales = await memberCookie(request, ["sales"]);
    const { context: staffContext, page: staff } = await staffPage(browser, baseURL!, sales.cookie);

    // The sheet the requester will get: uploaded now, dated today, so it is the current English revision.
    const sheet = pdf(`sent ${Date.now()}`);
    await staff.goto(`/staff/documents/${solutionId}`);
    const form = staff.locator("form").filter({ has: staff.getByRole("button", { name: "Upload" }) });
    await form.getByLabel("Kind").selectOption({ label: "MSDS" });
    await form.getByLabel("Language").selectOption({ label: "English" });
    await form.getByLabel("Revision date").fill(today());
    await form.getByLabel("What changed").fill("First issue.");
    await form.getByLabel("PDF file").setInputFiles({ name: "current.pdf", mimeType: "application/pdf", buffer: sheet });
    await form.getByRole("button", { name: "Upload" }).click();
    await expectToast(staff, `Document uploaded. MSDS, English, revision ${today()}.`);

    // A confirmed account asks for the MSDS while signed in.
    const account = await registerAccount(request);
    const confirmed = await request.post(await linkIn(account.email, "Confirm your e-mail address"), { form: {}, maxRedirects: 0 });
    expect(confirmed.status()).toBe(302);
    await putSessionCookie(page.context(), baseURL!, await signInCookie(request, account));
    // It also asks to be told when the SDS changes (the solution page's form, loaded on reach with JavaScript).
    await page.goto(`/solution/${solutionId}`);
    await page.getByRole("button", { name: "Tell me when the SDS changes" }).click();
    await expectToastMatching(page, /^We will e-mail you when the data sheets of .+ are revised\.$/);
    await expect(page.getByRole("button", { name: "Stop telling me" })).toBeVisible();
    await page.goto(`/solution/${solutionId}/request/msds`);
    await page.getByLabel("First name").fill("Amal");
    await page.getByLabel("Last name").fill("Said");
    await page.getByLabel("Company e-mail").fill(account.email);
    await page.getByLabel("Job function").selectOption({ index: 1 });
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Petro Services LLC");
    await page.getByLabel("Country").selectOption({ label: "Oman" });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your request has been submitted successfully");

    // The sales member finds it in the inbox by the requester's address and sends the data sheet.
    const unique = account.email.split("@")[0].split("-")[1];
    await staff.goto(`/staff/inbox?q=${unique}`);
    await staff.getByTestId("inbox-row").first().getByRole("link").first().click();
    await expect(staff).toHaveURL(/\/staff\/inbox\/\d+$/);
    await staff.getByRole("form", { name: "Send data sheet" }).getByRole("button", { name: "Send data sheet" }).click();
    await expectToastMatching(staff, new RegExp(`^MSDS sent to ${account.email.replace(/[.]/g, "\\.")}\\. The link works until .+\\.$`));
    await staffContext.close();

    const link = await dataSheetLinkIn(account.email);

    // A tampered signature: the 404 page, accessible.
    const tampered = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const notFound = await page.goto(tampered);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Link not found" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The same link signed (as the server signs, with the run's SESSION_SECRET) to have ended a second ago: the 410
    // page, which says how to ask again.
    const [, linkId] = /^\/data-sheets\/(\d+)\./.exec(link)!;
    const expired = `/data-sheets/${signedToken(Number(linkId), Math.floor(Date.now() / 1000) - 1)}`;
    const gone = await page.goto(expired);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The requester's Overview: the request, answered.
    await page.goto("/profile/overview");
    const row = page.getByRole("row").filter({ hasText: /MSDS-\d{4}-\d{6}/ }).first();
    await expect(row.getByTestId("request-status")).toHaveText("Answered");
    await expectNoAxeViolations(page);

    // A new revision: the requester (a subscriber too) is among its recipients; "Send the new revision" (a plain form
    // post) queues their message once, and their mailbox gets exactly one, whose link downloads the new revision.
    const { context: revisionContext, page: revisions } = await staffPage(browser, baseURL!, sales.cookie);
    await revisions.goto(`/staff/documents/${solutionId}`);
    const upload = revisions.locator("form").filter({ has: revisions.getByRole("button", { name: "Upload" }) });
    await upload.getByLabel("Kind").selectOption({ label: "MSDS" });
    await upload.getByLabel("Language").selectOption({ label: "English" });
    await upload.getByLabel("Revision date").fill(today());
    await upload.getByLabel("What changed").fill("Section 8: new exposure limits.");
    await upload.getByLabel("PDF file").setInputFiles({ name: "revised.pdf", mimeType: "application/pdf", buffer: pdf(`revised ${Date.now()}`) });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expectToast(revisions, `Document uploaded. MSDS, English, revision ${today()}.`);
    await revisions.getByTestId("revisions-msds-en").getByRole("link", { name: /^Recipients/ }).click();
    await expect(revisions.getByRole("heading", { level: 1 })).toHaveText(/^Recipients: MSDS of .+, English, revision \d{4}-\d{2}-\d{2}$/);
    await expect(revisions.getByTestId("pending-recipients").getByRole("cell", { name: account.email })).toBeVisible();
    await expectNoAxeViolations(revisions);
    await revisions.getByRole("button", { name: /^Send the new revision to \d+ recipients?$/ }).click();
    await expectToastMatching(revisions, /^The new revision is queued for \d+ recipients?\. The log below shows each delivery\.$/);
    await expect(revisions.getByTestId("delivery-log").getByRole("cell", { name: account.email })).toBeVisible();
    await expect(revisions.getByText("Nobody: every recipient of the last 12 months has been sent this revision, or had it already.")).toBeVisible();
    await expectNoAxeViolations(revisions);
    await revisionContext.close();

    let revisionLink: string | undefined;
    await expect
      .poll(() => {
        const mails = mailTo(account.email).filter((m) => m.subject.startsWith("New revision of the MSDS for "));
        revisionLink = /https?:\/\/\S+\/data-sheets\/\S+/.exec(mails[0]?.text ?? "")?.[0];
        return mails.length;
      }, { message: `the new revision's mail to ${account.email}` })
      .toBe(1);
    expect(revisionLink).not.toBe(link);
    const downloaded = await request.get(new URL(revisionLink!).pathname);
    expect(downloaded.status()).toBe(200);
    expect(downloaded.headers()["content-type"]).toBe("application/pdf");
    expect((await downloaded.body()).toString()).toContain("revised ");
  });
});
