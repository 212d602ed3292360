package io.wirebench.speed;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.analysis.Cell;
import io.wirebench.analysis.CellResult;
import io.wirebench.analysis.ForkSample;
import io.wirebench.core.BadInputException;
import io.wirebench.core.Verdict;
import io.wirebench.records.NotMeasured;
import io.wirebench.records.ResultFile;
import io.wirebench.records.Resumable;
import io.wirebench.records.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.openjdk.jmh.results.BenchmarkResult;

/**
 * {@code run --resume DIR}: a run that another process started and could not finish (killed,
 * stopped with Ctrl-C), continued in DIR with the plan, seed and settings it was started with. The
 * command line comes from DIR's run.json; the gate runs again (the data and the codecs are this
 * build's, so their verdicts are checked, not trusted); the run is refused, naming what differs,
 * when the libraries, their versions, the data sets, the gate's verdicts and sizes, the cells, the
 * profile, the JVMs, the machine or wirebench's commit are not DIR's. Every fork DIR holds is kept
 * (its iterations from run.json, JMH's figures from jmh.json) and the session continues its rounds
 * ({@link io.wirebench.speed.Session#restore}).
 */
public final class Resume {
  /** The header's fields that shape a measurement: they must be DIR's. */
  static final Set<String> SAME = Set.of("wirebench", "kind", "profile", "statistic", "seed", "machine", "jvm",
      "jvms", "jmhVersion", "gcProfiler", "datasets", "codecs");

  private final Resumable base;
  private final JmhJson jmh;

  private Resume(Resumable base, JmhJson jmh) {
    this.base = base;
    this.jmh = jmh;
  }

  /**
   * Reads DIR (run.json and jmh.json).
   *
   * @throws BadInputException when DIR is no run directory of {@code kind} that this build can read
   */
  public static Resume open(Path dir, String kind) {
    Resumable base = Resumable.open(dir, kind);
    Path jmhJson = dir.resolve("jmh.json");
    try {
      JsonNode jmh = Files.isRegularFile(jmhJson) ? ResultFile.MAPPER.readTree(jmhJson.toFile()) : null;
      return new Resume(base, new JmhJson(jmh));
    } catch (IOException e) {
      throw new BadInputException("--resume " + dir + ": its jmh.json cannot be read (" + e.getMessage() + ")");
    }
  }

  /** DIR and the checks every kind makes ({@link Resumable}). */
  public Resumable base() {
    return base;
  }

  public Path dir() {
    return base.dir();
  }

  /** The seed DIR's rounds were drawn with. */
  public long seed() {
    return base.record().header().seed();
  }

  /**
   * What DIR holds of the plan.
   *
   * @param cells every planned cell with what earlier processes measured of it (cells DIR lists as
   *     missing are left out: they start afresh)
   * @param rounds the rounds the earlier processes had started
   * @param seconds the wall time of their forks
   * @param forks each earlier fork with the index of the process that ran it
   * @param notes what was not taken from DIR, and why
   */
  record Restored(Map<Cell, CellResult> cells, int rounds, double seconds, Map<ForkSample, Integer> forks,
      List<String> notes) {
    int forkCount() {
      return cells.values().stream().mapToInt(c -> c.forks().size()).sum();
    }
  }

