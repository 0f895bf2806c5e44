/**
 * The quote basket without JavaScript, in English and Arabic: adding from any page, changing and removing a line,
 * its bounds and bad input, sending it as one request (once per form), and the account's basket with the merge at
 * sign-in.
 */
import { within } from "@testing-library/dom";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeBasket, type BasketLine } from "~/utils/basket-cookie.server";
import { HTTP_SESSION_SECRET } from "./constants";
import { ACCOUNT_PASSWORD, base, errorOf, flashOf, formWith, pathOf, registerAccount, signedIn, visitor, type Page } from "./support";
import type { Visitor } from "../support/visitor";

const COOKIE = "__basket";
let solutions: { id: number; name: string }[] = [];

beforeAll(async () => {
  const response = await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/?page_size=3`);
  solutions = ((await response.json()) as { results: { id: number; name: string }[] }).results;
  expect(solutions.length).toBe(3);
});

const add = (who: Visitor, solution: number | string, extra: Record<string, string> = {}, path = "/basket") =>
  who.post(path, new URLSearchParams({ intent: "add", solution: String(solution), ...extra }));

/** The enhanced button's post: a fetcher's, which asks the route's action for its data (js=1: JSON, not a redirect). */
const addWithScript = (who: Visitor, solution: number, language: "en" | "ar" = "en") =>
  add(who, solution, { js: "1" }, `${language === "ar" ? "/ar" : ""}/basket?_data=${language === "ar" ? "ar/" : ""}routes/_public.basket`);

const countOf = (page: Page) => page.screen.queryByTestId("basket-count")?.textContent ?? null;
const basketLinkOf = (page: Page) => page.screen.getByTestId("basket-link");
const field = (page: Page, label: string | RegExp) => page.screen.getByLabelText(label) as HTMLInputElement;
const chosen = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim();

/** A basket cookie as the server writes it (signed with the run's secret), holding `lines`. */
function cookieWith(lines: Partial<BasketLine>[]) {
  const full = lines.map((line, index): BasketLine => ({ solutionId: 900000 + index, quantity: null, unit: "kg", sample: false, sampleSize: null, sampleUnit: null, note: "", ...line }));
  return encodeBasket(full, HTTP_SESSION_SECRET);
}

/** A visitor whose basket holds the first solution. */
async function withOneLine(path = "/basket") {
  const buyer = visitor();
  expect((await add(buyer, solutions[0].id, {}, path)).status).toBe(302);
  return buyer;
}

describe("adding to the basket", () => {
  it("adds from a solution's page and goes back there with a toast; the header counts the line", async () => {
    const buyer = visitor();
    const response = await add(buyer, solutions[0].id, { redirectTo: `/solution/${solutions[0].id}` });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/solution/${solutions[0].id}`);
    expect(buyer.cookie(COOKIE)).toBeTruthy();
    const page = await buyer.land(response, `${base}/basket`);
    expect(flashOf(page)).toBe("Added to your quote basket");
    expect(countOf(page)).toBe("1");
    expect(basketLinkOf(page).getAttribute("aria-label")).toBe("Quote basket, 1 line");
    expect(basketLinkOf(page).getAttribute("href")).toBe("/basket");
  });

  it("in Arabic: the toast and the header's link are Arabic, and the link stays in Arabic", async () => {
    const buyer = visitor();
    const page = await buyer.land(await add(buyer, solutions[1].id, { redirectTo: `/ar/solution/${solutions[1].id}` }, "/ar/basket"));
    expect(pathOf(page)).toBe(`/ar/solution/${solutions[1].id}`);
    expect(flashOf(page)).toBe("أُضيف إلى سلة عروض الأسعار");
    expect(basketLinkOf(page).getAttribute("href")).toBe("/ar/basket");
    expect(basketLinkOf(page).getAttribute("aria-label")).toBe("سلة عروض الأسعار، بند واحد");
  });

  it("answers the enhanced button in JSON, in the page's language, with the count; a second add is refused", async () => {
    const buyer = visitor();
    const first = await addWithScript(buyer, solutions[0].id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: "Added to your quote basket", count: 1 });
    const again = await addWithScript(buyer, solutions[0].id, "ar");
    expect(await again.json()).toEqual({ ok: false, message: "هذا الحل في سلتك بالفعل: عدّل بنده أدناه", count: 1, reason: "already" });
  });

  it("refuses an unknown solution, and a line already there leads to the basket", async () => {
    const buyer = await withOneLine();
    for (const id of ["999999", "abc", ""]) {
      const page = await buyer.land(await add(buyer, id, { redirectTo: "/solutions" }));
      expect(pathOf(page)).toBe("/solutions");
      expect(flashOf(page)).toBe("This solution is not in our catalogue");
      expect(countOf(page)).toBe("1");
    }
    const page = await buyer.land(await add(buyer, solutions[0].id, { redirectTo: "/solutions" }));
    expect(pathOf(page)).toBe("/basket");
    expect(flashOf(page)).toBe("This solution is in your basket already: change its line below");
  });

  it("refuses the 51st line with the bound, and keeps the 50", async () => {
    const buyer = visitor();
    buyer.setCookie(COOKIE, cookieWith(Array.from({ length: 50 }, () => ({}))));
    const page = await buyer.land(await add(buyer, solutions[0].id, { redirectTo: "/basket" }));
    expect(flashOf(page)).toBe("Your basket holds at most 50 lines: send this request or remove a line first");
    expect(countOf(page)).toBe("50");
    expect(page.screen.getByTestId("basket-bound").textContent).toBe("A basket holds up to 50 lines.");
  });

  it("refuses a change the cookie cannot hold (long notes) with a message, never cutting the basket", async () => {
    const buyer = visitor();
    // Notes of random letters hardly deflate: 16 of 300 characters are more than one cookie holds.
    const noise = () => Array.from({ length: 300 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)]).join("");
    buyer.setCookie(COOKIE, cookieWith(Array.from({ length: 16 }, () => ({ note: noise() }))));
    const response = await addWithScript(buyer, solutions[0].id);
    expect(await response.json()).toMatchObject({ ok: false, count: 16, message: expect.stringMatching(/shorten a note, or sign in/) });
  });
});

