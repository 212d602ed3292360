#!/usr/bin/env python3
"""How well one wirebench run agrees with another (issue 7's acceptance checks).

usage: scripts/agreement.py REFERENCE_RUN_DIR OTHER_RUN_DIR [--exclude baseline,...] [--normalise CODEC] [--recompute]

For every table (data set, operation, target) present in both runs it prints the Spearman rank
correlation of the codecs' scores and the median |other / reference - 1|; overall it prints the
median |ratio - 1|, the geometric mean of other / reference (a shift of the whole machine), how often
the reference's 95% interval contains the other run's score, and each run's median 95% half-width.

How often that containment should happen if the intervals are exactly calibrated is printed beside
it. Since run.json format 4 the interval is the 95% rerun interval (a prediction interval for a
repeat run with as many forks, mean +- t(df) s sqrt(2/n1)), which holds a second run's mean with n2
forks with probability P(|T| < t(0.975, df) sqrt(2/n1) / sqrt(1/n1 + 1/n2)): 95% when n2 = n1.
Before format 4 it was the 95% confidence interval of the mean, which holds an independent second
mean less often than 95%, because the second mean scatters too (P(|T| < t(0.975, n1-1) /
sqrt(1 + n1/n2)): 89% for 4 and 4 forks, 86% for 8 and 8, 84% for 5 and 3). The calibration check
that does not depend on the interval is printed last: in how many cells Welch's 95% interval for the
difference of the two runs' fork means contains zero (95% expected when both runs measure the same
thing and their forks' scatter is all there is).

--recompute derives each run's intervals from its forks with this version's statistic (the rerun
interval, fork spread pooled across the run's cells as wirebench's VariancePrior does, widened by the
machine term of format 5: four times the variance of the run's round effects, as MachineTerm does),
for runs recorded before format 5; it must agree with what wirebench itself writes (compare a format 5
run with and without it). With the machine term the exactly-calibrated figure printed beside the
containment is only approximate (it leaves the machine term out).

Two diagnostics follow for a miss. The same containment with the second run divided by the whole-run
shift (the geometric mean of second / first over the shared cells): near the calibrated figure when the
runs differ only by the machine being faster or slower as a whole (a tenant next door, a clock), which
no interval from one run can foresee. And each run's machine-wide speed per round over the rounds every
cell took part in (a two-way fit of log fork values: cell + round), which shows the machine drifting
within a run.

--normalise CODEC (e.g. control-1x, measured in the same rounds as the others) divides every score
and interval of a run by the geometric mean of that codec's scores in the same run, so that a shift
of the whole machine between the two runs cancels; that codec is then left out of the tables.
Reads run.json (format 2 or later) only; no dependencies beyond the standard library.
"""
import json
import math
import statistics
import sys


def cells(run_dir, exclude, normalise=None, recompute=False):
    """(dataset, op, target, codec) -> (value, low, high, steadiness, fork means, interval df, rerun interval?)."""
    run = json.load(open(f"{run_dir}/run.json"))
    rerun = run.get("formatVersion", 0) >= 4
    done = [c for c in run["cells"] if c["status"] == "done"]
    if recompute:
        samples = [[f["mean"] for f in c.get("forks", []) if f.get("used")] for c in done]
        prior = fit_prior(samples)
        machine = machine_term(samples)
        print(f"{run_dir}: recomputed rerun intervals, pooled prior df {prior[0]:.2f}, relative sd "
              f"{math.sqrt(prior[1]) if prior[0] > 0 else float('nan'):.4f} over {prior[2]} cells; machine term "
              + (f"rerun sd {math.sqrt(MACHINE_FACTOR * machine[1]):.4f} over {machine[0]} rounds" if machine else "none"))
    out = {}
    for c in done:
        if c["codec"] in exclude:
            continue
        t = c["metrics"]["throughput"]
        forks = [f["mean"] for f in c.get("forks", []) if f.get("used")]
        value, low, high, df = t["value"], t["low"], t["high"], t.get("df")
        if recompute:
            value, low, high, df = rerun_interval(forks, prior, machine)
        elif not rerun and len(forks) >= 2:
            df = len(forks) - 1
        out[(c["dataset"], c["op"], c["target"], c["codec"])] = (value, low, high, c["steadiness"], forks, df,
                                                                 rerun or recompute)
    if normalise:
        controls = [v[0] for k, v in out.items() if k[3] == normalise]
        if not controls:
            sys.exit(f"agreement.py: {run_dir} has no measured cell of {normalise} to normalise by")
        unit = math.exp(statistics.mean(math.log(x) for x in controls))
        print(f"{run_dir}: {normalise} geometric mean {unit:,.1f} ops/s over {len(controls)} cells")
        out = {k: (v[0] / unit, None if v[1] is None else v[1] / unit, None if v[2] is None else v[2] / unit, v[3],
                   [f / unit for f in v[4]], v[5], v[6])
               for k, v in out.items() if k[3] != normalise}
    return out


