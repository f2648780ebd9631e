#!/usr/bin/env bash
# Reproducible-build gate: two clean builds from the same data must give byte-identical generated/ and dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for run in 1 2; do
  rm -rf dist generated/graph.json
  npm run -s build >/dev/null
  cp -r dist "$tmp/dist$run"
  cp -r generated "$tmp/generated$run"
done
if diff -r "$tmp/dist1" "$tmp/dist2" >"$tmp/diff" && diff -r "$tmp/generated1" "$tmp/generated2" >>"$tmp/diff"; then
  count=$(find "$tmp/dist1" -type f | wc -l)
  echo "Reproducible build: two clean builds are byte-identical ($count files in dist/, $(find "$tmp/generated1" -type f | wc -l) in generated/)"
else
  head -40 "$tmp/diff" >&2
  echo "Reproducible build: the two builds differ (see above)" >&2
  exit 1
fi
