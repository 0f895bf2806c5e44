/**
 * Renders a component or a route's UI for a component test (DESIGN.md §8) as the browser has it after hydration:
 * inside Remix (createRemixStub, so forms submit through the router and useNavigation, useActionData and useFetcher
 * work) and with the site's messages in one language, every namespace embedded.
 */
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { CATALOGUES } from "~/i18n/i18n.server";
import { localizePath, type Locale } from "~/i18n/locales";
import { NAMESPACES, type Namespace } from "~/i18n/namespaces";
import { I18nProvider, type I18nState } from "~/i18n/react";

interface PageOptions {
  locale?: Locale;
  /** The page's English address; an Arabic page is rendered at its /ar twin. */
  path?: string;
  action?: ActionFunction;
  loader?: LoaderFunction;
  /** Other addresses the page fetches from or posts to (a fetcher's), by their path as the page asks for them. */
  routes?: Record<string, { loader?: LoaderFunction; action?: ActionFunction }>;
}

/** A page's messages in `locale`: every namespace, as if the document had embedded them all. */
export function i18nState(locale: Locale): I18nState {
  const versions = Object.fromEntries(NAMESPACES.map((ns) => [ns, ""])) as Record<Namespace, string>;
  return { locale, catalogues: CATALOGUES[locale], versions };
}

/** `ui` as the page at `path` renders it, in `locale`. */
export function renderPage(ui: () => ReactNode, { locale = "en", path = "/", action, loader, routes = {} }: PageOptions = {}) {
  const address = localizePath(path, locale);
  const Stub = createRemixStub([
    { path: address.split("?")[0], Component: ui, action, loader },
    ...Object.entries(routes).map(([routePath, route]) => ({ path: routePath, ...route })),
  ]);
  return render(
    <I18nProvider value={i18nState(locale)}>
      <Stub initialEntries={[address]} />
    </I18nProvider>,
  );
}

/**
 * An action that holds every post until the test releases it, so the page's pending state can be seen; it answers
 * `answer` (no data by default) and keeps what was posted.
 */
export function heldAction(answer: unknown = null) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const posts: FormData[] = [];
  const action: ActionFunction = async ({ request }) => {
    posts.push(await request.formData());
    await held;
    return answer;
  };
  return { action, posts, release: () => release() };
}

/**
 * Chooses `file` in a file input as the browser's file chooser does: the input holds it, then `input` and `change`
 * fire. (user-event's upload fakes the input's `files` with a property of its own, which happy-dom's FormData does not
 * read, so a form would be sent without the file.)
 */
export function chooseFile(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.input(input);
  fireEvent.change(input);
}
