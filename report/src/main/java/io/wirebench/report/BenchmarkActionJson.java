package io.wirebench.report;

import io.wirebench.bench.Metric;
import io.wirebench.results.Better;
import io.wirebench.results.ResultFile;
import io.wirebench.results.SavedRun;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON that github-action-benchmark reads with {@code tool: customBiggerIsBetter}: one entry
 * {@code {name, unit, value, range, extra}} per measured cell and per metric of
 * {@link Metric#ALL} where higher is better (the tool takes one direction per file). Names are
 * stable across runs ({@code dbdata · read bytes · gson}), so the action can chart each cell's
 * history and alert on a drop.
 */
public final class BenchmarkActionJson implements Exporter {
  @Override public void export(List<SavedRun> runs, Writer out) throws IOException {
    if (runs.size() != 1) {
      throw new io.wirebench.core.BadInputException("--format github-action-benchmark takes one run directory (got "
          + runs.size() + "); the action keeps the history and compares runs itself");
    }
    ReportModel model = ReportModel.of(runs);
    ReportModel.Run run = model.runs().get(0);
    String provenance = RunFacts.provenance(run.record());
    List<Map<String, Object>> entries = new ArrayList<>();
    for (ReportModel.Group g : model.groups()) {
      for (ReportModel.Row r : g.measured()) {
        for (Metric m : Metric.ALL) {
          double v = r.value(m);
          if (m.better() != Better.HIGHER || Double.isNaN(v)) continue;
          Map<String, Object> e = new LinkedHashMap<>();
          e.put("name", g.title() + " · " + r.cell().codec() + (m == Metric.THROUGHPUT ? "" : " · " + m.column()));
          e.put("unit", m.unit());
          e.put("value", v);
          double half = ReportModel.halfWidth(r.metric(m));
          if (!Double.isNaN(half)) e.put("range", String.format(Locale.ROOT, "± %.6g", half));
          e.put("extra", r.forks() + " fork(s), " + r.cell().steadiness() + ", binding " + r.cell().binding() + "\n"
              + provenance);
          entries.add(e);
        }
      }
    }
    out.write(ResultFile.MAPPER.writeValueAsString(entries));
    out.write("\n");
    out.flush();
  }
}
