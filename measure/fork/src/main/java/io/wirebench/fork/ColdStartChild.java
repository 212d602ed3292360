package io.wirebench.fork;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import io.wirebench.core.RoundTripGate;
import java.io.PrintStream;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * One sample of {@code wirebench coldstart}: a fresh JVM, started on the codec's own fork class
 * path, that makes the data set's value (wirebench's work, before the clock), then times the
 * codec's first use: bind (the library's mapper, schema or registrations), the first write and the
 * first read of that value. The value read back must equal the original, or the sample fails. It
 * prints one tagged line on stdout with the times, the classes the JVM loaded in all and during
 * the first use, the JVM's uptime at the result, and its peak resident memory (VmHWM).
 */
public final class ColdStartChild {
  /** The tag of the result line. */
  public static final String TAG = "wirebench-coldstart ";

  private ColdStartChild() {}

  /** {@code codecId datasetId}. */
  public static void main(String[] args) {
    java.util.logging.LogManager.getLogManager().reset();
    PrintStream stdout = System.out;
    System.setOut(System.err); // library chatter to the log; the result line alone on stdout
    String result;
    try {
      result = measure(args[0], args[1]);
    } catch (io.wirebench.core.UnsupportedDataSetException e) {
      result = "{\"gap\":" + quote(e.getMessage()) + "}";
    } catch (Throwable e) {
      result = "{\"error\":" + quote(RoundTripGate.describe(e)) + "}";
    }
    stdout.println(TAG + result);
    stdout.flush();
    System.exit(0);
  }

  private static String measure(String codecId, String datasetId) throws Exception {
    DataSet<?> dataSet = DataSets.require(datasetId);
    Codec codec = Codecs.load().require(codecId);
    // wirebench's own work before the clock: the value, and only what this codec's binding is handed.
    // The untyped form and the reference JSON are made with Jackson, whose classes are then loaded
    // before a tree or untyped codec's (or a read-only codec's) first use: docs/metrics.md says so.
    dataSet.value();
    BindingStyle style = codec.info().binding();
    if (dataSet.isUntyped() || style == BindingStyle.UNTYPED || style == BindingStyle.TREE) dataSet.untyped();
    byte[] reference = codec.info().readsOnly() ? Json.write(dataSet.value()) : null;
    ClassLoadingMXBean classes = ManagementFactory.getClassLoadingMXBean();
    long classesBefore = classes.getTotalLoadedClassCount();
    long t0 = System.nanoTime();
    @SuppressWarnings("unchecked")
    Binding<Object> binding = (Binding<Object>) codec.bind(dataSet);
    long t1 = System.nanoTime();
    byte[] bytes = reference != null ? reference : binding.writeBytes(binding.sample());
    long t2 = System.nanoTime();
    Object back = binding.readBytes(bytes);
    long t3 = System.nanoTime();
    long uptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    long classesAfter = classes.getTotalLoadedClassCount();
    Optional<io.wirebench.core.Diff.Difference> d = dataSet.compare(binding.sample(), back);
    if (d.isPresent()) {
      return "{\"error\":" + quote("the first read differs from the value written: " + d.get()) + "}";
    }
    return String.format(Locale.ROOT, "{\"bindNanos\":%d,\"writeNanos\":%d,\"readNanos\":%d,\"firstUseNanos\":%d,"
        + "\"uptimeMillis\":%d,\"classesLoaded\":%d,\"classesFirstUse\":%d,\"peakRssBytes\":%d,\"bytes\":%d}",
        t1 - t0, t2 - t1, t3 - t2, t3 - t0, uptimeMillis, classesAfter, classesAfter - classesBefore, peakRss(),
        bytes.length);
  }

  /** VmHWM of /proc/self/status in bytes, or -1 where there is none (not Linux). */
  static long peakRss() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          String[] parts = line.substring(6).trim().split("\\s+");
          return Long.parseLong(parts[0]) * 1024;
        }
      }
    } catch (Exception e) {
      // not Linux
    }
    return -1;
  }

  private static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
}
