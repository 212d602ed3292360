package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.model.Person;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@SuppressWarnings("unchecked")
class DiffTest {
  @Test
  void numbersOfDifferentTypesWithTheSameValueAreEqual() {
    assertThat(Diff.first(10, 10L)).isEmpty();
    assertThat(Diff.first(10.0, new BigDecimal("10"))).isEmpty();
    assertThat(Diff.first(0.1, new BigDecimal("0.1"))).isEmpty();
    assertThat(Diff.first(10, 11)).isPresent();
  }

  @Test
  void reportsThePathOfTheFirstDifferenceInModelObjects() {
    Person a = new Person("Jane", 42, "Berlin");
    Person b = new Person("Jane", 42, "Bern");
    assertThat(Diff.first(List.of(a), List.of(b)).orElseThrow().toString())
        .isEqualTo("at $[0].city: expected \"Berlin\" but was \"Bern\"");
  }

  @Test
  void missingListElementsAndMapKeysAreReported() {
    assertThat(Diff.first(List.of(1, 2), List.of(1)).orElseThrow().path()).isEqualTo("$[1]");
    Map<String, Object> e = Map.of("a", 1, "b", 2);
    Map<String, Object> a = Map.of("a", 1);
    assertThat(Diff.first(e, a).orElseThrow().toString()).isEqualTo("at $.b: expected 2 but was (absent)");
  }

  @Test
  void jsonComparisonTreatsNullAndAbsentAlike() {
    Map<String, Object> e = new HashMap<>();
    e.put("a", 1);
    e.put("title", null);
    assertThat(Diff.firstJson(e, Map.of("a", 1))).isEmpty();
    assertThat(Diff.first(e, Map.of("a", 1))).isPresent();
  }

  @Test
  void jsonComparisonTreatsEmptyFieldsAsAbsentButNotNonEmptyOnes() {
    Map<String, Object> e = new HashMap<>();
    e.put("a", 1);
    e.put("tags", List.of());
    e.put("attrs", Map.of());
    assertThat(Diff.firstJson(e, Map.of("a", 1))).isEmpty();
    assertThat(Diff.firstJson(Map.of("a", 1), e)).isEmpty();
    assertThat(Diff.firstJson(Map.of("a", 1, "tags", List.of("x")), Map.of("a", 1)).orElseThrow().path())
        .isEqualTo("$.tags");
    // a reader must restore what was omitted: on values read back, null is not an empty list
    Map<String, Object> nulled = new HashMap<>(e);
    nulled.put("tags", null);
    assertThat(Diff.first(e, nulled).orElseThrow().path()).isEqualTo("$.tags");
  }

  @Test
  void arraysAreComparedByElement() {
    assertThat(Diff.first(new int[] {1, 2}, new int[] {1, 2})).isEmpty();
    assertThat(Diff.first(new ArrayList<>(Arrays.asList("x")), List.of("y")).orElseThrow().path()).isEqualTo("$[0]");
  }

  @Test
  void byteArraysCompareInBulkAndNameTheFirstDifferingIndexOrTheLength() {
    assertThat(Diff.first(new byte[] {1, 2, 3}, new byte[] {1, 2, 3})).isEmpty();
    assertThat(Diff.first(new byte[] {1, 2, 3}, new byte[] {1, 9, 3}).get().path()).isEqualTo("$[1]");
    assertThat(Diff.first(new byte[] {1, 2, 3}, new byte[] {1, 2}).get().path()).isEqualTo("$.length");
  }

  @Test
  void jsonNumbersCompareAsTheTypeTheirFieldHolds() {
    // fastjson2 writes the double -26.06677 as -26.066770000000002: the same double, other digits
    Diff.JsonComparison same = Diff.compareJson(Map.of("lat", -26.06677, "lon", 51.507351),
        Map.of("lat", new BigDecimal("-26.066770000000002"), "lon", new BigDecimal("51.507351")));
    assertThat(same.difference()).isEmpty();
    assertThat(same.notes()).isEqualTo(1);
    assertThat(same.describeNotes())
        .isEqualTo("1 number, at $.lat: -26.06677 written as -26.066770000000002 (the same double)");
    // a different double is still a difference
    Diff.JsonComparison other = Diff.compareJson(Map.of("lat", -26.06677),
        Map.of("lat", new BigDecimal("-26.0667700000001")));
    assertThat(other.difference().orElseThrow().toString())
        .isEqualTo("at $.lat: expected -26.06677 but was -26.0667700000001");
    // a float as a float: 0.1f widened to a double and written in full is the same float
    assertThat(Diff.compareJson(List.of(0.1f), List.of(new BigDecimal("0.10000000149011612"))).notes()).isEqualTo(1);
    assertThat(Diff.compareJson(List.of(0.1f), List.of(new BigDecimal("0.1000001"))).difference()).isPresent();
    // integers and BigDecimals exactly: no rounding through a double
    assertThat(Diff.compareJson(List.of(9007199254740993L), List.of(new BigDecimal("9007199254740992")))
        .difference()).isPresent();
    assertThat(Diff.compareJson(List.of(new BigDecimal("0.1")), List.of(new BigDecimal("0.10000000000000001")))
        .difference()).isPresent();
    // the same text is no note; the untyped comparison is unchanged (a BigDecimal reference is exact)
    assertThat(Diff.compareJson(List.of(-26.06677), List.of(new BigDecimal("-26.06677"))).notes()).isZero();
    assertThat(Diff.firstJson(List.of(new BigDecimal("-26.06677")), List.of(new BigDecimal("-26.066770000000002"))))
        .isPresent();
  }

  @Test
  void theTypedReferenceTreeKeepsEachFieldsNumberTypeAndEqualsTheUntypedForm() throws Exception {
    Map<String, Object> tree = (Map<String, Object>) Json.typedUntyped(new Place("here", -26.06677, 51.507351f));
    assertThat(tree.get("lat")).isEqualTo(-26.06677);
    assertThat(tree.get("lon")).isEqualTo(51.507351f);
    for (DataSet<?> ds : DataSets.all()) {
      assertThat(Diff.firstJson(ds.untyped(), ds.jsonReference())).as(ds.id()).isEmpty();
      assertThat(Diff.firstJson(ds.jsonReference(), ds.untyped())).as(ds.id()).isEmpty();
    }
  }

  /** A class with a double and a float field. */
  public static final class Place {
    public String name;
    public double lat;
    public float lon;

    Place(String name, double lat, float lon) {
      this.name = name;
      this.lat = lat;
      this.lon = lon;
    }
  }
}
