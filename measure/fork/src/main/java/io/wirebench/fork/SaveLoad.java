package io.wirebench.fork;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * Save to a file and load it back, the operation pair of the build tool's module-id benchmark
 * (whose published figures are save + load times).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class SaveLoad {
  @Benchmark
  public Object file(CodecState s) throws IOException {
    s.binding.writeFile(s.value, s.scratch);
    return s.binding.readFile(s.scratch);
  }
}
