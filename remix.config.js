/** Remix classic compiler settings (DESIGN.md §2): ESM server build, PostCSS for Tailwind 4. */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.schema.ts", "**/_*.tsx"],
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
