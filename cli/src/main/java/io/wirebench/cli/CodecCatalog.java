package io.wirebench.cli;

import com.fasterxml.jackson.core.type.TypeReference;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.Family;
import io.wirebench.core.UserClasses;
import io.wirebench.fork.AccessAndPartial;
import io.wirebench.records.ResultFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code list codecs} says of each codec that takes binding it to every data set: whether it
 * can run here, the data sets it cannot model, and each family's access and partial-read lines.
 * The build computes it once ({@link #main}, in a JVM started as {@code java -jar} starts the CLI),
 * so that {@code list} answers at once; a JVM of another feature release, or {@code --live},
 * computes it again, since a library may run on one JDK and not on another.
 *
 * @param java the feature release of the JVM it was computed in
 * @param unavailable why a codec cannot run, by id (absent: it can)
 * @param gaps the data sets a codec cannot model, with the reason, by id
 * @param families the access and partial-read lines of each family
 * @param userClasses of each codec that can run, why it does not bind a user's own classes (empty: it does)
 */
record CodecCatalog(int java, Map<String, String> unavailable, Map<String, List<String>> gaps,
    Map<String, List<String>> families, Map<String, String> userClasses) {
  /** Where the build puts it, beside the classes. */
  static final String RESOURCE = "codec-catalog.json";

  /** Computes the catalog of every codec in this JVM. */
  static CodecCatalog compute(Codecs registry) {
    Map<String, String> unavailable = new LinkedHashMap<>();
    Map<String, List<String>> gaps = new LinkedHashMap<>();
    Map<String, List<String>> families = new LinkedHashMap<>();
    Map<String, String> userClasses = new LinkedHashMap<>();
    for (Codec c : registry.all()) {
      Codecs.unavailableReason(c).ifPresentOrElse(why -> unavailable.put(c.info().id(), why), () -> {
        gaps.put(c.info().id(), Codecs.gaps(c));
        userClasses.put(c.info().id(), UserClasses.whyNot(c).orElse(""));
      });
    }
    for (Family f : Family.values()) {
      List<Codec> of = registry.all().stream().filter(c -> c.info().family() == f).toList();
      if (!of.isEmpty()) families.put(f.name(), AccessAndPartial.lines(of));
    }
    return new CodecCatalog(Runtime.version().feature(), unavailable, gaps, families, userClasses);
  }

  /** Whether it says something of every codec of {@code registry}. */
  boolean covers(Codecs registry) {
    return registry.all().stream().map(c -> c.info().id()).allMatch(id -> unavailable.containsKey(id)
        || gaps.containsKey(id));
  }

  /** The build's catalog when it was computed on this JVM's feature release; null otherwise. */
  static CodecCatalog built() {
    try (InputStream in = CodecCatalog.class.getResourceAsStream(RESOURCE)) {
      if (in == null) return null;
      CodecCatalog c = ResultFile.MAPPER.readValue(in, new TypeReference<CodecCatalog>() { });
      return c.java() == Runtime.version().feature() ? c : null;
    } catch (IOException | RuntimeException e) {
      return null; // unreadable: computed again, as without one
    }
  }

  /** The build step: writes the catalog of every codec to the file named by the first argument. */
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    Files.createDirectories(out.getParent());
    ResultFile.writeJson(out, compute(Codecs.load()));
  }
}
