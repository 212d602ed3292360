package io.wirebench.fork;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.infra.Blackhole;

/** Object to bytes, one benchmark per target. Streams and writers discard what they get. */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class Write {
  @Benchmark
  public String string(CodecState s) throws IOException {
    return s.binding.writeString(s.value);
  }

  @Benchmark
  public void writer(CodecState s, Blackhole bh) throws IOException {
    s.binding.writeChars(s.value, Sinks.writer(bh));
  }

  @Benchmark
  public void stream(CodecState s, Blackhole bh) throws IOException {
    s.binding.write(s.value, Sinks.stream(bh));
  }

  @Benchmark
  public byte[] bytes(CodecState s) throws IOException {
    return s.binding.writeBytes(s.value);
  }

  @Benchmark
  public void file(CodecState s) throws IOException {
    s.binding.writeFile(s.value, s.scratch);
  }
}
