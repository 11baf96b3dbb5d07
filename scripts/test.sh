#!/usr/bin/env bash
# npm test: lint, the dependency rules (decision 051), types, unit + integration (PGlite, then PostgreSQL when TEST_DATABASE_URL is set),
# then the browser tests against a production build. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$1"; }

step "Biome"
npx biome check .

step "Dependency rules"
npx depcruise app --config .dependency-cruiser.cjs --output-type err

step "Typecheck"
npx react-router typegen
npx tsc

step "Migrations match the schema"
drift=tmp/drizzle-drift
rm -rf "$drift" && mkdir -p tmp && cp -r drizzle "$drift"
npx drizzle-kit generate --dialect postgresql --schema ./app/db/schema --out "$drift" --name drift >/dev/null
if [ "$(ls "$drift"/*.sql | wc -l)" != "$(ls drizzle/*.sql | wc -l)" ]; then
  echo "The schema changed without a migration: run npm run db:generate" >&2
  exit 1
fi

reports=tmp/test-reports
rm -rf "$reports" && mkdir -p "$reports"

step "Vitest on PGlite"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Vitest integration suite on PostgreSQL"
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
fi

step "Production build"
npx react-router build

step "JavaScript budget of public pages"
node scripts/js-budget.mjs

step "Playwright (system Chromium)"
rm -rf tmp/e2e-data
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$reports"/*.json
