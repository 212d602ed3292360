#!/usr/bin/env python3
"""Where the spread between one cell's forks comes from, in a full-profile run (docs/metrics.md, "Where that
pair's intervals come from").

usage: scripts/fork-spread.py RUN_DIR [RUN_DIR ...]

For each run it prints, over the cells with two or more used forks:
- the median spread between a cell's forks (standard deviation of their log means), as run.json's values are taken
  (the mean of each fork's iterations from its `usedFrom`);
- the share of that variance the noise of each fork's own mean explains (the variance of its used iterations over
  their count), median over cells and overall;
- what forks cut short would have given: every fork ended at `MIN` measured iterations (or `STEADY` after its ramp,
  whichever is later), its spread, the variance times a fork's cost in seconds relative to the run's forks, and the
  mean change of a fork's value;
- the same spread with each fork's value taken as the median of its used iterations instead of their mean, and how far
  that moves the cells' scores from JMH's mean.

It reads run.json's forks only (their iterations, warm-up count and `usedFrom`); it re-runs no changepoint analysis,
so the cut-short forks keep the ramp the whole fork was given. No dependencies beyond the standard library.
"""
import json
import math
import statistics
import sys

SECONDS_PER_ITERATION = 0.5  # the full profile's iterations
FORK_OVERHEAD = 0.65  # median seconds a fork took beyond its iterations in the 2026-11-27 pair


def forks_of(run_dir):
    try:
        run = json.load(open(f"{run_dir}/run.json"))
    except (OSError, ValueError) as e:
        print(f"{run_dir}: no readable run.json ({e}); give the directory of a `wirebench run`", file=sys.stderr)
        sys.exit(2)
    for c in run.get("cells", []):
        used = [f for f in c.get("forks", []) if f.get("used")]
        if c["status"] == "done" and len(used) >= 2:
            yield c["key"], used


def spread(values):
    return statistics.stdev(math.log(v) for v in values)


def main(dirs):
    if not dirs:
        print(next(line for line in __doc__.splitlines() if line.startswith("usage:")), file=sys.stderr)
        return 2
    for d in dirs:
        cells = list(forks_of(d))
        if not cells:
            print(f"{d}: no cell with two or more used forks", file=sys.stderr)
            return 2
        whole, shares, within_all, between_all = [], [], [], []
        for _, forks in cells:
            means = [statistics.mean(f["iterations"][f["usedFrom"]:]) for f in forks]
            between = spread(means) ** 2
            within = statistics.mean(
                statistics.variance([math.log(x) for x in f["iterations"][f["usedFrom"]:]])
                / len(f["iterations"][f["usedFrom"]:]) for f in forks if len(f["iterations"]) - f["usedFrom"] >= 2)
            whole.append(math.sqrt(between))
            if between > 0:
                shares.append(within / between)
            within_all.append(within)
            between_all.append(between)
        its = statistics.mean(len(f["iterations"]) for _, fs in cells for f in fs)
        base_cost = FORK_OVERHEAD + its * SECONDS_PER_ITERATION
        base_var = statistics.median(whole) ** 2
        print(f"{d}: {len(cells)} cells, {sum(len(fs) for _, fs in cells)} forks of {its:.1f} iterations on average")
        print(f"  spread between forks: median {statistics.median(whole):.2%}")
        print(f"  share of it a fork's own mean's noise explains: median {statistics.median(shares):.0%}, overall "
              f"{sum(within_all) / sum(between_all):.0%}")
        for least, steady in ((8, 8), (8, 6), (6, 6)):
            cut, change, lengths = [], [], []
            for _, forks in cells:
                values = []
                for f in forks:
                    it, u = f["iterations"], f["usedFrom"]
                    end = min(len(it), max(f["warmupIterations"] + least, u + steady))
                    lengths.append(end)
                    values.append(statistics.mean(it[u:end]))
                    change.append(math.log(values[-1] / statistics.mean(it[u:])))
                cut.append(spread(values))
            cost = FORK_OVERHEAD + statistics.mean(lengths) * SECONDS_PER_ITERATION
            var = statistics.median(cut) ** 2
            print(f"  forks cut at {least} measured ({steady} after the ramp): spread {statistics.median(cut):.2%}, "
                  f"variance x cost {var * cost / (base_var * base_cost):.2f}x, values {statistics.mean(change):+.2%}")
        medians, moved = [], []
        for _, forks in cells:
            m = [statistics.median(f["iterations"][f["usedFrom"]:]) for f in forks]
            medians.append(spread(m))
            moved.append(statistics.mean(m) / statistics.mean(
                statistics.mean(f["iterations"][f["usedFrom"]:]) for f in forks) - 1)
        print(f"  each fork's median instead of its mean: spread {statistics.median(medians):.2%}; the cells' scores "
              f"move by a median {statistics.median(moved):+.2%} (from {min(moved):+.2%} to {max(moved):+.2%})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
