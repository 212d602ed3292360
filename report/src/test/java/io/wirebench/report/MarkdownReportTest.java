package io.wirebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.analysis.Metric;
import io.wirebench.records.SavedRun;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {
  private static String markdown(String... runs) throws Exception {
    StringWriter w = new StringWriter();
    List<SavedRun> saved = new ArrayList<>();
    for (String r : runs) saved.add(SavedRun.read(Fixtures.run(r)));
    new MarkdownReport().export(saved, w);
    return w.toString();
  }

  /** Every table GitHub's parser (commonmark-java with the GFM tables extension) finds: rows of cells. */
  private static List<List<List<String>>> tables(String md) {
    Node doc = Parser.builder().extensions(List.of(TablesExtension.create())).build().parse(md);
    List<List<List<String>>> tables = new ArrayList<>();
    doc.accept(new AbstractVisitor() {
      @Override public void visit(CustomBlock block) {
        if (!(block instanceof TableBlock)) return;
        List<List<String>> rows = new ArrayList<>();
        collectRows(block, rows);
        tables.add(rows);
      }
    });
    return tables;
  }

  private static void collectRows(Node n, List<List<String>> rows) {
    for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
      if (c instanceof TableRow) {
        List<String> cells = new ArrayList<>();
        for (Node cell = c.getFirstChild(); cell != null; cell = cell.getNext()) {
          if (cell instanceof TableCell) cells.add(text(cell));
        }
        rows.add(cells);
      } else {
        collectRows(c, rows);
      }
    }
  }

  private static String text(Node n) {
    StringBuilder sb = new StringBuilder();
    n.accept(new AbstractVisitor() {
      @Override public void visit(org.commonmark.node.Text t) {
        sb.append(t.getLiteral());
      }
    });
    return sb.toString();
  }

  @Test
  void everyTableIsAGithubPipeTableWithRowsAsWideAsItsHeader() throws Exception {
    String md = markdown("person-a");
    Pattern delimiter = Pattern.compile("^\\|( :?-{3,}:? \\|)+$");
    String[] lines = md.split("\n");
    int tables = 0;
    for (int i = 0; i < lines.length; i++) {
      if (!lines[i].startsWith("|")) continue;
      // a table: blank line before, header, delimiter with as many columns, rows as wide
      assertThat(lines[i - 1]).as("line before the table at %d", i).isEmpty();
      int columns = columns(lines[i]);
      assertThat(lines[i + 1]).matches(delimiter);
      assertThat(columns(lines[i + 1])).isEqualTo(columns);
      int j = i + 2;
      for (; j < lines.length && lines[j].startsWith("|"); j++) {
        assertThat(lines[j]).endsWith(" |");
        assertThat(columns(lines[j])).as("row %d: %s", j, lines[j]).isEqualTo(columns);
      }
      assertThat(lines[j]).as("line after the table at %d", j).isEmpty();
      tables++;
      i = j;
    }
    // person write and read, the sizes of person, the run's facts and its libraries
    assertThat(tables).isEqualTo(5);
    assertThat(tables(md)).hasSize(tables);
  }

  /** Columns of a pipe row: unescaped pipes, less one. */
  private static int columns(String row) {
    int pipes = 0;
    for (int i = 0; i < row.length(); i++) {
      if (row.charAt(i) == '\\') i++;
      else if (row.charAt(i) == '|') pipes++;
    }
    return pipes - 1;
  }

  @Test
  void aResultTableHasAColumnPerMetricAndTheRunsProvenanceUnderIt() throws Exception {
    String md = markdown("person-a");
    List<List<String>> write = tables(md).get(0);
    List<String> header = write.get(0);
    for (Metric m : Metric.ALL) {
      if (m != Metric.THROUGHPUT) assertThat(header).contains(m.column());
    }
    assertThat(header).startsWith("CODEC", "BINDING", "OPS/S ± 95% RERUN", "STEADY", "FORKS").endsWith("RELATIVE");
    assertThat(write).hasSize(1 + 5);
    assertThat(write.get(1)).startsWith("baseline", "control");
    String afterTable = md.substring(md.indexOf("| control-2x"));
    afterTable = afterTable.substring(afterTable.indexOf("\n\n") + 2);
    assertThat(afterTable).startsWith("<sub>wirebench 0.1.0-SNAPSHOT (2d5d8b3-dirty) · profile quick, 3 forks × 5 × "
        + "100 ms · JDK 17.0.15 (Debian) · AMD EPYC, 2 cores, Linux · 2026-11-23</sub>");
  }

  @Test
  void twoRunsGiveATableEachWithItsOwnProvenance() throws Exception {
    String md = markdown("person-a", "person-b");
    assertThat(md).contains("**person-a**").contains("**person-b**");
    assertThat(tables(md)).hasSize(2 * 2 + 2 + 2 * 2);
    assertThat(md.split("<sub>wirebench", -1)).hasSize(1 + 6);
  }

  @Test
  void aPipeInACellIsEscapedSoTheRowKeepsItsColumns() {
    StringWriter w = new StringWriter();
    MarkdownReport.table(new ReportModel.TableData(List.of("A", "B"), List.of(false, true),
        List.of(List.of("x|y", "1"))), new java.io.PrintWriter(w, true));
    assertThat(tables(w.toString())).singleElement().satisfies(t -> assertThat(t.get(1)).containsExactly("x|y", "1"));
  }
}
