import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { i18nState, renderPage } from "../../tests/support/component";
import { PasswordField } from "./password-field";

describe("the password field's show/hide toggle", () => {
  it("reveals the typed password and hides it again, saying which it will do", async () => {
    const user = userEvent.setup();
    renderPage(() => <PasswordField label="Password" name="password" />);
    const password = screen.getByLabelText("Password", { exact: true });
    await user.type(password, "secret value");
    expect(password).toHaveProperty("type", "password");

    const show = screen.getByRole("button", { name: "Show password" });
    expect(show.getAttribute("aria-pressed")).toBe("false");
    expect(show.getAttribute("aria-controls")).toBe(password.id);
    await user.click(show);
    expect(password).toHaveProperty("type", "text");
    expect(password).toHaveProperty("value", "secret value");

    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    await user.click(hide);
    expect(password).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
  });

  it("speaks Arabic on an Arabic page: 'إظهار كلمة المرور', then 'إخفاء كلمة المرور'", async () => {
    const user = userEvent.setup();
    renderPage(() => <PasswordField label="كلمة المرور" name="password" />, { locale: "ar" });
    const password = screen.getByLabelText("كلمة المرور", { exact: true });
    await user.click(screen.getByRole("button", { name: "إظهار كلمة المرور" }));
    expect(password).toHaveProperty("type", "text");
    expect(screen.getByRole("button", { name: "إخفاء كلمة المرور" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("is not in the server's HTML, so without JavaScript the field stays hidden text", () => {
    const html = renderToString(
      <I18nProvider value={i18nState("en")}>
        <PasswordField label="Password" name="password" />
      </I18nProvider>,
    );
    expect(html).toContain('type="password"');
    expect(html).not.toContain("<button");
  });
});
