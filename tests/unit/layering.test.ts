import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Files that break one house rule each (`breaks`), and files the same rules must let through. */
const FIXTURES: { file: string; source: string; breaks: "import" | "role" | null }[] = [
  { file: "app/routes/db-alias.ts", source: `import { messages } from "~/db/schema/messages";\nexport const x = messages;`, breaks: "import" },
  { file: "app/routes/db-relative.ts", source: `import { messages } from "../db/schema/messages";\nexport const x = messages;`, breaks: "import" },
  { file: "app/lib/feature-alias.ts", source: `import { x } from "~/features/jobs/offers.server";\nexport const y = x;`, breaks: "import" },
  { file: "app/lib/feature-relative.ts", source: `import { x } from "../features/jobs/offers.server";\nexport const y = x;`, breaks: "import" },
  { file: "app/components/ui/reads-db.ts", source: `import { x } from "~/db/client.server";\nexport const y = x;`, breaks: "import" },
  { file: "app/features/jobs/other-internals.ts", source: `import { x } from "~/features/messages/messages.server";\nexport const y = x;`, breaks: "import" },
  { file: "app/features/jobs/other-relative.ts", source: `import { x } from "../messages/messages.server";\nexport const y = x;`, breaks: "import" },
  {
    file: "app/features/jobs/components/other-relative.tsx",
    source: `import { x } from "../../messages/messages.server";\nexport const y = x;`,
    breaks: "import",
  },
  { file: "app/shell/route-module.ts", source: `import { loader } from "~/routes/home";\nexport const y = loader;`, breaks: "import" },
  { file: "server/feature.ts", source: `import { x } from "~/features/jobs/offers.server";\nexport const y = x;`, breaks: "import" },
  { file: "server/relative-route.ts", source: `import { x } from "../app/routes/home";\nexport const y = x;`, breaks: "import" },
  { file: "app/routes/role-check.ts", source: `export const f = (actor: { userType: string }) => actor.userType === "company";`, breaks: "role" },
  { file: "app/features/jobs/admin-check.server.ts", source: `export const f = (actor: { isAdmin: boolean }) => actor.isAdmin;`, breaks: "role" },
  { file: "app/routes/roles-key.ts", source: `import { rolesOf } from "~/lib/actor-roles";\nexport const f = rolesOf;`, breaks: "import" },
  { file: "app/features/jobs/roles-key.server.ts", source: `import { rolesOf } from "~/lib/actor-roles";\nexport const f = rolesOf;`, breaks: "import" },
  { file: "app/lib/roles-key.ts", source: `import { rolesOf } from "./actor-roles";\nexport const f = rolesOf;`, breaks: "import" },
  { file: "app/root-roles-key.tsx", source: `import { rolesOf } from "~/lib/actor-roles";\nexport const f = rolesOf;`, breaks: "import" },
  {
    file: "app/features/jobs/public-use.ts",
    source: `import { x } from "~/features/messages/public";\nimport { y } from "./offers.server";\nexport const z = [x, y];`,
    breaks: null,
  },
  { file: "app/features/jobs/components/own-relative.tsx", source: `import { x } from "../offers.server";\nexport const y = x;`, breaks: null },
  { file: "app/features/jobs/policy.ts", source: `export const f = (actor: { userType: string }) => actor.userType === "company";`, breaks: null },
  { file: "app/features/news/policy.ts", source: `import { rolesOf } from "~/lib/actor-roles";\nexport const f = rolesOf;`, breaks: null },
  { file: "app/lib/policy.ts", source: `import { policyView } from "./actor-roles";\nexport const f = policyView;`, breaks: null },
  {
    file: "server/start.ts",
    source: `import { x } from "~/shell/demo-start.server";\nimport { y } from "~/lib/env.server";\nexport const z = [x, y];`,
    breaks: null,
  },
];

const workspace = mkdtempSync(path.join(tmpdir(), "redav-layering-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Lints the fixtures with the project's own Biome configuration (overrides and plugin) and returns each file's rule categories. */
function lintFixtures(): Map<string, string[]> {
  const config = JSON.parse(readFileSync(path.join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  writeFileSync(path.join(workspace, "biome.json"), JSON.stringify(config));
  cpSync(path.join(ROOT, "lint"), path.join(workspace, "lint"), { recursive: true });
  for (const { file, source } of FIXTURES) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), `${source}\n`);
  }
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/biome"), ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: workspace,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  const found = new Map<string, string[]>();
  for (const diagnostic of report.diagnostics) found.set(diagnostic.location.path, [...(found.get(diagnostic.location.path) ?? []), diagnostic.category]);
  return found;
}

describe("the layering rules and the policy rule fire (biome.json, lint/*.grit)", () => {
  const found = lintFixtures();
  const CATEGORY = { import: "lint/style/noRestrictedImports", role: "plugin" } as const;

  it.each(FIXTURES.filter((fixture) => fixture.breaks !== null))("refuses $file", ({ file, breaks }) => {
    expect(found.get(file) ?? [], file).toContain(CATEGORY[breaks as keyof typeof CATEGORY]);
  });

  it.each(FIXTURES.filter((fixture) => fixture.breaks === null))("lets $file through", ({ file }) => {
    expect(found.get(file) ?? [], file).toEqual([]);
  });
});
