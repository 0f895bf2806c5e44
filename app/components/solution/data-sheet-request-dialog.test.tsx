import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DataSheetKind } from "~/backend/contract";
import type { DataSheetRequestLoad } from "~/forms/data-sheet-request";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/locales";
import { heldAction, renderPage } from "../../../tests/support/component";
import { DataSheetRequestDialog } from "./data-sheet-request-dialog";
// The form the dialog loads when wanted, compiled before the tests rather than within a findBy's second.
import "./data-sheet-request-form";

/**
 * The dialog on the search results, which loads its form from the form's page (its lists and key) and posts to it
 * through a fetcher; the form's code loads as it renders (~/forms/lazy-form).
 */
function renderDialog(kind: DataSheetKind, { locale = "en" }: { locale?: Locale } = {}) {
  const held = heldAction();
  const load: DataSheetRequestLoad = {
    kind,
    title: "TDS Request Form",
    solution: { id: 1, name: "Korozyon İnhibitörü CI-265" },
    jobFunctions: [{ id: 3, name: "Process engineer" }],
    countries: [{ id: 7, name: "Oman" }],
    redirectTo: "/search?q=Korozyon&solution=1",
    submissionKey: "key",
  };
  renderPage(() => <DataSheetRequestDialog solutionId={1} kind={kind} closeHref="/search?q=Korozyon&solution=1" />, {
    locale,
    path: "/search?q=Korozyon&solution=1&request=tds",
    routes: { [localizePath(`/solution/1/request/${kind}`, locale)]: { loader: () => load, action: held.action } },
  });
  return held;
}

describe("the request form in a dialog", () => {
  it("TDS: 'Submitting...' and disabled while sending, posted to the form's page", async () => {
    const user = userEvent.setup();
    const held = renderDialog("tds");
    const dialog = screen.getByRole("dialog", { name: "TDS Request Form" });
    expect(within(dialog).getByRole("status").textContent).toBe("Loading...");

    await user.type(await within(dialog).findByRole("textbox", { name: "First name" }), "Amal");
    await user.type(within(dialog).getByRole("textbox", { name: "Last name" }), "Said");
    await user.type(within(dialog).getByRole("textbox", { name: "Company e-mail" }), "amal@petro-services.om");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Job function" }), "Process engineer");
    await user.type(within(dialog).getByRole("textbox", { name: "Company" }), "Petro Services LLC");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Country" }), "Oman");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));

    expect(await within(dialog).findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(held.posts[0]?.get("redirectTo")).toBe("/search?q=Korozyon&solution=1");
    held.release();
    expect(await within(dialog).findByRole("button", { name: "Submit" })).toHaveProperty("disabled", false);
  });

  it("MSDS under /ar: the dialog's form gives its messages in Arabic", async () => {
    const user = userEvent.setup();
    renderDialog("msds", { locale: "ar" });
    const dialog = screen.getByRole("dialog", { name: "نموذج طلب صحيفة بيانات السلامة (MSDS)" });
    await user.click(await within(dialog).findByRole("button", { name: "إرسال" }));
    expect(await within(dialog).findByText("المجال الوظيفي مطلوب", { exact: true })).toBeTruthy();
    expect(within(dialog).getByText("الاسم الأول مطلوب", { exact: true })).toBeTruthy();
    expect(within(dialog).queryByText("Job function is required")).toBeNull();
  });
});
