package io.wirebench.fork;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * Every field of an encoding visited without building the model ({@code Binding.access}): what
 * zero-copy formats and streaming readers do instead of a full read. Each value goes to JMH's
 * Blackhole through the state's sink ({@link Sinks#fields}), without boxing, so the JIT cannot drop
 * a read whose value is not used.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class Access {
  @Benchmark
  public void bytes(CodecState s) throws IOException {
    s.binding.access(s.bytes, s.fields);
  }
}
