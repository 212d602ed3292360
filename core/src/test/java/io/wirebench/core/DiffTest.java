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
}
