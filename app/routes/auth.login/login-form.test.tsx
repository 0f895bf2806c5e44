import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formAnswer } from "~/forms/answer";
import { heldAction, renderPage } from "../../../tests/support/component";
import LoginForm from "./login-form";

function renderLogin(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(() => <LoginForm />, { path: "/auth/login", ...options });
}

/** What the action answers a refused sign-in: the backend's reason for the whole form, and the address typed. */
async function refusedSignIn({ request }: { request: Request }) {
  return formAnswer({ formError: "Invalid email or password.", fields: await request.formData() });
}

describe("the sign-in form", () => {
  it("asks for a valid e-mail and a non-empty password, keeping what was typed; 'Remember me' starts ticked", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderLogin({ action: held.action });
    expect(screen.getByLabelText("Remember me")).toHaveProperty("checked", true);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/auth/forgot-password");

    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "not-an-address");
    expect(held.posts).toHaveLength(0);
  });

  it("the messages follow the visitor's corrections", async () => {
    const user = userEvent.setup();
    renderLogin({ action: heldAction().action });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Password is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Password", { exact: true }), "x");
    await waitFor(() => expect(screen.queryByText("Password is required")).toBeNull());
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "visitor@example.com");
    await waitFor(() => expect(screen.queryByText("Invalid email address")).toBeNull());
  });

  it("reads 'Signing in...' and is disabled while the sign-in is sent", async () => {
    const user = userEvent.setup();
    const held = heldAction();
    renderLogin({ action: held.action });
    await user.type(screen.getByLabelText("Email"), "visitor@example.com");
    await user.type(screen.getByLabelText("Password", { exact: true }), "secret value");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toHaveProperty("disabled", true);
    held.release();
    expect(await screen.findByRole("button", { name: "Sign in" })).toHaveProperty("disabled", false);
  });

  it("shows a refused sign-in's reason as an alert above the fields, keeping the address", async () => {
    const user = userEvent.setup();
    renderLogin({ action: refusedSignIn });
    await user.type(screen.getByLabelText("Email"), "nobody@example.om");
    await user.type(screen.getByLabelText("Password", { exact: true }), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password.");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "nobody@example.om");
  });

  it("speaks Arabic under /ar: the field messages, and a refused sign-in's reason", async () => {
    const user = userEvent.setup();
    renderLogin({ locale: "ar", action: refusedSignIn });
    const email = screen.getByLabelText("البريد الإلكتروني");
    await user.type(email, "nobody@");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("عنوان البريد الإلكتروني غير صالح")).toBeTruthy();
    expect(screen.getByText("كلمة المرور مطلوبة")).toBeTruthy();

    await user.type(email, "example.om");
    await user.type(screen.getByLabelText("كلمة المرور", { exact: true }), "wrong-password-1");
    await waitFor(() => expect(screen.queryByText("عنوان البريد الإلكتروني غير صالح")).toBeNull());
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect((await screen.findByRole("alert")).textContent).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
    expect(email).toHaveProperty("value", "nobody@example.om");
  });
});
