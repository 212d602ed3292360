package io.wirebench.core.model;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The {@code measurements-*} data sets of the JMH JSON suite's "DZone" tests. */
public class Measurements implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Measurement> items = new ArrayList<>();

  public Measurements() {}

  public Measurements(List<Measurement> items) {
    this.items = items;
  }

  public List<Measurement> getItems() { return items; }
  public void setItems(List<Measurement> items) { this.items = items; }

  @Override public boolean equals(Object o) {
    return o instanceof Measurements && Objects.equals(items, ((Measurements) o).items);
  }
  @Override public int hashCode() { return Objects.hashCode(items); }
  @Override public String toString() { return "Measurements[" + items.size() + " items]"; }
}
