/**
 * Vitest: "unit" (pure modules, colocated *.test.ts), "component" (client behaviour of one component or route UI,
 * colocated *.test.tsx, in happy-dom) and "db" (queries against PGlite, or PostgreSQL with DATABASE_URL).
 * The HTTP layer (tests/http) has its own config: it needs the built server.
 */
import { defineConfig } from "vitest/config";
import path from "node:path";

const dbTests = ["app/db/**/*.test.ts", "app/models/**/*.test.ts", "app/backend/**/*.test.ts", "tests/db/**/*.test.ts"];
// Rendered with React on the server, so the entry render test stays in node.
const componentTests = ["app/**/*.test.tsx"];
const serverRenderTests = ["app/entry.server.test.tsx"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", ...serverRenderTests, "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          exclude: [...dbTests, "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: componentTests,
          exclude: [...serverRenderTests, "node_modules/**"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: dbTests,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
