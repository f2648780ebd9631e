#!/usr/bin/env bash
# The site the browser tests run against: this project built from tests/fixtures/site — a frozen data set,
# not data/ — into .e2e-site/ (dist/, generated/, data/). The browser tests pin behaviour on known input: what
# their expectations name (a route, a departure, a fare, a page) is in the fixture, so a maintainer's change to
# data/ that `data:check --strict` accepts cannot fail them. data/ itself is checked by data:check and by the gates
# that read the real dist/ (valid HTML, links, one fact one figure, reproducible and hostile builds, web budgets).
#
# The build instant is fixed (Mon 23 Nov 2026, 00:00 in Manila: the week the fixture and the tests' clocks are
# written for), so which advisories are in force or which statuses are stale never depends on the day CI runs.
# Built in a copy of the project (scripts/lib/copy-project.sh, as scripts/check-reproducible.sh does), swapped in only
# when the build succeeded: .e2e-site/ keeps the previous site otherwise. Usage: build-e2e-site.sh (from anywhere).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
site="$root/.e2e-site"
next="$root/.e2e-site-new"
rm -rf "$next"
bash scripts/lib/copy-project.sh "$next" data generated
mkdir "$next/data"
tar -C tests/fixtures/site --exclude=./README.md -cf - . | tar -C "$next/data" -xf -
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! (cd "$next" && SOURCE_DATE_EPOCH=1795363200 npm run -s build >"$log" 2>&1); then
  tail -60 "$log" >&2
  echo "e2e site: the build of tests/fixtures/site failed (above); .e2e-site/ is unchanged" >&2
  exit 1
fi
rm -rf "$site"
mv "$next" "$site"
echo "e2e site: built from tests/fixtures/site into .e2e-site/dist ($(find "$site/dist" -name '*.html' | wc -l) pages)"
