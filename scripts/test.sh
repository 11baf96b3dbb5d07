#!/usr/bin/env bash
# npm test: lint, types, unit + integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is set),
# then the browser tests against a production build. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$1"; }

step "Biome"
npx biome check .

step "Typecheck"
npx react-router typegen
npx tsc

step "Migrations match the schema"
npx drizzle-kit check >/dev/null
before=$(ls drizzle/*.sql | wc -l)
npx drizzle-kit generate --name schema-drift-check >/dev/null
after=$(ls drizzle/*.sql | wc -l)
if [ "$before" != "$after" ]; then
  git checkout -- drizzle 2>/dev/null || true
  git clean -fq drizzle 2>/dev/null || true
  echo "The schema changed without a migration: run npm run db:generate" >&2
  exit 1
fi

step "Vitest on PGlite"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Vitest integration suite on PostgreSQL"
  npx vitest run server.test
fi

step "Production build"
npx react-router build

step "Playwright (system Chromium)"
rm -rf tmp/e2e-data
npx playwright test
