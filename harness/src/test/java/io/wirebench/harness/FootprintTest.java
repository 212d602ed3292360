package io.wirebench.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A codec's footprint is its library and what that pulls in, shared libraries included. */
class FootprintTest {
  @TempDir Path module;

  @Test void aLibraryIsChargedForWhatMavenOmittedAsADuplicateAndWhatThatPullsIn() throws Exception {
    Path tree = module.resolve(ForkClasspath.TREE);
    Files.createDirectories(tree.getParent());
    // the jackson module's verbose tree (2026-11-27): databind is listed under core first
    Files.writeString(tree, String.join("\n",
        "io.wirebench:wirebench-codecs-jackson:jar:0.1.0-SNAPSHOT",
        "+- io.wirebench:wirebench-core:jar:0.1.0-SNAPSHOT:compile",
        "|  +- com.fasterxml.jackson.core:jackson-databind:jar:2.22.1:compile",
        "|  |  +- com.fasterxml.jackson.core:jackson-annotations:jar:2.22:compile",
        "|  |  \\- com.fasterxml.jackson.core:jackson-core:jar:2.22.1:compile",
        "|  \\- com.github.luben:zstd-jni:jar:1.5.7-28:compile",
        "+- com.fasterxml.jackson.module:jackson-module-blackbird:jar:2.22.1:compile",
        "|  +- (com.fasterxml.jackson.core:jackson-core:jar:2.22.1:compile - omitted for duplicate)",
        "|  \\- (com.fasterxml.jackson.core:jackson-databind:jar:2.22.1:compile - omitted for duplicate)",
        "\\- com.google.code.gson:gson:jar:2.15.0:compile"));
    assertThat(ForkClasspath.closure(module, "com.fasterxml.jackson.module:jackson-module-blackbird"))
        .containsExactlyInAnyOrder("com.fasterxml.jackson.module:jackson-module-blackbird",
            "com.fasterxml.jackson.core:jackson-core", "com.fasterxml.jackson.core:jackson-databind",
            "com.fasterxml.jackson.core:jackson-annotations");
    assertThat(ForkClasspath.closure(module, "com.google.code.gson:gson")).containsExactly("com.google.code.gson:gson");
    assertThat(ForkClasspath.closure(module, "org.example:absent")).isEmpty();
  }

  @Test void aJarsArtifactComesFromItsPlaceInTheMavenRepository() {
    assertThat(ForkClasspath.artifactKey(Path.of("/root/.m2/repository/com/google/code/gson/gson/2.15.0/gson-2.15.0.jar")))
        .isEqualTo("com.google.code.gson:gson");
    assertThat(ForkClasspath.artifactKey(Path.of("/work/main/core/target/classes"))).isNull();
  }
}
