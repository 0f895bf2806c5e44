/**
 * The QR sheet of an account's saved solutions, /profile/saved/qr and /ar/…, as the server renders it without
 * JavaScript: the GET form with every saved solution ticked, the sheet in English and Arabic whose every code is uqr's
 * drawing of the solution page's absolute address in the page's language, the choices refused with their messages,
 * the account with nothing saved, and sign-in required. Its printed layout: tests/e2e/hazard-label.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { renderSVG } from "uqr";
import { parseHtml } from "../support/visitor";
import { expectArabicDocument } from "./arabic-pages-helpers";
import { ACCOUNT_PASSWORD, anonymousLikesCookie, base, formWith, pathOf, registerAccount, signedIn, visitor, type Page } from "./support";

const C = "/api/v1/petrochemicals_catalog";
/** The code's options: a quarter of it may be dirty and it still reads; the standard's 4-module quiet zone. */
const QR_OPTIONS = { ecc: "Q", border: 4 } as const;

type Listed = { id: number; name: string };

/** Published demo solutions, named in `language` by the API. */
async function solutions(count: number, language = "en"): Promise<Listed[]> {
  const response = await fetch(`${base}${C}/solutions/?page_size=${count}`, { headers: { "Accept-Language": language } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Listed[] }).results;
}

/** A new account that saved these solutions: liked before signing in, merged into the account at sign-in. */
async function accountSaving(ids: number[]) {
  const email = await registerAccount();
  const account = visitor();
  account.setCookie("__session", await anonymousLikesCookie({ solution: ids, plant: [] }));
  const response = await account.post("/auth/login", new URLSearchParams({ email, password: ACCOUNT_PASSWORD }));
  expect(response.status, "signed in").toBe(302);
  return account;
}

const boxes = (page: Page) => [...page.document.querySelectorAll<HTMLInputElement>("input[type=checkbox][name=solution]")];
const ticked = (page: Page) => boxes(page).filter((box) => box.hasAttribute("checked")).map((box) => Number(box.value));
const alert = (page: Page) => page.screen.getByRole("alert").textContent;

/** Each code on the sheet: its accessible name, the name and address written under it, and its drawing. */
function cells(page: Page) {
  const sheet = page.screen.queryByRole("list", { name: /^QR codes$|^رموز QR$/ });
  if (!sheet) return [];
  return [...sheet.querySelectorAll(":scope > li")].map((cell) => {
    const code = cell.querySelector("[role=img]")!;
    return {
      label: code.getAttribute("aria-label"),
      name: cell.querySelector(".qr-name")!,
      url: cell.querySelector(".qr-url")!,
      svg: code.querySelector(":scope > svg")!,
    };
  });
}

/** The code's drawing is exactly uqr's for `url` (same modules, same size): the printed code opens that address. */
function expectCodeOf(svg: Element, url: string) {
  const expected = parseHtml(`<body>${renderSVG(url, QR_OPTIONS)}</body>`, base).querySelector("svg")!;
  expect(svg.getAttribute("viewBox"), url).toBe(expected.getAttribute("viewBox"));
  expect(svg.innerHTML, url).toBe(expected.innerHTML);
}

