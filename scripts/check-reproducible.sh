#!/usr/bin/env bash
# Reproducible-build gate: a clean build from the same sources gives a byte-identical dist/ and generated/.
#
# npm test builds the site once (dist/, which every other gate uses) and this adds the one second build it needs:
# a fresh copy of the project under a temp dir, generated/graph.json removed first, node_modules linked in, built
# from scratch (data check included) and compared with the project's dist/ and generated/. The project's files are
# never touched. A build directory's absolute path showing up in either output fails the check too (output that
# changes when the checkout moves, and a leak of the build machine's layout).
# SOURCE_DATE_EPOCH (the build's "now": copyright year, printed build date, alerts timestamp) must be the one dist/
# was built with: npm test exports it once for both; by default it is the last commit's time.
# Usage: check-reproducible.sh [--against-dist]   (without the flag, dist/ is rebuilt first with that epoch)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

if [ "${1:-}" != "--against-dist" ]; then
  npm run -s build >"$tmp/build-project.log" 2>&1 || { tail -40 "$tmp/build-project.log" >&2; echo "Reproducible build: the project's build failed" >&2; exit 1; }
fi
[ -f dist/index.html ] || { echo "Reproducible build: dist/ has no build to compare with (run npm run build)" >&2; exit 1; }

copy="$tmp/project"
bash scripts/lib/copy-project.sh "$copy"
rm -f "$copy/generated/graph.json"
if ! (cd "$copy" && npm run -s build >"$tmp/build-copy.log" 2>&1); then
  tail -40 "$tmp/build-copy.log" >&2
  echo "Reproducible build: the clean build failed (log above)" >&2
  exit 1
fi

leaks=$( { grep -rlF "$copy/" "$copy/dist" "$copy/generated" || true; grep -rlF "$root/" dist generated || true; } )
if [ -n "$leaks" ]; then
  echo "Reproducible build: a build directory's path is written into:" $leaks >&2
  exit 1
fi

if diff -r dist "$copy/dist" >"$tmp/diff" && diff -r generated "$copy/generated" >>"$tmp/diff"; then
  echo "Reproducible build: a clean build is byte-identical to dist/" \
    "($(find dist -type f | wc -l) files in dist/, $(find generated -type f | wc -l) in generated/;" \
    "sha256 over dist/: $(cd dist && find . -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16))"
else
  head -40 "$tmp/diff" >&2
  echo "Reproducible build: the clean build differs from dist/ (see above)" >&2
  exit 1
fi
