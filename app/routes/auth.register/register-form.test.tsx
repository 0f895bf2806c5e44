import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { heldAction, renderPage } from "../../../tests/support/component";
import RegisterForm from "./register-form";

const PASSWORD = "a long enough password";

function renderRegister(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(() => <RegisterForm />, { path: "/auth/register", ...options });
}

describe("the registration form", () => {
  it("offers the blog subscription unticked, with the privacy notice linked beside it", () => {
    renderRegister();
    expect(screen.getByLabelText("Subscribe to our blog")).toHaveProperty("checked", false);
    expect(screen.getByRole("link", { name: "privacy notice" }).getAttribute("href")).toBe("/privacy");
  });

  it("carries the page the visitor came from, for sign-in to return to", () => {
    const { container } = renderRegister({ path: "/auth/register?redirectTo=%2Fsolutions" });
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="redirectTo"]')?.value).toBe("/solutions");
  });

  it("an empty submission shows each field's message, in the spec's words, and posts nothing", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRegister({ action: held.action });
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Confirm Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(held.posts).toHaveLength(0);
  });

  it("shows 'Passwords do not match' on the confirm field, and it goes as the visitor corrects it", async () => {
    const user = userEvent.setup();
    renderRegister({ action: heldAction().action });
    await user.type(screen.getByLabelText("Email"), "layla@example.om");
    await user.type(screen.getByLabelText("Password", { exact: true }), PASSWORD);
    const confirm = screen.getByLabelText("Confirm password");
    await user.type(confirm, `${PASSWORD}!`);
    await user.click(screen.getByRole("button", { name: "Register" }));

    const mismatch = await screen.findByText("Passwords do not match");
    // The message belongs to the confirm field.
    expect(confirm.getAttribute("aria-describedby")).toContain(mismatch.id);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password", { exact: true }).getAttribute("aria-invalid")).toBeNull();

    await user.type(confirm, "{Backspace}");
    await waitFor(() => expect(screen.queryByText("Passwords do not match")).toBeNull());
    expect(confirm.getAttribute("aria-invalid")).toBeNull();
  });

  it("reads 'Submitting...' and is disabled while the registration is sent", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRegister({ action: held.action });
    await user.type(screen.getByLabelText("Email"), "layla@example.om");
    await user.type(screen.getByLabelText("Password", { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText("Confirm password"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    const pending = await screen.findByRole("button", { name: "Submitting..." });
    expect(pending).toHaveProperty("disabled", true);
    expect(held.posts[0]?.get("email")).toBe("layla@example.om");
    held.release();
    expect(await screen.findByRole("button", { name: "Register" })).toHaveProperty("disabled", false);
  });

  it("speaks Arabic under /ar: the messages, then 'كلمتا المرور غير متطابقتين' and 'جارٍ الإرسال...'", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderRegister({ locale: "ar", action: held.action });
    await user.click(screen.getByRole("button", { name: "تسجيل" }));
    expect(await screen.findByText("عنوان البريد الإلكتروني غير صالح")).toBeTruthy();
    expect(screen.getByText("يجب ألا تقل كلمة المرور عن 8 أحرف")).toBeTruthy();
    expect(screen.getByText("تأكيد كلمة المرور مطلوب")).toBeTruthy();
    expect(screen.queryByText("Invalid email address")).toBeNull();

    await user.type(screen.getByLabelText("البريد الإلكتروني"), "layla@example.om");
    await user.type(screen.getByLabelText("كلمة المرور", { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), `${PASSWORD}!`);
    expect(await screen.findByText("كلمتا المرور غير متطابقتين")).toBeTruthy();
    expect(screen.queryByText("عنوان البريد الإلكتروني غير صالح")).toBeNull();

    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), "{Backspace}");
    await waitFor(() => expect(screen.queryByText("كلمتا المرور غير متطابقتين")).toBeNull());
    await user.click(screen.getByRole("button", { name: "تسجيل" }));
    expect(await screen.findByRole("button", { name: "جارٍ الإرسال..." })).toHaveProperty("disabled", true);
    held.release();
    expect(await screen.findByRole("button", { name: "تسجيل" })).toHaveProperty("disabled", false);
  });
});
