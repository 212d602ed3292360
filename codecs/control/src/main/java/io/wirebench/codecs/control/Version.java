package io.wirebench.codecs.control;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The controls' version: wirebench's own, filtered in at build time. */
final class Version {
  static final String VALUE = read();

  private Version() {}

  private static String read() {
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) p.load(in);
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }
}
