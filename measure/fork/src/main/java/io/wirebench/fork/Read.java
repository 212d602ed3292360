package io.wirebench.fork;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/** Bytes to object, one benchmark per source. */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class Read {
  @Benchmark
  public Object string(CodecState s) throws IOException {
    return s.binding.readString(s.text);
  }

  @Benchmark
  public Object reader(CodecState s) throws IOException {
    return s.binding.readChars(new StringReader(s.text));
  }

  @Benchmark
  public Object stream(CodecState s) throws IOException {
    return s.binding.read(new ByteArrayInputStream(s.bytes));
  }

  @Benchmark
  public Object bytes(CodecState s) throws IOException {
    return s.binding.readBytes(s.bytes);
  }

  @Benchmark
  public Object file(CodecState s) throws IOException {
    return s.binding.readFile(s.file);
  }
}
