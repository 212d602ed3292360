package io.wirebench.codecs.scala212;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The shaded jar names no unrelocated Scala or sjson-new class, and its codec runs beside Scala
 * 2.13. Runs in the build's second surefire execution (package phase), which points
 * {@code wirebench.shadedJar} at the jar and puts it, without Scala 2.12, on the class path.
 */
class ShadedJarTest {
  private static final String SHADED = "io/wirebench/codecs/scala212/shaded/";

  private static Path jar() {
    String p = System.getProperty("wirebench.shadedJar");
    assumeTrue(p != null, "runs on the shaded jar, in the package phase (see this module's pom)");
    return Path.of(p);
  }

  @Test
  void noClassInTheJarNamesAnUnrelocatedScalaOrSjsonNewClass() throws IOException {
    List<String> offenders = new ArrayList<>();
    int shadedClasses = 0;
    try (JarFile jf = new JarFile(jar().toFile())) {
      for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements(); ) {
        JarEntry e = en.nextElement();
        String name = e.getName();
        if (name.startsWith("scala/") || name.startsWith("sjsonnew/") || name.equals("library.properties")) {
          offenders.add(name + " (entry)");
        }
        if (!name.endsWith(".class")) continue;
        if (name.startsWith(SHADED)) shadedClasses++;
        String text = new String(jf.getInputStream(e).readAllBytes(), StandardCharsets.ISO_8859_1);
        for (String pkg : new String[] {"scala/", "sjsonnew/"}) {
          for (int i = text.indexOf(pkg); i >= 0; i = text.indexOf(pkg, i + 1)) {
            boolean relocated = i >= SHADED.length() && text.startsWith(SHADED, i - SHADED.length());
            boolean partOfName = i > 0 && Character.isJavaIdentifierPart(text.charAt(i - 1));
            if (!relocated && !partOfName) {
              offenders.add(name + " names " + text.substring(i, Math.min(text.length(), i + 40)).split("[;\\x00-\\x1f]")[0]);
              break;
            }
          }
        }
      }
    }
    assertThat(shadedClasses).as("relocated Scala 2.12 and sjson-new classes in the jar").isGreaterThan(1000);
    assertThat(offenders).as("unrelocated names in %s", jar()).isEmpty();
  }

  @Test
  void theCodecHashesThroughTheShadedLibraryBesideScala213() throws Exception {
    jar();
    assertThat(Path.of(SjsonNewMurmurhashCodec.class.getProtectionDomain().getCodeSource().getLocation().toURI()))
        .as("the codec's class comes from the shaded jar").isEqualTo(jar());
    Object version = Class.forName("scala.util.Properties").getMethod("versionNumberString").invoke(null);
    assertThat(version).as("the Scala library on the class path, beside the shaded one").asString().startsWith("2.13.");
    assertThatThrownBy(() -> new SjsonNewMurmurhashCodec().bind(DataSets.require("person")))
        .isInstanceOf(UnsupportedDataSetException.class)
        .hasMessageContaining("gives person the hash 0xD9954F2C");
  }

  @Test
  void theCodecNamesTheBundledVersionsAfterShading() {
    jar();
    // the shade plugin rewrites string constants that start with a relocated package name
    assertThat(new SjsonNewMurmurhashCodec().info().version())
        .matches("\\d+\\.\\d+\\.\\d+ \\(Scala 2\\.12\\.\\d+, shaded\\)");
  }
}