describe("the basket page", () => {
  it("shows an empty basket with the bound and the ways to fill it; noindex", async () => {
    const page = await visitor().open("/basket");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Quote basket");
    expect(page.screen.getByRole("heading", { name: "Your basket is empty" })).toBeTruthy();
    const empty = within(page.screen.getByRole("region", { name: "Your basket is empty" }));
    expect(empty.getByRole("link", { name: "Browse the solutions" }).getAttribute("href")).toBe("/solutions");
    expect(empty.getByRole("link", { name: "Find by problem" }).getAttribute("href")).toBe("/find");
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(countOf(page)).toBeNull();
  });

  it("a tampered cookie: the message, an empty basket, and the cookie cleared", async () => {
    const buyer = visitor();
    const cookie = cookieWith([{ solutionId: solutions[0].id }]);
    buyer.setCookie(COOKIE, `${cookie.slice(0, -3)}AAA`);
    const page = await buyer.open("/basket");
    expect(page.status).toBe(200);
    expect(page.screen.getByRole("alert").textContent).toBe("Your basket could not be read, so it starts empty");
    expect(page.screen.getByRole("heading", { name: "Your basket is empty" })).toBeTruthy();
    expect(buyer.cookie(COOKIE)).toBeUndefined();
    buyer.setCookie(COOKIE, "not-even-signed");
    const arabic = await buyer.open("/ar/basket");
    expect(arabic.screen.getByRole("alert").textContent).toBe("تعذرت قراءة سلتك، لذا تبدأ فارغة");
  });

  it("lists a line with its solution's link and the trade's units", async () => {
    const buyer = await withOneLine();
    const page = await buyer.open("/basket");
    expect(page.screen.getByRole("link", { name: solutions[0].name }).getAttribute("href")).toBe(`/solution/${solutions[0].id}`);
    const units = [...(field(page, "Unit") as unknown as HTMLSelectElement).options].map((option) => option.textContent);
    expect(units).toEqual(["kg", "t", "L", "m³", "208 L drum", "1,000 L IBC"]);
    expect(field(page, "Sample wanted").checked).toBe(false);
    expect(field(page, "Delivery term (optional)").textContent).toContain("FOB — Free On Board");
  });

  it("saves quantity, unit, sample and note, and shows them again", async () => {
    const buyer = await withOneLine();
    const page = await buyer.open("/basket");
    const saved = await buyer.land(
      await buyer.submit(page, formWith(page, "Save line"), {
        values: { quantity: "12.5", unit: "drum-208l", sample: "on", sample_size: "2", sample_unit: "l", note: "For the Fahud field" },
      }),
    );
    expect(pathOf(saved)).toBe("/basket");
    expect(flashOf(saved)).toBe("Your basket line was saved");
    expect(field(saved, "Quantity").value).toBe("12.5");
    expect(chosen(field(saved, "Unit"))).toBe("208 L drum");
    expect(field(saved, "Sample wanted").checked).toBe(true);
    expect(field(saved, "Sample size").value).toBe("2");
    expect(chosen(field(saved, "Sample unit"))).toBe("L");
    expect(field(saved, "Note for this line").value).toBe("For the Fahud field");
  });

  it.each(["abc", "-1"])("a quantity of %s keeps what was typed, with the message beside it", async (quantity) => {
    const buyer = await withOneLine();
    const page = await buyer.open("/basket");
    const response = await buyer.submit(page, formWith(page, "Save line"), { values: { quantity, note: "kept" } });
    expect(response.status).toBe(400);
    const again = await buyer.read(response, `${base}/basket`);
    expect(field(again, "Quantity").value).toBe(quantity);
    expect(errorOf(again, field(again, "Quantity"))).toContain("Quantity must be a positive number");
    expect(field(again, "Note for this line").value).toBe("kept");
  });

  it("a sample needs its size, at most 5 kg or 5 L, in Arabic too", async () => {
    const buyer = await withOneLine("/ar/basket");
    const page = await buyer.open("/ar/basket");
    const response = await buyer.submit(page, formWith(page, "حفظ البند"), { values: { sample: "on", sample_size: "9", sample_unit: "kg" } });
    expect(response.status).toBe(400);
    const again = await buyer.read(response, `${base}/ar/basket`);
    expect(errorOf(again, field(again, "حجم العينة"))).toContain("لا تزيد العينة على 5 كغ أو 5 لترات");
    expect(field(again, "أريد عينة").checked).toBe(true);
  });

  it("removes a line, back to the empty basket", async () => {
    const buyer = await withOneLine();
    const page = await buyer.open("/basket");
    const after = await buyer.land(await buyer.submit(page, formWith(page, `Remove ${solutions[0].name} from the basket`)));
    expect(flashOf(after)).toBe("The line was removed from your basket");
    expect(after.screen.getByRole("heading", { name: "Your basket is empty" })).toBeTruthy();
    expect(countOf(after)).toBeNull();
  });

  it("never answers a bad post with a 500", async () => {
    const buyer = await withOneLine();
    const posts: Record<string, string>[] = [
      {},
      { intent: "nonsense" },
      { intent: "save", solution: "abc", unit: "kg" },
      { intent: "save", solution: String(solutions[2].id), unit: "kg" },
      { intent: "save", solution: String(solutions[0].id), unit: "lb", quantity: "1e400", sample_size: "NaN" },
      { intent: "remove", solution: "-3" },
      { intent: "send", country: "x" },
      { intent: "add", solution: "1".repeat(40), redirectTo: "//evil.example" },
    ];
    for (const post of posts) {
      const response = await buyer.post("/basket", new URLSearchParams(post));
      expect(response.status, JSON.stringify(post)).toBeLessThan(500);
      if (response.status >= 300 && response.status < 400) expect(response.headers.get("location")).toMatch(/^\/(?!\/)/);
    }
  });
});

