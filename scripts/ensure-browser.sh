#!/usr/bin/env bash
# Makes sure the browsers the checks drive exist, without downloading a browser build (scripts/lib/browser-path.ts
# says which is used for what): Playwright's own when it is installed (a normal developer laptop), else Debian's
# `chromium` (Lighthouse) and `chromium-headless-shell` (the e2e tests and check:web: half the CPU of the full
# browser), installed with apt when we are root (CI machines and these dev machines).
set -euo pipefail
own=$(node -e "const p=require('playwright-core').chromium.executablePath(); process.stdout.write(require('node:fs').existsSync(p)?p:'')" 2>/dev/null || true)
if [ -n "$own" ]; then echo "browser: Playwright's Chromium at $own"; exit 0; fi
missing=()
for package in chromium chromium-headless-shell; do
  command -v "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "browser: installing ${missing[*]} with apt-get (about a minute)…"
  export DEBIAN_FRONTEND=noninteractive
  # npm test may install a JRE for the HTML checker at the same time (scripts/check-html.ts): wait for apt's lock.
  apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null || echo "browser: apt-get update failed; installing from the lists there are"
  # One package at a time: chromium is needed; without the headless shell the tests still run, on chromium.
  for package in "${missing[@]}"; do
    apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$package" >/dev/null || echo "browser: apt-get could not install $package"
  done
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "No Chromium found. Install one: 'npx playwright install chromium' (laptop) or 'sudo apt-get install -y chromium chromium-headless-shell' (Debian)." >&2
  exit 1
fi
echo "browser: $(command -v chromium)"
if command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "browser: $(command -v chromium-headless-shell) for the pages Playwright drives"
else
  echo "browser: no chromium-headless-shell (apt-get install -y chromium-headless-shell): the e2e tests use chromium, at about twice the CPU"
fi
