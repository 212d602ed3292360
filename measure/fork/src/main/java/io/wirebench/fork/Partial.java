package io.wirebench.fork;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * The data set's one deep field read out of an encoding ({@code Binding.readPartial}, e.g. the
 * 500th row's id of dbdata:1000): the adapter's own way (a streaming parser that skips, a lazy
 * parser, a zero-copy accessor) or a full decode and a walk to the field. The value is returned, so
 * JMH consumes it.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class Partial {
  @Benchmark
  public Object bytes(CodecState s) throws IOException {
    return s.binding.readPartial(s.bytes);
  }
}
