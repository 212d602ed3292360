package io.wirebench.fork;

import io.wirebench.core.FieldSink;
import java.io.OutputStream;
import java.io.Writer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Discarding stream and writer for write benchmarks, as the established JMH suites use, and the
 * field sink of the access benchmark: what they get is handed to a {@link Blackhole} so nothing can
 * be optimised away, and nothing is kept.
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

  /**
   * The access benchmark's sink: each visited value to the Blackhole by its primitive overload, so
   * visiting boxes nothing. A CharSequence is consumed as it is handed over; an adapter hands a
   * decoded one (a String, or a view of chars its parser decoded), never a lazy view that would
   * decode only when read.
   */
  static FieldSink fields(Blackhole bh) {
    return new FieldSink() {
      @Override public void visit(long value) {
        bh.consume(value);
      }

      @Override public void visit(double value) {
        bh.consume(value);
      }

      @Override public void visit(boolean value) {
        bh.consume(value);
      }

      @Override public void visit(CharSequence value) {
        bh.consume(value);
      }
    };
  }
}
