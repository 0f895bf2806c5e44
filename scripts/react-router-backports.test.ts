// @vitest-environment happy-dom
/**
 * The React Router 7.18.0 fixes carried as patches on react-router-dom 6.30.6, @remix-run/router 1.23.4 and
 * @remix-run/react 2.17.5 (docs/security/advisories.md): a backslash is a slash to a browser, so "/\host" must not
 * leave the site through navigate() or be taken for one of its paths by <Link>; and the errors of the hydration data
 * may only become the built-in Error subclasses, never any other constructor of `window`.
 */
import { createRequire } from "node:module";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The builds Node loads (the browser's ES module builds carry the same edits: scripts/advisories.test.ts).
const require = createRequire(import.meta.url);
const dom = require("react-router-dom") as typeof import("react-router-dom");
const remixErrors = require("@remix-run/react/dist/errors.js") as {
  deserializeErrors(errors: Record<string, unknown>): Record<string, unknown>;
};

const OFF_SITE = "/\\evil.example";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let unmount: () => void = () => {};

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => unmount());
  container.remove();
  delete (window as unknown as Record<string, unknown>).Planted;
  delete (window as unknown as Record<string, unknown>).__staticRouterHydrationData;
});

function startRouter(page: () => ReturnType<typeof createElement>) {
  const router = dom.createBrowserRouter([
    { path: "/", Component: page },
    { path: "*", Component: () => createElement("p", null, "a page of this site") },
  ]);
  const root = createRoot(container);
  act(() => root.render(createElement(dom.RouterProvider, { router, future: { v7_startTransition: true } })));
  unmount = () => {
    root.unmount();
    router.dispose();
  };
  return router;
}

describe("GHSA-wrjc-x8rr-h8h6: a backslash in an address given to navigate() or <Link>", () => {
  it("navigate('/\\\\evil.example') stays on this site, at /evil.example", async () => {
    let go: ReturnType<typeof dom.useNavigate> = () => {};
    const router = startRouter(() => {
      go = dom.useNavigate();
      return createElement("p", null, "home");
    });
    const origin = window.location.origin;
    await act(async () => {
      go(OFF_SITE);
    });
    expect(router.state.location.pathname).toBe("/evil.example");
    expect(window.location.origin).toBe(origin);
    expect(window.location.pathname).toBe("/evil.example");
  });

  it("the router's own navigate() does too, with two backslashes", async () => {
    const router = startRouter(() => createElement("p", null, "home"));
    await act(async () => {
      await router.navigate("\\\\evil.example/path");
    });
    expect(router.state.location.pathname).toBe("/evil.example/path");
    expect(container.textContent).toBe("a page of this site");
  });

  it("GHSA-jjmj-jmhj-qwj2 (6.30.6): '//evil.example' and 'javascript:…//' given to navigate() are paths of this site", async () => {
    const router = startRouter(() => createElement("p", null, "home"));
    await act(async () => {
      await router.navigate("//evil.example/x");
    });
    expect(router.state.location.pathname).toBe("/evil.example/x");
    await act(async () => {
      await router.navigate("javascript:alert(1)//");
    });
    expect(router.state.location.pathname.startsWith("/")).toBe(true);
    expect(window.location.protocol).toBe("http:");
  });

  it("<Link to='/\\\\evil.example'> is an outside address: the router does not take it for a page of the site", async () => {
    const router = startRouter(() => createElement(dom.Link, { to: OFF_SITE }, "elsewhere"));
    const link = container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(OFF_SITE);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    // Left to the browser, which shows where it goes; never fetched and rendered as if it were one of ours.
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("GHSA-337j-9hxr-rhxg: the errors in the server-rendered hydration data", () => {
  const crafted = { __type: "Error", __subType: "Planted", message: "from the page's data" };

  it("Remix's hydration (RemixBrowser) never calls another constructor of window", () => {
    const planted = vi.fn();
    (window as unknown as Record<string, unknown>).Planted = planted;
    const errors = remixErrors.deserializeErrors({ root: crafted });
    expect(planted).not.toHaveBeenCalled();
    expect(errors.root).toBeInstanceOf(Error);
    expect((errors.root as Error).message).toBe("from the page's data");
  });

  it("the built-in Error subclasses are still made again", () => {
    const errors = remixErrors.deserializeErrors({
      root: { __type: "Error", __subType: "TypeError", message: "bad type" },
      other: { __type: "Error", __subType: { toString: () => "TypeError" }, message: "not a name" },
    });
    expect(errors.root).toBeInstanceOf(TypeError);
    expect(errors.other).not.toBeInstanceOf(TypeError);
  });

  it("react-router-dom's own hydration (createBrowserRouter without hydrationData) never calls it either", () => {
    const planted = vi.fn();
    (window as unknown as Record<string, unknown>).Planted = planted;
    (window as unknown as Record<string, unknown>).__staticRouterHydrationData = {
      loaderData: {},
      actionData: null,
      errors: { "0": crafted },
    };
    const router = dom.createBrowserRouter([{ path: "/", Component: () => null, ErrorBoundary: () => null }]);
    expect(planted).not.toHaveBeenCalled();
    expect(Object.values(router.state.errors ?? {})[0]).toBeInstanceOf(Error);
    router.dispose();
  });
});
