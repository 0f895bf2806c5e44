import type { ActionFunction } from "@remix-run/node";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Location } from "~/backend/contract";
import type { Locale } from "~/i18n/locales";
import { heldAction, renderPage } from "../../../tests/support/component";
import ContactForm, { type ContactAnswer } from "./contact-form";

const COUNTRIES: Location[] = [
  { id: 1, name: "Oman" },
  { id: 2, name: "United Arab Emirates" },
];
const CITIES: Record<string, Location[]> = {
  "1": [
    { id: 11, name: "Muscat" },
    { id: 12, name: "Sohar" },
  ],
  "2": [{ id: 21, name: "Dubai" }],
};

/** The contact page's form, its cities fetched from /contact-us/cities as on the site. */
function renderContact({ locale = "en", answer = null, action }: { locale?: Locale; answer?: ContactAnswer | null; action?: ActionFunction } = {}) {
  return renderPage(() => <ContactForm countries={COUNTRIES} submissionKey="key" answer={answer} />, {
    locale,
    path: "/contact-us",
    action: action ?? heldAction().action,
    routes: { "/contact-us/cities": { loader: ({ request }) => ({ cities: CITIES[new URL(request.url).searchParams.get("country") ?? ""] ?? [] }) } },
  });
}

const form = () => screen.getByRole("form", { name: "Get in touch" });
const send = (user: UserEvent) => user.click(within(form()).getByRole("button", { name: "Send message" }));

async function chooseCountry(user: UserEvent, country: string, countryLabel = "Country", cityLabel = "City") {
  await user.selectOptions(screen.getByRole("combobox", { name: countryLabel }), country);
  await waitFor(() => expect(screen.getByRole("combobox", { name: cityLabel })).toHaveProperty("disabled", false));
}

describe("the 'Get in touch' form", () => {
  it("an empty submission shows each required field's message", async () => {
    const user = userEvent.setup();
    renderContact();
    await send(user);
    for (const message of ["First name is required", "Last name is required", "Email is required", "Phone number is required", "City is required"]) {
      expect(await within(form()).findByText(message, { exact: true })).toBeTruthy();
    }
    expect(screen.getByRole("textbox", { name: "First name" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("the messages follow the visitor's corrections, and the first field in error has the focus", async () => {
    const user = userEvent.setup();
    renderContact();
    await send(user);
    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "First name" }));
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Huda");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "huda@");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
  });

  it("the city list is disabled until a country is chosen, then lists that country's cities, without a message", async () => {
    const user = userEvent.setup();
    renderContact();
    const city = screen.getByRole("combobox", { name: "City" });
    expect(city).toHaveProperty("disabled", true);
    expect(screen.getByText("Choose a country first.")).toBeTruthy();
    // With JavaScript the cities come by themselves: no 'Show cities' step.
    expect(screen.queryByRole("button", { name: "Show cities" })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "First name" }), "Huda");
    await chooseCountry(user, "Oman");
    expect(within(screen.getByRole("combobox", { name: "City" })).queryByRole("option", { name: "Muscat" })).toBeTruthy();
    expect(within(screen.getByRole("combobox", { name: "City" })).queryByRole("option", { name: "Dubai" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveProperty("value", "Huda");
    expect(screen.queryByText("Last name is required")).toBeNull();

    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "United Arab Emirates");
    expect(await within(screen.getByRole("combobox", { name: "City" })).findByRole("option", { name: "Dubai" })).toBeTruthy();
    expect(within(screen.getByRole("combobox", { name: "City" })).queryByRole("option", { name: "Muscat" })).toBeNull();
  });

  it("reads 'Submitting...' and is disabled while the message is sent", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderContact({ action: held.action });
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Huda");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Al-Saadi");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "huda@example.om");
    await user.type(screen.getByRole("textbox", { name: "Phone number" }), "+968 9123 4567");
    await chooseCountry(user, "Oman");
    await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "Muscat");
    await send(user);

    expect(await within(form()).findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(held.posts[0]?.get("city")).toBe("11");
    held.release();
    expect(await within(form()).findByRole("button", { name: "Send message" })).toHaveProperty("disabled", false);
  });

  it("shows the server's reason for a refused message beside the form", () => {
    renderContact({
      answer: { fieldErrors: {}, repopulateFields: { first_name: "Huda" }, formError: "Invalid city selected", formId: "contact", cities: [] },
    });
    expect(within(form()).getByRole("alert").textContent).toBe("Invalid city selected");
  });

  describe("under /ar", () => {
    it("an empty form shows every required field's message in Arabic and keeps the typed message", async () => {
      const user = userEvent.setup();
      renderContact({ locale: "ar" });
      const form = screen.getByRole("form", { name: "تواصل معنا" });
      await user.type(within(form).getByRole("textbox", { name: "الرسالة" }), "سؤال عن مثبطات الترسب");
      await user.click(within(form).getByRole("button", { name: "إرسال الرسالة" }));
      for (const message of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "البريد الإلكتروني مطلوب", "رقم الهاتف مطلوب", "المدينة مطلوبة"]) {
        expect(await within(form).findByText(message, { exact: true })).toBeTruthy();
      }
      expect(screen.queryByText("First name is required")).toBeNull();
      expect(within(form).getByRole("textbox", { name: "الرسالة" })).toHaveProperty("value", "سؤال عن مثبطات الترسب");
      expect(within(form).getByRole("textbox", { name: "الاسم الأول" }).getAttribute("aria-invalid")).toBe("true");

      await user.type(within(form).getByRole("textbox", { name: "الاسم الأول" }), "هدى");
      await waitFor(() => expect(screen.queryByText("الاسم الأول مطلوب")).toBeNull());
      expect(within(form).getByText("اسم العائلة مطلوب")).toBeTruthy();
    });

    it("reads 'جارٍ الإرسال...' while the message is sent", async () => {
      const user = userEvent.setup();
      const held = heldAction();
      renderContact({ locale: "ar", action: held.action });
      await user.type(screen.getByRole("textbox", { name: "الاسم الأول" }), "هدى");
      await user.type(screen.getByRole("textbox", { name: "اسم العائلة" }), "السعدية");
      await user.type(screen.getByRole("textbox", { name: "البريد الإلكتروني" }), "huda@example.om");
      await user.type(screen.getByRole("textbox", { name: "رقم الهاتف" }), "+968 9123 4567");
      await chooseCountry(user, "Oman", "الدولة", "المدينة");
      await user.selectOptions(screen.getByRole("combobox", { name: "المدينة" }), "Muscat");
      await user.click(screen.getByRole("button", { name: "إرسال الرسالة" }));
      expect(await screen.findByRole("button", { name: "جارٍ الإرسال..." })).toHaveProperty("disabled", true);
      held.release();
      expect(await screen.findByRole("button", { name: "إرسال الرسالة" })).toHaveProperty("disabled", false);
    });

    it("gives a refused message's reason in Arabic", () => {
      renderContact({
        locale: "ar",
        answer: { fieldErrors: {}, repopulateFields: {}, formError: "Invalid city selected", formId: "contact", cities: [] },
      });
      expect(screen.getByRole("alert").textContent).toBe("المدينة المختارة غير صالحة");
      expect(screen.queryByText("Invalid city selected")).toBeNull();
    });
  });
});
