package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java scripts under scripts/ (run as {@code java -cp cli/target/wirebench.jar scripts/X.java},
 * as docs/metrics.md says) still compile against the modules they use: nothing else builds them, so
 * a renamed method would otherwise break them silently.
 */
class ScriptsCompileTest {
  @Test
  void everyJavaScriptCompilesAgainstTheBuild(@TempDir Path out) throws Exception {
    List<String> scripts = new ArrayList<>();
    try (Stream<Path> s = Files.list(Path.of("..", "scripts"))) {
      s.filter(p -> p.toString().endsWith(".java")).sorted().forEach(p -> scripts.add(p.toString()));
    }
    assertThat(scripts).as("scripts/*.java").isNotEmpty();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    for (String script : scripts) {
      StringWriter errors = new StringWriter();
      // one at a time, as the source launcher compiles each: every script declares its own top-level class
      boolean ok = javac.getTask(errors, null, null, List.of("--release", "17", "-proc:none", "-d", out.toString(),
          "-cp", System.getProperty("java.class.path")), null, javac.getStandardFileManager(null, null, null)
          .getJavaFileObjects(script)).call();
      assertThat(ok).as(script + ":\n" + errors).isTrue();
    }
  }
}
