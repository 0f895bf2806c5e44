/** Remix classic compiler settings (DESIGN.md §2): ESM server build, PostCSS for Tailwind 4. */
import flatRoutesModule from "@remix-run/dev/dist/config/flat-routes.js";
import { ARABIC_ROUTE_ID, isLocalizedRoute } from "./app/i18n/localized-routes.js";

const ignoredRouteFiles = ["**/.*", "**/*.test.{ts,tsx}", "**/*.schema.ts", "**/_*.tsx"];

/**
 * The Arabic site: the same route modules as the English routes of the public site and the account area,
 * under /ar, with ids "ar/<id>". The file convention makes the English routes; these are added to them.
 */
function arabicRoutes() {
  const english = flatRoutesModule.flatRoutes("app", ignoredRouteFiles);
  const routes = {};
  for (const route of Object.values(english)) {
    if (!isLocalizedRoute(route.id)) continue;
    const topLevel = !route.parentId || route.parentId === "root";
    const id = ARABIC_ROUTE_ID + route.id;
    routes[id] = {
      ...route,
      id,
      parentId: topLevel ? "root" : ARABIC_ROUTE_ID + route.parentId,
      // A top-level route gets the prefix; the pathless public layout becomes /ar itself.
      path: topLevel ? (route.path ? `ar/${route.path}` : "ar") : route.path,
    };
  }
  return routes;
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  routes: async () => arabicRoutes(),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  postcss: true,
  tailwind: false,
  serverDependenciesToBundle: [/^swiper/, /^remix-validated-form/, /^@remix-validated-form/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
