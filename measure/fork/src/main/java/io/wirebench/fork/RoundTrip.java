package io.wirebench.fork;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * Read-modify-write, the "tps" of the classic data binding comparison: read the encoding, change
 * one field, write the result.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class RoundTrip {
  @Benchmark
  public byte[] bytes(CodecState s) throws IOException {
    return s.binding.writeBytes(s.binding.modify(s.binding.readBytes(s.bytes)));
  }

  @Benchmark
  public String string(CodecState s) throws IOException {
    return s.binding.writeString(s.binding.modify(s.binding.readString(s.text)));
  }
}
