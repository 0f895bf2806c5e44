/** Vitest for the API tests: they start the built production server, so they run after `remix build` (scripts/test.mjs). */
import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "../../app") } },
  test: {
    name: "api",
    root: path.resolve(__dirname, "../.."),
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file starts its own server; one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