describe("the QR sheet of saved solutions", () => {
  it("without a choice: the form lists every saved solution by name, all ticked, and explains the sheet", async () => {
    const three = await solutions(3);
    const account = await accountSaving(three.map((s) => s.id));
    const page = await account.open("/profile/saved/qr");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("QR codes to print");
    expect(page.screen.getByText(/scanning a code opens the solution's page/)).toBeTruthy();
    expect(page.screen.getByText("One sheet holds at most 48 codes, 8 to an A4 page.")).toBeTruthy();
    expect(page.screen.getByRole("group", { name: "Solutions on the sheet" })).toBeTruthy();
    for (const solution of three) expect((page.screen.getByLabelText(solution.name) as HTMLInputElement).value).toBe(String(solution.id));
    expect(ticked(page).sort()).toEqual(three.map((s) => s.id).sort());
    expect(cells(page)).toEqual([]);
  });

  it("the sheet in English: one code per ticked solution, each uqr's drawing of the solution page's absolute address, named, the address written out", async () => {
    const three = await solutions(3);
    const account = await accountSaving(three.map((s) => s.id));
    const form = await account.open("/profile/saved/qr");
    const chosen = three.slice(0, 2);
    const sheet = await account.land(
      await account.submit(form, formWith(form, "Make the sheet"), { values: { solution: chosen.map((s) => String(s.id)) }, button: "Make the sheet" }),
    );
    expect(sheet.status).toBe(200);
    expect(pathOf(sheet)).toBe(`/profile/saved/qr?${chosen.map((s) => `solution=${s.id}`).join("&")}&sheet=1`);
    const shown = cells(sheet);
    expect(shown.map((cell) => cell.name.textContent).sort()).toEqual(chosen.map((s) => s.name).sort());
    for (const cell of shown) {
      const solution = chosen.find((s) => s.name === cell.name.textContent)!;
      const url = `${base}/solution/${solution.id}`;
      expect(cell.label).toBe(`QR code: ${solution.name}`);
      expect(cell.url.textContent).toBe(url);
      expect(cell.url.getAttribute("dir")).toBe("ltr");
      expectCodeOf(cell.svg, url);
    }
    // Printing: A4, and the words for the browser's print command (the button needs JavaScript).
    expect(sheet.html).toContain("@page { size: A4; margin: 12mm }");
    expect(sheet.screen.getByText("Use your browser's print command to print it.")).toBeTruthy();
    expect(sheet.screen.queryByRole("button", { name: "Print" })).toBeNull();
    // The choice can be changed from the sheet: its form holds the sheet's choice.
    expect(ticked(sheet).sort()).toEqual(chosen.map((s) => s.id).sort());
  });

  it("the sheet in Arabic: the codes open the Arabic pages, each solution named as the Arabic catalogue names it", async () => {
    const [first, second] = await solutions(2, "ar");
    const account = await accountSaving([first.id, second.id]);
    const sheet = await account.open(`/ar/profile/saved/qr?solution=${first.id}&solution=${second.id}`);
    expect(sheet.status).toBe(200);
    expectArabicDocument(sheet);
    expect(sheet.screen.getByRole("heading", { level: 1 }).textContent).toBe("رموز QR للطباعة");
    expect(sheet.screen.getByText("استخدم أمر الطباعة في متصفحك لطباعتها.")).toBeTruthy();
    const shown = cells(sheet);
    expect(shown).toHaveLength(2);
    for (const cell of shown) {
      const solution = [first, second].find((s) => s.name === cell.name.textContent)!;
      expect(solution, cell.name.textContent!).toBeTruthy();
      const url = `${base}/ar/solution/${solution.id}`;
      expect(cell.label).toBe(`رمز QR: ${solution.name}`);
      expect(cell.url.textContent).toBe(url);
      expectCodeOf(cell.svg, url);
      // A name with no Arabic letter is marked English on the Arabic page.
      if (!/[\u0600-\u06FF]/.test(solution.name)) expect(cell.name.getAttribute("lang")).toBe("en");
    }
  });

  it("refuses a garbled choice, more than 48, or nothing ticked with a 400 and the form; leaves off what is not saved, with a message", async () => {
    const four = await solutions(4);
    const [a, b, notSaved, alsoNotSaved] = four;
    const account = await accountSaving([a.id, b.id]);

    const garbled = await account.open(`/profile/saved/qr?solution=${a.id}&solution=7%3Bdrop&solution=-1`);
    expect(garbled.status).toBe(400);
    expect(alert(garbled)).toBe("Some of the chosen solutions are not solution numbers. Tick the solutions again.");
    expect(ticked(garbled)).toEqual([a.id]);
    expect(cells(garbled)).toEqual([]);

    const many = Array.from({ length: 49 }, (_, i) => `solution=${i + 1}`).join("&");
    const tooMany = await account.open(`/profile/saved/qr?${many}`);
    expect(tooMany.status).toBe(400);
    expect(alert(tooMany)).toBe("You chose 49 solutions; one sheet holds at most 48. Untick some and make the sheet again.");
    expect(cells(tooMany)).toEqual([]);

    const form = await account.open("/profile/saved/qr");
    const nothing = await account.land(await account.submit(form, formWith(form, "Make the sheet"), { values: { solution: [] }, button: "Make the sheet" }));
    expect(pathOf(nothing)).toBe("/profile/saved/qr?sheet=1");
    expect(nothing.status).toBe(400);
    expect(alert(nothing)).toBe("Tick at least one solution.");
    expect(boxes(nothing)).toHaveLength(2);

    const partly = await account.open(`/profile/saved/qr?solution=${a.id}&solution=${notSaved.id}&solution=${alsoNotSaved.id}&solution=2147483647`);
    expect(partly.status).toBe(200);
    expect(alert(partly)).toBe("3 chosen solutions are not among your saved solutions, so they are left off the sheet.");
    expect(cells(partly).map((cell) => cell.name.textContent)).toEqual([a.name]);

    const noneSaved = await account.open(`/ar/profile/saved/qr?solution=${notSaved.id}`);
    expect(noneSaved.status).toBe(200);
    expect(alert(noneSaved)).toBe("أحد الحلول المختارة ليس من حلولك المحفوظة، لذا لم يُدرج في الورقة.");
    expect(cells(noneSaved)).toEqual([]);
    expect(boxes(noneSaved)).toHaveLength(2);
  });

  it("an account with no saved solution is told so and sent to the catalogue; an anonymous visitor is sent to sign in", async () => {
    const account = await signedIn();
    const empty = await account.open("/profile/saved/qr?solution=1");
    expect(empty.status).toBe(200);
    expect(empty.screen.getByText(/You have not saved any solutions yet\./)).toBeTruthy();
    expect(empty.screen.getByRole("link", { name: "Browse the catalogue" }).getAttribute("href")).toBe("/solutions");
    expect(boxes(empty)).toEqual([]);
    expect(cells(empty)).toEqual([]);

    for (const [path, login] of [
      ["/profile/saved/qr?solution=1", "/auth/login"],
      ["/ar/profile/saved/qr", "/ar/auth/login"],
    ]) {
      const response = await visitor().get(path);
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get("location")!, base);
      expect(location.pathname, path).toBe(login);
      expect(location.searchParams.get("redirectTo"), path).toBe(path);
    }
  });
});
