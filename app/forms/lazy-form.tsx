/**
 * A public page's form, whose code (the form, its zod schema and remix-validated-form) is loaded when the visitor
 * reaches for it rather than with the page (decision 0018): the form library is about 29 KB of the first load, which
 * would put every page with a form over the 90 KB budget.
 *
 * The server renders the form in place, as before. In the browser the form's Suspense boundary stays the server's
 * HTML, a plain `<form method="post">` that posts and is checked by the action exactly as without JavaScript, until
 * the visitor points at, touches or focuses it; then its code loads and React hydrates it where it stands, keeping
 * what was typed. On a client-side navigation the code loads at once.
 */
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type RefObject } from "react";

/** Marks the region whose first touch loads the forms; also in the server's HTML, before anything hydrates. */
export const REGION_ATTRIBUTE = "data-lazy-form";
/** Set on the region once its form has hydrated (React handles its submit from then on). */
export const READY_ATTRIBUTE = "data-ready";
/**
 * A window property a script inline in the page sets when the visitor reached for a form before this module ran (a
 * file dragged over the CV upload area while the page's code was still loading).
 */
export const WANTED_EARLY_PROPERTY = "__formWanted";
const READY_EVENT = "lazy-form-ready";
/** A file dragged over a form counts as reaching for it, as a pointer over it does. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "dragenter"] as const;
/** How long a submit made before the form's code came waits for it before the browser posts the form itself. */
const SUBMIT_WAIT_MS = 8000;

let wanted: Promise<void> | null = null;
let release: () => void = () => undefined;
/** The forms' code failed to load (offline, a deploy removed it): the forms stay the server's, posting as without JS. */
let failed = false;
/** Set on <html> once that happened, for whoever looks at the page (the browser tests do). */
const FAILED_ATTRIBUTE = "data-forms-unavailable";

const regionOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`[${REGION_ATTRIBUTE}]`) : null);

/** Resolves when the forms are wanted: the visitor reached for one, or a form renders after the first load. */
function formsWanted(): Promise<void> {
  if (wanted) return wanted;
  if (typeof document === "undefined") return (wanted = Promise.resolve());
  wanted = new Promise<void>((resolve) => {
    const onIntent = (event: Event) => {
      if (regionOf(event.target)) want();
    };
    release = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  });
  if ((window as unknown as Record<string, unknown>)[WANTED_EARLY_PROPERTY] === true) release();
  return wanted;
}

function want() {
  void formsWanted();
  release();
}

/** Resolves true when the region's form has hydrated, false after `ms`. */
function hydratedWithin(region: Element, ms: number): Promise<boolean> {
  if (region.hasAttribute(READY_ATTRIBUTE)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const onReady = () => done(true);
    function done(ready: boolean) {
      clearTimeout(timer);
      region.removeEventListener(READY_EVENT, onReady);
      resolve(ready);
    }
    region.addEventListener(READY_EVENT, onReady);
  });
}

/**
 * A submit before the form's code has come (the visitor went straight to the button) waits for it, then submits again
 * through React, so the form is checked in the browser as on every other submit. If the code does not come in time
 * (a network failure), the browser posts the form itself, the button's own name and value included, as without
 * JavaScript; a button the hydrated form no longer shows (a no-JavaScript step) leaves the submit to the visitor.
 */
function holdEarlySubmits() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      const region = regionOf(form);
      if (!(form instanceof HTMLFormElement) || !region || region.hasAttribute(READY_ATTRIBUTE) || failed) return;
      event.preventDefault();
      want();
      const submitter = (event as SubmitEvent).submitter;
      void hydratedWithin(region, SUBMIT_WAIT_MS).then((ready) => {
        const current = region.querySelector("form");
        if (!current) return;
        if (!ready) {
          if (submitter instanceof HTMLButtonElement && submitter.name) {
            const input = Object.assign(document.createElement("input"), { type: "hidden", name: submitter.name, value: submitter.value });
            current.append(input);
          }
          HTMLFormElement.prototype.submit.call(current);
          return;
        }
        if (!submitter) current.requestSubmit();
        else if (submitter.isConnected && current.contains(submitter)) current.requestSubmit(submitter as HTMLButtonElement);
      });
    },
    true,
  );
}

if (typeof document !== "undefined") holdEarlySubmits();

/**
 * Choices made in the server's form before its code came, which hydration keeps in the page but React's state never
 * heard of: a select off its default option, a file input holding a file. (Typed text needs nothing: the fields are
 * read from the form when it is checked or sent.)
 */
function choicesMadeEarly(region: HTMLElement) {
  const selects = [...region.querySelectorAll("select")].filter((select) => {
    const options = [...select.options];
    if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single select shows its last `selected` option, or else its first.
    let shown = options.length > 0 ? 0 : -1;
    options.forEach((option, at) => {
      if (option.defaultSelected) shown = at;
    });
    return select.selectedIndex !== shown;
  });
  const files = [...region.querySelectorAll<HTMLInputElement>('input[type="file"]')].filter((input) => (input.files?.length ?? 0) > 0);
  return [...selects, ...files];
}

/**
 * Marks its region ready once the form around it has hydrated or mounted, after telling the form of the choices the
 * visitor made while its code loaded: a `change` event each, which React hands to the field's onChange as if made
 * now (the contact form then fetches the chosen country's cities, the application form shows the chosen CV).
 */
function ReadySignal({ region }: { region: RefObject<HTMLDivElement> }) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    for (const field of choicesMadeEarly(element)) field.dispatchEvent(new Event("change", { bubbles: true }));
    element.setAttribute(READY_ATTRIBUTE, "");
    element.dispatchEvent(new Event(READY_EVENT));
    return () => element.removeAttribute(READY_ATTRIBUTE);
  }, [region]);
  return null;
}

/**
 * Shown only when React renders the form afresh instead of hydrating the server's (a client-side navigation to the
 * page): it asks for the code at once.
 */
function LoadingForm() {
  useEffect(want, []);
  return null;
}

/**
 * The component `load` gives, loaded when wanted. Its props should be the route's data (stable between renders): the
 * wrapper skips renders with equal props, so the server's form is not replaced before its code has come.
 */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // A route module evaluated after the app started (a navigation, a prefetch on intent) wants its form at once.
  if (typeof window !== "undefined" && "__remixRouter" in window) want();
  const Form = lazy(() =>
    formsWanted()
      .then(load)
      .catch(() => {
        // Not an error page: the server's form stays, and works as without JavaScript.
        failed = true;
        if (typeof document !== "undefined") document.documentElement.setAttribute(FAILED_ATTRIBUTE, "");
        return new Promise<never>(() => undefined);
      }),
  ) as unknown as ComponentType<P>;
  const LazyForm = memo(function LazyForm(props: P) {
    const region = useRef<HTMLDivElement>(null);
    return (
      <div ref={region} {...{ [REGION_ATTRIBUTE]: "" }} className="contents">
        <Suspense fallback={<LoadingForm />}>
          <Form {...props} />
          <ReadySignal region={region} />
        </Suspense>
      </div>
    );
  });
  return LazyForm;
}
