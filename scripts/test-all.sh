#!/usr/bin/env bash
# The one test command (npm test): type check, data check, unit tests, build, end-to-end tests.
# Works on a fresh machine: it installs a browser itself when none is there (scripts/ensure-browser.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n── %s ──\n' "$*"; }

step "type check"
npx tsc --noEmit

step "data check"
npm run -s data:check

step "unit tests (TZ=UTC)"
TZ=UTC npx vitest run

step "time-zone leak check: date-sensitive suites in two other zones"
for zone in America/Los_Angeles Pacific/Kiritimati; do
  TZ=$zone npx vitest run tests/booking tests/query tests/graph
done

step "build"
npm run -s build

step "browser"
bash scripts/ensure-browser.sh

step "end-to-end tests (Playwright, real Chromium, built site over HTTP)"
npx playwright test
