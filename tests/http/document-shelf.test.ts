/**
 * The account's document shelf and site pack over HTTP, as a visitor without JavaScript uses them: the sheet sales
 * sent is on the shelf in English and Arabic, marked once a new revision is uploaded; its download form answers with a
 * fresh signed link that downloads the current PDF; the pack page's GET form answers with a ZIP whose index.csv gives
 * each PDF's SHA-256; refused packs are a 400 page naming the problem; a visitor who is not signed in is sent to sign in.
 */
import { within } from "@testing-library/dom";
import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { Visitor } from "../support/visitor";
import { confirmedAccount, documentOf, formWith, signedIn, staffMember, visitor, type Page } from "./support";
import { fieldOf, fillIn, today, uploadSheet } from "./staff-helpers";

/** A solution no other HTTP test file sends sheets of. */
const SOLUTION_ID = 5;

/** A one-page PDF with some bulk, so it is sent in more than one chunk. */
function pdf(label: string) {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n% ${label}\n`),
    Buffer.alloc(150_000, `% ${label} `),
    Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n"),
  ]);
}

async function uploadMsds(sales: Visitor, file: Buffer) {
  const page = await uploadSheet(sales, SOLUTION_ID, new File([new Uint8Array(file)], "msds.pdf", { type: "application/pdf" }), { whatChanged: "Section 8 updated." });
  expect(page.status, "uploaded").toBe(200);
}

/** A confirmed account that asked for the solution's MSDS while signed in, and that sales then sent it. */
async function accountSentTheMsds(sales: Visitor) {
  const account = await confirmedAccount();
  const email = account.email;
  const request = await account.open(`/solution/${SOLUTION_ID}/request/msds`);
  const form = formWith(request, "Submit");
  fillIn(form, { "First name": "Amal", "Last name": "Said", "Company e-mail": email, Company: "Petro Services LLC", Country: "Oman" });
  fillIn(form, { "Job function": (fieldOf(form, "Job function") as HTMLSelectElement).options[1].value });
  expect((await account.submit(request, form)).status, "requested").toBe(302);
  const inbox = await sales.open(`/staff/inbox?q=${email.split("@")[0].split("-")[1]}`);
  const item = await sales.open(inbox.screen.getAllByTestId("inbox-row")[0].querySelector("a")!.getAttribute("href")!);
  const answered = await sales.submit(item, item.screen.getByRole("form", { name: "Send data sheet" }) as HTMLFormElement, { button: "Send data sheet" });
  expect(answered.status, "sent").toBe(302);
  return account;
}

const rowsOf = (page: Page) => page.screen.queryAllByTestId("shelf-row") as HTMLElement[];

let account: Awaited<ReturnType<typeof signedIn>>;
let current: Buffer;

beforeAll(async () => {
  const sales = await staffMember(["sales"]);
  await uploadMsds(sales, pdf(`first ${Date.now()}`));
  account = await accountSentTheMsds(sales);
  current = pdf(`second ${Date.now()}`);
  await uploadMsds(sales, current);
}, 120_000);

describe("the document shelf", { timeout: 60_000 }, () => {
  it("lists the sheet sent, marked as revised since, in English and in Arabic, from the profile's navigation", async () => {
    const page = await account.open("/profile/documents");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1, name: "Data sheets" })).toBeTruthy();
    const nav = page.screen.getByRole("navigation", { name: "Profile pages" });
    expect(within(nav).getByRole("link", { name: "Data sheets" }).getAttribute("href")).toBe("/profile/documents");
    const [row] = rowsOf(page);
    expect(rowsOf(page)).toHaveLength(1);
    const cells = within(row);
    expect(cells.getByRole("link").getAttribute("href")).toBe(`/solution/${SOLUTION_ID}`);
    expect(row.textContent).toContain("MSDS");
    expect(row.textContent).toContain("English");
    expect(cells.getByTestId("revised-mark").textContent).toContain("Revised since you received it");
    expect(page.screen.getByRole("link", { name: "Make a site pack" }).getAttribute("href")).toBe("/profile/documents/pack");

    const arabic = await account.open("/ar/profile/documents");
    expect(documentOf(arabic)).toMatchObject({ lang: "ar", dir: "rtl" });
    expect(arabic.screen.getByRole("heading", { level: 1, name: "صحائف البيانات" })).toBeTruthy();
    expect(within(rowsOf(arabic)[0]).getByTestId("revised-mark").textContent).toContain("رُوجعت منذ أن استلمتها");
    expect(within(rowsOf(arabic)[0]).getByRole("link").getAttribute("href")).toBe(`/ar/solution/${SOLUTION_ID}`);
  });

  it("a row's download posts for a fresh signed link that downloads the current revision; then the row is up to date", async () => {
    const arabic = await account.open("/ar/profile/documents");
    const toArabic = await account.submit(arabic, formWith(arabic, /^تنزيل المراجعة الحالية/));
    expect(toArabic.status).toBe(302);
    expect(toArabic.headers.get("location")).toMatch(/^\/ar\/data-sheets\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);

    const page = await account.open("/profile/documents");
    const response = await account.submit(page, formWith(page, /^Download the current revision/));
    expect(response.status).toBe(302);
    const link = response.headers.get("location")!;
    expect(link).toMatch(/^\/data-sheets\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    // The link works for anyone holding it, like a mailed one: no cookie needed.
    const download = await visitor().get(link);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(current)).toBe(true);

    const after = await account.open("/profile/documents");
    expect(within(rowsOf(after)[0]).getByTestId("up-to-date").textContent).toBe("Up to date");
  });

  it("refuses a download of a sheet never sent to the account, with the reason on the page", async () => {
    const page = await account.open("/profile/documents");
    const refused = await account.read(await account.submit(page, formWith(page, /^Download the current revision/), { values: { solution_id: "1" } }), page.url);
    expect(refused.status).toBe(400);
    expect(refused.screen.getByRole("alert").textContent).toBe(
      "This sheet was never sent to this account, so it cannot be downloaded here. Request it on the solution's page.",
    );
  });

  it("an account with no sheets is told how to get one", async () => {
    const newcomer = await signedIn();
    const page = await newcomer.open("/profile/documents");
    expect(page.screen.getByText("No data sheets have been sent to this account yet.")).toBeTruthy();
    expect(page.screen.getByText(/request its SDS or TDS while signed in/)).toBeTruthy();
  });

  it("sends a visitor who is not signed in to sign in, and back afterwards", async () => {
    for (const path of ["/profile/documents", "/profile/documents/pack", `/profile/documents/pack.zip?solution=${SOLUTION_ID}`]) {
      const response = await visitor().get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/auth/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });
});

describe("the site pack", { timeout: 60_000 }, () => {
  it("the page's GET form answers with a ZIP of the current PDF and an index whose SHA-256 matches it", async () => {
    const page = await account.open("/profile/documents/pack");
    expect(page.screen.getByRole("heading", { level: 1, name: "Site pack" })).toBeTruthy();
    expect(page.screen.getByTestId("pack-limits").textContent).toBe("A pack holds at most 50 solutions and 100 MB of PDFs.");
    const form = formWith(page, "Download the site pack");
    expect(form.getAttribute("method")).toBe("get");
    const box = within(form).getByRole("checkbox", { name: /sheets sent to you/ }) as HTMLInputElement;
    expect(box.value).toBe(String(SOLUTION_ID));
    box.checked = true;
    const chosen = await account.submit(page, form);
    expect(chosen.status).toBe(302);
    const zipUrl = chosen.headers.get("location")!;
    expect(zipUrl).toBe(`/profile/documents/pack.zip?make=1&solution=${SOLUTION_ID}`);

    const response = await account.get(zipUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="site-pack-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const pdfs = Object.keys(files).filter((name) => name.endsWith(".pdf"));
    expect(pdfs).toEqual([expect.stringMatching(new RegExp(`^${SOLUTION_ID}-[A-Za-z0-9-]+-MSDS-en-${today()}\\.pdf$`))]);
    expect(Buffer.from(files[pdfs[0]]).equals(current)).toBe(true);
    const csv = strFromU8(files["index.csv"]).replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.split(","));
    expect(csv[0]).toEqual(["solution", "document", "kind", "language", "revision", "revision date", "SHA-256"]);
    const msds = csv.find((cells) => cells[1] === pdfs[0])!;
    expect(msds.slice(2, 4)).toEqual(["MSDS", "en"]);
    expect(msds[5]).toBe(today());
    expect(msds[6]).toBe(createHash("sha256").update(files[pdfs[0]]).digest("hex"));
    // No TDS for this solution yet: listed, not left out.
    expect(csv.find((cells) => cells[2] === "TDS")?.[1]).toBe("No data sheet yet");
    expect(strFromU8(files["index.html"])).toContain('<html lang="en" dir="ltr">');

    // From the Arabic page: the index in Arabic, right to left.
    const arabic = unzipSync(new Uint8Array(await (await account.get(`/ar/profile/documents/pack.zip?solution=${SOLUTION_ID}`)).arrayBuffer()));
    expect(strFromU8(arabic["index.html"])).toContain('<html lang="ar" dir="rtl">');
    expect(strFromU8(arabic["index.html"])).toContain("لا توجد صحيفة بيانات بعد");
  });

  it("refuses too many solutions, one that is not the account's, and garbage, on a 400 page that names the problem", async () => {
    const refusals: [string, string][] = [
      [Array.from({ length: 51 }, (_, i) => `solution=${i + 1}`).join("&"), "You chose 51 solutions; a pack holds at most 50. Untick some and try again."],
      ["solution=1", "A pack holds only solutions whose sheets we sent you or that you saved, and these are neither: 1."],
      [`solution=${SOLUTION_ID}&solution=12abc`, "“12abc” is not a solution from this list. Choose from the list below."],
      ["", "Choose at least one solution."],
    ];
    for (const [query, message] of refusals) {
      const page = await account.open(`/profile/documents/pack?make=1&${query}`);
      expect(page.status, query).toBe(400);
      expect(page.screen.getByRole("alert").textContent, query).toBe(message);
    }
    // The ZIP's own address, typed: sent back to the page, which names the problem; never a partial ZIP.
    const typed = await account.get("/profile/documents/pack.zip?solution=not-a-number");
    expect(typed.status).toBe(302);
    const page = await account.land(typed, account.url("/profile/documents/pack.zip?solution=not-a-number"));
    expect(page.status).toBe(400);
    expect(page.screen.getByRole("alert").textContent).toBe("“not-a-number” is not a solution from this list. Choose from the list below.");
    // The boxes stay as they were ticked.
    const kept = await account.open(`/profile/documents/pack?make=1&solution=${SOLUTION_ID}&solution=1`);
    expect((kept.screen.getByRole("checkbox", { name: /sheets sent to you/ }) as HTMLInputElement).checked).toBe(true);
    const arabic = await account.open("/ar/profile/documents/pack?make=1&solution=1");
    expect(arabic.status).toBe(400);
    expect(arabic.screen.getByRole("alert").textContent).toBe("لا تضم الحزمة إلا الحلول التي أرسلنا إليك صحائفها أو التي حفظتها، وهذه ليست منها: 1.");
  });
});
