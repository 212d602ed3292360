package io.wirebench.study;

import io.wirebench.records.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The study's own part of its report: the question, each step with its command line and outcome,
 * and the "published vs measured" tables; printed on the terminal, as study.md, and as the HTML
 * section the report page opens with.
 */
public final class StudyReport {
  private static final String[] HEADERS = {"ROW", "CELL", ">PUBLISHED", ">MEASURED", "INTERVAL", "VERDICT", "WHY"};

  /** A step as run: its name, command line, and what became of it. */
  public record StepOutcome(String name, String command, String outcome) {}

  private final StudyFile study;
  private final List<StepOutcome> steps;
  private final List<PublishedVsMeasured.Judged> tables;

  public StudyReport(StudyFile study, List<StepOutcome> steps, List<PublishedVsMeasured.Judged> tables) {
    this.study = study;
    this.steps = steps;
    this.tables = tables;
  }

  /** The published-vs-measured tables, as the terminal shows them. */
  public void print(PrintWriter out) {
    for (PublishedVsMeasured.Judged j : tables) {
      out.println();
      out.println("published vs measured: " + title(j));
      Table t = new Table(HEADERS);
      for (List<String> r : rows(j)) t.row(r.toArray());
      t.print(out, "  ");
      out.println("  " + tally(j));
    }
    out.flush();
  }

  /** study.md: the question, the steps and the tables as GitHub Markdown. */
  public String markdown() {
    StringBuilder b = new StringBuilder("# Study: " + study.study() + "\n\n**Question.** " + study.question().strip() + "\n\n");
    if (study.source() != null) b.append("**Source.** ").append(study.source().strip()).append("\n\n");
    b.append("## Steps\n\n| step | command | outcome |\n|---|---|---|\n");
    for (StepOutcome s : steps) b.append("| ").append(s.name()).append(" | `").append(s.command()).append("` | ")
        .append(cell(s.outcome())).append(" |\n");
    if (!tables.isEmpty()) b.append("\n## Published vs measured\n");
    for (PublishedVsMeasured.Judged j : tables) {
      b.append("\n### ").append(title(j)).append("\n\n| ");
      b.append(String.join(" | ", java.util.Arrays.stream(HEADERS).map(h -> h.replace(">", "")).toList()));
      b.append(" |\n|").append("---|".repeat(HEADERS.length)).append('\n');
      for (List<String> r : rows(j)) b.append("| ").append(String.join(" | ", r.stream().map(StudyReport::cell).toList()))
          .append(" |\n");
      b.append("\n").append(tally(j)).append('\n');
    }
    b.append("\n").append(RULE).append('\n');
    return b.toString();
  }

  /** The section the HTML report opens with. */
  public String html() {
    StringBuilder b = new StringBuilder("<section id=\"study\"><h2>Study: ").append(esc(study.study().text()))
        .append("</h2>\n<p class=\"lead\"><b>Question.</b> ").append(esc(study.question().strip())).append("</p>\n");
    if (study.source() != null) b.append("<p><b>Source.</b> ").append(esc(study.source().strip())).append("</p>\n");
    b.append("<table><tr><th>step</th><th>command</th><th>outcome</th></tr>\n");
    for (StepOutcome s : steps) b.append("<tr><td>").append(esc(s.name())).append("</td><td><code>").append(esc(s.command()))
        .append("</code></td><td>").append(esc(s.outcome())).append("</td></tr>\n");
    b.append("</table>\n");
    if (!tables.isEmpty()) b.append("<h3 id=\"published\">Published vs measured</h3>\n<p>").append(esc(RULE)).append("</p>\n");
    for (PublishedVsMeasured.Judged j : tables) {
      b.append("<h4>").append(esc(title(j))).append("</h4>\n<table><tr>");
      for (String h : HEADERS) b.append("<th>").append(esc(h.replace(">", ""))).append("</th>");
      b.append("</tr>\n");
      for (List<String> r : rows(j)) {
        b.append("<tr>");
        for (String c : r) b.append("<td>").append(esc(c)).append("</td>");
        b.append("</tr>\n");
      }
      b.append("</table>\n");
    }
    return b.append("</section>\n").toString();
  }

