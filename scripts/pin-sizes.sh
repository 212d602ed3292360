#!/usr/bin/env bash
# Pins the encoded sizes of every codec module: runs each module's contract test with
# -Dwirebench.pin=true (which writes target/wirebench-sizes.properties with the sizes measured,
# whether or not they match), then, with --copy, copies each over the module's pinned file.
# Review `git diff codecs/*/src/test/resources/wirebench-sizes.properties` before committing.
#
#   scripts/pin-sizes.sh          measure; print where the files are
#   scripts/pin-sizes.sh --copy   measure and copy into src/test/resources
set -euo pipefail
cd "$(dirname "$0")/.."

modules=$(ls -d codecs/*/ | sed 's#/$##' | paste -sd, -)
# a size that differs from the pinned one fails its test: keep going so that every module writes its file
mvn -B -q test -pl "$modules" -am -Dwirebench.pin=true -Dmaven.test.failure.ignore=true \
  -Dtest='*CodecsTest' -Dsurefire.failIfNoSpecifiedTests=false

for m in codecs/*/; do
  m=${m%/}
  actual=$m/target/wirebench-sizes.properties
  if [ ! -f "$actual" ]; then
    echo "$m: no sizes written (its tests did not run)" >&2
    continue
  fi
  if [ "${1:-}" = "--copy" ]; then
    cp "$actual" "$m/src/test/resources/wirebench-sizes.properties"
    echo "$m: copied $actual"
  else
    echo "$m: $actual"
  fi
done
