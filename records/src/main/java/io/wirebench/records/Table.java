package io.wirebench.records;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain text table: left-aligned text, right-aligned numbers, two spaces between columns. */
public final class Table {
  private final List<String> headers;
  private final boolean[] right;
  private final List<List<String>> rows = new ArrayList<>();

  /** Headers; a header starting with '>' is a right-aligned column (the '>' is not printed). */
  public Table(String... headers) {
    this.headers = new ArrayList<>();
    this.right = new boolean[headers.length];
    for (int i = 0; i < headers.length; i++) {
      right[i] = headers[i].startsWith(">");
      this.headers.add(right[i] ? headers[i].substring(1) : headers[i]);
    }
  }

  public Table row(Object... cells) {
    List<String> r = new ArrayList<>();
    for (Object c : cells) r.add(c == null ? "" : c.toString());
    rows.add(r);
    return this;
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  public void print(PrintWriter out, String indent) {
    int[] w = new int[headers.size()];
    for (int i = 0; i < w.length; i++) w[i] = headers.get(i).length();
    for (List<String> r : rows) {
      for (int i = 0; i < Math.min(w.length, r.size()); i++) w[i] = Math.max(w[i], r.get(i).length());
    }
    out.println(indent + line(headers, w).stripTrailing());
    for (List<String> r : rows) out.println(indent + line(r, w).stripTrailing());
  }

  private String line(List<String> cells, int[] w) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < w.length; i++) {
      String c = i < cells.size() ? cells.get(i) : "";
      String pad = " ".repeat(Math.max(0, w[i] - c.length()));
      sb.append(right[i] ? pad + c : c + pad);
      if (i < w.length - 1) sb.append("  ");
    }
    return sb.toString();
  }
}
