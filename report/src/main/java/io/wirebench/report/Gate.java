package io.wirebench.report;

import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** Runs the round-trip gate over a selection, reporting failures as they are found. */
public final class Gate {
  private Gate() {}

  public static List<Verdict> check(List<Codec> codecs, List<DataSet<?>> datasets, PrintWriter out) {
    List<Verdict> verdicts = new ArrayList<>();
    for (DataSet<?> ds : datasets) {
      for (Codec c : codecs) {
        Verdict v = RoundTripGate.check(c, ds);
        verdicts.add(v);
        if (v.status() == Verdict.Status.FAIL) {
          out.println("  round-trip FAILED, excluded from timing: " + v.describe());
          out.flush();
        }
      }
    }
    return verdicts;
  }

  public static long count(List<Verdict> verdicts, Verdict.Status status) {
    return verdicts.stream().filter(v -> v.status() == status).count();
  }

  /** One line: how many pairs passed, failed, were gaps or unavailable. */
  public static String summary(List<Verdict> verdicts) {
    return String.format("%d pairs round-trip exactly, %d failed, %d gaps (data set not modelled), %d unavailable",
        count(verdicts, Verdict.Status.PASS), count(verdicts, Verdict.Status.FAIL),
        count(verdicts, Verdict.Status.GAP), count(verdicts, Verdict.Status.UNAVAILABLE));
  }
}
