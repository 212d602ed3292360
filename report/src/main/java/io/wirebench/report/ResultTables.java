package io.wirebench.report;

import io.wirebench.analysis.Metric;
import io.wirebench.records.Format;

/**
 * What the speed tables of every output share ({@link TerminalTables}, {@link ReportModel#table}): the
 * binding of the controls, the partial read's OPERATION column, and how a metric's value is written.
 */
public final class ResultTables {
  /** Binding label of harness controls (the baseline), which RELATIVE does not compare against. */
  public static final String CONTROL = io.wirebench.analysis.Answers.CONTROL;

  /** The column of a partial read's table that says how each row reads. */
  public static final String OPERATION = "OPERATION";

  private ResultTables() {}

  /** Formats a metric value for a table cell. */
  public static String format(Metric m, double v) {
    if (Double.isNaN(v)) return "-";
    switch (m.kind()) {
      case DURATION: return Format.seconds(v);
      case BYTES: return Format.bytes(v);
      default: return Format.number(v);
    }
  }
}
