package io.wirebench.cli;

import io.wirebench.records.SavedRun;
import io.wirebench.report.Exporter;
import io.wirebench.report.HtmlReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench report}: saved runs as one HTML page, Markdown tables, or github-action-benchmark JSON. */
@Command(name = "report", mixinStandardHelpOptions = true,
    description = {"Presents one or more run directories: a self-contained HTML page with charts (works offline, "
        + "no network requests), GitHub Markdown tables, or the JSON of github-action-benchmark. Several runs (two "
        + "JVMs, two machines) appear side by side.",
        "HTML goes to RUN_DIR/report.html (one run) or ./report.html (several) unless --out says otherwise; "
        + "Markdown and JSON go to standard output unless --out names a file."})
final class ReportCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "Run directories (results/<date-time>).")
  List<Path> runs = new ArrayList<>();

  @Option(names = "--out", paramLabel = "FILE", description = "The file to write (replaced if it exists).")
  Path out;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "html",
      description = "html, markdown, github-action-benchmark (JSON for its customBiggerIsBetter tool) or "
          + "github-action-benchmark-lower (customSmallerIsBetter). Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--markdown", description = "Same as --format markdown.")
  boolean markdown;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    String fmt = markdown ? "markdown" : format;
    if (markdown && spec.commandLine().getParseResult().hasMatchedOption("--format") && !"markdown".equals(format)) {
      throw new UsageException("--markdown and --format " + format + " ask for two formats; give one");
    }
    Exporter exporter = Exporter.of(fmt);
    Path file = out;
    if (file == null && "html".equals(fmt)) {
      file = runs.size() == 1 ? runs.get(0).resolve("report.html") : Path.of("report.html");
    }
    // the inputs first: checking the output creates its parent directories
    List<SavedRun> saved = new ArrayList<>();
    for (Path dir : runs) saved.add(SavedRun.read(dir));
    if (file != null) OutputPaths.requireFile(file, "--out");
    if (exporter instanceof HtmlReport) exporter = new HtmlReport(docsHref(file));
    if (file == null) {
      exporter.export(saved, spec.commandLine().getOut());
      return 0;
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
      exporter.export(saved, w);
    }
    Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    PrintWriter pw = spec.commandLine().getOut();
    pw.println("wrote " + file + " (" + Files.size(file) / 1024 + " KB" + ("html".equals(fmt)
        ? "; self-contained: open it in a browser, offline" : "") + ")");
    pw.flush();
    return 0;
  }

  /**
   * docs/metrics.md of this wirebench checkout, relative to the report when it can be, so that the
   * link works where the report was written; the plain relative path otherwise.
   */
  static String docsHref(Path report) {
    String home = System.getProperty("wirebench.home");
    if (home == null || report == null) return "docs/metrics.md";
    Path docs = Path.of(home).toAbsolutePath().normalize().resolve("docs/metrics.md");
    if (!Files.isRegularFile(docs)) return "docs/metrics.md";
    Path dir = report.toAbsolutePath().normalize().getParent();
    try {
      return dir.relativize(docs).toString().replace('\\', '/');
    } catch (IllegalArgumentException e) {
      return docs.toUri().toString();
    }
  }
}
