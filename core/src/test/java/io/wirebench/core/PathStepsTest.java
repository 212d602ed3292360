package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A partial path split once: names and list indexes, the JSONPath form, and errors that name the step. */
class PathStepsTest {
  @Test
  void stepsAreNamesAndWhereDigitsListIndexes() {
    PathSteps p = PathSteps.of("rows.500.id");
    assertThat(p.size()).isEqualTo(3);
    assertThat(p.name(0)).isEqualTo("rows");
    assertThat(p.index(1)).isEqualTo(500);
    assertThat(p.name(1)).as("digits still work as an object key").isEqualTo("500");
    assertThat(p.is(2, "id")).isTrue();
    assertThat(p.field(2, List.of("randomNumber", "id"))).isEqualTo(1);
    assertThat(p.jsonPath()).isEqualTo("$['rows'][500]['id']");
    assertThat(PathSteps.of("").size()).isZero();
    assertThat(PathSteps.of("a'b").jsonPath()).isEqualTo("$['a\\'b']");
  }

  @Test
  void everyErrorNamesThePathAndTheStep() {
    PathSteps p = PathSteps.of("rows.x.id");
    assertThatThrownBy(() -> p.index(1)).hasMessageContaining("rows.x.id").hasMessageContaining("step 2 (x)");
    assertThatThrownBy(() -> p.name(3)).hasMessageContaining("ends too soon");
    assertThatThrownBy(() -> p.expect(0, "items")).hasMessageContaining("step 1 must be items, not rows");
    assertThatThrownBy(() -> p.field(2, List.of("name"))).hasMessageContaining("no field id there; it has name");
    assertThatThrownBy(() -> p.end(2)).hasMessageContaining("must have 2 steps, not 3");
    assertThat(p.notFound(1).getMessage()).endsWith("the document has no rows.x");
  }
}
