package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The {@code dbdata} data set: a table of person rows, as in the classic data binding comparison. */
public class DbData implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<DbRow> rows = new ArrayList<>();

  public DbData() {}

  public DbData(List<DbRow> rows) {
    this.rows = rows;
  }

  public List<DbRow> getRows() { return rows; }
  public void setRows(List<DbRow> rows) { this.rows = rows; }

  @Override public boolean equals(Object o) {
    return o instanceof DbData && Objects.equals(rows, ((DbData) o).rows);
  }
  @Override public int hashCode() { return Objects.hashCode(rows); }
  @Override public String toString() { return "DbData" + rows; }
}
