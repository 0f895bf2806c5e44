/** Lint: TypeScript-aware rules plus the hooks rules; formatting is left to the editor. */
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
  ignorePatterns: ["node_modules/", "build/", "public/build/", "data/", "drizzle/", "test-results/", "playwright-report/", ".cache/"],
};