  /**
   * Checks that this build plans what DIR measured, and rebuilds DIR's cells.
   *
   * @param rebuilt the header this build makes from DIR's command line
   * @throws BadInputException naming every difference
   */
  Restored restore(RunRecord.Header rebuilt, List<Verdict> verdicts, RunPlan plan, Profile profile) {
    base.refuseIfDifferent(rebuilt, SAME);
    RunRecord was = base.record();
    List<String> diffs = new ArrayList<>();
    gate(was.gate(), verdicts, diffs);
    List<String> keys = plan.cells().stream().map(Cell::key).toList();
    List<String> wasKeys = was.cells().stream().map(RunRecord.CellRecord::key).toList();
    if (!keys.equals(wasKeys)) {
      List<String> gone = wasKeys.stream().filter(k -> !keys.contains(k)).toList();
      List<String> added = keys.stream().filter(k -> !wasKeys.contains(k)).toList();
      diffs.add("cells: " + (gone.isEmpty() && added.isEmpty() ? "the same, in another order"
          : (gone.isEmpty() ? "" : "DIR has " + brief(gone) + " that this build does not plan")
          + (gone.isEmpty() || added.isEmpty() ? "" : "; ") + (added.isEmpty() ? "" : "this build plans " + brief(added))));
    }
    if (!notMeasured(was.notMeasured()).equals(notMeasured(plan.notMeasured()))) {
      diffs.add("not measured: DIR lists " + notMeasured(was.notMeasured()) + ", this build "
          + notMeasured(plan.notMeasured()));
    }
    base.refuse(diffs);

    Map<String, Cell> byKey = new HashMap<>();
    for (Cell c : plan.cells()) byKey.put(c.key(), c);
    Map<Cell, CellResult> cells = new LinkedHashMap<>();
    Map<ForkSample, Integer> forks = new IdentityHashMap<>();
    List<String> notes = new ArrayList<>();
    double seconds = 0;
    for (RunRecord.CellRecord c : was.cells()) {
      Cell cell = byKey.get(c.key());
      List<RunRecord.ForkRecord> recorded = c.forks() == null ? List.of() : c.forks();
      List<BenchmarkResult> jmhForks = jmh.forks(cell, recorded.stream().map(RunRecord.ForkRecord::warmupIterations)
          .toList());
      int n = recorded.size();
      if (jmhForks.size() < n) {
        // killed between writing run.json and jmh.json: the fork jmh.json lacks is measured again
        notes.add(c.key() + ": jmh.json holds " + jmhForks.size() + " of its " + n + " forks (the process stopped "
            + "between writing the two files); the other " + (n - jmhForks.size()) + " will be measured again");
        n = jmhForks.size();
      }
      List<ForkSample> samples = new ArrayList<>();
      double cellSeconds = 0;
      for (int i = 0; i < n; i++) {
        RunRecord.ForkRecord f = recorded.get(i);
        BenchmarkResult j = jmhForks.get(i);
        ForkSample s = ForkSample.of(f.iterations(), f.warmupIterations(), profile.iterationMillis() / 1000.0,
            JmhJson.secondary(j), f.seconds(), j, CellRunner.threads(j));
        if (Math.abs(s.steadyMean() - f.mean()) > 1e-9 * Math.abs(f.mean())) {
          throw new BadInputException("--resume " + dir() + ": fork " + (i + 1) + " of " + c.key() + " has a mean of "
              + f.mean() + " ops/s in DIR and " + s.steadyMean() + " as this build analyses it; its forks would not be "
              + "judged alike, so the run cannot be continued; measure again with a new run");
        }
        samples.add(s);
        forks.put(s, f.process() == null ? 0 : f.process());
        cellSeconds += f.seconds();
      }
      seconds += cellSeconds;
      long size = plan.size(cell);
      if ("failed".equals(c.status())) {
        cells.put(cell, new CellResult(cell, CellResult.Status.FAILED, samples, c.message() == null ? "" : c.message(),
            cellSeconds, size));
      } else if (!samples.isEmpty()) {
        cells.put(cell, new CellResult(cell, CellResult.Status.DONE, samples, "", cellSeconds, size));
      }
    }
    return new Restored(cells, was.rounds(), seconds, forks, notes);
  }

  /** Reopens DIR for the rest of the run, with the header this build made, holding every cell as DIR did. */
  RunDirectory reopen(RunRecord.Header rebuilt, Restored r, RunPlan plan, Function<String, String> bindingOf) {
    List<CellResult> cells = new ArrayList<>();
    for (Cell c : plan.cells()) cells.add(r.cells().getOrDefault(c, CellResult.planned(c, plan.size(c))));
    return RunDirectory.reopen(dir(), base.record().header(), rebuilt, bindingOf, r.forks(), cells, r.rounds());
  }

  /** What the resumed run starts from, in a line. */
  String describe(Restored r, int planned) {
    long cellsWithForks = r.cells().values().stream().filter(c -> !c.forks().isEmpty()).count();
    int processes = base.record().header().processes().size();
    return String.format(Locale.ROOT, "resuming %s: %d of %d cells have forks (%s, from %d process%s), %s; "
        + "the gate ran again and agrees", dir().toAbsolutePath(), cellsWithForks, planned,
        io.wirebench.records.Format.count(r.forkCount(), "fork"), processes, processes == 1 ? "" : "es",
        r.rounds() == 0 ? "no round started" : "stopped in round " + r.rounds());
  }

  /** The gate's verdicts must be DIR's: the same status, phase and encoded size for every pair. */
  private static void gate(List<RunRecord.GateRecord> was, List<Verdict> now, List<String> diffs) {
    Map<String, RunRecord.GateRecord> before = new LinkedHashMap<>();
    for (RunRecord.GateRecord g : was) before.put(g.codec() + " on " + g.dataset(), g);
    Map<String, RunRecord.GateRecord> after = new LinkedHashMap<>();
    for (Verdict v : now) after.put(v.codec() + " on " + v.dataset(), RunRecord.GateRecord.of(v));
    if (!before.keySet().equals(after.keySet())) {
      diffs.add("gate: DIR gated " + brief(List.copyOf(before.keySet())) + ", this build "
          + brief(List.copyOf(after.keySet())));
      return;
    }
    for (Map.Entry<String, RunRecord.GateRecord> e : before.entrySet()) {
      RunRecord.GateRecord a = e.getValue();
      RunRecord.GateRecord b = after.get(e.getKey());
      if (!a.status().equals(b.status()) || a.encodedBytes() != b.encodedBytes()
          || !java.util.Objects.equals(a.phase(), b.phase())) {
        diffs.add("gate of " + e.getKey() + ": " + a.status() + (a.phase() == null ? "" : " (" + a.phase() + ")") + ", "
            + a.encodedBytes() + " bytes in DIR; " + b.status() + (b.phase() == null ? "" : " (" + b.phase() + ")")
            + ", " + b.encodedBytes() + " bytes now (has the data set or the codec changed?)");
      }
    }
  }

  private static List<String> notMeasured(List<NotMeasured> ns) {
    return ns.stream().map(n -> n.codec() + "/" + n.dataset() + "/" + n.cell() + ": " + n.kind()).sorted().toList();
  }

  private static String brief(List<String> items) {
    return items.size() <= 4 ? String.join(", ", items)
        : String.join(", ", items.subList(0, 4)) + " and " + (items.size() - 4) + " more";
  }
}