def digamma(x):
    r = 0.0
    while x < 6:
        r -= 1 / x
        x += 1
    f = 1 / (x * x)
    return r + math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))))


def trigamma(x):
    r = 0.0
    while x < 6:
        r += 1 / (x * x)
        x += 1
    f = 1 / (x * x)
    return r + 1 / x + f / 2 + f / x * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)))


def trigamma_inverse(v):
    lo, hi = math.log(1e-9), math.log(1e9)
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if trigamma(math.exp(mid)) > v else (lo, mid)
    return math.exp((lo + hi) / 2)


MIN_CELLS = 8  # as VariancePrior.MIN_CELLS


def fit_prior(samples):
    """(df, relative variance, cells): the empirical-Bayes prior of the cells' relative fork variances (limma's
    fitFDist by moments), as wirebench's VariancePrior.fit; df 0 without pooling."""
    dv = []
    for s in samples:
        if len(s) < 2:
            continue
        m = statistics.mean(s)
        if m <= 0:
            continue
        v = statistics.variance(s) / (m * m)
        if v > 0:
            dv.append((len(s) - 1, v))
    g = len(dv)
    if g < MIN_CELLS:
        return 0.0, float("nan"), g
    e = [math.log(v) - digamma(d / 2) + math.log(d / 2) for d, v in dv]
    emean = statistics.mean(e)
    evar = sum((x - emean) ** 2 for x in e) / (g - 1) - statistics.mean(trigamma(d / 2) for d, _ in dv)
    if evar <= 0:
        return math.inf, math.exp(emean), g
    df = 2 * trigamma_inverse(evar)
    return df, math.exp(emean + digamma(df / 2) - math.log(df / 2)), g


MACHINE_FACTOR = 4.0  # as MachineTerm.FACTOR


def machine_term(samples):
    """(rounds, variance of the round effects on the log scale) as wirebench's MachineTerm.of, or None."""
    rho = log_effects(samples)
    if len(rho) < 2:
        return None
    return len(rho), sum(x * x for x in rho) / (len(rho) - 1)


def rerun_interval(forks, prior, machine=None):
    """(mean, low, high, df): the 95% rerun interval of a cell, as wirebench's Estimate.of."""
    n = len(forks)
    if n == 0:
        return None, None, None, None
    m = statistics.mean(forks)
    if n == 1:
        return m, None, None, None
    var, df = statistics.variance(forks), n - 1
    if prior[0] > 0 and m > 0:
        rel = var / (m * m)
        rel = prior[1] if math.isinf(prior[0]) else (prior[0] * prior[1] + (n - 1) * rel) / (prior[0] + n - 1)
        var, df = rel * m * m, prior[0] + n - 1
    rerun_var = var * 2 / n
    if machine and machine[1] > 0 and m > 0:
        cell, shift = rerun_var / (m * m), MACHINE_FACTOR * machine[1]
        cell_part = 0 if math.isinf(df) else cell * cell / df
        df = (cell + shift) ** 2 / (cell_part + shift * shift / (machine[0] - 1))
        rerun_var = (cell + shift) * m * m
    half = (1.959964 if math.isinf(df) else t_quantile(0.975, df)) * math.sqrt(rerun_var)
    return m, m - half, m + half, df


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


def calibrated_containment(n1, n2, df=None, rerun=False):
    """The probability that a first run's exact 95% interval (n1 forks, t with df degrees of freedom) holds a
    second run's mean (n2 forks): a confidence interval of the mean, or a rerun interval."""
    df = n1 - 1 if df is None else df
    q = t_quantile(0.975, df) if not math.isinf(df) and df < 1e6 else 1.959964
    scale = math.sqrt(2 / n1) if rerun else math.sqrt(1 / n1)
    q = q * scale / math.sqrt(1 / n1 + 1 / n2)
    return t_within(q, df) if not math.isinf(df) and df < 1e6 else math.erf(q / math.sqrt(2))


