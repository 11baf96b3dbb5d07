import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as { packages: Record<string, unknown> };

/** Native packages the build and the linter need, one per platform: `npm ci` on any of these machines must find its own in the lock. */
const PLATFORMS: Record<string, string[]> = {
  "@biomejs/cli-{p}": ["linux-x64", "linux-arm64", "darwin-arm64", "darwin-x64", "win32-x64"],
  "@tailwindcss/oxide-{p}": ["linux-x64-gnu", "linux-arm64-gnu", "darwin-arm64", "darwin-x64", "win32-x64-msvc"],
  "@img/sharp-{p}": ["linux-x64", "linux-arm64", "darwin-arm64", "darwin-x64", "win32-x64"],
};

describe("the lock file installs with npm ci on every platform we develop and deploy on", () => {
  it.each(Object.keys(PLATFORMS))("%s is locked for Linux, macOS and Windows", (pattern) => {
    for (const platform of PLATFORMS[pattern] ?? []) {
      const name = `node_modules/${pattern.replace("{p}", platform)}`;
      expect(lock.packages[name], name).toBeDefined();
    }
  });
});
