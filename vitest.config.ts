import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./tmp/test-data",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      LOG_LEVEL: "silent",
    },
  },
});
