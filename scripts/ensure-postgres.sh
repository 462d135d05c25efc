#!/usr/bin/env bash
# Makes sure PostgreSQL server binaries exist for the concurrency test of the rate limit
# (tests/postgres/), which runs the local backend on a throw-away cluster. Debian: the
# distribution's postgresql package (as root, like chromium in ensure-browser.sh); the package's own
# cluster is not needed and is left stopped. Without root or apt the test reports itself skipped.
set -euo pipefail
if [ -n "${POSTGRES_BIN_DIR:-}" ] && [ -x "$POSTGRES_BIN_DIR/initdb" ]; then exit 0; fi
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's postgresql for the rate-limit concurrency test"
  apt-get update -qq
  # A policy-rc.d keeps the package from starting its own cluster service during the install (one
  # that is already there, as in many containers, is left as it is).
  created=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && created=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || status=$?
  if [ -n "$created" ]; then rm -f /usr/sbin/policy-rc.d; fi
  exit "${status:-0}"
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
else
  echo "No PostgreSQL server and no way to install one: the concurrency test will be skipped" >&2
fi
