import type { ActionFunction } from "@remix-run/node";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { localizePath, type Locale } from "~/i18n/locales";
import { heldAction, renderPage } from "../../../tests/support/component";
import QuoteForm from "./quote-form";

/** The product page's request form, posting to the page with its dialog open (/solution/1?quote=1). */
function renderQuote({ locale = "en", action = heldAction().action }: { locale?: Locale; action?: ActionFunction } = {}) {
  return renderPage(() => <QuoteForm action={localizePath("/solution/1?quote=1", locale)} submissionKey="key" />, {
    locale,
    path: "/solution/1?quote=1",
    action,
  });
}

const unitOptions = (name: string) => within(screen.getByRole("combobox", { name })).getAllByRole("option").map((option) => option.textContent);

describe("the product request form", () => {
  it("validates, and 'Quantity must be a positive number' follows the quantity as it is corrected", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderQuote({ action: held.action });
    // The basket's units: the old site's "kg, mg, kg" had a duplicate and a unit no process chemical is bought in.
    expect(unitOptions("Unit")).toEqual(["kg", "t", "L", "m³", "208 L drum", "1,000 L IBC"]);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    for (const message of ["Full name is required", "Email is required", "Mobile is required", "Quantity is required"]) {
      expect(await screen.findByText(message, { exact: true })).toBeTruthy();
    }

    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Amal Said");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "amal@example.om");
    await user.type(screen.getByRole("textbox", { name: "Mobile" }), "+968 9123 4567");
    const quantity = screen.getByRole("spinbutton", { name: "Quantity" });
    await user.type(quantity, "-2");
    expect(await screen.findByText("Quantity must be a positive number")).toBeTruthy();
    expect(screen.queryByText("Full name is required")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveProperty("value", "Amal Said");

    await user.clear(quantity);
    await user.type(quantity, "250");
    await waitFor(() => expect(screen.queryByText("Quantity must be a positive number")).toBeNull());
    expect(held.posts).toHaveLength(0);
  });

  it("reads 'Submitting...' and is disabled while the request is sent", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderQuote({ action: held.action });
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Amal Said");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "amal@example.om");
    await user.type(screen.getByRole("textbox", { name: "Mobile" }), "+968 9123 4567");
    await user.type(screen.getByRole("spinbutton", { name: "Quantity" }), "250");
    await user.selectOptions(screen.getByRole("combobox", { name: "Unit" }), "208 L drum");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(held.posts[0]?.get("unit")).toBe("drum-208l");
    held.release();
    expect(await screen.findByRole("button", { name: "Send request" })).toHaveProperty("disabled", false);
  });

  it("speaks Arabic under /ar: its units and its messages", async () => {
    const user = userEvent.setup();
    renderQuote({ locale: "ar" });
    expect(unitOptions("الوحدة")).toEqual(["كغ", "طن", "لتر", "م³", "برميل 208 لترات", "حاوية IBC سعة 1,000 لتر"]);
    await user.click(screen.getByRole("button", { name: "أرسل الطلب" }));
    for (const message of ["الاسم الكامل مطلوب", "البريد الإلكتروني مطلوب"]) {
      expect(await screen.findByText(message, { exact: true })).toBeTruthy();
    }
    expect(screen.queryByText("Full name is required")).toBeNull();
  });
});
