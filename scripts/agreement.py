#!/usr/bin/env python3
"""How well one wirebench run agrees with another (issue 7's acceptance checks).

usage: scripts/agreement.py REFERENCE_RUN_DIR OTHER_RUN_DIR [--exclude baseline,...] [--normalise CODEC]

For every table (data set, operation, target) present in both runs it prints the Spearman rank
correlation of the codecs' scores and the median |other / reference - 1|; overall it prints the
median |ratio - 1|, the geometric mean of other / reference (a shift of the whole machine), how often
the reference's 95% interval contains the other run's score, and each run's median 95% half-width.

How often that containment should happen if the intervals are exactly calibrated is printed beside
it: a 95% interval for the mean holds an independent second mean less often than 95%, because the
second mean scatters too (with n1 forks in the first run and n2 in the second, the probability is
P(|T| < t(0.975, n1-1) / sqrt(1 + n1/n2)) for T with n1-1 degrees of freedom: 89% for 4 and 4 forks,
86% for 8 and 8, 84% for 5 and 3). The calibration check that does not depend on fork counts is
printed last: in how many cells Welch's 95% interval for the difference of the two runs' fork means
contains zero (95% expected when both runs measure the same thing and their intervals are honest).

--normalise CODEC (e.g. control-1x, measured in the same rounds as the others) divides every score
and interval of a run by the geometric mean of that codec's scores in the same run, so that a shift
of the whole machine between the two runs cancels; that codec is then left out of the tables.
Reads run.json (format 2 or later) only; no dependencies beyond the standard library.
"""
import json
import math
import statistics
import sys


def cells(run_dir, exclude, normalise=None):
    run = json.load(open(f"{run_dir}/run.json"))
    out = {}
    for c in run["cells"]:
        if c["status"] != "done" or c["codec"] in exclude:
            continue
        t = c["metrics"]["throughput"]
        forks = [f["mean"] for f in c.get("forks", []) if f.get("used")]
        out[(c["dataset"], c["op"], c["target"], c["codec"])] = (t["value"], t["low"], t["high"], c["steadiness"], forks)
    if normalise:
        controls = [v[0] for k, v in out.items() if k[3] == normalise]
        if not controls:
            sys.exit(f"agreement.py: {run_dir} has no measured cell of {normalise} to normalise by")
        unit = math.exp(statistics.mean(math.log(x) for x in controls))
        print(f"{run_dir}: {normalise} geometric mean {unit:,.1f} ops/s over {len(controls)} cells")
        out = {k: (v[0] / unit, None if v[1] is None else v[1] / unit, None if v[2] is None else v[2] / unit, v[3],
                   [f / unit for f in v[4]])
               for k, v in out.items() if k[3] != normalise}
    return out


def _beta_fraction(a, b, x):
    """Continued fraction of the regularized incomplete beta function (modified Lentz)."""
    tiny, c, d = 1e-300, 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1 + num * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1) < 1e-12:
            break
    return h


