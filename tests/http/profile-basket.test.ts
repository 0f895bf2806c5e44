/**
 * A buyer's basket requests on /profile/overview and /ar/profile/overview, without JavaScript: a confirmed account
 * sends one through the API with its bearer token, then reads it among what it sent, with its lines and its samples.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD, base, confirmedAccount } from "./support";

const PATH = "/api/v1/petrochemicals_catalog/basket_requests/";

/** The account's bearer token from the API's sign-in. */
async function accessToken(email: string) {
  const response = await fetch(`${base}/api/v1/account/login/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: ACCOUNT_PASSWORD }) });
  expect(response.status).toBe(200);
  return (await response.json()).access_token as string;
}

describe("the Overview's quotes and samples", () => {
  it("lists a basket request sent with the account's token, in English and Arabic, with its lines and requested samples", async () => {
    const account = await confirmedAccount();
    const solutions = (await (await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/?page_size=3`)).json()).results as { id: number; name: string }[];
    const country = (await (await fetch(`${base}/api/v1/core/locations/?type=country`)).json()).data[0].id;
    const sent = await fetch(`${base}${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${await accessToken(account.email)}` },
      body: JSON.stringify({
        full_name: "Amal Said",
        email: account.email,
        mobile: "+968 9123 4567",
        country,
        city: "Sohar",
        lines: [
          { solution: solutions[0].id, quantity: 2.5, unit: "t" },
          { solution: solutions[1].id, quantity: 4, unit: "drum-208l", sample: true, sample_size: 500, sample_unit: "ml" },
          { solution: solutions[2].id, quantity: 1500, unit: "l", sample: true, sample_size: 1, sample_unit: "kg" },
        ],
      }),
    });
    expect(sent.status).toBe(201);
    const { reference } = await sent.json();

    const english = await account.open("/profile/overview");
    expect(english.status).toBe(200);
    expect(english.screen.getByText("Basket requests").closest("div")?.textContent).toContain("1");
    // The latest list names the first line's solution and how many more lines the request has.
    const latest = english.screen.getAllByText(reference).find((cell: HTMLElement) => cell.tagName === "TD")!.closest("tr")!;
    expect(latest.textContent).toContain(`Basket request: ${solutions[0].name} and 2 more lines`);

    const [basket] = english.screen.getAllByTestId("basket-request");
    expect(basket.querySelector("caption")?.textContent).toContain(reference);
    expect(basket.querySelector("caption")?.textContent).toContain("Quote in preparation");
    const lines = [...basket.querySelectorAll("[data-testid=basket-line]")].map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s*\(since [^)]*\)/, "")));
    expect(lines).toEqual([
      [solutions[0].name, "2.5 t", "Not quoted yet", "No sample asked for"],
      [solutions[1].name, "4 × 208 L drum", "Not quoted yet", "Sample of 500 mLRequested"],
      [solutions[2].name, "1,500 L", "Not quoted yet", "Sample of 1 kgRequested"],
    ]);

    const arabic = await account.open("/ar/profile/overview");
    expect(arabic.status).toBe(200);
    expect(arabic.screen.getByRole("heading", { name: "عروض الأسعار والعيّنات" })).toBeTruthy();
    const [arabicBasket] = arabic.screen.getAllByTestId("basket-request");
    const arabicLines = [...arabicBasket.querySelectorAll("[data-testid=basket-line]")].map((row) => [...row.children].slice(1).map((cell) => cell.textContent?.replace(/\s*\(منذ [^)]*\)/, "")));
    expect(arabicLines).toEqual([
      ["2.5 طن", "لم يُسعَّر بعد", "لم تُطلب عيّنة"],
      ["4 × برميل 208 لترات", "لم يُسعَّر بعد", "عيّنة بحجم 500 ملمطلوبة"],
      ["1,500 لتر", "لم يُسعَّر بعد", "عيّنة بحجم 1 كغمطلوبة"],
    ]);
    expect(arabic.screen.getAllByTestId("sample-status").map((status: HTMLElement) => status.textContent)).toEqual([expect.stringMatching(/^مطلوبة \(منذ .*2\d{3}\)$/), expect.stringMatching(/^مطلوبة/)]);
  });
});
