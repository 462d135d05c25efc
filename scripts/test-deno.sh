#!/usr/bin/env bash
# Edge functions under Deno, from supabase/functions/ so that its deno.json (the production import
# map) is the one checked: type check every entry and test, lint, the tests in _tests/, then bundle
# every function from a copy of supabase/functions/ alone, as `supabase functions deploy` does: an
# import that reaches outside the functions folder fails here instead of at deploy time.
# The deno binary comes from the `deno` npm package.
set -euo pipefail
cd "$(dirname "$0")/../supabase/functions"
deno="$(cd ../../node_modules/.bin && pwd)/deno"
export DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
# Deno fetches the npm: packages of deno.json itself; point it at the registry npm uses.
NPM_CONFIG_REGISTRY="${NPM_CONFIG_REGISTRY:-$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)}"
export NPM_CONFIG_REGISTRY

"$deno" check --quiet */index.ts _tests/*_test.ts
"$deno" lint --quiet
"$deno" test --quiet --allow-all _tests/

isolated="$(mktemp -d)"
trap 'rm -rf "$isolated"' EXIT
cp -r . "$isolated/functions"
cd "$isolated/functions"
for entry in */index.ts; do
  name="${entry%/index.ts}"
  "$deno" bundle --quiet "$entry" -o "$isolated/$name.js"
  [ -s "$isolated/$name.js" ] || { echo "bundling $name produced nothing" >&2; exit 1; }
  echo "bundled $name from the functions folder alone: $(wc -c < "$isolated/$name.js") bytes"
done
