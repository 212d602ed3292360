package io.wirebench.speed;

import io.wirebench.analysis.Pair;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Operation;
import io.wirebench.records.Sizes;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs the round-trip gate over a selection, reporting failures as they are found. */
public final class Gate {
  private Gate() {}

  public static List<Verdict> check(List<Codec> codecs, List<DataSet<?>> datasets, PrintWriter out) {
    return check(codecs, datasets, (Fork) null, out).verdicts();
  }

  /**
   * Where a codec's pair is gated when not in this JVM.
   *
   * @param jvm the JVM of the codec's forks
   * @param flags the forks' common flags (the codec's own are added per codec)
   * @param classpath the class path of the codec's forks, or null for this JVM's
   * @param always gate there even when the codec runs here (its forks run another library version,
   *     or a user's classes that this JVM loads differently)
   * @param why with {@code always}, why: the end of "so it is gated in a JVM ..."
   */
  public record Fork(JvmInfo jvm, List<String> flags, List<Path> classpath, boolean always, String why) {
    public Fork(JvmInfo jvm, List<String> flags, List<Path> classpath, boolean always) {
      this(jvm, flags, classpath, always, null);
    }

    /** The forks' JVM when it is another installation than this one's, else null. */
    public static Fork of(JvmInfo jvm, List<String> flags) {
      return same(jvm.java(), JvmInfo.current().java()) ? null : new Fork(jvm, flags, null, false);
    }

    /** Whether {@code jvm} is the JVM running this process. */
    public static boolean isThisJvm(JvmInfo jvm) {
      return same(jvm.java(), JvmInfo.current().java());
    }

    private static boolean same(String a, String b) {
      try {
        return Path.of(a).toRealPath().equals(Path.of(b).toRealPath());
      } catch (java.io.IOException e) {
        return a.equals(b);
      }
    }
  }

  /**
   * The verdicts of every pair, and the native targets of the pairs gated in the forks' JVM.
   *
   * @param verdicts data set by data set, codec by codec
   * @param elsewhere native targets of passed pairs whose codec was gated in the forks' JVM
   * @param sizedElsewhere the sizes of the pairs gated in a child JVM, measured there
   * @param opFailures the failed checks of the access and partial reads ({@link RoundTripGate#checkAccess},
   *     {@link RoundTripGate#checkPartial}) of passed pairs, their phase {@code access} or {@code partial}
   */
  public record Findings(List<Verdict> verdicts, Map<Pair, NativeTargets> elsewhere, List<Sizes.Row> sizedElsewhere,
      List<Verdict> opFailures) {
    public Findings(List<Verdict> verdicts, Map<Pair, NativeTargets> elsewhere) {
      this(verdicts, elsewhere, List.of(), List.of());
    }

    public Findings(List<Verdict> verdicts, Map<Pair, NativeTargets> elsewhere, List<Sizes.Row> sizedElsewhere) {
      this(verdicts, elsewhere, sizedElsewhere, List.of());
    }

    /** Whether a codec was gated in the forks' JVM rather than this one. */
    public boolean gatedElsewhere(String codec) {
      return verdicts.stream().anyMatch(v -> v.codec().equals(codec) && elsewhere.containsKey(new Pair(codec, v.dataset())));
    }
  }

  /**
   * Gates every pair. A codec that cannot run in this JVM while the forks run on another
   * ({@code fork} not null) is gated there instead ({@link ForkGate}), so that it is timed exactly
   * where it was proven.
   */
  public static Findings check(List<Codec> codecs, List<DataSet<?>> datasets, Fork fork, PrintWriter out) {
    return check(codecs, datasets, c -> fork, out);
  }

  /**
   * Gates every pair, each codec where {@code forks} says its forks run: in a child JVM when it
   * runs another version of its library ({@link Fork#always}), or when it cannot run in this JVM
   * and its forks run on another; here otherwise.
   */
  public static Findings check(List<Codec> codecs, List<DataSet<?>> datasets, java.util.function.Function<Codec, Fork> forks,
      PrintWriter out) {
    return check(codecs, datasets, forks, List.of(), out);
  }

