/** System tests: the built production server as a child process, with real databases it starts and stops. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    root: new URL("../..", import.meta.url).pathname,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
