package io.wirebench.core;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
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
   * ({@code artifactId-VERSION.jar}, for jars with neither pom.properties nor a manifest version,
   * such as Moshi 1.15); the jar manifest's Implementation-Version or Bundle-Version (the OSGi
   * version of Gradle-built jars such as org.mongodb:bson and bson4jackson; some jars carry a stale
   * manifest, e.g. Hessian 4.0.66 says 3.1.0, hence the order).
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
    String v = manifestOfClass(anyClass);
    if (v != null) return v;
    Package pkg = anyClass.getPackage();
    v = pkg == null ? null : pkg.getImplementationVersion();
    return v != null ? v : "unknown";
  }

  /**
   * The manifest version of the jar the class was loaded from, found through the class's own
   * resource URL: works where the code source is not a plain file (a jar inside a jar).
   */
  private static String manifestOfClass(Class<?> c) {
    URL cls = c.getResource(c.getSimpleName() + ".class");
    String s = cls == null ? "" : cls.toString();
    int bang = s.lastIndexOf("!/");
    if (!s.startsWith("jar:") || bang < 0) return null;
    try (InputStream in = URI.create(s.substring(0, bang + 2) + "META-INF/MANIFEST.MF").toURL()
        .openStream()) {
      return versionOf(new Manifest(in));
    } catch (IOException | IllegalArgumentException e) {
      return null;
    }
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
      return mf == null ? null : versionOf(mf);
    } catch (IOException e) {
      return null; // no manifest to read
    }
  }

  private static String versionOf(Manifest mf) {
    for (String key : new String[] {"Implementation-Version", "Bundle-Version"}) {
      String v = mf.getMainAttributes().getValue(key);
      if (v != null && !v.isBlank()) return v.trim();
    }
    return null;
  }
}
