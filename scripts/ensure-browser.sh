#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests, without downloading a browser build:
# Playwright's own Chromium when it is installed (a normal developer laptop), else Debian's
# `chromium` package, installed with apt when we are root (CI machines and these dev machines).
set -euo pipefail
own=$(node -e "const p=require('playwright-core').chromium.executablePath(); process.stdout.write(require('node:fs').existsSync(p)?p:'')" 2>/dev/null || true)
if [ -n "$own" ]; then echo "browser: Playwright's Chromium at $own"; exit 0; fi
if command -v chromium >/dev/null 2>&1; then echo "browser: $(command -v chromium)"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "browser: installing Debian's chromium with apt-get (about a minute)…"
  export DEBIAN_FRONTEND=noninteractive
  # npm test may install a JRE for the HTML checker at the same time (scripts/check-html.ts): wait for apt's lock.
  apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  echo "browser: $(command -v chromium)"
  exit 0
fi
echo "No Chromium found. Install one: 'npx playwright install chromium' (laptop) or 'sudo apt-get install -y chromium' (Debian)." >&2
exit 1
