package io.wirebench.check.unsafe;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@link Canary} code ran in this JVM since the last {@link #reset}: its static initializer,
 * constructor, setter, {@code readObject} or {@code readResolve}. A static list in the row's own
 * JVM (the check runs each row in a JVM of its own, so no other row writes to it).
 */
public final class CanaryLog {
  /** The event its static initializer records: a class loaded and initialized, not an instance. */
  public static final String STATIC_INITIALIZER = "static initializer";

  private static final List<String> EVENTS = new ArrayList<>();

  private CanaryLog() {}

  static synchronized void record(String event) {
    EVENTS.add(event);
  }

  /** Forgets every event so far. */
  public static synchronized void reset() {
    EVENTS.clear();
  }

  /** The events since the last reset, in order, each once. */
  public static synchronized List<String> events() {
    return EVENTS.stream().distinct().toList();
  }

  /** The events since the last reset that only an instance can cause (not the static initializer). */
  public static synchronized List<String> instanceEvents() {
    return EVENTS.stream().filter(e -> !e.equals(STATIC_INITIALIZER)).distinct().toList();
  }
}
