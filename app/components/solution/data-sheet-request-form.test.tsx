import type { ActionFunction } from "@remix-run/node";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DataSheetKind } from "~/backend/contract";
import type { Locale } from "~/i18n/locales";
import { heldAction, renderPage } from "../../../tests/support/component";
import DataSheetRequestForm from "./data-sheet-request-form";

const REQUIRED = ["First name is required", "Last name is required", "Email is required", "Job function is required", "Company name is required", "Country is required"];

/** The request form on its own page (/solution/1/request/<kind>), as the page renders it. */
function renderRequestForm(kind: DataSheetKind, { locale = "en", action = heldAction().action }: { locale?: Locale; action?: ActionFunction } = {}) {
  return renderPage(
    () => (
      <DataSheetRequestForm
        kind={kind}
        solutionId={1}
        jobFunctions={[{ id: 3, name: "Process engineer" }]}
        countries={[{ id: 7, name: "Oman" }]}
        submissionKey="key"
        redirectTo="/solution/1"
      />
    ),
    { locale, path: `/solution/1/request/${kind}`, action },
  );
}

const textbox = (name: string) => screen.getByRole("textbox", { name });
const submit = (user: UserEvent, name = "Submit") => user.click(screen.getByRole("button", { name }));

async function fillValid(user: UserEvent) {
  await user.type(textbox("First name"), "Amal");
  await user.type(textbox("Last name"), "Said");
  await user.type(textbox("Company e-mail"), "Amal.Said@Petro-Services.OM");
  await user.selectOptions(screen.getByRole("combobox", { name: "Job function" }), "Process engineer");
  await user.type(textbox("Company"), "Petro Services LLC");
  await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "Oman");
}

describe("the MSDS / TDS / inquiry request form", () => {
  it("MSDS: the spec's messages on submit, then they follow each change", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRequestForm("msds", { action: held.action });
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    await submit(user);
    for (const message of REQUIRED) expect(await screen.findByText(message, { exact: true })).toBeTruthy();

    await user.type(textbox("First name"), "Amal");
    await user.type(textbox("Company e-mail"), "amal@example");
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());
    expect(textbox("First name")).toHaveProperty("value", "Amal");
    expect(textbox("Company e-mail")).toHaveProperty("value", "amal@example");
    expect(held.posts).toHaveLength(0);
  });

  it("Inquiry: the message is required", async () => {
    const user = userEvent.setup();
    renderRequestForm("inquiry");
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText("Message is required")).toBeTruthy();
    expect(textbox("First name")).toHaveProperty("value", "Amal");
    await user.type(textbox("Message"), "Please quote 20 drums delivered to Sohar.");
    await waitFor(() => expect(screen.queryByText("Message is required")).toBeNull());
  });

  it("TDS: 'Submitting...' and disabled while sending", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRequestForm("tds", { action: held.action });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(held.posts[0]?.get("company_email_address")).toBe("Amal.Said@Petro-Services.OM");
    held.release();
    expect(await screen.findByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
  });

  it("under /ar: Arabic messages, what was typed kept, and 'جارٍ الإرسال...' while sending", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRequestForm("msds", { locale: "ar", action: held.action });
    await submit(user, "إرسال");
    expect(await screen.findByText("المجال الوظيفي مطلوب", { exact: true })).toBeTruthy();

    await user.type(textbox("الاسم الأول"), "أمل");
    await user.type(textbox("البريد الإلكتروني للشركة"), "amal@example");
    expect(await screen.findByText("عنوان البريد الإلكتروني غير صالح", { exact: true })).toBeTruthy();
    expect(screen.getByText("اسم العائلة مطلوب", { exact: true })).toBeTruthy();
    expect(screen.queryByText("Invalid email address")).toBeNull();
    expect(textbox("الاسم الأول")).toHaveProperty("value", "أمل");

    await user.type(textbox("اسم العائلة"), "السعيدي");
    await user.clear(textbox("البريد الإلكتروني للشركة"));
    await user.type(textbox("البريد الإلكتروني للشركة"), "amal@petro-services.om");
    await user.selectOptions(screen.getByRole("combobox", { name: "المجال الوظيفي" }), "Process engineer");
    await user.type(textbox("الشركة"), "Petro Services LLC");
    await user.selectOptions(screen.getByRole("combobox", { name: "الدولة" }), "Oman");
    await submit(user, "إرسال");
    expect(await screen.findByRole("button", { name: "جارٍ الإرسال..." })).toHaveProperty("disabled", true);
    held.release();
    expect(await screen.findByRole("button", { name: "إرسال" })).toHaveProperty("disabled", false);
  });
});
