#!/usr/bin/env python3
"""How well one wirebench run agrees with another (issue 7's acceptance checks).

usage: scripts/agreement.py REFERENCE_RUN_DIR OTHER_RUN_DIR [--exclude baseline,...]

For every table (data set, operation, target) present in both runs it prints the Spearman rank
correlation of the codecs' scores and the median |other / reference - 1|; overall it prints the
median |ratio - 1| and how often the reference's 95% interval contains the other run's score.
Reads run.json (format 2) only; no dependencies beyond the standard library.
"""
import json
import statistics
import sys


def cells(run_dir, exclude):
    run = json.load(open(f"{run_dir}/run.json"))
    out = {}
    for c in run["cells"]:
        if c["status"] != "done" or c["codec"] in exclude:
            continue
        t = c["metrics"]["throughput"]
        out[(c["dataset"], c["op"], c["target"], c["codec"])] = (t["value"], t["low"], t["high"], c["steadiness"])
    return out


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    ma, mb = statistics.mean(ra), statistics.mean(rb)
    num = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    den = (sum((x - ma) ** 2 for x in ra) * sum((y - mb) ** 2 for y in rb)) ** 0.5
    return num / den if den else float("nan")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--exclude")]
    exclude = set()
    for a in sys.argv[1:]:
        if a.startswith("--exclude"):
            exclude = set(a.split("=", 1)[1].split(","))
    if len(args) != 2:
        print(__doc__)
        sys.exit(2)
    ref, other = cells(args[0], exclude), cells(args[1], exclude)
    tables = sorted({k[:3] for k in ref} & {k[:3] for k in other})
    all_dev, covered, with_interval = [], 0, 0
    for t in tables:
        codecs = sorted(k[3] for k in ref if k[:3] == t and t + (k[3],) in other)
        a = [ref[t + (c,)][0] for c in codecs]
        b = [other[t + (c,)][0] for c in codecs]
        dev = [abs(y / x - 1) for x, y in zip(a, b)]
        all_dev += dev
        for c in codecs:
            _, lo, hi, _ = ref[t + (c,)]
            if lo is not None:
                with_interval += 1
                covered += lo <= other[t + (c,)][0] <= hi
        print(f"{' · '.join(t):40s} codecs {len(codecs):2d}  spearman {spearman(a, b):.3f}  "
              f"median |ratio-1| {statistics.median(dev):.3f}")
        for c, x, y in sorted(zip(codecs, a, b), key=lambda z: -z[1]):
            print(f"    {c:20s} {x:14,.0f} {y:14,.0f}  {y / x:6.3f}  {ref[t + (c,)][3]} / {other[t + (c,)][3]}")
    if all_dev:
        print(f"overall: {len(all_dev)} cells, median |ratio-1| {statistics.median(all_dev):.3f}")
    if with_interval:
        print(f"the first run's 95% interval contains the second run's score in {covered} of {with_interval} cells "
              f"({covered / with_interval:.0%})")


if __name__ == "__main__":
    main()
