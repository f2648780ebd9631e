#!/usr/bin/env bash
# The one test command (npm test): data check, type check, unit tests, build, the output gates (valid HTML, links,
# reproducible build, hostile data), end-to-end tests (axe and keyboard included), the web budgets and Lighthouse.
# Works on a fresh machine: it installs a browser itself when none is there (scripts/ensure-browser.sh).
#
# Work is done once: one data check (strict; it writes generated/), one build of the site (which uses that
# generated/ instead of checking again) that every later gate reads; the reproducible-build check adds the one
# second build it needs, and the hostile-data gate builds its own poisoned copy of the data.
#
# Order: the data check runs first and alone, so a maintainer's data error is the first thing printed
# and stops the run. Then lanes share the machine, because no step keeps both cores busy on its own and the lanes
# do not depend on each other:
#   code    type check → unused code (knip) → unit tests (TZ=UTC, the date-sensitive suites again in two other zones)
#   browser make sure a Chromium is there (apt, network-bound)
#   e2e site  the project built from tests/fixtures/site (the browser tests' own data, never data/)
#   site    build; then, once the e2e site and the browser exist, end-to-end tests (in the foreground, its output
#           live: the longest lane)
#   output  (once dist/ exists) valid HTML, links, one fact one figure, reproducible build, hostile data
#   web     (once the build has passed and the browser exists) the site in each state (a build of its own from
#           data/), web budgets, Lighthouse
# A step that another needs stops what depends on it (no build: no gate that reads dist/); every other step still
# runs, so one run reports every failing gate. Background steps print their output as one block when they end.
# The summary is a table of each step's wall and CPU time (also in the GitHub job summary when there is one).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
# One build instant for every build of this run, so the reproducible-build check compares like with like.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
steps="$state/steps.tsv"
finished="$state/finished" # the log of each background step, one a line, in the order they ended
: >"$steps"
: >"$finished"

# CPU seconds (user + system) of a step: the second line of bash's `times`, written by the step's own subshell once
# its command has ended (the CPU of that command and of every process it waited for), e.g. `1m2.500s 0m3.250s`.
cpu_seconds() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] } printf "%.0f", t }' "$1" 2>/dev/null; }

# step NAME COMMAND…: runs one step, records status, start, wall and CPU seconds in $steps. In the foreground its
# output is shown as it comes; in a background lane (STEP_LOG set) it goes to a file that the main shell prints,
# as one block, once the step has ended (two lanes never interleave their lines).
step() {
  local name=$1; shift
  local start=$SECONDS log=
  [ -z "${STEP_LOG:-}" ] || log=$(mktemp "$state/step.XXXXXX")
  local times=${log:-$state/foreground}.times
  if [ -n "$log" ]; then
    ( printf '\n── %s ──\n' "$name"; "$@"; rc=$?; times >"$times"; exit $rc ) >"$log.out" 2>&1
  else
    printf '\n── %s ──\n' "$name"
    ( "$@"; rc=$?; times >"$times"; exit $rc )
  fi
  local rc=$? status=passed
  [ $rc -eq 0 ] || status=FAILED
  local cpu; cpu=$(cpu_seconds "$times")
  printf '%s\t%s\t%d\t%d\t%s\n' "$name" "$status" "$start" $((SECONDS - start)) "$cpu" >>"$steps"
  if [ -n "$log" ]; then
    printf '   (%s in %d s)\n' "$status" $((SECONDS - start)) >>"$log.out"
    echo "$log.out" >>"$finished"
  else
    printf '   (%s in %d s)\n' "$status" $((SECONDS - start))
  fi
  return $rc
}

# Prints the blocks of background steps that have ended since the last call, in the order they ended.
shown=0
show_finished() {
  local ended; ended=$(wc -l <"$finished")
  while [ "$shown" -lt "$ended" ]; do shown=$((shown + 1)); cat "$(sed -n "${shown}p" "$finished")"; done
}

# skipped NAME…: steps that did not run because one before them failed.
skipped() { local name; for name in "$@"; do printf '%s\tnot run\t-\t-\t-\n' "$name" >>"$steps"; done; }

# Waits for every lane, prints what is left of their output, then the table (steps in the order they started, the
# ones that did not run last) and the verdict.
finish() {
  wait
  show_finished
  local result=passed
  if grep -qv $'\tpassed\t' "$steps"; then result=FAILED; fi
  {
    printf '\n| step | result | started (s) | wall (s) | CPU (s) |\n|---|---|--:|--:|--:|\n'
    { grep -v $'\tnot run\t' "$steps" | sort -t $'\t' -k3,3n -s; grep $'\tnot run\t' "$steps"; } |
      awk -F'\t' -v result="$result" -v wall="$SECONDS" '{ printf "| %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5; cpu += $5 }
        END { printf "| **npm test** (CPU: all steps) | %s | 0 | %d | %d |\n", result, wall, cpu }'
  } >"$state/table.md"
  cat "$state/table.md"
  # GitHub Actions: the same table in the job summary.
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then { printf '### npm test\n'; cat "$state/table.md"; } >>"$GITHUB_STEP_SUMMARY"; fi
  if [ "$result" = passed ]; then printf 'npm test passed in %d s\n' "$SECONDS"; exit 0; fi
  printf 'npm test FAILED after %d s (see the table)\n' "$SECONDS"
  exit 1
}

