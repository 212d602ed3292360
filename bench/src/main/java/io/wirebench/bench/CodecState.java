package io.wirebench.bench;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.NativeTargets;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * One codec bound to one data set, set up once per trial in the fork: the binding, the value to
 * write, and, for a cell that reads, the encoding it reads (text for a String or Reader
 * ({@link RoundTripGate#textToRead}), bytes or a file otherwise ({@link RoundTripGate#bytesToRead}):
 * its own, or for a read-only codec the reference JSON encoding). The fork gates the path it times
 * ({@link RoundTripGate#checkCell}; the access and partial cells {@link RoundTripGate#checkAccess} and
 * {@link RoundTripGate#checkPartial}), so a benchmark never times a path that does not round-trip.
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

  /** Where the access benchmark's visited values go: JMH's Blackhole ({@link Sinks#fields}). */
  FieldSink fields;

  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, Blackhole bh) throws IOException {
    Codec c = Codecs.load().require(codec);
    DataSet<?> ds = DataSets.require(dataset);
    recordFork(c);
    Operation op = Operation.ofBenchmark(params.getBenchmark());
    Target target = Operation.targetOf(params.getBenchmark());
    // The full gate (every target, the reference JSON, trailing bytes) passed before the run: in
    // wirebench's JVM, or in the forks' JVM and class path when the codec runs another version of
    // its library or cannot run in wirebench's JVM (ForkGate). Here the fork proves, on its own JVM
    // and class path, the one path it times, and touches no other: reading through every target
    // would teach the JIT types the timed path never sees (RoundTripGate#checkCell).
    // -Dwirebench.gated=true skips even that.
    // The access and partial cells prove the one path they time: visiting every field, reading the one field.
    Verdict v = Boolean.getBoolean("wirebench.gated") ? null
        : op == Operation.ACCESS ? RoundTripGate.checkAccess(c, ds)
        : op == Operation.PARTIAL ? RoundTripGate.checkPartial(c, ds)
        : RoundTripGate.checkCell(c, ds, op.writes(), op.reads(), target);
    if (v != null && !v.passed()) {
      throw new IllegalStateException("not timed: " + v.describe());
    }
    Binding<Object> b = Binding.erase(c.bind(ds));
    NativeTargets natives = NativeTargets.of(b);
    if (!op.supports(c.info(), natives, target)) {
      throw new IllegalStateException("codec " + codec + " cannot be timed on " + op.label() + " "
          + target.label() + ": " + op.unsupported(c.info(), natives, target));
    }
    fields = Sinks.fields(bh);
    binding = b;
    value = b.sample();
    // Only the input this cell reads, prepared through the path it was gated on.
    if (op.reads() && target.isText()) {
      text = RoundTripGate.textToRead(c.info(), b);
    } else if (op.reads()) {
      bytes = RoundTripGate.bytesToRead(c.info(), b); // a read-only codec reads the reference JSON
    }
    file = Files.createTempFile("wirebench-read-", ".bin");
    if (bytes != null) Files.write(file, bytes);
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
