package io.wirebench.codecs.json;

import io.wirebench.core.LibraryVersion;
import java.security.CodeSource;

/**
 * A library's version from its jar, for jars that carry it in neither {@code pom.properties} nor
 * the manifest (Moshi 1.15 carries neither): the version in the loaded jar's file name,
 * {@code artifactId-VERSION.jar}, as Maven lays it out. Still read at run time from the jar that
 * was actually loaded; {@code unknown} when that is not a Maven-named jar (a shaded jar).
 */
final class JarVersion {
  private JarVersion() {}

  static String of(Class<?> anyClass, String groupId, String artifactId) {
    String v = LibraryVersion.of(anyClass, groupId, artifactId);
    if (!"unknown".equals(v)) return v;
    CodeSource source = anyClass.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) return v;
    String path = source.getLocation().getPath();
    String name = path.substring(path.lastIndexOf('/') + 1);
    String prefix = artifactId + "-";
    if (name.startsWith(prefix) && name.endsWith(".jar")) {
      return name.substring(prefix.length(), name.length() - ".jar".length());
    }
    return v;
  }
}
