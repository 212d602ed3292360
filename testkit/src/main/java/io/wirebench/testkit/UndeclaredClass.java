package io.wirebench.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import java.io.Serializable;
import java.util.Objects;

/**
 * The check for codecs that register the classes they write (Kryo, Fory, Hessian, Java
 * serialization, XStream): a data set whose class no {@code BuiltInDataSet} declares is a gap with
 * its reason, never a failure.
 */
public final class UndeclaredClass {
  private UndeclaredClass() {}

  /** A model class no {@code BuiltInDataSet} declares. */
  public static class Point implements Serializable {
    private static final long serialVersionUID = 1L;
    public int x = 1;
    public int y = 2;

    @Override public boolean equals(Object o) {
      return o instanceof Point && ((Point) o).x == x && ((Point) o).y == y;
    }

    @Override public int hashCode() {
      return Objects.hash(x, y);
    }
  }

  /** Asserts that the gate reports a data set of {@link Point}s as a gap naming the class. */
  public static void assertGap(String codec) {
    DataSet<Point> ds = new DataSet<>("points", "", Point.class, Point::new, "x", p -> p);
    Verdict v = RoundTripGate.check(Codecs.load().require(codec), ds);
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.GAP);
    assertThat(v.message()).contains(Point.class.getName()).contains("BuiltInDataSet");
  }
}
