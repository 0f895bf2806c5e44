/**
 * patches/@remix-run+router+1.23.4.patch: the server's route matching keeps each routes array's ranked
 * branches, each compiled path pattern and each path's matches instead of rebuilding them on every request. These check that the patch is
 * applied (npm install's postinstall), that matching answers as before, and that routes added later
 * (patchRoutesOnNavigation, the browser's lazy route discovery) are matched, not hidden by a stale cache.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { ITEM_ROUTES, entryContextOf } from "../tests/support/two-route-build";

// The server loads the CommonJS build, which is the one patched.
const require = createRequire(import.meta.url);
const routerPath = require.resolve("@remix-run/router");
const router = require(routerPath) as typeof import("@remix-run/router");

const routes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "solutions", path: "solutions" },
      { id: "solution", path: "solution/:id" },
      { id: "lang", path: ":lang?/contact-us" },
      { id: "staff", path: "staff/*" },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (pathname: string, use = routes) => router.matchRoutes(use, pathname)?.map((match) => match.route.id) ?? null;

describe("the patched route matching", () => {
  it("is the patched build", () => {
    expect(routerPath).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(routerPath, "utf8")).toContain("function rankedBranches(routes)");
  });

  it("matches as before, the same routes again and again", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/")).toEqual(["root", "home"]);
      expect(ids("/solutions")).toEqual(["root", "solutions"]);
      expect(ids("/SOLUTIONS/")).toEqual(["root", "solutions"]);
      expect(router.matchRoutes(routes, "/solution/42")?.[1].params).toEqual({ id: "42" });
      expect(router.matchRoutes(routes, "/ar/contact-us")?.[1].params).toEqual({ lang: "ar" });
      expect(ids("/contact-us")).toEqual(["root", "lang"]);
      expect(router.matchRoutes(routes, "/staff/inbox/7")?.[1].params).toEqual({ "*": "inbox/7" });
      expect(ids("/no/such/page")).toEqual(["root", "splat"]);
    }
  });

  it("keeps each path's matches, giving every caller copies of its own", () => {
    const first = router.matchRoutes(routes, "/solution/7")!;
    (first[1].params as Record<string, string>).id = "changed by a loader";
    first.pop();
    const second = router.matchRoutes(routes, "/solution/7")!;
    expect(second.map((match) => match.route.id)).toEqual(["root", "solution"]);
    expect(second[1].params).toEqual({ id: "7" });
    expect(second[1].route).toBe(first[0].route.children![2]);
    expect(second).not.toBe(router.matchRoutes(routes, "/solution/7"));
    // A longer path is matched on its own.
    expect(ids("/solution/7/more")).toEqual(["root", "splat"]);
    // A path too long to keep is matched all the same.
    const long = `/solution/${"x".repeat(300)}`;
    expect(router.matchRoutes(routes, long)?.[1].params).toEqual({ id: "x".repeat(300) });
    expect(router.matchRoutes(routes, long)?.[1].params).toEqual({ id: "x".repeat(300) });
  });

  it("keeps apart routes arrays that are different, even when equal", () => {
    const other = [{ id: "only", path: "/solutions" }];
    expect(ids("/solutions", other)).toEqual(["only"]);
    expect(ids("/solutions")).toEqual(["root", "solutions"]);
    expect(ids("/solutions", structuredClone(other).map((route) => ({ ...route, id: "copy" })))).toEqual(["copy"]);
  });

  it("matches a route patched in after the first match (lazy route discovery)", async () => {
    const history = router.createMemoryHistory({ initialEntries: ["/"] });
    const client = router.createRouter({
      history,
      routes: [{ id: "top", path: "/", children: [{ id: "start", index: true }] }],
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/later") patch("top", [{ id: "later", path: "later" }]);
      },
    }).initialize();
    try {
      // The first matches fill the cache for these routes; the patch must not leave "/later" unmatched.
      expect(router.matchRoutes(client.routes, "/later")?.map((match) => match.route.id)).toEqual(undefined);
      await client.navigate("/later");
      expect(client.state.location.pathname).toBe("/later");
      expect(client.state.matches.map((match) => match.route.id)).toEqual(["top", "later"]);
      expect(router.matchRoutes(client.routes, "/later")?.map((match) => match.route.id)).toEqual(["top", "later"]);
    } finally {
      client.dispose();
    }
  });
});

/**
 * patches/@remix-run+react+2.17.5.patch and react-router-dom+6.30.6.patch: <RemixServer> makes its server routes once
 * per build (and the static router their data routes once per routes array) instead of on every render, so that the
 * kept branches above serve them too. Renders must still show each request's own page and data, and a build with
 * other route modules (the dev server's rebuilds) must get routes of its own.
 */
describe("the patched server render", () => {
  const remix = require("@remix-run/react") as typeof import("@remix-run/react");
  const dom = require("react-router-dom/server") as typeof import("react-router-dom/server");
  const { createElement } = require("react") as typeof import("react");
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

  const handler = router.createStaticHandler(ITEM_ROUTES);
  const Root = () => createElement("main", null, createElement(remix.Outlet));
  const Item = () => createElement("p", null, `item ${(remix.useLoaderData() as { n: string }).n}`);
  const Other = () => createElement("p", null, `other ${(remix.useLoaderData() as { n: string }).n}`);

  async function render(pathname: string, item = Item) {
    const context = await handler.query(new Request(`http://site.test${pathname}`));
    if (context instanceof Response) throw new Error("no context");
    // A new object on every request, as the server runtime makes it; its modules are the build's.
    const entryContext = entryContextOf(context, { root: { default: Root }, item: { default: item } });
    return renderToString(createElement(remix.RemixServer, { context: entryContext as never, url: `http://site.test${pathname}` }));
  }

  it("is the patched build", () => {
    expect(readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8")).toContain("function keptServerRoutes(");
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("const dataRoutesOfRoutes = new WeakMap()");
  });

  it("renders each request's own page and data, render after render", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await render("/items/1")).toBe("<main><p>item 1</p></main>");
      expect(await render("/items/2")).toBe("<main><p>item 2</p></main>");
    }
  });

  it("makes new routes for other route modules (a rebuild)", async () => {
    expect(await render("/items/3")).toContain("item 3");
    expect(await render("/items/3", Other)).toContain("other 3");
    expect(await render("/items/4")).toContain("item 4");
  });

  it("keeps one routes array's data routes, with each request's matches pointing into them", async () => {
    const first = await handler.query(new Request("http://site.test/items/5"));
    const second = await handler.query(new Request("http://site.test/items/6"));
    if (first instanceof Response || second instanceof Response) throw new Error("no context");
    const a = dom.createStaticRouter(ITEM_ROUTES, first);
    const b = dom.createStaticRouter(ITEM_ROUTES, second);
    expect(b.routes).toBe(a.routes);
    expect(b.state.matches.map((match) => match.params.n)).toEqual(["6", "6"]);
    expect(b.state.matches[1].route).toBe(a.routes[0].children![0]);
    expect(dom.createStaticRouter([...ITEM_ROUTES], first).routes).not.toBe(a.routes);
  });
});
