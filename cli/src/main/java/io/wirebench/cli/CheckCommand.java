package io.wirebench.cli;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckResume;
import io.wirebench.check.CheckRun;
import io.wirebench.check.Matrices;
import io.wirebench.check.Matrix;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.report.CheckTables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench check MATRIX}: a trust matrix, each row in its own bounded JVM. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = "Runs a trust matrix: every selected codec or library configuration in its own JVM, with a time "
        + "bound per case and a heap bound per JVM, one verdict per case (accepted, rejected, crashed, timed-out, "
        + "out-of-memory, pass/fail, yes/no, instantiated/refused). Prints the matrix and writes checks.json "
        + "(docs/checks.md). Matrices: hostile, unsafe-types, conformance, interop, capabilities. Your classes "
        + "(--class): hostile reads its inputs as your class, unsafe-types binds wirebench's codecs to it, interop "
        + "adds your values as a data set; conformance and capabilities say why they do not take them.")
final class CheckCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "MATRIX", description = "The matrix to run.")
  String matrix;

  @Option(names = "--codecs", paramLabel = "LIST",
      description = "Codec ids or regular expressions, comma separated, for the matrices whose rows are codecs "
          + "(default: every codec the matrix applies to).")
  String codecs;

  @Option(names = "--cases", paramLabel = "LIST",
      description = "Case ids or regular expressions, comma separated (default: every case of the matrix; the "
          + "cases are listed under the table and in checks.json).")
  String cases;

  @Option(names = "--corpus", paramLabel = "DIR",
      description = "conformance only: your own directory of JSON documents, named y_* (must accept), n_* (must "
          + "reject) or i_* (implementation-defined), run instead of wirebench's corpus.")
  Path corpus;

  @Option(names = "--datasets", paramLabel = "LIST",
      description = "interop only: data set ids or regular expressions, comma separated (default: the data sets "
          + "under 100 KB as JSON; see docs/checks/interop.md).")
  String datasets;

  @Option(names = "--timeout", paramLabel = "SECONDS",
      description = "Time bound of one case; its JVM is stopped after it (default: the matrix's own).")
  int timeout;

  @Option(names = "--heap", paramLabel = "SIZE", description = "-Xmx of each row's JVM (default: the matrix's own).")
  String heap;

  @Option(names = "--details", description = "Also print every verdict with its time, peak heap, error and detail.")
  boolean details;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Directory to create (default: results/check-<matrix>-<date-time>); holds checks.json, "
          + "checks.txt and checks.html.")
  Path out;

  @picocli.CommandLine.Mixin UserData user;

  @Option(names = "--resume", paramLabel = "DIR", description = Resuming.HELP + " Finished rows are kept.")
  Path resume;

  private CheckResume resumed;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    if (resume != null) {
      return Resuming.resume(spec, resume, CheckResume::open, CheckResume::base,
          (c, r) -> c.resumed = r, CheckCommand::call);
    }
    if (matrix == null) throw new UsageException("name a matrix: " + String.join(", ", Matrices.names()));
    PrintWriter pw = spec.commandLine().getOut();
    Matrix m = Matrices.require(matrix);
    if (corpus != null) {
      if (!m.usesCorpus()) throw new UsageException("--corpus applies to 'check conformance' only, not to " + matrix);
      if (!Files.isDirectory(corpus)) {
        throw new UsageException("--corpus " + corpus + " is not a directory; give a directory of y_*, n_* and i_* files");
      }
    }
    if (datasets != null && !m.usesDatasets()) {
      throw new UsageException("--datasets applies to 'check interop' only, not to " + matrix);
    }
    if (timeout < 0) throw new UsageException("--timeout " + timeout + " must be a number of seconds above 0");
    if (heap != null && !heap.matches("\\d+[kKmMgG]?")) {
      throw new UsageException("--heap " + heap + " is not a heap size; write it as -Xmx takes it, e.g. 512m or 2g");
    }
    Path dir = resumed != null ? resumed.base().dir() : OutputPaths.runDirectory(out, "check-" + m.name() + "-",
        "checks.json");
    if (m.userClasses() != null) user.refuse("check " + m.name(), m.userClasses());
    CheckOptions options = new CheckOptions(codecs, corpus == null ? null : corpus.toAbsolutePath(), timeout, heap,
        cases, datasets, user.dataSet());
    m.cases(options); // a corpus that cannot be used is a usage error before any JVM starts
    CheckReport report = new CheckRun(m, options).command(Main.commandLine(spec)).resume(resumed)
        .onInterrupt(CheckTables::interrupted).run(dir, pw);
    CheckTables.present(dir, details, pw); // from the checks.json just saved, as 'report' reads it
    pw.println();
    io.wirebench.report.Answer.print(dir, pw); // from the record just saved, as 'report' reads it
    pw.println("wrote " + dir.resolve("checks.json") + ", checks.txt (every verdict with its detail) and checks.html");
    pw.flush();
    return m.exitCode(report);
  }
}
