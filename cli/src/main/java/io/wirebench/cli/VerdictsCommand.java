package io.wirebench.cli;

import io.wirebench.analysis.MarkPrediction;
import io.wirebench.analysis.PeerAgreement;
import io.wirebench.analysis.PeerCorpus;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench verdicts}: the steady-state verdicts checked against a published classification, or against reruns. */
@Command(name = "verdicts", mixinStandardHelpOptions = true,
    description = {"Checks the STEADY verdicts. With --corpus: runs the steady-state analysis on every fork of "
        + "Traini et al.'s labelled corpus (fetch it with scripts/fetch-steady-state-corpus.sh DIR) and prints "
        + "agreement per fork and per benchmark with their labels, a confusion table, and what wirebench's own "
        + "profiles would mark in each fork's first seconds. The held-out third (a fixed split by benchmark "
        + "name) is printed only with --holdout; tune nothing on it.",
        "With --runs: pairs repeat runs of one plan and sets each cell's move between runs against whether it was "
        + "marked, as recorded and as this build recomputes it from the stored iterations. "
        + "See docs/metrics.md, \"Checked against a published classification\"."})
final class VerdictsCommand implements Callable<Integer> {
  @Option(names = "--corpus", paramLabel = "DIR", description = "A checkout of SEALABQualityGroup/steady-state.")
  Path corpus;

  @Option(names = "--block", paramLabel = "K", defaultValue = "1", description = "Analyse the corpus's forks in "
      + "blocks of K iterations of about 100 ms each (5: the full profile's 500 ms); default ${DEFAULT-VALUE}.")
  int block;

  @Option(names = "--holdout", description = "Also print the held-out third of the corpus, apart.")
  boolean holdout;

  @Option(names = "--pooled", description = "With --corpus: give every fork of a benchmark the lag-1 "
      + "autocorrelation of the benchmark's forks together, as a run gives each fork its cell's "
      + "(default: each fork its own).")
  boolean pooled;

  @Option(names = "--runs", arity = "2..*", paramLabel = "DIR",
      description = "Run directories of one plan (the same profile, codecs and data sets), two or more.")
  List<Path> runs = new ArrayList<>();

  @Option(names = "--csv", paramLabel = "FILE", description = "Also write one row per fork (--corpus) or per run "
      + "and cell (--runs) to FILE, for reading the disagreements. Never overwritten.")
  Path csv;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if ((corpus == null) == runs.isEmpty()) {
      throw new UsageException("give either --corpus DIR (the labelled corpus) or --runs DIR DIR ... (repeat runs)");
    }
    if (block < 1) throw new UsageException("--block must be 1 or more, not " + block);
    if (pooled && corpus == null) throw new UsageException("--pooled goes with --corpus (runs pool as they were measured)");
    if (csv != null && Files.exists(csv)) {
      throw new UsageException(csv + " exists; give --csv a new file (results are never overwritten)");
    }
    PrintWriter out = spec.commandLine().getOut();
    List<String> rows;
    if (corpus != null) {
      PeerCorpus.names(corpus); // not the corpus: the reason before any heading
      out.println("wirebench verdicts: SteadyState on every fork of " + corpus + (block > 1 ? ", in blocks of "
          + block + " iterations" : ", iteration by iteration (about 100 ms each)")
          + (pooled ? ", φ pooled over each benchmark's forks" : ", each fork's own φ"));
      out.flush();
      PeerAgreement a = PeerAgreement.run(corpus, block, pooled, s -> {
        spec.commandLine().getErr().println("  " + s);
        spec.commandLine().getErr().flush();
      });
      List<String> lines = new ArrayList<>(a.lines(false));
      lines.addAll(a.profileLines(false));
      if (holdout) {
        lines.addAll(a.lines(true));
        lines.addAll(a.profileLines(true));
      } else {
        lines.add("held-out third: not shown (--holdout shows it; tune nothing on it)");
      }
      lines.forEach(out::println);
      rows = a.csv();
    } else {
      List<SavedRun> saved = new ArrayList<>();
      for (Path dir : runs) saved.add(SavedRun.read(dir));
      MarkPrediction m = MarkPrediction.of(saved);
      m.lines().forEach(out::println);
      rows = m.cellLines();
    }
    if (csv != null) {
      Files.write(csv, rows);
      out.println("wrote " + csv);
    }
    out.flush();
    return 0;
  }
}
