package io.wirebench.check.capabilities;

/** One library in one configuration, as the probes use it: a value to JSON text and back. */
interface Binder {
  String write(Object value) throws Exception;

  <T> T read(String json, Class<T> type) throws Exception;

  /**
   * The library configured for a case where its default cannot do it, with the way it was done
   * in words; null when the library has no such configuration (or wirebench wrote none).
   */
  default Configured configured(String caseId) throws Exception {
    return null;
  }

  /** A configured binder and how it was configured. */
  record Configured(Binder binder, String how) {}
}