  /** How to read the tables, under them. */
  static final String RULE = "Ratios are to the reference row on both sides (published ÷ published reference, "
      + "measured ÷ measured reference); INTERVAL is the measured ratio's interval (the ratio of the bounds; "
      + "a cell measured in one fork has none). A published value agrees when it lies in that interval widened by "
      + "the tolerance; a published range when the interval lies inside it. See docs/studies.md.";

  /** study.json: the steps and every table's rows with their verdicts, for scripts and CI. */
  public java.util.Map<String, Object> json() {
    java.util.Map<String, Object> doc = new java.util.LinkedHashMap<>();
    doc.put("study", study.study().text());
    doc.put("question", study.question().strip());
    doc.put("steps", steps);
    List<java.util.Map<String, Object>> out = new ArrayList<>();
    for (PublishedVsMeasured.Judged j : tables) {
      java.util.Map<String, Object> t = new java.util.LinkedHashMap<>();
      t.put("table", j.table().table().text());
      t.put("metric", j.table().metric());
      t.put("reference", j.table().reference() == null ? null : j.table().reference().text());
      t.put("tolerance", j.tolerance());
      t.put("rows", j.lines());
      out.add(t);
    }
    doc.put("published", out);
    return doc;
  }

  /** How many rows agree, disagree and cannot tell: the table in a line. */
  static String tally(PublishedVsMeasured.Judged j) {
    java.util.Map<PublishedVsMeasured.Agreement, Long> n = new java.util.EnumMap<>(PublishedVsMeasured.Agreement.class);
    for (PublishedVsMeasured.Line l : j.lines()) n.merge(l.agreement(), 1L, Long::sum);
    return n.getOrDefault(PublishedVsMeasured.Agreement.AGREES, 0L) + " agree, "
        + n.getOrDefault(PublishedVsMeasured.Agreement.DISAGREES, 0L) + " disagree, "
        + n.getOrDefault(PublishedVsMeasured.Agreement.CANNOT_TELL, 0L) + " cannot tell";
  }

  private String title(PublishedVsMeasured.Judged j) {
    StudyFile.Table t = j.table();
    return t.table() + " (" + (t.metric() == null ? "" : t.metric() + ", ") + (t.reference() == null
        ? "values as ratios" : "ratios to " + t.reference()) + String.format(Locale.ROOT, ", tolerance ±%.0f%%",
        j.tolerance() * 100) + (t.source() == null ? "" : "; source: " + t.source().strip()) + ")";
  }

  private static List<List<String>> rows(PublishedVsMeasured.Judged j) {
    List<List<String>> out = new ArrayList<>();
    for (PublishedVsMeasured.Line l : j.lines()) {
      String published = l.publishedLow() == null ? "" : l.publishedLow().equals(l.publishedHigh())
          ? ratio(l.publishedLow()) : ratio(l.publishedLow()) + " to " + ratio(l.publishedHigh());
      // an interval whose reference bound reaches zero has no upper bound (high is null)
      String interval = l.low() == null ? "" : l.low().equals(l.high()) ? "none" : "[" + ratio(l.low()) + ", "
          + (l.high() == null ? "unbounded" : ratio(l.high())) + "]";
      out.add(List.of(l.row(), l.cell() == null ? "" : l.cell(), published, l.measured() == null ? "" : ratio(l.measured()),
          interval, l.agreement().toString(), l.why() == null ? "" : l.why()));
    }
    return out;
  }

  /** A ratio to two significant digits (0.050, 0.52, 9.9), a large one whole (1234). */
  private static String ratio(double r) {
    if (r >= 100 || r == 0) return String.format(Locale.ROOT, "%.0f", r);
    return new java.math.BigDecimal(r).round(new java.math.MathContext(2)).toPlainString();
  }

  private static String cell(String s) {
    return s.replace("|", "\\|").replace("\n", " ");
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
