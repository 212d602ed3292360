#!/usr/bin/env bash
# The release archive as a new user meets it: unpacked into an empty folder outside the
# repository, with no Maven on the PATH and an empty local Maven repository (HOME is a new
# folder), then --version, list, verify, two short runs, report and compare, each from a working
# folder of its own. Fails when a command fails or writes into the installation.
set -euo pipefail
ARCHIVE=$1
WORK=$2
rm -rf "$WORK"
mkdir -p "$WORK/install" "$WORK/home" "$WORK/user" "$WORK/path"
tar -xzf "$ARCHIVE" -C "$WORK/install"
HOME_DIR=$(ls -d "$WORK"/install/wirebench-*)
WB="$HOME_DIR/bin/wirebench"

# a PATH of the tools a shell script needs, and no mvn, git or wrk
for t in sh bash dirname cat ls env uname readlink grep sed head tail mkdir rm sort; do
  p=$(command -v "$t" || true)
  [ -n "$p" ] && ln -s "$p" "$WORK/path/$t"
done
JDK=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
touch "$WORK/installed"

wb() {
  echo "smoke: wirebench $*" >&2
  (cd "$WORK/user" && env -i PATH="$WORK/path" HOME="$WORK/home" LANG=C.UTF-8 JAVA_HOME="$JDK" \
    "$WB" "$@")
}
expect() { # expect TEXT FILE
  grep -qF -- "$1" "$2" || { echo "smoke: expected '$1' in $2:" >&2; tail -n 30 "$2" >&2; exit 1; }
}

wb --version > "$WORK/version.txt"
expect "wirebench " "$WORK/version.txt"
expect ", built " "$WORK/version.txt"
wb list > "$WORK/list.txt"
expect "codecs available" "$WORK/list.txt"
expect "DATA SETS" "$WORK/list.txt"
wb verify --codecs jackson-databind,gson --datasets person > "$WORK/verify.txt"
for r in a b; do
  wb run --codecs gson --datasets person --ops write --profile quick --machine-check 0 --out "run-$r" > "$WORK/run-$r.txt"
  expect "2 cells measured, 0 failed" "$WORK/run-$r.txt"
done
wb report run-a run-b --out report.html > "$WORK/report.txt"
[ -s "$WORK/user/report.html" ] || { echo "smoke: no report.html" >&2; exit 1; }
wb compare run-a run-b > "$WORK/compare.txt"
expect "gson" "$WORK/compare.txt"

written=$(find "$HOME_DIR" -newer "$WORK/installed" | head -5)
if [ -n "$written" ]; then
  echo "smoke: wirebench wrote into its installation:" >&2
  echo "$written" >&2
  exit 1
fi
[ ! -e "$WORK/home/.m2" ] || [ -z "$(ls -A "$WORK/home/.m2")" ] || { echo "smoke: something was put in ~/.m2" >&2; exit 1; }
echo "smoke: the release ran --version, list, verify, two runs, report and compare from $WORK/user"
