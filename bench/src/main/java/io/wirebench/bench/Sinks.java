package io.wirebench.bench;

import java.io.OutputStream;
import java.io.Writer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Discarding stream and writer for write benchmarks, as the established JMH suites use: the
 * bytes are handed to a {@link Blackhole} so nothing can be optimised away, and nothing is kept.
 */
final class Sinks {
  private Sinks() {}

  static OutputStream stream(Blackhole bh) {
    return new OutputStream() {
      @Override public void write(int b) {
        bh.consume(b);
      }

      @Override public void write(byte[] b, int off, int len) {
        bh.consume(b);
        bh.consume(len);
      }
    };
  }

  static Writer writer(Blackhole bh) {
    return new Writer() {
      @Override public void write(char[] cbuf, int off, int len) {
        bh.consume(cbuf);
        bh.consume(len);
      }

      @Override public void write(String str, int off, int len) {
        bh.consume(str);
        bh.consume(len);
      }

      @Override public void write(int c) {
        bh.consume(c);
      }

      @Override public void flush() {}

      @Override public void close() {}
    };
  }
}
