import type { ActionFunction } from "@remix-run/node";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { heldAction, renderPage } from "../../../tests/support/component";
import { AddToBasket } from "./add-to-basket-form";

function renderButton({ locale = "en", basket, name }: { locale?: Locale; basket: ActionFunction; name?: string }) {
  return renderPage(() => <AddToBasket solutionId={7} name={name} className="" />, {
    locale,
    path: "/search?q=amine",
    routes: { [locale === "ar" ? "/ar/basket" : "/basket"]: { action: basket } },
  });
}

describe("Add to quote basket", () => {
  it("is a plain POST to the page's /basket that names the solution and this page to come back to", () => {
    renderButton({ locale: "ar", basket: heldAction().action, name: "Amine Neutraliser AN-20" });
    const button = screen.getByRole("button", { name: "أضف إلى سلة عروض الأسعار: Amine Neutraliser AN-20" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/ar/basket");
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: "add", solution: "7", redirectTo: "/ar/search?q=amine" });
    // The name keeps its own language inside the Arabic sentence.
    expect(screen.getByText("Amine Neutraliser AN-20").getAttribute("lang")).toBe("en");
  });

  it("with JavaScript asks for JSON, reads 'Adding…' meanwhile, then says the answer and leads to the basket", async () => {
    const user = userEvent.setup();
    const held = heldAction({ ok: true, message: "Amine Neutraliser AN-20 is in your quote basket.", count: 1 });
    renderButton({ basket: held.action, name: "Amine Neutraliser AN-20" });
    await user.click(screen.getByRole("button", { name: "Add to quote basket: Amine Neutraliser AN-20" }));
    expect(await screen.findByRole("button", { name: "Adding…" })).toBeTruthy();
    expect(held.posts[0]?.get("js")).toBe("1");
    expect(held.posts[0]?.get("solution")).toBe("7");
    held.release();
    const link = await screen.findByRole("link", { name: "In your quote basket" });
    expect(link.getAttribute("href")).toBe("/basket");
    // The button it replaced had the focus: the link takes it over (in the effect after the link is rendered).
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.getByText("Amine Neutraliser AN-20 is in your quote basket.").getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a refusal beside the button, which stays for another try", async () => {
    const user = userEvent.setup();
    const basket: ActionFunction = () => Response.json({ ok: false, message: "The basket holds at most 50 lines." }, { status: 400 });
    renderButton({ basket });
    await user.click(screen.getByRole("button", { name: "Add to quote basket" }));
    const message = await screen.findByText("The basket holds at most 50 lines.");
    expect(message.className).not.toContain("sr-only");
    expect(screen.getByRole("button", { name: "Add to quote basket" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leads to the basket when the solution was in it already", async () => {
    const user = userEvent.setup();
    const basket: ActionFunction = () => Response.json({ ok: false, reason: "already", message: "This solution is in your basket already", count: 1 }, { status: 409 });
    renderButton({ basket });
    await user.click(screen.getByRole("button", { name: "Add to quote basket" }));
    expect(await screen.findByRole("link", { name: "In your quote basket" })).toBeTruthy();
    expect(screen.getByText("This solution is in your basket already").className).toContain("sr-only");
  });
});
