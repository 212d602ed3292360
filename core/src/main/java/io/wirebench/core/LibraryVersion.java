package io.wirebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** Reads a library's version at run time, from the jar that actually got loaded. */
public final class LibraryVersion {
  private LibraryVersion() {}

  /**
   * The version of the Maven artifact {@code groupId:artifactId}, read from its
   * {@code pom.properties}, else from the manifest of the jar holding {@code anyClass}.
   */
  public static String of(Class<?> anyClass, String groupId, String artifactId) {
    String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = anyClass.getResourceAsStream(resource)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null) return v;
      }
    } catch (IOException ignored) {
      // fall through to the manifest
    }
    Package pkg = anyClass.getPackage();
    String v = pkg == null ? null : pkg.getImplementationVersion();
    return v != null ? v : "unknown";
  }

  /** The version of the running JDK, for codecs built into it. */
  public static String jdk() {
    return System.getProperty("java.version");
  }
}
