#!/usr/bin/env bash
# Makes sure a Java runtime exists for the W3C HTML checker (vnu-jar). Debian: the distribution's
# headless JRE (as root, or with sudo).
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's Java runtime for the HTML checker"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless
else
  echo "The HTML checker needs Java (17 or later) on the PATH" >&2
  exit 1
fi
