/**
 * A parsed <form> submitted as a browser submits it (HTML's "constructing the entry list"): the form's controls in
 * tree order (those outside it that name it with form="…" too), less the disabled, the nameless, the unchecked boxes
 * and every button but the pressed one; checked boxes as their value or "on"; each selected option (a single select
 * with none selected sends its first); an empty file for a file input with nothing chosen; the pressed button's
 * formaction, formmethod and formenctype over the form's own; multipart when the enctype says so, the query string
 * for a GET.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

interface FormSubmission {
  method: "GET" | "POST";
  /** Absolute: a GET's carries the entries as its query. */
  url: string;
  /** A POST's body: FormData for multipart/form-data, URLSearchParams otherwise. */
  body?: FormData | URLSearchParams;
}

/** Files a test chooses for a file input, by the input's name. */
export type ChosenFiles = Record<string, File | File[]>;

function ownerForm(control: Element): HTMLFormElement | null {
  const id = control.getAttribute("form");
  if (id !== null) {
    const named = control.ownerDocument.getElementById(id);
    return named?.tagName === "FORM" ? (named as HTMLFormElement) : null;
  }
  return control.closest("form");
}

function isDisabled(control: Control) {
  if (control.hasAttribute("disabled")) return true;
  // A disabled fieldset disables what it holds, except inside its first legend.
  for (let fieldset = control.parentElement?.closest("fieldset"); fieldset; fieldset = fieldset.parentElement?.closest("fieldset")) {
    if (!fieldset.hasAttribute("disabled")) continue;
    const legend = fieldset.querySelector(":scope > legend");
    if (!legend?.contains(control)) return true;
  }
  return false;
}

function isButton(control: Control) {
  if (control.tagName === "BUTTON") return true;
  const type = (control.getAttribute("type") ?? "").toLowerCase();
  return control.tagName === "INPUT" && ["submit", "image", "reset", "button"].includes(type);
}

/** The value a select sends: its selected options or, a single select with none selected, its first enabled one. */
function selectValues(select: HTMLSelectElement) {
  const options = [...select.querySelectorAll("option")] as HTMLOptionElement[];
  const value = (option: HTMLOptionElement) => option.getAttribute("value") ?? option.textContent?.replace(/\s+/g, " ").trim() ?? "";
  const selected = options.filter((option) => option.selected && !option.disabled);
  if (selected.length || select.multiple) return selected.map(value);
  const first = options.find((option) => !option.disabled);
  return first ? [value(first)] : [];
}

/** The form's entries in the order a browser sends them. */
export function entryList(form: HTMLFormElement, submitter?: Element | null, files: ChosenFiles = {}): Array<[string, string | File]> {
  const entries: Array<[string, string | File]> = [];
  const controls = [...form.ownerDocument.querySelectorAll("input, select, textarea, button")] as Control[];
  for (const control of controls) {
    if (ownerForm(control) !== form || isDisabled(control)) continue;
    const name = control.getAttribute("name");
    if (isButton(control)) {
      if (control === submitter && name) entries.push([name, control.getAttribute("value") ?? ""]);
      continue;
    }
    if (!name) continue;
    if (control.tagName === "SELECT") {
      for (const value of selectValues(control as HTMLSelectElement)) entries.push([name, value]);
      continue;
    }
    if (control.tagName === "TEXTAREA") {
      entries.push([name, (control as HTMLTextAreaElement).value]);
      continue;
    }
    const input = control as HTMLInputElement;
    const type = (input.getAttribute("type") ?? "text").toLowerCase();
    if (type === "checkbox" || type === "radio") {
      if (input.checked) entries.push([name, input.getAttribute("value") ?? "on"]);
    } else if (type === "file") {
      const chosen = files[name];
      const list = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
      // Nothing chosen: a browser still sends the field, as an empty file without a name.
      if (!list.length) entries.push([name, new File([], "", { type: "application/octet-stream" })]);
      for (const file of list) entries.push([name, file]);
    } else {
      entries.push([name, input.value]);
    }
  }
  return entries;
}

/**
 * What the browser would send for `form` submitted with `submitter` (a button of it, or none: Enter in a field).
 * `baseUrl` is the page's address, against which the action resolves.
 */
export function formSubmission(form: HTMLFormElement, baseUrl: string, submitter?: Element | null, files: ChosenFiles = {}): FormSubmission {
  const attribute = (name: string, formName: string) =>
    (submitter?.hasAttribute(formName) ? submitter.getAttribute(formName) : form.getAttribute(name)) ?? "";
  const method = attribute("method", "formmethod").toLowerCase() === "post" ? "POST" : "GET";
  const action = new URL(attribute("action", "formaction") || baseUrl, baseUrl);
  const entries = entryList(form, submitter, files);
  if (method === "GET") {
    const query = new URLSearchParams();
    for (const [name, value] of entries) query.append(name, typeof value === "string" ? value : value.name);
    action.search = query.toString();
    action.hash = "";
    return { method, url: action.toString() };
  }
  if (attribute("enctype", "formenctype").toLowerCase() === "multipart/form-data") {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return { method, url: action.toString(), body };
  }
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, typeof value === "string" ? value : value.name);
  return { method, url: action.toString(), body };
}