def incomplete_beta(a, b, x):
    """I_x(a, b), regularized."""
    if x <= 0 or x >= 1:
        return 0.0 if x <= 0 else 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(1 - x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_fraction(a, b, x) / a
    return 1 - front * _beta_fraction(b, a, 1 - x) / b


def t_within(q, df):
    """P(|T| < q) for Student's T with df degrees of freedom."""
    return 1 - incomplete_beta(df / 2, 0.5, df / (df + q * q))


def t_quantile(p, df):
    """The two-sided quantile: q with P(|T| < q) = 2p - 1 (p = 0.975 gives a 95% interval's multiplier)."""
    lo, hi = 0.0, 1e4
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_within(mid, df) < 2 * p - 1 else (lo, mid)
    return (lo + hi) / 2


def calibrated_containment(n1, n2):
    """The probability that a first run's exact 95% t interval (n1 forks) holds a second run's mean (n2 forks)."""
    return t_within(t_quantile(0.975, n1 - 1) / math.sqrt(1 + n1 / n2), n1 - 1)


def welch_contains_zero(a, b):
    """Whether Welch's 95% interval for mean(b) - mean(a) contains zero."""
    va, vb = statistics.variance(a) / len(a), statistics.variance(b) / len(b)
    se = math.sqrt(va + vb)
    if se == 0:
        return statistics.mean(a) == statistics.mean(b)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    return abs(statistics.mean(b) - statistics.mean(a)) <= t_quantile(0.975, df) * se


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
    argv, args, exclude, normalise = sys.argv[1:], [], set(), None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a.startswith("--exclude") or a.startswith("--normalise"):
            if "=" in a:
                value = a.split("=", 1)[1]
            elif i + 1 < len(argv):
                i += 1
                value = argv[i]
            else:
                print(__doc__)
                sys.exit(2)
            if a.startswith("--exclude"):
                exclude = set(value.split(","))
            else:
                normalise = value
        else:
            args.append(a)
        i += 1
    if len(args) != 2:
        print(__doc__)
        sys.exit(2)
    ref, other = cells(args[0], exclude, normalise), cells(args[1], exclude, normalise)
    tables = sorted({k[:3] for k in ref} & {k[:3] for k in other})
    all_dev, covered, with_interval, expected, welch, welch_cells = [], 0, 0, [], 0, 0
    for t in tables:
        codecs = sorted(k[3] for k in ref if k[:3] == t and t + (k[3],) in other)
        a = [ref[t + (c,)][0] for c in codecs]
        b = [other[t + (c,)][0] for c in codecs]
        dev = [abs(y / x - 1) for x, y in zip(a, b)]
        all_dev += dev
        for c in codecs:
            _, lo, hi, _, forks_a = ref[t + (c,)]
            forks_b = other[t + (c,)][4]
            if lo is not None:
                with_interval += 1
                covered += lo <= other[t + (c,)][0] <= hi
                if len(forks_a) >= 2 and forks_b:
                    expected.append(calibrated_containment(len(forks_a), len(forks_b)))
            if len(forks_a) >= 2 and len(forks_b) >= 2:
                welch_cells += 1
                welch += welch_contains_zero(forks_a, forks_b)
        print(f"{' · '.join(t):40s} codecs {len(codecs):2d}  spearman {spearman(a, b):.3f}  "
              f"median |ratio-1| {statistics.median(dev):.3f}")
        for c, x, y in sorted(zip(codecs, a, b), key=lambda z: -z[1]):
            print(f"    {c:20s} {x:14,.4g} {y:14,.4g}  {y / x:6.3f}  {ref[t + (c,)][3]} / {other[t + (c,)][3]}")
    if all_dev:
        print(f"overall: {len(all_dev)} cells, median |ratio-1| {statistics.median(all_dev):.3f}")
        shift = math.exp(statistics.mean(math.log(other[k][0] / ref[k][0]) for k in ref.keys() & other.keys()))
        print(f"the second run over the first, geometric mean over the cells: {shift:.3f} "
              f"(a shift of the whole machine shows here; --normalise removes it)")
    if with_interval:
        print(f"the first run's 95% interval contains the second run's score in {covered} of {with_interval} cells "
              f"({covered / with_interval:.0%})")
        if expected:
            print(f"    exactly calibrated intervals would do so in {statistics.mean(expected):.0%} of them on average "
                  f"(for these fork counts; see the note at the top)")
    if welch_cells:
        print(f"Welch's 95% interval for the difference of the two runs contains zero in {welch} of {welch_cells} cells "
              f"({welch / welch_cells:.0%}; 95% expected when both runs' intervals are honest)")
    both = ref.keys() & other.keys()
    for name, run in (("first", ref), ("second", other)):
        widths = [(v[2] - v[1]) / 2 / v[0] for k, v in run.items() if k in both and v[1] is not None]
        if widths:
            print(f"the {name} run's median 95% half-width: {statistics.median(widths):.1%} of the score "
                  f"(max {max(widths):.1%}, {len(widths)} cells with an interval)")


if __name__ == "__main__":
    main()
