package io.wirebench.report;

import io.wirebench.records.SavedRun;
import io.wirebench.records.Sizes;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * GitHub-flavoured Markdown of saved runs, ready to paste into a README or an issue: each run's
 * answer ({@link Answer}, the lines its command printed under its tables), a pipe table
 * per data set, operation and target (one per run), sizes per data set, the run's facts and
 * library versions, and what each number means. Under every table, the run's one-line provenance.
 */
public final class MarkdownReport implements Exporter {
  @Override public void export(List<SavedRun> runs, Writer w) throws IOException {
    ReportModel model = ReportModel.of(runs);
    PrintWriter out = new PrintWriter(w);
    out.println("# wirebench results");
    out.println();
    List<ReportModel.RunAnswer> answers = model.answers();
    if (!answers.isEmpty()) {
      out.println("## Answer");
      out.println();
      ReportModel.Run last = null;
      for (ReportModel.RunAnswer a : answers) {
        if (model.runs().size() > 1 && a.run() != last) {
          out.println("### " + escape(a.run().label()));
          out.println();
        }
        last = a.run();
        out.println("**" + escape(a.block().heading()) + "**");
        out.println();
        for (String l : a.block().lines()) out.println("- " + escape(l));
        out.println();
      }
    }
    for (ReportModel.Group g : model.groups()) {
      out.println("## " + g.title());
      out.println();
      for (ReportModel.Run run : model.runs()) {
        ReportModel.TableData t = model.table(g, run);
        List<String> missing = model.unmeasured(g, run);
        if (t.rows().isEmpty() && missing.isEmpty()) continue;
        if (model.runs().size() > 1) {
          out.println("**" + escape(run.label()) + "**");
          out.println();
        }
        if (!t.rows().isEmpty()) table(t, out);
        for (String m : missing) out.println("- " + escape(m));
        if (!missing.isEmpty()) out.println();
        provenance(run, out);
      }
    }
    List<SweepTables.Block> sweeps = SweepTables.of(model);
    if (!sweeps.isEmpty()) {
      out.println("## Size sweeps");
      out.println();
      out.println(escape(SizeSweeps.LEAD));
      out.println();
    }
    for (SweepTables.Block b : sweeps) {
      out.println("### " + escape(b.title()) + (model.runs().size() > 1 ? " · " + escape(b.run().label()) : ""));
      out.println();
      table(b.points(), out);
      table(b.fits(), out);
      for (String n : b.notes()) out.println("- " + escape(n));
      out.println();
      provenance(b.run(), out);
    }
    for (String ds : model.sizeDatasets()) {
      out.println("## Sizes: " + ds);
      out.println();
      for (ReportModel.Run run : model.runs()) {
        ReportModel.TableData t = model.sizes(ds, run);
        if (t.rows().isEmpty()) continue;
        if (model.runs().size() > 1) {
          out.println("**" + escape(run.label()) + "**");
          out.println();
        }
        table(t, out);
        for (ReportModel.Group g : model.groups()) {
          if (!g.dataset().equals(ds)) continue;
          String front = model.points(g, run, ReportModel.RAW).stream().filter(ReportModel.Point::front)
              .map(ReportModel.Point::codec).collect(Collectors.joining(", "));
          if (!front.isEmpty()) out.println("- fastest for their raw size (" + g.op() + " " + g.target() + "): " + front);
        }
        out.println();
        provenance(run, out);
      }
    }
    for (KindSections.Section section : KindSections.of(model)) {
      out.println("## " + escape(section.title()));
      out.println();
      out.println(escape(section.lead()));
      out.println();
      for (KindSections.Block b : section.blocks()) {
        out.println("### " + escape(b.title()) + (model.runs().size() > 1 ? " · " + escape(b.run().label()) : ""));
        out.println();
        if (!b.table().rows().isEmpty()) table(b.table(), out);
        for (String n : b.notes()) out.println("- " + escape(n));
        if (!b.notes().isEmpty()) out.println();
        provenance(b.run(), out);
      }
    }
    out.println(model.runs().size() > 1 ? "## The runs" : "## The run");
    out.println();
    for (ReportModel.Run run : model.runs()) {
      if (model.runs().size() > 1) {
        out.println("### " + escape(run.label()));
        out.println();
      }
      Map<String, String> facts = RunFacts.facts(run.saved());
      table(new ReportModel.TableData(List.of("", ""), List.of(false, false), facts.entrySet().stream()
          .map(e -> List.of(e.getKey(), e.getValue())).toList()), out);
      table(RunFacts.codecs(run.record()), out);
      List<String> not = RunFacts.notMeasured(run.record());
      if (!not.isEmpty()) {
        out.println("Not measured:");
        out.println();
        for (String n : not) out.println("- " + escape(n));
        out.println();
      }
    }
    out.println("## What each number means");
    out.println();
    for (Map.Entry<String, String> e : model.meaningsOfGroups().entrySet()) {
      out.println("- **" + escape(e.getKey()) + "**: " + escape(e.getValue()));
    }
    out.println();
    out.println("How each is measured: [docs/metrics.md](docs/metrics.md) in the wirebench repository.");
    out.flush();
  }

  private static void provenance(ReportModel.Run run, PrintWriter out) {
    out.println("<sub>" + escape(RunFacts.provenance(run.record())) + "</sub>");
    out.println();
  }

  /** A GitHub pipe table, then a blank line. */
  static void table(ReportModel.TableData t, PrintWriter out) {
    out.println("| " + t.headers().stream().map(MarkdownReport::escape).collect(Collectors.joining(" | ")) + " |");
    StringBuilder sep = new StringBuilder("|");
    for (boolean right : t.right()) sep.append(right ? " ---: |" : " :--- |");
    out.println(sep);
    for (List<String> row : t.rows()) {
      out.println("| " + row.stream().map(MarkdownReport::escape).collect(Collectors.joining(" | ")) + " |");
    }
    out.println();
  }

  /** Text safe inside a table cell: pipes escaped, line breaks and HTML angle brackets neutralised. */
  static String escape(String s) {
    if (s == null) return "";
    return s.replace("\\", "\\\\").replace("|", "\\|").replace("*", "\\*").replace("<", "&lt;").replace(">", "&gt;")
        .replaceAll("\\s*\\R\\s*", " ");
  }
}
