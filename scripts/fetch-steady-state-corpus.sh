#!/usr/bin/env bash
# Fetches the published steady-state corpus of Traini et al., "Towards effective assessment of
# steady state performance in Java software: are we there yet?" (Empirical Software Engineering
# 28, 2023): 586 JMH benchmarks of 30 Java projects, 10 forks x 3,000 iterations of about 100 ms
# each (data/timeseries/all, seconds per operation) and their per-fork classification
# (data/classification). `wirebench verdicts --corpus DEST` compares wirebench's steady-state
# verdicts with it (docs/metrics.md, "Checked against a published classification").
#
#   scripts/fetch-steady-state-corpus.sh DEST [SOURCE]
#
# DEST    directory to create: a work tree of the repository at the pinned commit (about 490 MB;
#         keep it outside this repository). A DEST that is already such a work tree is kept.
# SOURCE  where to clone from: the GitHub repository (default), or a local clone or bare mirror
#         of it (a machine without access to GitHub: copy a mirror there and give its path).
#
# The commit is pinned: the labels and the series must be the ones the comparison was made on.
set -euo pipefail

COMMIT=4220a5dd365a5689fe0a0f00a3126f7fc3dc5b6d
URL=https://github.com/SEALABQualityGroup/steady-state.git

usage() {
  echo "usage: $0 DEST [SOURCE]   (SOURCE: a git URL or a local clone or mirror; default $URL)" >&2
  exit 2
}
[ $# -ge 1 ] && [ $# -le 2 ] || usage
dest=$1
source=${2:-$URL}

complete() {
  [ -d "$1/data/timeseries/all" ] && [ -d "$1/data/classification" ]
}

if [ -e "$dest" ]; then
  if [ -z "$(ls -A "$dest")" ]; then
    rmdir "$dest"
  elif head=$(git -C "$dest" rev-parse HEAD 2>/dev/null) && [ "$head" = "$COMMIT" ] && complete "$dest"; then
    echo "fetch-steady-state-corpus: $dest already holds commit ${COMMIT:0:7}; kept"
    exit 0
  else
    echo "fetch-steady-state-corpus: $dest exists and is not a work tree of the corpus at commit ${COMMIT:0:7};" \
      "give a new directory, or remove it first" >&2
    exit 2
  fi
fi

if [ -d "$source" ]; then
  source=$(cd "$source" && pwd)
fi
echo "fetch-steady-state-corpus: cloning $source into $dest (commit ${COMMIT:0:7})"
if ! git clone --quiet --no-checkout "$source" "$dest"; then
  echo "fetch-steady-state-corpus: cannot clone $source; without access to GitHub, give a local clone or" \
    "mirror of SEALABQualityGroup/steady-state as SOURCE" >&2
  rm -rf "$dest"
  exit 1
fi
if ! git -C "$dest" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
  echo "fetch-steady-state-corpus: $source has no commit ${COMMIT:0:7}; give a clone that does" >&2
  rm -rf "$dest"
  exit 1
fi
git -C "$dest" -c advice.detachedHead=false checkout --quiet --detach "$COMMIT"
if ! complete "$dest"; then
  echo "fetch-steady-state-corpus: $dest at ${COMMIT:0:7} lacks data/timeseries/all or data/classification" >&2
  exit 1
fi
echo "fetch-steady-state-corpus: $(ls "$dest/data/timeseries/all" | wc -l) benchmarks in $dest;" \
  "next: wirebench verdicts --corpus $dest"
