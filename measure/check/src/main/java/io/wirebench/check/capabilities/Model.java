package io.wirebench.check.capabilities;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/** The classes the capability probes bind; public so that every library can reach them. */
public final class Model {
  private Model() {}

  /** A Java record. */
  public record Point(int x, String label) {}

  /** An immutable class: final fields, an all-arguments constructor, getters, no setters. */
  public static final class Immutable {
    private final String name;
    private final int count;

    @java.beans.ConstructorProperties({"name", "count"})
    public Immutable(String name, int count) {
      this.name = name;
      this.count = count;
    }

    public String getName() {
      return name;
    }

    public int getCount() {
      return count;
    }

    @Override public boolean equals(Object o) {
      return o instanceof Immutable i && Objects.equals(i.name, name) && i.count == count;
    }

    @Override public int hashCode() {
      return Objects.hash(name, count);
    }
  }

  /** An Optional field. */
  public static final class WithOptional {
    public Optional<String> nick = Optional.empty();
  }

  /** Fields with defaults that a document without them must keep. */
  public static final class WithDefaults {
    public String name = "default";
    public int count = 7;
  }

  /** One field: for unknown fields and omitted nulls. */
  public static final class Simple {
    public String a;
  }

  /** Exact decimals. */
  public static final class Money {
    public BigDecimal amount;
  }

  /** A long that a double cannot hold. */
  public static final class Big {
    public long n;
  }

  /** java.time values. */
  public static final class When {
    public Instant at;
    public LocalDate day;
  }

  /** An enum, by name. */
  public enum Color { RED, GREEN }

  /** A field holding an enum. */
  public static final class Paint {
    public Color color;
  }

  /**
   * An old-style type-safe enum: a private constructor and static instances, as before Java 5.
   * A library must give back the same instance, so {@code ==} keeps working.
   */
  public static final class OldColor {
    public static final OldColor RED = new OldColor("red");
    public static final OldColor GREEN = new OldColor("green");
    private final String name;

    private OldColor(String name) {
      this.name = name;
    }

    public String name() {
      return name;
    }

    public static OldColor valueOf(String name) {
      if (RED.name.equals(name)) return RED;
      if (GREEN.name.equals(name)) return GREEN;
      throw new IllegalArgumentException("no OldColor " + name);
    }
  }

  /** A field holding an old-style enum. */
  public static final class OldPaint {
    public OldColor color;
  }
}
