#!/usr/bin/env bash
# Makes sure better-sqlite3's native addon is built: node-gtfs loads it, and the unit tests import the GTFS feed
# into node-gtfs (tests/gtfs). A normal `npm ci` builds it already, and then this only checks that it loads.
# .ci/run installs with --ignore-scripts instead, so that the data check and the site build need not wait for
# this compile (no prebuilt binary can be downloaded here); npm test then builds it here,
# in its own lane beside the build. `npm rebuild` runs the package's own install script, as `npm ci` would.
# Compiled without optimisation (-O0): only the tests load it, to import a feed of a few thousand rows, and SQLite's
# amalgamation at -O0 takes about a third of the CPU (24 s against 73 s of one core, measured here) on a machine
# whose every core npm test keeps busy.
set -euo pipefail
loads() { node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null; }
if loads; then echo "native addon: better-sqlite3 loads"; exit 0; fi
echo "native addon: building better-sqlite3 (npm rebuild, unoptimised; half a minute of one core where no prebuilt binary can be fetched)…"
CFLAGS=-O0 CXXFLAGS=-O0 npm rebuild better-sqlite3 --no-audit --no-fund
loads || { echo "native addon: better-sqlite3 still does not load after npm rebuild" >&2; exit 1; }
echo "native addon: better-sqlite3 built and loads"
