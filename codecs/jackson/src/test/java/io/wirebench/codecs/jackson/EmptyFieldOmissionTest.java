package io.wirebench.codecs.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSets;
import io.wirebench.core.Diff;
import io.wirebench.core.model.SparseModuleIds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * What {@code jackson-databind-non-empty} saves on {@code module-ids-sparse} (a large data set the
 * contract does not pin): the exact sizes of both configurations, no empty field left in the
 * omitting one, and a reader that restores every omitted field to its default.
 */
class EmptyFieldOmissionTest {
  @Test
  void nonEmptyOmitsEveryEmptyFieldAndReadsBackTheSameModules() throws IOException {
    Binding<Object> all = Binding.erase(new JacksonDatabindCodec().bind(DataSets.require("module-ids-sparse")));
    Binding<Object> omitting = Binding.erase(new JacksonNonEmptyCodec().bind(DataSets.require("module-ids-sparse")));
    byte[] full = all.writeBytes(all.sample());
    byte[] sparse = omitting.writeBytes(omitting.sample());

    assertThat(full.length).isEqualTo(4_025_369);
    assertThat(sparse.length).isEqualTo(2_643_140);
    String text = new String(sparse, StandardCharsets.UTF_8);
    assertThat(text).doesNotContain("null").doesNotContain("[]");
    assertThat(new String(full, StandardCharsets.UTF_8)).contains("\"branchName\":null", "\"exclusions\":[]");

    SparseModuleIds back = (SparseModuleIds) omitting.readBytes(sparse);
    assertThat(Diff.first(omitting.sample(), back)).isEmpty();
    assertThat(back.getModules().get(0).getExclusions()).isNotNull();
  }
}
