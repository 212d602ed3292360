package io.wirebench.speed;

import io.wirebench.analysis.Cell;
import io.wirebench.analysis.Pair;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run will measure, decided before anything is timed: the cells, and every pair or cell
 * that will not be measured, with the reason.
 *
 * @param cells the cells to measure, data set by data set, operation by operation
 * @param notMeasured what was selected but will not be measured, and why
 * @param sizes encoded bytes of every pair that passed the gate
 * @param natives the native targets of every planned pair that passed the gate
 */
public record RunPlan(List<Cell> cells, List<NotMeasured> notMeasured, Map<Pair, Long> sizes,
    Map<Pair, NativeTargets> natives) {
  /** The reason every write, roundtrip and saveload cell of a read-only codec is not measured. */
  public static final String READ_ONLY = "read only";

  /** Plans the cells of a selection from the gate's verdicts, binding each passed pair here. */
  public static RunPlan of(List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      List<Verdict> verdicts) {
    return of(codecs, datasets, ops, targets, verdicts, Map.of());
  }

  /**
   * Plans the cells of a selection from the gate's verdicts.
   *
   * @param known native targets of pairs that were bound and gated elsewhere (in the forks' JVM,
   *     for a codec that cannot run in this one); every other passed pair is bound here
   */
  public static RunPlan of(List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      List<Verdict> verdicts, Map<Pair, NativeTargets> known) {
    return of(codecs, datasets, ops, targets, verdicts, known, List.of());
  }

  /**
   * Plans the cells of a selection from the gate's verdicts and its checks of the access and
   * partial reads.
   *
   * @param opFailures failed checks of an operation's own path ({@link io.wirebench.core.RoundTripGate#checkAccess},
   *     {@link io.wirebench.core.RoundTripGate#checkPartial}), their phase the operation's label: that
   *     operation's cell of the pair is not measured, the pair's other cells are
   */
  public static RunPlan of(List<Codec> codecs, List<DataSet<?>> datasets, List<Operation> ops, List<Target> targets,
      List<Verdict> verdicts, Map<Pair, NativeTargets> known, List<Verdict> opFailures) {
    Map<Pair, Long> sizes = new LinkedHashMap<>();
    Map<Pair, NativeTargets> natives = new LinkedHashMap<>(known);
    List<NotMeasured> not = new ArrayList<>();
    List<String> unavailable = new ArrayList<>();
    for (Verdict v : verdicts) {
      Pair p = new Pair(v.codec(), v.dataset());
      switch (v.status()) {
        case PASS: sizes.put(p, v.encodedSize()); break;
        case FAIL: not.add(new NotMeasured(v.codec(), v.dataset(), null, "gate-failed",
            "failed the round-trip gate" + (v.phase() == null ? "" : " (" + v.phase() + ")") + ": " + v.message()));
          break;
        case GAP: not.add(new NotMeasured(v.codec(), v.dataset(), null, "gap", v.message())); break;
        default:
          if (!unavailable.contains(v.codec())) {
            unavailable.add(v.codec());
            not.add(new NotMeasured(v.codec(), null, null, "unavailable", "unavailable here: " + v.message()));
          }
      }
    }
    List<Cell> cells = new ArrayList<>();
    for (DataSet<?> ds : datasets) {
      for (Operation op : ops) {
        for (Target t : op.targets()) {
          if (!targets.contains(t)) continue;
          for (Codec c : codecs) {
            Pair p = new Pair(c.info().id(), ds.id());
            if (!sizes.containsKey(p)) continue;
            NativeTargets b = natives.computeIfAbsent(p, k -> NativeTargets.of(c.bind(ds)));
            if (op.writes() && c.info().readsOnly()) {
              if (op.direct()) continue;
              not.add(new NotMeasured(p.codec(), p.dataset(), op.label() + " " + t.label(), "read-only",
                  READ_ONLY + ": " + c.info().library() + " only parses, so it has no " + op.label() + " to time"));
              continue;
            }
            if (!op.supports(c.info(), b, t)) {
              if (op.direct()) continue; // one target per library by design
              String kind = op == Operation.ACCESS ? "no-access" : op == Operation.PARTIAL ? "no-partial" : "no-target";
              not.add(new NotMeasured(p.codec(), p.dataset(), op.label() + " " + t.label(), kind,
                  op.unsupported(c.info(), b, t)));
              continue;
            }
            Verdict failed = opFailures.stream().filter(v -> v.codec().equals(p.codec())
                && v.dataset().equals(p.dataset()) && op.label().equals(v.phase())).findFirst().orElse(null);
            if (failed != null) {
              not.add(new NotMeasured(p.codec(), p.dataset(), op.label() + " " + t.label(), "gate-failed",
                  "failed the " + op.label() + " check: " + failed.message()));
              continue;
            }
            cells.add(new Cell(op, t, p.codec(), p.dataset()));
          }
        }
      }
    }
    for (Operation op : ops) {
      if (op.direct()) continue; // overhead times one target per library by design
      for (Target t : targets) {
        if (op.targets().contains(t)) continue;
        not.add(new NotMeasured(null, null, op.label() + " " + t.label(), "no-benchmark", op.label() + " has no benchmark"
            + " on " + t.label() + " for any codec; it runs on " + String.join(", ",
                op.targets().stream().map(Target::label).toList()) + " only"));
      }
    }
    natives.keySet().retainAll(sizes.keySet());
    return new RunPlan(List.copyOf(cells), List.copyOf(not), Map.copyOf(sizes), Map.copyOf(natives));
  }

  /**
   * This plan with every cell measured at each thread count ({@code run --threads 1,2}): the cells
   * of the first count, then those of the next, each in plan order. {@code [1]} is this plan as it is.
   */
  public RunPlan withThreads(List<Integer> counts) {
    if (counts.equals(List.of(1))) return this;
    List<Cell> out = new ArrayList<>();
    for (int n : counts) {
      for (Cell c : cells) out.add(c.withThreads(n));
    }
    return new RunPlan(List.copyOf(out), notMeasured, sizes, natives);
  }

  /** The encoded size of a cell's pair, or -1. */
  public long size(Cell c) {
    return sizes.getOrDefault(c.pair(), -1L);
  }
}
