package io.wirebench.report;

import io.wirebench.records.NoiseCheck;
import io.wirebench.records.RunRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The notes {@code compare} prints above its table, from the two runs' records: a run that is not
 * complete, and a machine that was not the same machine for both (the machine check's verdicts
 * disagree, or its probes ran at another speed on the same JVM).
 */
public final class CompareNotes {
  /**
   * How far apart the machine check's probes may run before two runs on the same JVM are said to
   * have met a different machine: as the check's own {@link NoiseCheck#SLOWER_THAN_BEST}
   * (docs/metrics.md, "The machine check").
   */
  static final double SPEED_CHANGE = NoiseCheck.SLOWER_THAN_BEST;

  private CompareNotes() {}

  /**
   * The notes for comparing {@code next} against {@code base}; a record is null for a JMH file,
   * which has none of these facts.
   */
  public static List<String> of(Path base, RunRecord b, Path next, RunRecord n) {
    List<String> out = new ArrayList<>();
    status(base, b, out);
    status(next, n, out);
    String check = machineCheck(base, b, next, n);
    if (check != null) out.add(check);
    String speed = b == null || n == null ? null : machineSpeed(b.header(), n.header(), base, next);
    if (speed != null) out.add(speed);
    return out;
  }

  private static void status(Path p, RunRecord r, List<String> out) {
    if (r == null || "complete".equals(r.status())) return;
    String kind = r.header().kind();
    out.add("note: " + p + " is " + r.status() + "; it is compared on the cells it measured"
        + ("running".equals(r.status()) ? " so far" : " ('wirebench " + kind + " --resume " + p
            + "' measures the rest)"));
  }

  /**
   * A note when both runs checked the machine and the checks disagree: a cell that moved may then
   * have moved with the machine.
   */
  private static String machineCheck(Path base, RunRecord b, Path next, RunRecord n) {
    String vb = b == null ? null : NoiseCheck.verdictOf(b.header().machine());
    String vn = n == null ? null : NoiseCheck.verdictOf(n.header().machine());
    if (vb == null || vn == null || vb.equals(vn)) return null;
    return "note: the machine check found the machine " + vb + " before " + base + " and " + vn + " before " + next
        + "; a change may be the machine's (see docs/metrics.md, \"The machine check\")";
  }

  /**
   * A note when both runs checked the machine on the same JVM and a probe ran more than {@link
   * #SPEED_CHANGE} faster or slower before {@code next} than before {@code base}: a neighbour that
   * stays on the core through the check slows it without spreading its windows, so the verdicts
   * can agree ("quiet") while every score moves with the machine.
   */
  static String machineSpeed(RunRecord.Header b, RunRecord.Header n, Path base, Path next) {
    // the probes run in the command's own JVM (not the forks'), and another JVM compiles them differently
    String jvm = NoiseCheck.probeJvmOf(b.machine());
    if (jvm == null || !jvm.equals(NoiseCheck.probeJvmOf(n.machine()))) return null;
    double wide = NoiseCheck.speedOf(n.machine(), "wide") / NoiseCheck.speedOf(b.machine(), "wide");
    double chain = NoiseCheck.speedOf(n.machine(), "chain") / NoiseCheck.speedOf(b.machine(), "chain");
    boolean moved = Math.abs(Math.log(wide)) > -Math.log(1 - SPEED_CHANGE)
        || Math.abs(Math.log(chain)) > -Math.log(1 - SPEED_CHANGE);
    if (!moved) return null; // NaN (a run without the figures) compares false
    return String.format(Locale.ROOT, "note: before %s the machine check's probes ran at %.2f× (code that fills a "
        + "core) and %.2f× (a dependent chain) their speed before %s, on the same JVM: the machine itself was %s, "
        + "and every score may have moved with it (see docs/metrics.md, \"The machine check\")", next, wide, chain, base,
        wide * chain < 1 ? "slower" : "faster");
  }
}
