#!/usr/bin/env bash
# Edge functions under Deno, from supabase/functions/ so that its deno.json (the production import
# map) is the one checked: type check every entry and test, lint, then the tests in _tests/.
# The deno binary comes from the `deno` npm package.
set -euo pipefail
cd "$(dirname "$0")/../supabase/functions"
deno=../../node_modules/.bin/deno
export DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
# Deno fetches the npm: packages of deno.json itself; point it at the registry npm uses.
NPM_CONFIG_REGISTRY="${NPM_CONFIG_REGISTRY:-$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)}"
export NPM_CONFIG_REGISTRY

"$deno" check --quiet */index.ts _tests/*_test.ts
"$deno" lint --quiet
"$deno" test --quiet --allow-all _tests/
