package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Codecs;
import org.junit.jupiter.api.Test;

/**
 * {@code list codecs} reads what the build found instead of binding every codec to every data set
 * (15 s on two cores): that catalog must say what binding them says now, on the JDK it was made on.
 */
class CodecCatalogTest {
  @Test
  void theBuildsCatalogSaysWhatBindingEveryCodecNowSays() {
    CodecCatalog built = CodecCatalog.built();
    assertThat(built).as("the build writes it before the tests, on this JDK").isNotNull();
    Codecs registry = Codecs.load();
    assertThat(built.covers(registry)).isTrue();
    CodecCatalog now = CodecCatalog.compute(registry);
    assertThat(built.unavailable()).isEqualTo(now.unavailable());
    assertThat(built.gaps()).isEqualTo(now.gaps());
    assertThat(built.families()).isEqualTo(now.families());
    assertThat(built.userClasses()).isEqualTo(now.userClasses());
    assertThat(built.gaps()).as("a codec that models every data set, and one that does not")
        .containsEntry("jackson-databind", java.util.List.of()).anySatisfy((id, gaps) -> assertThat(gaps).isNotEmpty());
  }
}
