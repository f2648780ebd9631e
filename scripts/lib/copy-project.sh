#!/usr/bin/env bash
# Copies this project's sources into DEST (an empty or missing folder) for a build of its own — everything but
# node_modules (DEST gets a link to this one), the build and test outputs, .git, and the top-level entries named
# after DEST. Used by scripts/check-reproducible.sh, scripts/build-e2e-site.sh and, through copy-project.ts, the
# hostile-data build and bench:build.
#
# Top-level entries are copied one by one, not as ".": other steps of npm test create and remove top-level folders
# (dist/'s staging, test-results/, the e2e site) while this runs, and tar fails when a folder it archives changes.
# Usage: copy-project.sh DEST [TOP-LEVEL-ENTRY-TO-LEAVE-OUT ...]
set -euo pipefail
dest=$1; shift
root=$(cd "$(dirname "$0")/../.." && pwd)
leave_out=" node_modules dist .git test-results playwright-report .dist-new .dist-new-old .vite-react-ssg-temp .e2e-site .e2e-site-new .web-states $* "
entries=()
for entry in "$root"/* "$root"/.[!.]*; do
  [ -e "$entry" ] || continue
  name=${entry##*/}
  case "$leave_out" in *" $name "*) continue ;; esac
  entries+=("$name")
done
mkdir -p "$dest"
tar -C "$root" -cf - "${entries[@]}" | tar -C "$dest" -xf -
ln -s "$root/node_modules" "$dest/node_modules"
