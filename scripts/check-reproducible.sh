#!/usr/bin/env bash
# Reproducible-build gate: two clean builds from the same sources must give byte-identical dist/ and generated/.
#
# Each build runs in a fresh copy of the project under a temp dir (the same path both times, as two CI runs of one
# checkout would), with generated/graph.json removed first and node_modules linked in. The project's own dist/ is
# never touched: the end-to-end tests keep using it. The build directory's absolute path showing up in the output
# fails the check too (output that changes when the checkout moves, and a leak of the build machine's layout).
# SOURCE_DATE_EPOCH (the build's notion of "now", used for the copyright year) is pinned to the last commit's
# time for both builds when not already set, so two builds either side of midnight do not differ for that reason.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

copy="$tmp/project"
for run in 1 2; do
  rm -rf "$copy" && mkdir "$copy"
  tar -C "$root" --exclude=./node_modules --exclude=./dist --exclude=./.git --exclude=./test-results \
    --exclude=./playwright-report -cf - . | tar -C "$copy" -xf -
  ln -s "$root/node_modules" "$copy/node_modules"
  rm -f "$copy/generated/graph.json"
  if ! (cd "$copy" && npm run -s build >"$tmp/build-$run.log" 2>&1); then
    tail -40 "$tmp/build-$run.log" >&2
    echo "Reproducible build: build $run failed (log above)" >&2
    exit 1
  fi
  mv "$copy/dist" "$tmp/dist-$run"
  mv "$copy/generated" "$tmp/generated-$run"
done

leaks=$(grep -rlF "$copy/" "$tmp/dist-1" | sed "s|^$tmp/dist-1/||" || true)
if [ -n "$leaks" ]; then
  echo "Reproducible build: the build directory's path ($copy) is written into:" $leaks >&2
  exit 1
fi

if diff -r "$tmp/dist-1" "$tmp/dist-2" >"$tmp/diff" && diff -r "$tmp/generated-1" "$tmp/generated-2" >>"$tmp/diff"; then
  echo "Reproducible build: two clean builds are byte-identical" \
    "($(find "$tmp/dist-1" -type f | wc -l) files in dist/, $(find "$tmp/generated-1" -type f | wc -l) in generated/;" \
    "sha256 over dist/: $(cd "$tmp/dist-1" && find . -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16))"
else
  head -40 "$tmp/diff" >&2
  echo "Reproducible build: the two builds differ (see above)" >&2
  exit 1
fi
