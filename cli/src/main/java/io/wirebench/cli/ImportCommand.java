package io.wirebench.cli;

import io.wirebench.store.Importer;
import io.wirebench.store.Store;
import io.wirebench.store.StoreException;
import io.wirebench.store.StoreLocation;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench import DIR...}: existing run directories into the results store. */
@Command(name = "import", mixinStandardHelpOptions = true,
    description = {"Stores existing run directories in the results store (docs/history.md), every kind that 'report' "
        + "reads, older formats included. A directory that holds run directories (results/, a study's) is searched "
        + "for them. A run already stored as it is stays as it is; one whose record changed since (resumed, "
        + "finished) replaces its stored self. Prints what it stored and what it skipped, and why.",
        "Exit code 1 when a directory was skipped."})
final class ImportCommand implements Callable<Integer> {
  @Parameters(paramLabel = "DIR", arity = "1..*", description = "Run directories, or directories that hold them.")
  List<Path> dirs;

  @Option(names = "--store", paramLabel = "PATH|URL", description = "The store: an SQLite file or "
      + "jdbc:postgresql://HOST:PORT/DB. Default: $WIREBENCH_STORE, else results/history.db.")
  String store;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() {
    for (Path d : dirs) {
      if (!Files.isDirectory(d)) {
        throw new UsageException(d + " is not a directory; give run directories (results/<date-time>) or a "
            + "directory that holds them (results)");
      }
    }
    StoreLocation where = StoreOptions.required(store);
    List<Importer.Line> lines;
    try (Store s = Store.open(where)) {
      lines = Importer.run(s, dirs);
    } catch (StoreException e) {
      throw new CommandFailure(e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    for (Importer.Line l : lines) out.printf(Locale.ROOT, "%-15s %s: %s%n", l.outcome(), l.dir(), l.detail());
    long skipped = lines.stream().filter(Importer.Line::skipped).count();
    long stored = lines.stream().filter(l -> l.outcome().equals("stored") || l.outcome().equals("updated")).count();
    out.printf(Locale.ROOT, "%d stored, %d already stored, %d skipped, in %s%n", stored,
        lines.size() - stored - skipped, skipped, where);
    out.flush();
    return skipped > 0 ? 1 : 0;
  }
}