# ── 1. The data, first and alone: a data error is the first thing a maintainer reads. ──────────────────────────
if ! step "data check (strict; writes generated/)" npm run -s data:check -- --strict; then
  skipped "every other step (the data has errors: fix them first)"
  finish
fi

# ── 2. Lanes "code" and "browser", in the background. ─────────────────────────────────────────────────────────
code_lane() {
  step "type check" npx tsc --noEmit
  step "unused code: no unused file, export, type or dependency, none used unlisted or by tests alone (knip; exceptions in knip.jsonc)" \
    npm run -s lint:unused
  # One run, three projects (vitest.config.ts): every suite with TZ=UTC, the date-sensitive ones also in
  # America/Los_Angeles and Pacific/Kiritimati, each project in processes started with its own TZ.
  step "unit tests (TZ=UTC; date-sensitive suites also in America/Los_Angeles and Pacific/Kiritimati)" npx vitest run
}
STEP_LOG=1 code_lane &
STEP_LOG=1 step "browser" bash scripts/ensure-browser.sh &
browser=$!

# ── 3. Lane "site" in the foreground; "output" beside it once dist/ exists, "web" once the browser does too. ──
output_lane() {
  step "valid HTML: W3C Nu checker over every generated page, 0 errors (installs a JRE with apt when java is missing)" \
    npx tsx scripts/check-html.ts
  step "links: internal href/src resolve; external links noopener noreferrer and say they open a new tab" \
    npx tsx scripts/check-links.ts
  step "one fact, one figure: every fact on the built pages (JavaScript off) shows one figure or the same disputed form" \
    npx tsx scripts/check-facts.ts --quiet
  step "reproducible build: a clean build in a temp copy is byte-identical to dist/ (dist/ is left alone)" \
    bash scripts/check-reproducible.sh --against-dist
  step "hostile data: every free-text value carries script text and \$ patterns; every page built, the text as written, the CSP hashes only real inline scripts" \
    npx tsx scripts/check-hostile-build.ts
}

# Gates that hold on a loaded machine, on any day and with any valid data: request sets, priorities and gzip bytes on
# the LCP path, gzip JS per page kind and state against its budget (scripts/lib/web-budgets.ts), and Lighthouse's
# load-independent categories. They measure the site in each state a page ships in — no advisory, an advisory in
# force, a status announced — built once, at the run's instant, with the states set on purpose and the browser's
# clock set for each (scripts/lib/web-states.ts); never the day's clock or what data/ announces. The Lighthouse timings
# (LCP, TBT, performance) moved from 98 to 64 with the same build under load: they are printed by npm run bench:web,
# never gated. Both gates mostly wait (for pages to load and go quiet), so they run beside the end-to-end tests; each
# serves its sites on ports of its own.
web_lane() {
  if ! step "web states: data/ built at the run's instant with advisories and sailing statuses set on purpose (.web-states/)" \
    npx tsx scripts/build-web-states.ts --out .web-states; then
    skipped "web budgets, Lighthouse (the states site did not build)"
    return
  fi
  step "web budgets, in every state: no script fetched before load, LCP-path bytes ≤ 1.2× the zero-JS copy, gzip JS per page kind and state (content 6 / 6 / 8 KB; timetables 37.5 / 39 with an advisory / 44 with a status; planner 40 / 40 / 45; booking 60 / 60 / 65), islands start" \
    npx tsx scripts/check-web-budget.ts --site .web-states
  step "Lighthouse categories that do not depend on load: a11y / best practices / SEO 100, gzip JS within its page kind's budget — every page with nothing announced, and the pages an advisory or a status shows on" \
    npx tsx scripts/bench-web.ts --gate --site .web-states
}

# The browser tests' own site (scripts/build-e2e-site.sh: the project built from tests/fixtures/site, not data/), beside
# the real build: the e2e tests need it and the browser, not dist/.
STEP_LOG=1 step "e2e site: the project built from tests/fixtures/site, the data the browser tests are written against" \
  bash scripts/build-e2e-site.sh &
e2e_site=$!
built=0
if step "build (from the generated/ checked above)" npm run -s build -- --checked; then
  built=1
  STEP_LOG=1 output_lane &
else
  skipped "every gate that reads dist/ (the build failed)"
fi
if wait "$browser"; then
  if [ $built = 1 ]; then STEP_LOG=1 web_lane & fi
  if wait "$e2e_site"; then
    show_finished
    step "end-to-end tests (Playwright, real Chromium, the e2e site over HTTP)" npx playwright test
  else
    skipped "end-to-end tests (the e2e site did not build)"
  fi
else
  [ $built = 0 ] || skipped "web budgets, Lighthouse (no browser)"
  skipped "end-to-end tests (no browser)"
fi
finish
