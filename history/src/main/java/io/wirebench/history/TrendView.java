package io.wirebench.history;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** STAND-IN (to drop at merge) for the history module's terminal and HTML views of a trend. */
public final class TrendView {
  private TrendView() {}

  public static String terminal(String title, String metricUnit, List<Point> series, List<Change> changes) {
    StringBuilder b = new StringBuilder(title).append(" (").append(metricUnit).append(")\n");
    for (int i = 0; i < series.size(); i++) {
      Point p = series.get(i);
      b.append(String.format(Locale.ROOT, "  %-24s %-20s %-12s %14.4g %s%n", p.runId(), p.started(),
          p.commit() == null ? "-" : p.commit().substring(0, Math.min(12, p.commit().length())), p.value(),
          p.low() == null ? "" : String.format(Locale.ROOT, "[%.4g, %.4g]", p.low(), p.high())));
      for (Change c : changes) {
        if (c.index() == i) b.append(String.format(Locale.ROOT, "  ^ change x%.3f [%.3f, %.3f]%n", c.ratio(),
            c.ratioLow(), c.ratioHigh()));
      }
    }
    return b.toString();
  }

  public static String html(String title, Map<String, List<Point>> seriesByCell, Map<String, List<Change>> changesByCell) {
    StringBuilder b = new StringBuilder("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>")
        .append(esc(title)).append("</title></head><body><h1>").append(esc(title)).append("</h1>");
    seriesByCell.forEach((cell, series) -> b.append("<h2>").append(esc(cell)).append("</h2><pre>")
        .append(esc(terminal(cell, "", series, changesByCell.getOrDefault(cell, List.of())))).append("</pre>"));
    return b.append("</body></html>\n").toString();
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
