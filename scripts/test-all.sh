#!/usr/bin/env bash
# The one test command (npm test, and .ci/run): installs what is missing, then runs lint, type check,
# unit and component tests, the production build with prerendering, checks of the built files (W3C
# HTML checker, JSON-LD, sitemap, security headers), and the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_loglevel=error npm_config_fund=false npm_config_audit=false

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Installing dependencies"
  # npm ci refuses a lock file that lacks optional platform packages the registry does not carry
  # (some @tailwindcss/oxide builds); npm install resolves the same locked versions without them.
  npm ci || npm install
fi

bash scripts/ensure-browser.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-java.sh

# Facts past their check date (src/lib/content/facts.ts): a warning, never a failure (docs/facts.md).
npx tsx scripts/facts.ts --due-only --warn || true

# One command a line: under set -e, a failure inside an a && b list does not stop the script.
step "Lint and format";   npx eslint . --cache --cache-location node_modules/.cache/eslint/ --max-warnings=0; npx prettier --check . --log-level warn
step "Type check";        npm run --silent typecheck
step "Unit, component and database tests"; npx vitest run
step "Edge functions (Deno)"; bash scripts/test-deno.sh
step "Build and prerender"; npm run --silent build
step "Built site: HTML validity, structured data, sitemap, headers"; npx vitest run --config vitest.build.config.ts
step "End-to-end tests";  CI=${CI:-1} npx playwright test