def welch_contains_zero(a, b):
    """Whether Welch's 95% interval for mean(b) - mean(a) contains zero."""
    va, vb = statistics.variance(a) / len(a), statistics.variance(b) / len(b)
    se = math.sqrt(va + vb)
    if se == 0:
        return statistics.mean(a) == statistics.mean(b)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    return abs(statistics.mean(b) - statistics.mean(a)) <= t_quantile(0.975, df) * se


def log_effects(samples, sweeps=50):
    """The round effects on the log scale, centred, as wirebench's MachineDrift.logEffects: a two-way additive fit
    (cell + round) over the first rounds every cell with two or more positive fork values took part in."""
    logs = [[math.log(x) for x in v] for v in samples if len(v) >= 2 and min(v) > 0]
    if len(logs) < 2:
        return []
    rounds = min(len(v) for v in logs)
    if rounds < 2:
        return []
    logs = [v[:rounds] for v in logs]
    rho = [0.0] * rounds
    for _ in range(sweeps):
        mu = [statistics.mean(x - rho[i] for i, x in enumerate(v)) for v in logs]
        rho = [statistics.mean(v[r] - mu[c] for c, v in enumerate(logs)) for r in range(rounds)]
        centre = statistics.mean(rho)
        rho = [x - centre for x in rho]
    return rho


def round_effects(run):
    """The machine's speed in each of the first rounds every cell took part in, relative to the run's average,
    from a two-way additive fit of log fork values (cell + round); fork i of a cell ran in round i for them."""
    return log_effects([v[4] for v in run.values()])


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
    argv, args, exclude, normalise, recompute = sys.argv[1:], [], set(), None, False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--recompute":
            recompute = True
        elif a.startswith("--exclude") or a.startswith("--normalise"):
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
    ref, other = cells(args[0], exclude, normalise, recompute), cells(args[1], exclude, normalise, recompute)
    tables = sorted({k[:3] for k in ref} & {k[:3] for k in other})
    all_dev, covered, with_interval, expected, welch, welch_cells = [], 0, 0, [], 0, 0
    for t in tables:
        codecs = sorted(k[3] for k in ref if k[:3] == t and t + (k[3],) in other)
        a = [ref[t + (c,)][0] for c in codecs]
        b = [other[t + (c,)][0] for c in codecs]
        dev = [abs(y / x - 1) for x, y in zip(a, b)]
        all_dev += dev
        for c in codecs:
            _, lo, hi, _, forks_a, df, rerun = ref[t + (c,)]
            forks_b = other[t + (c,)][4]
            if lo is not None:
                with_interval += 1
                covered += lo <= other[t + (c,)][0] <= hi
                if len(forks_a) >= 2 and forks_b:
                    expected.append(calibrated_containment(len(forks_a), len(forks_b), df, rerun))
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
        kind = "rerun interval" if next(iter(ref.values()))[6] else "confidence interval of the mean"
        print(f"the intervals are each run's 95% {kind}")
        print(f"the first run's 95% interval contains the second run's score in {covered} of {with_interval} cells "
              f"({covered / with_interval:.0%})")
        if expected:
            print(f"    exactly calibrated intervals would do so in {statistics.mean(expected):.0%} of them on average "
                  f"(for these fork counts and degrees of freedom; see the note at the top)")
    if with_interval and all_dev:
        held = sum(1 for k in ref.keys() & other.keys() if ref[k][1] is not None
                   and ref[k][1] <= other[k][0] / shift <= ref[k][2])
        print(f"    with the second run divided by its whole-run shift ({shift:.3f}): {held} of {with_interval} cells "
              f"({held / with_interval:.0%})")
    if welch_cells:
        print(f"Welch's 95% interval for the difference of the two runs contains zero in {welch} of {welch_cells} cells "
              f"({welch / welch_cells:.0%}; 95% expected when both runs' intervals are honest)")
    for name, run in (("first", ref), ("second", other)):
        rho = round_effects(run)
        if rho:
            print(f"the {name} run's machine-wide speed per round (rounds every cell took part in): "
                  + ", ".join(f"{100 * (math.exp(x) - 1):+.1f}%" for x in rho))
    both = ref.keys() & other.keys()
    for name, run in (("first", ref), ("second", other)):
        widths = [(v[2] - v[1]) / 2 / v[0] for k, v in run.items() if k in both and v[1] is not None]
        if widths:
            print(f"the {name} run's median 95% half-width: {statistics.median(widths):.1%} of the score "
                  f"(max {max(widths):.1%}, {len(widths)} cells with an interval)")


if __name__ == "__main__":
    main()
