/**
 * A Remix build by hand, for tests that render a document without the compiler: a root route and an `items/:n`
 * route whose loader returns `n`. `entryContextOf` makes what the server runtime hands `entry.server` for one
 * request: a new object each time, with the route modules given.
 */
import type { StaticHandlerContext } from "@remix-run/router";

export const ITEM_ROUTES = [
  { id: "root", path: "", children: [{ id: "item", path: "items/:n", loader: ({ params }: { params: { n?: string } }) => ({ n: params.n }) }] },
];

const manifestRoute = { hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, imports: [] };
const manifest = {
  entry: { module: "/entry.js", imports: [] },
  url: "/manifest.js",
  version: "1",
  routes: {
    root: { ...manifestRoute, id: "root", path: "", hasLoader: false, module: "/root.js" },
    item: { ...manifestRoute, id: "item", parentId: "root", path: "items/:n", hasLoader: true, module: "/item.js" },
  },
};
const future = { v3_fetcherPersist: false, v3_relativeSplatPath: false, v3_throwAbortReason: false, v3_singleFetch: false, v3_lazyRouteDiscovery: false, unstable_optimizeDeps: false };

export function entryContextOf(staticHandlerContext: StaticHandlerContext, routeModules: Record<"root" | "item", { default: unknown }>) {
  return {
    manifest,
    routeModules,
    staticHandlerContext,
    serverHandoffString: "{}",
    future,
    isSpaMode: false,
    serializeError: (error: Error) => ({ message: error.message, stack: error.stack }),
  };
}
