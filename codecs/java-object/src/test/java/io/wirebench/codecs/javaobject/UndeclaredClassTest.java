package io.wirebench.codecs.javaobject;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import java.io.Serializable;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A data set whose classes the table does not declare is a gap with its reason, never a failure. */
class UndeclaredClassTest {
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

  @ParameterizedTest
  @ValueSource(strings = {"kryo", "fory", "hessian", "java-serialization"})
  void aCodecThatRegistersClassesReportsAGapForAnUndeclaredOne(String codec) {
    DataSet<Point> ds = new DataSet<>("points", "", Point.class, Point::new, "x", p -> p);
    Verdict v = RoundTripGate.check(Codecs.load().require(codec), ds);
    assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.GAP);
    assertThat(v.message()).contains(Point.class.getName()).contains("BuiltInDataSet");
  }
}
