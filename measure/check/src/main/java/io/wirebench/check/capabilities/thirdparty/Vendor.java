package io.wirebench.check.capabilities.thirdparty;

/**
 * A class from a "third-party" jar that cannot be annotated: final fields, one constructor with
 * arguments, getters only, no annotations of any library.
 */
public final class Vendor {
  private final String id;
  private final int qty;

  public Vendor(String id, int qty) {
    this.id = id;
    this.qty = qty;
  }

  public String getId() {
    return id;
  }

  public int getQty() {
    return qty;
  }

  @Override public boolean equals(Object o) {
    return o instanceof Vendor v && v.id.equals(id) && v.qty == qty;
  }

  @Override public int hashCode() {
    return id.hashCode() * 31 + qty;
  }
}
