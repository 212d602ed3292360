package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Users' classes for the tests: Java sources compiled here, in the test, into a jar no wirebench
 * code has seen, and data files of their values.
 */
final class UserJars {
  private UserJars() {}

  /** Compiles {@code sources} (file name relative to the source root -> text) into {@code dir}/NAME.jar. */
  static Path compile(Path dir, String name, Map<String, String> sources) throws Exception {
    Path src = dir.resolve(name + "-src");
    List<String> args = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      Path f = src.resolve(e.getKey());
      Files.createDirectories(f.getParent());
      Files.writeString(f, e.getValue());
      args.add(f.toString());
    }
    Path classes = dir.resolve(name + "-classes");
    Files.createDirectories(classes);
    args.addAll(0, List.of("--release", "17", "-d", classes.toString()));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac.run(null, null, null, args.toArray(String[]::new))).isZero();
    Path jar = dir.resolve(name + ".jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); var walk = Files.walk(classes)) {
      for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
        out.write(Files.readAllBytes(p));
        out.closeEntry();
      }
    }
    return jar;
  }

  /** The class of {@link #readings}. */
  static final String READING = "org.example.meter.Reading";

  /**
   * A meter reading: a sensor name, a time, and doubles written with 6 decimals (coordinates and
   * a value), the numbers a text format must round-trip exactly.
   */
  static Path readingJar(Path dir) throws Exception {
    return compile(dir, "meter", Map.of("org/example/meter/Reading.java", """
        package org.example.meter;
        public class Reading implements java.io.Serializable {
          private String sensor; private long time; private double lat; private double lon; private double value;
          public Reading() {}
          public String getSensor() { return sensor; } public void setSensor(String v) { sensor = v; }
          public long getTime() { return time; } public void setTime(long v) { time = v; }
          public double getLat() { return lat; } public void setLat(double v) { lat = v; }
          public double getLon() { return lon; } public void setLon(double v) { lon = v; }
          public double getValue() { return value; } public void setValue(double v) { value = v; }
        }"""));
  }

  /** {@code n} readings as NDJSON, each double with 6 decimals. */
  static Path readings(Path dir, int n) throws Exception {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(String.format(Locale.ROOT, "{\"sensor\":\"meter-%d\",\"time\":%d,\"lat\":%.6f,\"lon\":%.6f,\"value\":%.6f}%n",
          i, 1_700_000_000_000L + i * 60_000L, 52.520008 + i * 0.000137, 13.404954 - i * 0.000291, 1013.25 + i * 0.123457));
    }
    Path f = dir.resolve("readings.ndjson");
    Files.writeString(f, b);
    return f;
  }

  /** The id of the readings' data set, as commands print it. */
  static String id(Path data) {
    return "class:" + READING + ":" + data.toAbsolutePath().normalize();
  }
}
