package io.wirebench.check.unsafe;

import io.wirebench.check.Result;
import io.wirebench.records.checks.Outcome;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.management.ObjectName;

/**
 * Decides one read: INSTANTIATED when a canary came to life by any of three witnesses, REFUSED
 * otherwise (with the error, or with what the reader built instead).
 * <ol>
 *   <li>{@link CanaryLog}: the canary's constructor, setter, readObject or readResolve ran;
 *   <li>the returned value: a {@link Canary} somewhere in it (found by walking the graph), for
 *       readers that allocate without running a constructor;
 *   <li>the heap: the JVM's class histogram counts more canaries, reachable or not, after the read
 *       than were live before it (counted after a full collection, so that garbage from earlier
 *       reads cannot be collected in between and hide a new one), for a reader that allocated one
 *       silently and then threw.
 * </ol>
 */
public final class Judge {
  private static final String CANARY = Canary.class.getName();
  private static final int MAX_NODES = 10_000;

  /** One read, as a lambda. */
  @FunctionalInterface
  public interface Read {
    Object read() throws Exception;
  }

  private Judge() {}

  /** Resets the log, runs the read, and gives the verdict. Errors (not exceptions) propagate. */
  public static Result judge(Read read) {
    CanaryLog.reset();
    // live canaries only (a full collection first): garbage canaries from earlier reads would
    // otherwise be counted here and could be collected before the count after, hiding a new one
    long before = canariesOnHeap(true);
    Object got = null;
    Exception thrown = null;
    try {
      got = read.read();
    } catch (Exception e) {
      thrown = e;
    }
    List<String> events = CanaryLog.instanceEvents();
    boolean returned = got != null && containsCanary(got);
    long after = canariesOnHeap(false);
    boolean heap = before >= 0 && after > before;
    if (!events.isEmpty() || returned || heap) {
      List<String> how = new ArrayList<>();
      if (!events.isEmpty()) how.add("ran its " + String.join(", ", events));
      if (returned) how.add("a Canary is in the value returned (" + describe(got) + ")");
      if (heap) how.add((after - before) + " new Canary on the heap");
      String s = String.join("; ", how);
      if (thrown != null) s += "; then threw " + error(thrown);
      return Result.of(Outcome.INSTANTIATED, s);
    }
    if (thrown != null) return Result.of(Outcome.REFUSED, error(thrown));
    return Result.of(Outcome.REFUSED, "ignored the type and returned " + describe(got));
  }

  static String error(Throwable e) {
    StringBuilder sb = new StringBuilder(e.getClass().getName()).append(": ");
    String m = e.getMessage();
    sb.append(m == null ? "" : m.replaceAll("\\s+", " ").strip());
    Throwable c = e.getCause();
    if (c != null && c != e) {
      String cm = c.getMessage();
      sb.append(" <- ").append(c.getClass().getSimpleName()).append(": ")
          .append(cm == null ? "" : cm.replaceAll("\\s+", " ").strip());
    }
    return sb.length() > 240 ? sb.substring(0, 237) + "..." : sb.toString();
  }

  /** The value's class and its text, short. */
  static String describe(Object v) {
    if (v == null) return "null";
    String text;
    try {
      text = String.valueOf(v).replaceAll("\\s+", " ");
    } catch (RuntimeException e) {
      text = "(toString threw " + e.getClass().getSimpleName() + ")";
    }
    if (text.length() > 120) text = text.substring(0, 117) + "...";
    return v.getClass().getName() + " " + text;
  }

  /** Whether a Canary is anywhere in the graph (collections, maps, arrays, fields of non-JDK classes). */
  static boolean containsCanary(Object root) {
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty() && seen.size() < MAX_NODES) {
      Object o = todo.pop();
      if (o == null || !seen.add(o)) continue;
      if (o instanceof Canary) return true;
      Class<?> c = o.getClass();
      if (o instanceof Map<?, ?> m) {
        for (Map.Entry<?, ?> e : m.entrySet()) {
          todo.push(e.getKey());
          todo.push(e.getValue());
        }
      } else if (o instanceof Collection<?> col) {
        col.forEach(todo::push);
      } else if (c.isArray()) {
        if (!c.getComponentType().isPrimitive()) {
          for (int i = 0; i < Array.getLength(o); i++) todo.push(Array.get(o, i));
        }
      } else if (!c.getName().startsWith("java.")) {
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
          for (Field f : k.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue;
            try {
              f.setAccessible(true);
              todo.push(f.get(o));
            } catch (RuntimeException | IllegalAccessException e) {
              // a field that cannot be opened: the other witnesses still count
            }
          }
        }
      }
    }
    return false;
  }

  /** Canary instances on the heap, reachable or not; see {@link #canariesOnHeap(boolean)}. */
  public static long canariesOnHeap() {
    return canariesOnHeap(false);
  }

  /**
   * Canary instances on the heap, or -1 where the JVM has no such command: with {@code liveOnly},
   * the HotSpot class histogram after a full collection; without, the histogram with {@code -all},
   * which inspects every object, reachable or not, without collecting first.
   */
  public static long canariesOnHeap(boolean liveOnly) {
    try {
      String[] args = liveOnly ? new String[0] : new String[] {"-all"};
      Object text = ManagementFactory.getPlatformMBeanServer().invoke(
          new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
          new Object[] {args}, new String[] {String[].class.getName()});
      for (String line : text.toString().split("\n")) {
        String[] parts = line.trim().split("\\s+");
        if (parts.length >= 4 && parts[3].equals(CANARY)) return Long.parseLong(parts[1]);
      }
      return 0;
    } catch (Exception e) {
      return -1;
    }
  }
}
