#!/usr/bin/env bash
# npm run check: the inner loop while editing. Types, lint (cached) and the Vitest tests that the
# uncommitted changes touch (vitest --changed: changed test files and tests importing a changed
# file). `npm run check -- main` also counts the commits since main. `npm test` stays
# the full gate (every test, the build, the end-to-end tests).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

# One command a line: under set -e, a failure inside an a && b list does not stop the script.
step "Type check (incremental)"
npx tsc -p tsconfig.app.json --incremental
npx tsc -p tsconfig.node.json --incremental
step "Lint (cached)"
npx eslint . --cache --cache-location node_modules/.cache/eslint/ --max-warnings=0
step "Tests the changes touch"
# Without an argument: staged, unstaged and new files; with a ref, also what was committed since it.
npx vitest run --changed ${1:+"$1"} --passWithNoTests