/** The basket page with its line saved at `quantity`, and the request form's first country chosen. */
async function readyToSend(buyer: Visitor, path = "/basket", quantity = "3") {
  const page = await buyer.open(path);
  if (quantity) await buyer.land(await buyer.submit(page, formWith(page, /Save line|حفظ البند/), { values: { quantity } }));
  const ready = await buyer.open(path);
  const country = [...ready.document.querySelectorAll<HTMLOptionElement>('select[name="country"] option')].find((option) => option.value)!.value;
  return { page: ready, country };
}

const REQUEST = { full_name: "Huda Al-Balushi", email: "huda@example.om", mobile: "+968 9123 4567", company: "Fahud Oil", city: "Fahud", incoterm: "FOB", note: "Samples first" };
const REFERENCE = /^RFQ-\d{4}-\d{6}$/;

describe("sending the basket", () => {
  it("refuses wrong fields, keeping everything typed", async () => {
    const buyer = await withOneLine();
    const { page } = await readyToSend(buyer);
    const response = await buyer.submit(page, formWith(page, "Send request"), { values: { ...REQUEST, full_name: " ", email: "no-at" } });
    expect(response.status).toBe(400);
    const again = await buyer.read(response, `${base}/basket`);
    expect(errorOf(again, field(again, /^Full name/))).toBe("Full name is required");
    expect(errorOf(again, field(again, /^E-mail/))).toBe("Invalid email address");
    expect(chosen(field(again, "Delivery term (optional)"))).toBe("FOB — Free On Board");
    expect(field(again, /^Mobile/).value).toBe(REQUEST.mobile);
    expect(field(again, /^Delivery city/).value).toBe("Fahud");
    expect(field(again, "Note (optional)").value).toBe("Samples first");
    // The line's own form is not refilled with the request's note.
    expect(field(again, "Note for this line").value).toBe("");
  });

  it("refuses a basket with a line without quantity", async () => {
    const buyer = await withOneLine();
    const { page, country } = await readyToSend(buyer, "/basket", "");
    const response = await buyer.submit(page, formWith(page, "Send request"), { values: { ...REQUEST, country } });
    expect(response.status).toBe(400);
    const again = await buyer.read(response, `${base}/basket`);
    expect(again.screen.getAllByRole("alert").map((alert: HTMLElement) => alert.textContent)).toContain("Enter a quantity on every line, then send your request");
    expect(field(again, /^Full name/).value).toBe(REQUEST.full_name);
  });

  it("stores one request with one reference, empties the basket, and the same form sent again answers the same reference", async () => {
    const buyer = await withOneLine();
    const { page, country } = await readyToSend(buyer);
    const form = formWith(page, "Send request");
    const sent = await buyer.submit(page, form, { values: { ...REQUEST, country } });
    expect(sent.status).toBe(302);
    const confirmation = await buyer.land(sent);
    expect(pathOf(confirmation)).toMatch(/^\/confirmation\//);
    const reference = confirmation.document.getElementById("confirmation-reference")!.textContent!;
    expect(reference).toMatch(REFERENCE);
    expect(confirmation.screen.getByText("Quote basket request")).toBeTruthy();
    expect(countOf(confirmation)).toBeNull();
    expect((await buyer.open("/basket")).screen.getByRole("heading", { name: "Your basket is empty" })).toBeTruthy();

    const twice = await buyer.land(await buyer.submit(page, form, { values: { ...REQUEST, country } }));
    expect(twice.document.getElementById("confirmation-reference")!.textContent).toBe(reference);
  });

  it("in Arabic: the messages and the confirmation are Arabic", async () => {
    const buyer = await withOneLine("/ar/basket");
    const { page, country } = await readyToSend(buyer, "/ar/basket");
    const refused = await buyer.read(await buyer.submit(page, formWith(page, "إرسال الطلب"), { values: { ...REQUEST, country, mobile: "abc" } }), `${base}/ar/basket`);
    expect(errorOf(refused, field(refused, /^الجوال/))).toBe("رقم الجوال غير صالح");
    const confirmation = await buyer.land(await buyer.submit(page, formWith(page, "إرسال الطلب"), { values: { ...REQUEST, country } }));
    expect(pathOf(confirmation)).toMatch(/^\/ar\/confirmation\//);
    expect(confirmation.screen.getByRole("heading", { level: 1 }).textContent).toBe("تم إرسال طلبك بنجاح");
    expect(confirmation.document.getElementById("confirmation-reference")!.textContent).toMatch(REFERENCE);
  });
});

describe("an account's basket", () => {
  it("is kept in the account, not in a cookie, and starts the request with the account's address", async () => {
    const account = await signedIn();
    const page = await account.land(await add(account, solutions[0].id, { redirectTo: "/basket" }));
    expect(account.cookie(COOKIE)).toBeUndefined();
    expect(countOf(page)).toBe("1");
    expect(field(page, /^E-mail/).value).toBe(account.email);
    // The same account elsewhere sees the same basket.
    const elsewhere = await signedIn(account.email);
    expect(countOf(await elsewhere.open("/basket"))).toBe("1");
  });

  it("takes in the basket gathered before signing in, and the cookie goes", async () => {
    const email = await registerAccount();
    const buyer = visitor();
    await add(buyer, solutions[1].id);
    await add(buyer, solutions[2].id);
    expect(buyer.cookie(COOKIE)).toBeTruthy();
    const login = await buyer.post("/auth/login", new URLSearchParams({ email, password: ACCOUNT_PASSWORD }));
    expect(login.status).toBe(302);
    expect(buyer.cookie(COOKIE)).toBeUndefined();
    const page = await buyer.open("/basket");
    expect(countOf(page)).toBe("2");
    expect(page.screen.getByRole("link", { name: solutions[2].name })).toBeTruthy();
  });

  it("says at sign-in how many lines did not fit an account's full basket", async () => {
    const catalogue = (await (await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/?page_size=52`)).json()) as { results: { id: number }[] };
    const ids = catalogue.results.map((solution) => solution.id);
    expect(ids).toHaveLength(52);
    const email = await registerAccount();
    const account = await signedIn(email);
    for (const id of ids.slice(0, 50)) expect((await add(account, id)).status).toBe(302);
    const buyer = visitor();
    buyer.setCookie(COOKIE, cookieWith(ids.slice(50).map((solutionId) => ({ solutionId }))));
    const login = await buyer.post("/ar/auth/login", new URLSearchParams({ email, password: ACCOUNT_PASSWORD }));
    expect(login.status).toBe(302);
    const page = await buyer.land(login, `${base}/ar/basket`);
    expect(flashOf(page)).toBe("تم تسجيل الدخول بنجاح. لم يتسع حسابك لـ 2 من بنود السلة في هذا المتصفح: تتسع سلة الحساب لـ 50 بندًا كحد أقصى");
    expect(countOf(page)).toBe("50");
  });
});
