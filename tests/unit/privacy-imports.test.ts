import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PRIVACY = path.join(ROOT, "app/features/privacy");

/** Every source file of the privacy feature, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The module each import, export-from or dynamic import of a file names. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g)) {
    found.push(match[1] ?? match[2] ?? match[3]);
  }
  return found;
}

/** The feature another module belongs to, or null when it is not a feature (lib, db, components) or is privacy itself. */
function otherFeature(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = path.join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(path.join(ROOT, "app/features"), target);
  if (relative.startsWith("..")) return null;
  const feature = relative.split(path.sep)[0];
  return feature === "privacy" ? null : feature;
}

describe("the privacy centre depends on no other feature (issue 37 §1, decision 053)", () => {
  it("reads each import form", () => {
    expect(
      specifiers(
        `import { a } from "~/features/jobs/public.server";\nimport type { B } from '../events/public';\nexport { c } from "./c";\nawait import("~/features/news/public");`,
      ),
    ).toEqual(["~/features/jobs/public.server", "../events/public", "./c", "~/features/news/public"]);
    expect(otherFeature(path.join(PRIVACY, "x.ts"), "../events/public")).toBe("events");
    expect(otherFeature(path.join(PRIVACY, "components/x.tsx"), "../policy")).toBeNull();
    expect(otherFeature(path.join(PRIVACY, "x.ts"), "~/lib/env.server")).toBeNull();
  });

  it("no file of app/features/privacy imports another feature: features register their parts with it instead", () => {
    const offending = sources(PRIVACY).flatMap((file) =>
      specifiers(readFileSync(file, "utf8")).flatMap((specifier) => (otherFeature(file, specifier) ? [`${path.relative(ROOT, file)} → ${specifier}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
