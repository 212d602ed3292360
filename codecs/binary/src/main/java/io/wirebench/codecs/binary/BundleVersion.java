package io.wirebench.codecs.binary;

import io.wirebench.core.LibraryVersion;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.jar.Manifest;

/**
 * A library's version for jars built without Maven's {@code pom.properties} or an
 * {@code Implementation-Version} (the Gradle-built org.mongodb:bson and bson4jackson): their
 * OSGi {@code Bundle-Version}, read from the manifest of the jar that holds the class.
 */
final class BundleVersion {
  private BundleVersion() {}

  static String of(Class<?> anyClass, String groupId, String artifactId) {
    String v = LibraryVersion.of(anyClass, groupId, artifactId);
    if (!"unknown".equals(v)) return v;
    URL cls = anyClass.getResource(anyClass.getSimpleName() + ".class");
    String s = cls == null ? "" : cls.toString();
    int bang = s.indexOf("!/");
    if (!s.startsWith("jar:") || bang < 0) return v;
    try (InputStream in = URI.create(s.substring(0, bang + 2) + "META-INF/MANIFEST.MF").toURL()
        .openStream()) {
      String b = new Manifest(in).getMainAttributes().getValue("Bundle-Version");
      return b != null ? b : v;
    } catch (IOException | IllegalArgumentException e) {
      return v;
    }
  }
}
