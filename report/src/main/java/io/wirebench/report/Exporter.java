package io.wirebench.report;

import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * One output format of saved runs (as BenchmarkDotNet's exporters: a new output is one class, and
 * the measurement never changes for it). Exporters present; they compute nothing the model does
 * not already hold.
 */
public interface Exporter {
  /** Writes the report of the runs, given in order. */
  void export(List<SavedRun> runs, Writer out) throws IOException;

  /** The exporters by their {@code --format} name. */
  static Exporter of(String format) {
    switch (format) {
      case "html": return new HtmlReport();
      case "markdown": return new MarkdownReport();
      case "github-action-benchmark": return new BenchmarkActionJson(io.wirebench.records.Better.HIGHER);
      case "github-action-benchmark-lower": return new BenchmarkActionJson(io.wirebench.records.Better.LOWER);
      default: throw new io.wirebench.core.UnknownNameException("report format", format, formats());
    }
  }

  /** Every format name. */
  static List<String> formats() {
    return List.of("html", "markdown", "github-action-benchmark", "github-action-benchmark-lower");
  }
}
