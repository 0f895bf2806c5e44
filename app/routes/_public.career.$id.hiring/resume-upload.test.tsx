import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WANTED_EARLY_PROPERTY } from "~/forms/lazy-form";
import { I18nProvider } from "~/i18n/react";
import { NonceContext } from "~/utils/nonce";
import { i18nState } from "../../../tests/support/component";
import { ResumeUpload } from "./resume-upload";

/**
 * The upload area as the server sends it, inside a lazily loaded form's region, with no React in the page: what a
 * visitor has before the page's (or the form's) code has come. Its inline script is run as the browser runs it.
 */
function serverPage() {
  const html = renderToString(
    <I18nProvider value={i18nState("en")}>
      <NonceContext.Provider value="nonce-1">
        <div data-lazy-form="">
          <form method="post" encType="multipart/form-data">
            <ResumeUpload inputRef={createRef()} file={null} onFileChosen={() => undefined} />
          </form>
        </div>
        <p id="elsewhere">Elsewhere on the page</p>
      </NonceContext.Provider>
    </I18nProvider>,
  );
  document.body.innerHTML = html;
}

const zone = () => document.querySelector<HTMLElement>("[data-testid=resume-drop-zone]")!;
const input = () => document.querySelector<HTMLInputElement>("input[type=file][name=resume]")!;
const early = window as unknown as Record<string, unknown>;
const wanted = () => early[WANTED_EARLY_PROPERTY];

/** Sends `type` at `target` as a drag of `file` does; true when a listener cancelled it (a drop: the browser keeps the file out of the tab). */
function drag(target: Element, type: "dragenter" | "dragover" | "drop", file = new File(["%PDF-1.4\n%%EOF\n"], "cv.pdf", { type: "application/pdf" })) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  return !target.dispatchEvent(event);
}

describe("the CV upload area before the form's code has come", () => {
  beforeAll(() => {
    serverPage();
    const script = zone().parentElement!.querySelector("script")!;
    expect(script.getAttribute("nonce"), "the page's CSP lets it run").toBe("nonce-1");
    // Its listeners are the window's, and stay for the whole file, as in a page.
    new Function(script.textContent!)();
  });

  beforeEach(() => {
    serverPage();
    delete early[WANTED_EARLY_PROPERTY];
  });

  it("takes a file dropped on it into its file input, and the drag asks for the form's code", () => {
    const hint = zone().querySelector("p")!;
    expect(drag(hint, "dragenter")).toBe(true);
    expect(wanted(), "a drag over the area counts as reaching for the form").toBe(true);
    expect(drag(hint, "dragover")).toBe(true);
    expect(input().files).toHaveLength(0);
    expect(drag(hint, "drop", new File(["%PDF-1.4\n%%EOF\n"], "Aisha CV.pdf", { type: "application/pdf" }))).toBe(true);
    expect(input().files?.[0]?.name).toBe("Aisha CV.pdf");
  });

  it("leaves drags elsewhere on the page to the browser", () => {
    const elsewhere = document.getElementById("elsewhere")!;
    expect(drag(elsewhere, "dragover")).toBe(false);
    expect(drag(elsewhere, "drop")).toBe(false);
    expect(wanted()).toBeUndefined();
    expect(input().files).toHaveLength(0);
  });

  it("leaves the drop to the form once it has hydrated", () => {
    document.querySelector("[data-lazy-form]")!.setAttribute("data-ready", "");
    expect(drag(zone(), "dragover")).toBe(false);
    expect(drag(zone(), "drop")).toBe(false);
    expect(wanted()).toBeUndefined();
    expect(input().files).toHaveLength(0);
  });
});
