/** The Overview's quotes and samples as the buyer reads them: the sent quote's offer or refusal, and each sample's step. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { renderPage } from "../../../tests/support/component";
import { BasketRequests } from "./basket-requests";

const offer = { kind: "offer", price: 1250, currency: "OMR", priceUnit: "t", validUntil: "2026-12-31", leadTimeDays: 21, note: "Ex works Sohar" } as const;
const sample = (status: string, extra: Record<string, string | number | null> = {}) => ({
  status,
  size: 500,
  unit: "ml",
  reason: null,
  carrier: null,
  tracking: null,
  updatedAt: "2026-03-02T08:00:00.000Z",
  ...extra,
});

const basket = {
  reference: "RFQ-2026-000042",
  sentAt: "2026-03-01T08:00:00.000Z",
  status: "answered",
  quoteSentAt: "2026-03-04T08:00:00.000Z",
  lines: [
    { position: 1, name: "Corrosion inhibitor CI-200", quantity: 2.5, unit: "t", answer: offer, sample: sample("shipped", { carrier: "DHL", tracking: "JD0146" }) },
    { position: 2, name: "Scale inhibitor SI-10", quantity: 4, unit: "drum-208l", answer: { kind: "cannot", reason: "Not sold in Oman" }, sample: sample("declined", { reason: "Out of stock" }) },
    { position: 3, name: "Biocide B-5", quantity: 1, unit: "ibc-1000l", answer: null, sample: sample("delivered", { size: 1, unit: "kg" }) },
    { position: 4, name: "Demulsifier D-1", quantity: 800, unit: "kg", answer: null, sample: null },
  ],
} as const;

function renderBaskets(locale: Locale = "en") {
  renderPage(() => <BasketRequests baskets={[basket as never]} />, { locale, path: "/profile/overview" });
}

/** Each line's cells' text, in the table's order (Intl puts a no-break space between a currency and its amount). */
const rows = async () =>
  (await screen.findAllByTestId("basket-line")).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\u00a0/g, " ")));

describe("the Overview's quotes and samples", () => {
  it("shows the sent quote per line (price per unit, validity, lead time, or why not) and each sample's step", async () => {
    renderBaskets();
    const caption = (await screen.findByText("RFQ-2026-000042")).closest("caption")!;
    expect(caption.textContent).toContain("Sent on 1 Mar 2026 · Status: Answered · Quote sent on 4 Mar 2026");
    expect(await rows()).toEqual([
      ["2.5 t", "OMR 1,250.000 per tValid until 31 Dec 2026Lead time: 21 daysEx works Sohar", "Sample of 500 mLShipped with DHL, tracking number JD0146 (since 2 Mar 2026)"],
      ["4 × 208 L drum", "We cannot offer this solutionReason: Not sold in Oman", "Sample of 500 mLDeclined: Out of stock (since 2 Mar 2026)"],
      ["1 × 1,000 L IBC", "Not quoted yet", "Sample of 1 kgDelivered (since 2 Mar 2026)"],
      ["800 kg", "Not quoted yet", "No sample asked for"],
    ]);
    expect(screen.getByRole("rowheader", { name: "Scale inhibitor SI-10" })).toBeTruthy();
  });

  it("in Arabic, with Latin digits, and English names marked as English", async () => {
    renderBaskets("ar");
    expect(await screen.findByRole("heading", { name: "عروض الأسعار والعيّنات" })).toBeTruthy();
    const [first, second] = await rows();
    expect(first[0]).toBe("2.5 طن");
    expect(first[1]).toMatch(/1,250\.000/);
    expect(first[1]).toContain("لكل طن");
    expect(first[1]).toContain("مدة التوريد: 21 يومًا");
    expect(first[2]).toContain("شُحنت مع DHL، رقم التتبع JD0146");
    expect(second[2]).toContain("مرفوضة: Out of stock");
    expect(screen.getByText("Corrosion inhibitor CI-200").getAttribute("lang")).toBe("en");
  });
});
