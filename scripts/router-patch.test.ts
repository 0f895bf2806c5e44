/**
 * patches/@remix-run+router+1.23.3.patch (issue 18): the server's route matching keeps each routes array's ranked
 * branches and each compiled path pattern instead of rebuilding them on every request. These check that the patch is
 * applied (npm install's postinstall), that matching answers as before, and that routes added later
 * (patchRoutesOnNavigation, the browser's lazy route discovery) are matched, not hidden by a stale cache.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

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
