package io.wirebench.server;

import java.util.Locale;

/**
 * One measured combination: a method of a data set through one provider.
 *
 * @param provider {@code raw}, {@code codec} (the generic provider) or a stock provider's id
 * @param codec the codec whose bytes the raw baseline sends or the generic provider uses; null
 *     for a stock provider
 * @param dataSet data set id
 * @param method GET, POST or PUT
 * @param mediaType the media type sent and expected
 */
public record HttpCell(String provider, String codec, String dataSet, String method, String mediaType) {
  public static final String RAW = "raw";
  public static final String GENERIC = "codec";

  /** The row name in tables: the stock provider's id, {@code codec:<id>} or {@code raw:<id>}. */
  public String row() {
    return codec == null ? provider : provider + ":" + codec;
  }

  /** The route on the server. */
  public String path() {
    if (codec == null) return "/" + provider + "/" + dataSet;
    return "/" + provider + "/" + codec + "/" + segment(dataSet);
  }

  /**
   * A data set's id as one path segment of a route: every character a path segment cannot hold
   * as it is (the slashes of {@code class:FQCN:PATH}, for one) becomes '_'. The built-in ids are
   * their own segments, and a segment is its own.
   */
  public static String segment(String dataSet) {
    return dataSet.replaceAll("[^A-Za-z0-9._:~-]", "_");
  }

  /** Whether the server of Jersey's Kryo module (a JVM on Kryo 4) serves it. */
  public boolean onKryo4() {
    return codec == null && StockProvider.of(provider).needsKryo4();
  }

  public String label() {
    return method + " " + row() + " " + dataSet;
  }

  /** The stock provider of this cell, or a description of the generic one or the baseline. */
  public String description() {
    if (RAW.equals(provider)) return "raw Grizzly handler, no JAX-RS: the bytes of " + codec;
    if (GENERIC.equals(provider)) return "generic provider over codec " + codec;
    return StockProvider.of(provider).description();
  }

  static String method(String m) {
    return m.toUpperCase(Locale.ROOT);
  }
}
