/** Vitest: "unit" (pure modules, colocated *.test.ts) and "db" (queries against PGlite, or PostgreSQL with DATABASE_URL). */
import { defineConfig } from "vitest/config";
import path from "node:path";

const dbTests = ["app/db/**/*.test.ts", "app/models/**/*.test.ts", "app/backend/**/*.test.ts", "tests/db/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...dbTests, "node_modules/**"],
          environment: "node",
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
