import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const INTEGRATION = ["app/**/*.server.test.ts", "seed/**/*.server.test.ts", "tests/integration/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    pool: "forks",
    maxWorkers: 2,
    globalSetup: ["tests/setup/vitest-global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./tmp/test-data",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      LOG_LEVEL: "silent",
    },
    // Pure unit tests never open a database; integration tests (*.server.test.ts) share one per worker (on PostgreSQL, a database of the worker's own).
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"], exclude: INTEGRATION } },
      { extends: true, test: { name: "integration", include: INTEGRATION, setupFiles: ["tests/setup/vitest-setup.ts"], isolate: false } },
      // Operations (backup, the move to PostgreSQL, metrics that read the whole outbox) run once, on PGlite: they bring their own PostgreSQL database where they need one.
      { extends: true, test: { name: "operations", include: ["tests/operations/**/*.test.ts"], setupFiles: ["tests/setup/vitest-setup.ts"], isolate: false } },
    ],
  },
});
