package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The {@code decimal-matrix} data set: a 2D array of decimal values written as strings (about
 * ten decimal places), the shape of the memory and wire-size study.
 */
public class DecimalMatrix implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<List<String>> rows = new ArrayList<>();

  public DecimalMatrix() {}

  public DecimalMatrix(List<List<String>> rows) {
    this.rows = rows;
  }

  public List<List<String>> getRows() { return rows; }
  public void setRows(List<List<String>> rows) { this.rows = rows; }

  @Override public boolean equals(Object o) {
    return o instanceof DecimalMatrix && Objects.equals(rows, ((DecimalMatrix) o).rows);
  }
  @Override public int hashCode() { return Objects.hashCode(rows); }
  @Override public String toString() {
    return "DecimalMatrix[" + rows.size() + "x" + (rows.isEmpty() ? 0 : rows.get(0).size()) + "]";
  }
}
