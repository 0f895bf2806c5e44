/** Lint: TypeScript-aware rules plus the hooks rules; formatting is left to the editor. */
/** A no-restricted-imports pattern for app layers, by alias (~/db/…) and by relative path (../db/…). */
/** Tests reach across layers on purpose (a model's test may drive LocalBackend). */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

const layer = (dirs, message) => ({ group: dirs.flatMap((dir) => [`~/${dir}/*`, `**/${dir}/*`]), message });

module.exports = {
  root: true,
  parser: "@typescript-eslint/parser",
  parserOptions: { ecmaVersion: "latest", sourceType: "module", ecmaFeatures: { jsx: true } },
  env: { browser: true, node: true, es2022: true },
  plugins: ["@typescript-eslint", "react-hooks"],
  extends: ["eslint:recommended", "plugin:@typescript-eslint/recommended"],
  rules: {
    "react-hooks/rules-of-hooks": "error",
    "react-hooks/exhaustive-deps": "warn",
    "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    "no-console": ["error", { allow: ["warn", "error", "info"] }],
  },
  // Dependencies point down: routes → backend / models → db (docs/architecture.md). Each layer names what it may
  // not import, by alias and by relative path (tests excepted); the last two overrides are temporary exceptions.
  overrides: [
    {
      files: ["app/routes/**"],
      excludedFiles: TESTS,
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layer(["db"], "Routes reach data through ~/backend or ~/models, never the database client.")] }] },
    },
    {
      files: ["app/components/**"],
      excludedFiles: TESTS,
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layer(["routes"], "Components never import a route module.")] }] },
    },
    {
      files: ["app/utils/**"],
      excludedFiles: TESTS,
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layer(["routes", "components"], "Utils never import routes or components.")] }] },
    },
    {
      files: ["app/models/**"],
      excludedFiles: TESTS,
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              layer(["routes", "components"], "Models never import routes or components."),
              { group: ["~/backend/*", "!~/backend/contract", "**/backend/*", "!**/backend/contract"], message: "Models never import the backend (LocalBackend calls models, not the other way)." },
              // The contract's shapes (Plant, Solution, Page…) are what the catalogue models return: their types only.
              { group: ["~/backend/contract", "**/backend/contract"], allowTypeImports: true, message: "Models may use the contract's types only (import type)." },
            ],
          },
        ],
      },
    },
    {
      files: ["app/db/**"],
      excludedFiles: TESTS,
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layer(["models", "backend", "routes"], "The database layer never imports models, the backend or routes.")] }] },
    },
    {
      // Server code logs through app/utils/log.server.ts (JSON lines with the request id), never the console.
      files: ["app/**", "server.ts"],
      excludedFiles: TESTS,
      rules: { "no-console": ["error", {}] },
    },
  ],
  ignorePatterns: ["node_modules/", "build/", "public/build/", "data/", "drizzle/", "test-results/", "playwright-report/", ".cache/"],
};
