/**
 * A visitor without JavaScript, over HTTP: keeps the cookies the server sets (the session, the flash toast), sends the
 * Origin this site's own pages send, follows no redirect by itself, parses each page into a DOM (happy-dom, no
 * scripts, no styles fetched) with Testing Library's queries on it, and submits a page's forms as a browser does
 * (./form.ts).
 */
import { within } from "@testing-library/dom";
import { Window } from "happy-dom";
import { formSubmission, type ChosenFiles } from "./form";

export interface Page {
  /** The address the page was read from. */
  url: string;
  status: number;
  headers: Headers;
  html: string;
  document: Document;
  /** Testing Library's queries on the page's body: getByRole, getByLabelText, getByText… */
  screen: ReturnType<typeof within>;
}

/** An HTML text as a document at `url`, with nothing loaded or run. */
export function parseHtml(html: string, url: string): Document {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
      navigator: { userAgent: "petrochem-http-tests" },
    },
  });
  window.document.write(html);
  const document = window.document as unknown as Document;
  selectAsParsed(document);
  return document;
}

/**
 * Gives each select the selectedness a browser gives it from the markup (the last option marked selected, else the
 * first enabled one): after parsing a whole page, happy-dom reports the second option as selected.
 */
function selectAsParsed(document: Document) {
  for (const select of document.querySelectorAll("select")) {
    const options = [...select.querySelectorAll("option")];
    if (select.multiple) {
      for (const option of options) option.selected = option.hasAttribute("selected");
      continue;
    }
    const chosen = options.filter((option) => option.hasAttribute("selected")).at(-1) ?? options.find((option) => !option.disabled);
    for (const option of options) option.selected = option === chosen;
  }
}

interface SubmitOptions {
  /** The pressed button, or its accessible name; none: the form submitted with Enter. */
  button?: Element | string | RegExp;
  /** Field values typed over the page's, by name (a name the form does not have is added, as a crafted post would). */
  values?: Record<string, string | string[]>;
  /** Files chosen for file inputs, by name. */
  files?: ChosenFiles;
}

export class Visitor {
  private readonly cookies = new Map<string, string>();

  /** `origin`: the site's PUBLIC_ORIGIN when it is not `base` (a second instance of one site behind one address). */
  constructor(
    readonly base: string,
    private readonly origin = base,
  ) {}

  /** The same visitor (cookies) at another instance of the site. */
  at(base: string) {
    const other = new Visitor(base, this.origin);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      // An expired cookie (a flash read once) is deleted, as a browser does.
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  /** A path or an absolute URL of this site (a link from a message). */
  url(target: string) {
    return new URL(target, this.base).toString();
  }

  async get(target: string, headers: Record<string, string> = {}) {
    return this.remember(await fetch(this.url(target), { redirect: "manual", headers: this.headers(headers) }));
  }

  async post(target: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
    return this.remember(
      await fetch(this.url(target), { method: "POST", body, redirect: "manual", headers: this.headers({ Origin: this.origin, ...headers }) }),
    );
  }

  /** A response read as a page. */
  async read(response: Response, url = response.url): Promise<Page> {
    const html = await response.text();
    const document = parseHtml(html, url);
    return { url, status: response.status, headers: response.headers, html, document, screen: within(document.body) };
  }

  /** Opens `target` and follows its redirects, as a browser's address bar does; answers the page it lands on. */
  async open(target: string): Promise<Page> {
    return this.land(await this.get(target), this.url(target));
  }

  /** Follows a response's redirects (a form post's answer) to the page they end on. */
  async land(response: Response, url = response.url): Promise<Page> {
    let current = response;
    let address = url;
    for (let hops = 0; current.status >= 300 && current.status < 400; hops += 1) {
      const location = current.headers.get("location");
      if (!location || hops > 10) throw new Error(`redirect without an end from ${address}: ${current.status}`);
      address = new URL(location, address).toString();
      await current.body?.cancel();
      current = await this.get(address);
    }
    return this.read(current, address);
  }

  /** Follows one redirect (as the browser would after a form post) and answers the page's HTML. */
  async follow(response: Response) {
    const location = response.headers.get("location");
    if (!location) throw new Error(`no redirect: ${response.status}`);
    const page = await this.get(location);
    return { url: new URL(location, this.base).pathname, status: page.status, html: await page.text() };
  }

  /** Submits `form` of `page` as a browser would, the response unfollowed. */
  async submit(page: Page, form: HTMLFormElement, options: SubmitOptions = {}) {
    for (const [name, value] of Object.entries(options.values ?? {})) fill(form, name, value);
    const button = findButton(form, options.button);
    const submission = formSubmission(form, page.url, button, options.files);
    if (submission.method === "GET") return this.get(submission.url);
    return this.post(submission.url, submission.body!);
  }

  /**
   * Opens `target` and submits its POST form (the first, or the first whose HTML contains `formHas`) with `values`
   * over the page's own fields; answers the action's response, unfollowed.
   */
  async submitForm(target: string, values: Record<string, string> = {}, formHas?: string) {
    const page = await this.open(target);
    if (page.status !== 200) throw new Error(`${target} answered ${page.status}`);
    const form = postForms(page).find((candidate) => !formHas || candidate.innerHTML.includes(formHas));
    if (!form) throw new Error(`no post form on ${target}`);
    return this.submit(page, form, { values });
  }
}

/** The page's POST forms, in document order. */
export function postForms(page: Page) {
  return ([...page.document.querySelectorAll("form")] as HTMLFormElement[]).filter((form) => form.getAttribute("method")?.toLowerCase() === "post");
}

/** The form that holds the button named `name` (its accessible name), e.g. formWith(page, "Sign in"). */
export function formWith(page: Page, name: string | RegExp): HTMLFormElement {
  const button = page.screen.getByRole("button", { name });
  const form = button.closest("form") ?? (button.getAttribute("form") ? page.document.getElementById(button.getAttribute("form")!) : null);
  if (!form) throw new Error(`the button "${String(name)}" is in no form`);
  return form as HTMLFormElement;
}

function findButton(form: HTMLFormElement, button: SubmitOptions["button"]) {
  if (button === undefined) return null;
  if (typeof button !== "string" && !(button instanceof RegExp)) return button;
  return within(form).getByRole("button", { name: button });
}

/** Types `value` into the field(s) named `name`: text as its value, a box checked when its value is among them. */
export function fill(form: HTMLFormElement, name: string, value: string | string[]) {
  const values = Array.isArray(value) ? value : [value];
  const fields = ([...form.ownerDocument.querySelectorAll("input, select, textarea")] as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>).filter(
    (field) => field.getAttribute("name") === name && (field.closest("form") === form || field.getAttribute("form") === form.id),
  );
  if (!fields.length) {
    // A name the form lacks: posted all the same, as a hand-made request would.
    for (const extra of values) {
      const input = form.ownerDocument.createElement("input");
      input.setAttribute("type", "hidden");
      input.setAttribute("name", name);
      input.setAttribute("value", extra);
      form.appendChild(input);
    }
    return;
  }
  for (const field of fields) {
    const type = (field.getAttribute("type") ?? "").toLowerCase();
    if (field.tagName === "INPUT" && (type === "checkbox" || type === "radio")) {
      (field as HTMLInputElement).checked = values.includes(field.getAttribute("value") ?? "on");
    } else if (field.tagName === "SELECT") {
      for (const option of [...field.querySelectorAll("option")] as HTMLOptionElement[]) {
        option.selected = values.includes(option.getAttribute("value") ?? option.textContent?.trim() ?? "");
      }
    } else {
      field.value = values[0] ?? "";
    }
  }
}