  /**
   * Gates every pair as {@link #check(List, List, java.util.function.Function, PrintWriter)} does, and
   * for each passed pair that the access or partial operation among {@code ops} would time, checks
   * that path too, where the pair was gated: a failure leaves out that operation's cell alone.
   */
  public static Findings check(List<Codec> codecs, List<DataSet<?>> datasets, java.util.function.Function<Codec, Fork> forks,
      List<Operation> ops, PrintWriter out) {
    List<Operation> checked = ops.stream().filter(o -> o == Operation.ACCESS || o == Operation.PARTIAL).toList();
    List<Verdict> opFailures = new ArrayList<>();
    Map<Pair, Verdict> remote = new HashMap<>();
    Map<Pair, NativeTargets> natives = new LinkedHashMap<>();
    List<Sizes.Row> sized = new ArrayList<>();
    for (Codec c : codecs) {
      Fork fork = forks.apply(c);
      if (fork == null) continue;
      if (fork.always() && fork.why() != null) {
        out.println("  " + c.info().id() + " is gated in a JVM " + fork.why() + " (" + fork.jvm().version() + ")");
      } else if (fork.always()) {
        out.println("  " + c.info().id() + " runs " + c.info().library() + " " + c.info().version()
            + ", so it is gated in a JVM with that version (" + fork.jvm().version() + ")");
      } else {
        if (Fork.isThisJvm(fork.jvm()) || Codecs.unavailableReason(c).isEmpty()) continue;
        out.println("  " + c.info().id() + " cannot run in this JVM (" + Runtime.version() + "), so it is gated in the "
            + "forks' JVM (" + fork.jvm().version() + ", " + fork.jvm().java() + ")");
      }
      out.flush();
      List<String> flags = new ArrayList<>(fork.flags());
      flags.addAll(c.info().jvmArgs());
      if (!checked.isEmpty()) {
        flags.add(ForkGate.OPS_PROPERTY + String.join(",", checked.stream().map(Operation::label).toList()));
      }
      ForkGate.Result r = ForkGate.check(fork.jvm(), flags, fork.classpath(), c, datasets);
      for (Verdict v : r.verdicts()) remote.put(new Pair(v.codec(), v.dataset()), v);
      natives.putAll(r.natives());
      sized.addAll(r.sizes());
      opFailures.addAll(r.opFailures());
    }
    List<Verdict> verdicts = new ArrayList<>();
    for (DataSet<?> ds : datasets) {
      for (Codec c : codecs) {
        Verdict v = remote.get(new Pair(c.info().id(), ds.id()));
        boolean here = v == null;
        if (here) v = RoundTripGate.check(c, ds);
        verdicts.add(v);
        if (v.status() == Verdict.Status.FAIL) {
          out.println("  round-trip FAILED, excluded from timing: " + v.describe());
          out.flush();
        } else if (RoundTripGate.hasNumberNote(v)) {
          out.println("  round-trip passed with a note: " + v.describe());
          out.flush();
        }
        if (here && v.passed() && !checked.isEmpty()) opFailures.addAll(checkOps(c, ds, checked));
      }
    }
    for (Verdict f : opFailures) {
      out.println("  " + f.phase() + " check FAILED, that cell excluded from timing: " + f.describe());
      out.flush();
    }
    return new Findings(verdicts, natives, sized, opFailures);
  }

  /**
   * The failed checks of a passed pair's access and partial reads, for those of {@code ops} the
   * binding has ({@link Operation#supports}): a binding without one is not checked, and the plan
   * says why it is not measured.
   */
  public static List<Verdict> checkOps(Codec c, DataSet<?> ds, List<Operation> ops) {
    List<Verdict> failures = new ArrayList<>();
    Binding<Object> b;
    try {
      b = Binding.erase(c.bind(ds));
    } catch (Throwable e) {
      for (Operation op : ops) {
        failures.add(new Verdict(c.info().id(), ds.id(), Verdict.Status.FAIL, op.label(), "bind: "
            + RoundTripGate.describe(e), -1));
      }
      return failures;
    }
    NativeTargets natives = NativeTargets.of(b);
    for (Operation op : ops) {
      if (!op.supports(c.info(), natives, Target.BYTES)) continue;
      String problem = op == Operation.ACCESS ? RoundTripGate.accessProblem(c.info(), b)
          : RoundTripGate.partialProblem(c.info(), b);
      if (problem != null) failures.add(new Verdict(c.info().id(), ds.id(), Verdict.Status.FAIL, op.label(), problem, -1));
    }
    return failures;
  }

  public static long count(List<Verdict> verdicts, Verdict.Status status) {
    return verdicts.stream().filter(v -> v.status() == status).count();
  }

  /**
   * One line: how many pairs passed, failed, were gaps or unavailable; and which passing codecs are
   * dialects (their bytes are not the standard form of their format), when any is.
   */
  public static String summary(List<Verdict> verdicts) {
    String s = String.format("%d pairs round-trip exactly, %d failed, %d gaps (data set not modelled), %d unavailable",
        count(verdicts, Verdict.Status.PASS), count(verdicts, Verdict.Status.FAIL),
        count(verdicts, Verdict.Status.GAP), count(verdicts, Verdict.Status.UNAVAILABLE));
    List<String> dialects = verdicts.stream().filter(RoundTripGate::isDialectPass).map(Verdict::codec).distinct()
        .toList();
    long noted = verdicts.stream().filter(RoundTripGate::hasNumberNote).count();
    if (noted > 0) {
      s += "; " + noted + (noted == 1 ? " of them writes" : " of them write") + " numbers in other digits "
          + "that read back the same (a note, not a failure)";
    }
    if (!dialects.isEmpty()) {
      s += "; dialects (they round-trip their own bytes, which are not the standard form of their format; "
          + "'wirebench check interop' shows who else reads them): " + String.join(", ", dialects);
    }
    return s;
  }
}
