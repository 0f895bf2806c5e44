/**
 * The HTTP layer: status, headers, redirects, server-rendered HTML, no-JavaScript form posts and the API, against the
 * built production server, started once for the run by ./global-setup.ts (so after `npm run build`).
 */
import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "../../app") } },
  test: {
    name: "http",
    root: path.resolve(__dirname, "../.."),
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/http/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Two files at a time against the one server: a 2-core machine stays responsive.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
