import path from "node:path";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/dependency-rules");

/** A violation as one line: the rule, then the arrow (a cycle as its whole round, folder by folder). */
function line(violation: IViolation): string {
  const arrow = violation.cycle?.length ? [violation.from, ...violation.cycle.map((step) => step.name)] : [violation.from, violation.to];
  return `${violation.rule.name}: ${arrow.join(" → ")}`;
}

/** The violations of the project's .dependency-cruiser.cjs in the app/ folder under `baseDir` (its tsconfig.json gives `~/`). */
async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(path.join(ROOT, ".dependency-cruiser.cjs"));
  const tsConfig = path.join(baseDir, "tsconfig.json");
  const { output } = await cruise(["app"], { ...options, baseDir, tsConfig: { fileName: tsConfig } }, {}, { tsConfig: extractTSConfig(tsConfig) });
  return (output as ICruiseResult).summary.violations.map(line).sort();
}

describe("the dependency rules (.dependency-cruiser.cjs, decision 051)", () => {
  it("fire on each planted violation of the fixture tree, and on nothing else", async () => {
    expect(await violations(FIXTURE)).toEqual(
      [
        // alpha → beta → gamma → alpha: each edge of the round is reported
        "no-feature-cycle: app/features/alpha → app/features/beta → app/features/gamma → app/features/alpha",
        "no-feature-cycle: app/features/beta → app/features/gamma → app/features/alpha → app/features/beta",
        "no-feature-cycle: app/features/gamma → app/features/alpha → app/features/beta → app/features/gamma",
        "feature-door: app/features/gamma/peek.ts → app/features/alpha/inside.ts",
        "no-arrow-back-up-from-features: app/features/delta/to-route.ts → app/routes/about.ts",
        "no-arrow-back-up-from-features: app/features/delta/to-shell.ts → app/shell/frame.ts",
        "no-arrow-back-up-from-infrastructure: app/lib/leaky.ts → app/features/alpha/public.ts",
        "no-arrow-back-up-from-db: app/db/schema.ts → app/lib/fine.ts",
        "no-arrow-back-up-from-lib: app/lib/ui-user.ts → app/components/button.ts",
        "no-demo-in-product: app/shell/starts-demo.ts → seed/people.ts",
      ].sort(),
    );
  });

  it("find no cycle between features, no feature's inside used by another and no arrow back up in app/", { timeout: 180_000 }, async () => {
    expect(await violations(ROOT)).toEqual([]);
  });
});
