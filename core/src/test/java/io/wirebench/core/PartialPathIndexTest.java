package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The default partial read's walk through collections that are no {@link List}: Scala's
 * sequences index by a public {@code apply(int)} declared on a public type while the concrete
 * class is not public (Scala's {@code Vector1}), as {@link Seq} and {@link HiddenSeq} are here.
 */
class PartialPathIndexTest {
  /** Public, as Scala's {@code SeqOps} is: it declares the indexer. */
  public abstract static class Seq {
    public abstract Object apply(int index);
  }

  /** Not public, as Scala's concrete vectors are not. */
  static final class HiddenSeq extends Seq {
    private final List<Object> items;

    HiddenSeq(List<Object> items) {
      this.items = items;
    }

    @Override public Object apply(int index) {
      return items.get(index);
    }
  }

  /** A model object that holds its rows in such a sequence, as a Scala case class does. */
  static final class Table {
    final Seq rows;

    Table(Seq rows) {
      this.rows = rows;
    }
  }

  /** A collection that indexes with get(int) and is no List (Tapestry's JSONArray). */
  public static final class Indexed {
    public Object get(int index) {
      return "element " + index;
    }
  }

  @Test
  void aNumericStepCallsApplyDeclaredOnAPublicSupertype() {
    Table t = new Table(new HiddenSeq(List.of(Map.of("id", 10), Map.of("id", 11))));
    assertThat(PartialPath.get(t, "rows.1.id")).isEqualTo(11);
    assertThat(PartialPath.indexer(HiddenSeq.class).getDeclaringClass()).isEqualTo(Seq.class);
  }

  @Test
  void aNumericStepCallsGetIntWhereThereIsNoApply() {
    assertThat(PartialPath.get(Map.of("a", new Indexed()), "a.3")).isEqualTo("element 3");
  }

  @Test
  void anObjectThatCannotIndexSaysSoAndNamesThePath() {
    assertThatThrownBy(() -> PartialPath.get(Map.of("a", new Object()), "a.3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("java.lang.Object is no list, array or map and has no public apply(int) or get(int)")
        .hasMessageContaining("a.3");
  }

  @Test
  void anIndexPastTheEndIsAnErrorNamingThePath() {
    Table t = new Table(new HiddenSeq(List.of(Map.of("id", 10))));
    assertThatThrownBy(() -> PartialPath.get(t, "rows.4.id"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("path rows.4.id: apply(4)");
  }

  @Test
  void anOptionalOnTheWayIsTakenAsWhatItHolds() {
    assertThat(PartialPath.get(Map.of("a", java.util.Optional.of(Map.of("b", 2))), "a.b")).isEqualTo(2);
    assertThat(PartialPath.get(Map.of("a", java.util.Optional.empty()), "a")).isNull();
  }
}
