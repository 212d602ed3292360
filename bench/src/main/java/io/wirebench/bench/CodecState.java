package io.wirebench.bench;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One codec bound to one data set, set up once per trial in the fork: the binding, the value to
 * write, and its encoding (bytes, text, a file) to read from: its own, or for a read-only codec
 * the reference JSON encoding ({@link RoundTripGate#bytesToRead}). The gate runs again here, so a
 * benchmark never times a codec that does not round-trip.
 */
@State(Scope.Benchmark)
public class CodecState {
  @Param("jackson-databind")
  public String codec;

  @Param("dbdata")
  public String dataset;

  Binding<Object> binding;
  Object value;
  byte[] bytes;
  String text;
  Path file;
  Path scratch;

  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params) throws IOException {
    Codec c = Codecs.load().require(codec);
    DataSet<?> ds = DataSets.require(dataset);
    recordFork(c);
    // The gate runs again here, on this fork's JVM and class path (the codec's module alone, or
    // another version of its library): the CLI gated on its own. -Dwirebench.gated=true skips it.
    Verdict v = Boolean.getBoolean("wirebench.gated") ? null : RoundTripGate.check(c, ds);
    if (v != null && !v.passed()) {
      throw new IllegalStateException("not timed: " + v.describe());
    }
    Operation op = Operation.ofBenchmark(params.getBenchmark());
    Target target = Operation.targetOf(params.getBenchmark());
    Binding<Object> b = Binding.erase(c.bind(ds));
    if (!op.supports(c.info(), b, target)) {
      throw new IllegalStateException("codec " + codec + " writes binary " + c.info().format()
          + ": it has no " + target.label() + " target");
    }
    binding = b;
    value = b.sample();
    bytes = RoundTripGate.bytesToRead(c.info(), b); // a read-only codec reads the reference JSON
    text = c.info().textual() ? new String(bytes, StandardCharsets.UTF_8) : null;
    file = Files.createTempFile("wirebench-read-", ".bin");
    Files.write(file, bytes);
    scratch = Files.createTempFile("wirebench-write-", ".bin");
  }

  /**
   * Appends to the run's forks.log ({@code -Dwirebench.forkLog}) what this fork actually loaded: the
   * library version (a variant's), the JVM and the size of its class path. Not to standard output,
   * which JMH copies to the terminal.
   */
  private void recordFork(Codec c) throws IOException {
    String log = System.getProperty("wirebench.forkLog");
    if (log == null) return;
    String line = "wirebench fork: " + codec + " on " + dataset + " runs " + c.info().library() + " " + c.info().version()
        + " on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + ", class path of "
        + System.getProperty("java.class.path").split(java.io.File.pathSeparator).length + " entries\n";
    Files.writeString(Path.of(log), line, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
        java.nio.file.StandardOpenOption.APPEND);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(file);
    Files.deleteIfExists(scratch);
  }
}
