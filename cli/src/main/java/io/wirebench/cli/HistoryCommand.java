package io.wirebench.cli;

import io.wirebench.records.ResultFile;
import io.wirebench.report.TrendView;
import io.wirebench.store.History;
import io.wirebench.store.Store;
import io.wirebench.store.StoreException;
import io.wirebench.store.StoreLocation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench history}: a cell's trend, or a table's, across the stored runs, and its change points. */
@Command(name = "history", mixinStandardHelpOptions = true,
    description = {"Shows each selected cell's value across the runs in the results store (run, date, commit, value, "
        + "95%% rerun interval) and the changes found in it, each named by the run where it happened and its size as "
        + "a ratio with its interval. Without a selection: every cell of the latest run.",
        "Only like is compared with like: runs of the latest run's kind on its machine (fingerprint of CPU, cores, "
        + "memory and OS), and cells with its JVM, library version and data set; one line says what was left out. "
        + "See docs/history.md.",
        "--fail-on-change 5%% exits 1 when a change for the worse whose interval lies beyond 5%% is found at the latest "
        + "run, as 'compare --fail-on-regression' does; usage errors exit 2."})
final class HistoryCommand implements Callable<Integer> {
  @Option(names = "--store", paramLabel = "PATH|URL", description = "The store: an SQLite file or "
      + "jdbc:postgresql://HOST:PORT/DB. Default: $WIREBENCH_STORE, else results/history.db.")
  String store;

  @Option(names = "--cell", paramLabel = "KEY", description = "One cell: op/target/codec/dataset "
      + "(write/bytes/gson/dbdata), as run.json and the reports name it.")
  String cell;

  @Option(names = "--codec", paramLabel = "ID", description = "The cells of this codec.") String codec;

  @Option(names = "--dataset", paramLabel = "ID", description = "The cells of this data set.") String dataset;

  @Option(names = "--op", paramLabel = "OP", description = "The cells of this operation (write, read, ...).") String op;

  @Option(names = "--target", paramLabel = "TARGET", description = "The cells of this target (bytes, string, ...).")
  String target;

  @Option(names = "--metric", paramLabel = "ID", description = "The metric (throughput, timePerOp, allocBytesPerOp, "
      + "beyondInput, requestsPerSecond, p99, raw, ...). Default: the kind's headline (throughput for speed runs).")
  String metric;

  @Option(names = "--all-machines", description = "Also take runs on other machines (values of several machines then "
      + "share a series, and the output says so).")
  boolean allMachines;

  @Option(names = "--fail-on-change", paramLabel = "PERCENT",
      description = "Exit 1 when a change for the worse beyond PERCENT (e.g. 5%%), its interval included, is found at "
          + "the latest run.")
  String failOnChange;

  @Option(names = "--report", paramLabel = "FILE", description = "Also write the trends as a self-contained HTML page.")
  Path report;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if (cell != null && (codec != null || dataset != null || op != null || target != null)) {
      throw new UsageException("--cell names one cell; give it alone, or select cells with --codec, --dataset, --op "
          + "and --target");
    }
    Double threshold = failOnChange == null ? null : threshold(failOnChange);
    if (report != null) OutputPaths.requireFile(report, "--report");
    StoreLocation where = StoreOptions.required(store);
    if (where.sqlite() && !Files.isRegularFile(where.file())) {
      throw new UsageException("no results store at " + where + "; measure ('wirebench run' stores there) or load "
          + "run directories with 'wirebench import results', or name another with --store");
    }
    History.Result r;
    try (Store s = Store.open(where)) {
      r = History.of(s, new History.Query(new Store.CellFilter(cell, codec, dataset, op, target), metric,
          allMachines, threshold), TrendView::terminal);
    } catch (StoreException e) {
      throw new CommandFailure(e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(r.text());
    if (report != null) {
      ResultFile.write(report, TrendView.html(r.title(), r.series(), r.changes()).getBytes(StandardCharsets.UTF_8));
      out.println("wrote " + report);
    }
    out.flush();
    return r.failing().isEmpty() ? 0 : 1;
  }

  private static double threshold(String text) {
    try {
      return Percent.parse(text, "--fail-on-change");
    } catch (UsageException e) {
      throw new UsageException("--fail-on-change " + text + " is not a percentage; write it as 5% (a change for the "
          + "worse of more than 5% fails)");
    }
  }
}
