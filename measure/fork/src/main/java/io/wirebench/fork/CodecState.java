package io.wirebench.fork;

import io.wirebench.analysis.ForkStop;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.Concurrency;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.records.Operation;
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
 * One codec bound to one data set, for one benchmark thread: the binding, the value to write, and,
 * for a cell that reads, the encoding it reads (text for a String or Reader
 * ({@link RoundTripGate#textToRead}), bytes or a file otherwise ({@link RoundTripGate#bytesToRead}):
 * its own, or for a read-only codec the reference JSON encoding). What the fork's threads share is
 * {@link Shared}: the codec, the gate of the path it times ({@link RoundTripGate#checkCell}, so a
 * benchmark never times a path that does not round-trip), and, for a codec that declares its binding
 * thread-safe ({@link Concurrency#SHARED}), that one binding. Any other codec is bound by each thread
 * for itself ({@link Concurrency#PER_THREAD}), as a service that must not share its objects does.
 * With one thread, as every run without {@code --threads}, both are the same: one binding.
 */
@State(Scope.Thread)
public class CodecState {
  Binding<Object> binding;
  Object value;
  byte[] bytes;
  String text;
  Path file;
  Path scratch;

  /**
   * What every thread of a fork shares: the parameters, the codec, the gate's verdict on the timed
   * path, and the binding of a {@link Concurrency#SHARED} codec.
   */
  @State(Scope.Benchmark)
  public static class Shared {
    @Param("jackson-databind")
    public String codec;

    @Param("dbdata")
    public String dataset;

    Codec loaded;
    DataSet<?> data;
    Operation op;
    Target target;
    /** The one binding every thread uses, for a shared codec; null when each thread binds its own. */
    Inputs common;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws IOException {
      loaded = Codecs.load().require(codec);
      data = DataSets.require(dataset);
      recordFork(loaded, params.getThreads());
      op = Operation.ofBenchmark(params.getBenchmark());
      target = Operation.targetOf(params.getBenchmark());
      // The full gate (every target, the reference JSON, trailing bytes) passed before the run: in
      // wirebench's JVM, or in the forks' JVM and class path when the codec runs another version of
      // its library or cannot run in wirebench's JVM (ForkGate). Here the fork proves, on its own JVM
      // and class path, the one path it times, and touches no other: reading through every target
      // would teach the JIT types the timed path never sees (RoundTripGate#checkCell).
      // -Dwirebench.gated=true skips even that.
      // The access and partial cells prove the one path they time: visiting every field, reading the one field.
      Verdict v = Boolean.getBoolean("wirebench.gated") ? null
          : op == Operation.ACCESS ? RoundTripGate.checkAccess(loaded, data)
          : op == Operation.PARTIAL ? RoundTripGate.checkPartial(loaded, data)
          : RoundTripGate.checkCell(loaded, data, op.writes(), op.reads(), target);
      if (v != null && !v.passed()) {
        throw new IllegalStateException("not timed: " + v.describe());
      }
      if (loaded.info().concurrency() == Concurrency.SHARED) common = bind();
    }

    /** Binds the codec and prepares what a thread reads; one thread at a time (setup, never timed). */
    synchronized Inputs bind() throws IOException {
      Binding<Object> b = Binding.erase(loaded.bind(data));
      NativeTargets natives = NativeTargets.of(b);
      if (!op.supports(loaded.info(), natives, target)) {
        throw new IllegalStateException("codec " + codec + " cannot be timed on " + op.label() + " "
            + target.label() + ": " + op.unsupported(loaded.info(), natives, target));
      }
      // Only the input this cell reads, prepared through the path it was gated on.
      String text = null;
      byte[] bytes = null;
      if (op.reads() && target.isText()) {
        text = RoundTripGate.textToRead(loaded.info(), b);
      } else if (op.reads()) {
        bytes = RoundTripGate.bytesToRead(loaded.info(), b); // a read-only codec reads the reference JSON
      }
      return new Inputs(b, b.sample(), bytes, text);
    }

    /**
     * Appends to the run's forks.log ({@code -Dwirebench.forkLog}) what this fork actually loaded: the
     * library version (a variant's), the JVM and the size of its class path. Not to standard output,
     * which JMH copies to the terminal.
     */
    private void recordFork(Codec c, int threads) throws IOException {
      String log = System.getProperty("wirebench.forkLog");
      if (log == null) return;
      String line = "wirebench fork: " + codec + " on " + dataset + " runs " + c.info().library() + " "
          + c.info().version() + " on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version")
          + ", class path of " + System.getProperty("java.class.path").split(java.io.File.pathSeparator).length
          + " entries" + (threads > 1 ? ", " + threads + " threads, " + c.info().concurrency().label() : "") + "\n";
      Files.writeString(Path.of(log), line, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
    }
  }

  /** A binding with the value it writes and the encoding it reads (null where the cell does not read it). */
  record Inputs(Binding<Object> binding, Object value, byte[] bytes, String text) {}

  /** Where the access benchmark's visited values go: this thread's Blackhole ({@link Sinks#fields}). */
  FieldSink fields;

  @Setup(Level.Trial)
  public void setUp(Shared shared, Blackhole bh) throws IOException {
    Inputs in = shared.common != null ? shared.common : shared.bind();
    fields = Sinks.fields(bh);
    binding = in.binding();
    value = in.value();
    bytes = in.bytes();
    text = in.text();
    // files are each thread's own: threads writing one file would time each other's truncation
    file = Files.createTempFile("wirebench-read-", ".bin");
    if (bytes != null) Files.write(file, bytes);
    scratch = Files.createTempFile("wirebench-write-", ".bin");
    // a fork ended early (ForkStop) gets SIGTERM and never reaches tearDown; its shutdown deletes these
    file.toFile().deleteOnExit();
    scratch.toFile().deleteOnExit();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(file);
    Files.deleteIfExists(scratch);
  }
}
