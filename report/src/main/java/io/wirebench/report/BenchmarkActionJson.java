package io.wirebench.report;

import io.wirebench.analysis.Metric;
import io.wirebench.records.Better;
import io.wirebench.records.ResultFile;
import io.wirebench.records.RunRecord;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON that github-action-benchmark reads with {@code tool: customBiggerIsBetter} (or, as
 * {@code github-action-benchmark-lower}, {@code customSmallerIsBetter}: the tool takes one
 * direction per file): one entry {@code {name, unit, value, range, extra}} per measured cell and
 * per metric of that direction. Speed runs give {@link Metric#ALL}'s; every other kind the metrics
 * its shared record holds (memory's MiB beyond the input, HTTP's req/s and latencies, sizes'
 * bytes), each with the better direction the record states. Names are stable across runs
 * ({@code dbdata · read bytes · gson}), so the action can chart each cell's history and alert on a
 * change.
 */
public final class BenchmarkActionJson implements Exporter {
  private final Better direction;

  /** Entries for the metrics where {@code direction} is better. */
  public BenchmarkActionJson(Better direction) {
    this.direction = direction;
  }

  @Override public void export(List<SavedRun> runs, Writer out) throws IOException {
    if (runs.size() != 1) {
      throw new io.wirebench.core.BadInputException("--format github-action-benchmark takes one run directory (got "
          + runs.size() + "); the action keeps the history and compares runs itself");
    }
    ReportModel model = ReportModel.of(runs);
    ReportModel.Run run = model.runs().get(0);
    String provenance = RunFacts.provenance(run.record());
    List<Map<String, Object>> entries = new ArrayList<>();
    if (KindSections.speed(run.record())) {
      for (ReportModel.Group g : model.groups()) {
        for (ReportModel.Row r : g.measured()) {
          for (Metric m : Metric.ALL) {
            double v = r.value(m);
            if (m.better() != direction || Double.isNaN(v)) continue;
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", g.title() + " · " + r.cell().codec() + (m == Metric.THROUGHPUT ? "" : " · " + m.column()));
            e.put("unit", r.metric(m).unit() == null ? m.unit() : r.metric(m).unit());
            e.put("value", v);
            double half = ReportModel.halfWidth(r.metric(m));
            if (!Double.isNaN(half)) e.put("range", String.format(Locale.ROOT, "± %.6g", half));
            e.put("extra", r.forks() + " fork(s), " + r.cell().steadiness() + ", binding " + r.cell().binding() + "\n"
                + provenance);
            entries.add(e);
          }
        }
      }
    } else {
      String kind = run.record().header().kind();
      String wanted = direction.name().toLowerCase(Locale.ROOT);
      for (RunRecord.CellRecord c : run.record().cells()) {
        if (!c.done() || c.metrics() == null) continue;
        c.metrics().forEach((id, m) -> {
          if (m.value() == null || !wanted.equals(m.better())) return;
          Map<String, Object> e = new LinkedHashMap<>();
          e.put("name", c.dataset() + " · " + c.op() + " " + c.target() + " · " + c.codec() + " · " + id);
          e.put("unit", m.unit());
          e.put("value", m.value());
          if (m.low() != null && m.high() != null) {
            e.put("range", String.format(Locale.ROOT, "± %.6g", (m.high() - m.low()) / 2));
          }
          e.put("extra", kind + (c.message() == null ? "" : ", " + c.message()) + "\n" + provenance);
          entries.add(e);
        });
      }
    }
    out.write(ResultFile.MAPPER.writeValueAsString(entries));
    out.write("\n");
    out.flush();
  }
}
