import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "./server-process";

/**
 * Issue 35 §1: `npm ci --omit=dev` then the production start command works on a built tree, so every
 * package the production server loads (the server build and the Node entry) is a dependency, never
 * a devDependency. The entry's Vite import serves `npm run dev` only.
 */

const DEVELOPMENT_ONLY = new Set(["vite"]);

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Every bare module a file imports statically or dynamically (node: built-ins and relative paths left out). */
function bareImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const patterns = [/^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]))
    .filter((name) => !name.startsWith(".") && !name.startsWith("node:"));
}

test("every package the production server loads is installed by npm ci --omit=dev", () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const buildDir = path.join(ROOT, "build/server");
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(buildDir, file));
  const loaded = new Set([...files, path.join(ROOT, "server/index.js")].flatMap(bareImports).map(packageOf));
  expect(loaded.size).toBeGreaterThan(10);
  const missing = [...loaded].filter((name) => !DEVELOPMENT_ONLY.has(name) && !(name in manifest.dependencies));
  expect(missing).toEqual([]);
  // The operator's commands on a production machine (admin:create, db:backup, db:restore, db:move-to-postgres) run through tsx.
  expect(manifest.dependencies).toHaveProperty("tsx");
});
