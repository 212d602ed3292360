package io.wirebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/** Reads a library's version at run time, from the jar that actually got loaded. */
public final class LibraryVersion {
  private LibraryVersion() {}

  /**
   * The version of the Maven artifact {@code groupId:artifactId} holding {@code anyClass}, from,
   * in order: its {@code pom.properties}; the jar's file name as Maven's repository names it
   * ({@code artifactId-VERSION.jar}); the jar manifest's Implementation-Version or Bundle-Version
   * (some jars carry a stale manifest, e.g. Hessian 4.0.66 says 3.1.0, hence the order).
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
      // try the jar itself
    }
    Path jar = jarOf(anyClass);
    if (jar != null) {
      String name = jar.getFileName().toString();
      String prefix = artifactId + "-";
      if (name.startsWith(prefix) && name.endsWith(".jar")) {
        return name.substring(prefix.length(), name.length() - ".jar".length());
      }
      String v = manifestVersion(jar);
      if (v != null) return v;
    }
    Package pkg = anyClass.getPackage();
    String v = pkg == null ? null : pkg.getImplementationVersion();
    return v != null ? v : "unknown";
  }

  /** The version of the running JDK, for codecs built into it. */
  public static String jdk() {
    return System.getProperty("java.version");
  }

  private static Path jarOf(Class<?> c) {
    try {
      CodeSource cs = c.getProtectionDomain().getCodeSource();
      if (cs == null || cs.getLocation() == null) return null;
      Path p = Path.of(cs.getLocation().toURI());
      return p.getFileName() != null && p.getFileName().toString().endsWith(".jar") ? p : null;
    } catch (URISyntaxException | RuntimeException e) {
      return null;
    }
  }

  private static String manifestVersion(Path jar) {
    try (JarFile jf = new JarFile(jar.toFile())) {
      Manifest mf = jf.getManifest();
      if (mf == null) return null;
      for (String key : new String[] {"Implementation-Version", "Bundle-Version"}) {
        String v = mf.getMainAttributes().getValue(key);
        if (v != null && !v.isBlank()) return v.trim();
      }
    } catch (IOException e) {
      // no manifest to read
    }
    return null;
  }
}
