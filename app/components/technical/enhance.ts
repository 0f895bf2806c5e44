/**
 * What JavaScript adds to the technical sections the server rendered (./technical-sections.server.ts), with plain
 * DOM code: the page loads this module after it hydrated, as a chunk of its own, so none of it is in the first load.
 *
 * - The calculator answers as the visitor types, with the same checks, numbers and words as the server
 *   (./dosage-state.ts), and keeps the address in step (history.replaceState), so a reload or a shared link shows
 *   the same answer. "Calculate" then only shows what is missing.
 * - The point form's city list narrows to the chosen country; "Use my location" fills in the browser's position
 *   and sends the form. Each form sends the other's current values, so neither erases the other.
 */
import type { Locale } from "~/i18n/locales";
import { translate, type Messages, type Values } from "~/i18n/translate";
import { CALCULATOR_PARAMS, calculatorView, readCalculator, type DoseProblem } from "./dosage-state";

/** What the calculator's form carries for this module (its `data-dosage` attribute). */
export interface EnhanceConfig {
  locale: Locale;
  page: string;
  density: number | null;
  problems: DoseProblem[];
  messages: Messages;
}

const FIELDS = ["flow", "dose", "dose_unit"] as const;

const formParams = (form: HTMLFormElement) => {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
};

function control(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
}

/** Shows or hides a field's message, and describes the field by it. */
function showError(form: HTMLFormElement, name: string, message: string | undefined) {
  const field = control(form, name);
  const shown = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!field || !shown) return;
  shown.textContent = message ?? "";
  shown.hidden = !message;
  const hint = form.querySelector(`[data-hint-for="${name}"]`);
  const ids = [hint?.id, message ? shown.id : null].filter(Boolean).join(" ");
  if (ids) field.setAttribute("aria-describedby", ids);
  else field.removeAttribute("aria-describedby");
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  field.classList.toggle("border-red-600", Boolean(message));
  field.classList.toggle("border-slate-400", !message);
}

function enhanceCalculator(form: HTMLFormElement, signal: AbortSignal) {
  const config = JSON.parse(form.dataset.dosage ?? "{}") as EnhanceConfig;
  const t = (key: string, values?: Values) => translate(config.locale, config.messages, key, values);
  const result = form.closest("section")?.querySelector<HTMLElement>("[data-dosage-result]");

  const update = (partial: boolean) => {
    const params = formParams(form);
    const state = readCalculator(params, config.problems, config.density, partial);
    if (!state || !result) return null;
    const view = calculatorView(state, t, config.page);
    const hint = form.querySelector(`[data-hint-for="dose"]`);
    if (hint) hint.textContent = view.range;
    for (const name of FIELDS) showError(form, name, view.errors[name]);
    result.hidden = !view.lines;
    if (view.lines) {
      for (const [key, text] of Object.entries(view.lines)) {
        const line = result.querySelector(`[data-line="${key}"]`);
        if (line) line.textContent = text;
      }
      result.querySelector("[data-steps]")?.replaceChildren(
        ...view.steps.map((step) => {
          const item = document.createElement("li");
          item.textContent = step;
          return item;
        }),
      );
      const quote = result.querySelector<HTMLAnchorElement>("[data-quote]");
      if (quote && view.quoteHref) quote.href = view.quoteHref;
    }
    // The address says what the form says: a reload, or the link shared, shows the same answer.
    const url = new URL(window.location.href);
    for (const name of CALCULATOR_PARAMS) {
      const value = params.get(name);
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    window.history.replaceState(window.history.state, "", url);
    return view;
  };

  form.addEventListener("input", () => update(true), { signal });
  form.addEventListener("change", () => update(true), { signal });
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      const view = update(false);
      const first = FIELDS.find((name) => view?.errors[name]);
      if (first) control(form, first)?.focus();
    },
    { signal },
  );
}

/** The calculator's current values into the point form's carried fields. */
function carryCalculator(form: HTMLFormElement, root: ParentNode) {
  const calculator = root.querySelector<HTMLFormElement>("form[data-dosage]");
  if (!calculator) return;
  const values = formParams(calculator);
  for (const name of CALCULATOR_PARAMS) {
    let field = form.querySelector<HTMLInputElement>(`input[data-carried][name="${name}"]`);
    const value = values.get(name) ?? "";
    if (!field && value) {
      field = Object.assign(document.createElement("input"), { type: "hidden", name });
      field.dataset.carried = "";
      form.prepend(field);
    }
    if (field) field.value = value;
    field?.toggleAttribute("disabled", !value);
  }
}

function enhancePointForm(form: HTMLFormElement, root: ParentNode, signal: AbortSignal) {
  const country = control(form, "country");
  const city = control(form, "city");
  const lat = control(form, "lat");
  const lon = control(form, "lon");
  // Coordinates win over a city on the server: a place chosen after them replaces them.
  const forgetPoint = () => {
    if (lat) lat.value = "";
    if (lon) lon.value = "";
  };
  if (country instanceof HTMLSelectElement && city instanceof HTMLSelectElement) {
    const groups = [...city.querySelectorAll("optgroup")];
    const narrow = () => {
      const chosen = city.value;
      for (const group of groups) group.remove();
      city.append(...groups.filter((group) => !country.value || group.dataset.country === country.value));
      city.value = [...city.options].some((option) => option.value === chosen) ? chosen : "";
    };
    narrow();
    country.addEventListener(
      "change",
      () => {
        forgetPoint();
        narrow();
      },
      { signal },
    );
    // A city chosen first names its country.
    city.addEventListener(
      "change",
      () => {
        forgetPoint();
        const group = city.selectedOptions[0]?.parentElement;
        if (group instanceof HTMLOptGroupElement && group.dataset.country && !country.value) {
          country.value = group.dataset.country;
          narrow();
        }
      },
      { signal },
    );
  }
  form.addEventListener("submit", () => carryCalculator(form, root), { signal });

  const locate = form.querySelector<HTMLButtonElement>("[data-locate]");
  const status = form.querySelector<HTMLElement>("[data-locate-status]");
  if (!locate || !status || !lat || !lon || !("geolocation" in navigator)) return;
  locate.hidden = false;
  locate.addEventListener(
    "click",
    () => {
      status.textContent = status.dataset.locating ?? "";
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (signal.aborted) return;
          lat.value = position.coords.latitude.toFixed(4);
          lon.value = position.coords.longitude.toFixed(4);
          form.requestSubmit();
        },
        () => {
          status.textContent = status.dataset.failed ?? "";
        },
        { maximumAge: 600_000, timeout: 20_000 },
      );
    },
    { signal },
  );
}

/** Adds the sections' behaviour under `root`; the returned function takes it away (the HTML is about to change). */
export function enhance(root: ParentNode): () => void {
  const controller = new AbortController();
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-dosage]")) enhanceCalculator(form, controller.signal);
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-plants]")) enhancePointForm(form, root, controller.signal);
  return () => controller.abort();
}
