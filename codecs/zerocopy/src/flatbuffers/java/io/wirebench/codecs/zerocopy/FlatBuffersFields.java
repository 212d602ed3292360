package io.wirebench.codecs.zerocopy;

import io.wirebench.core.FieldSink;
import io.wirebench.core.Utf8Chars;
import java.nio.ByteBuffer;

/**
 * The sink an access walk visits, with what it needs to hand over a string field without making a
 * String: a view of the table's buffer for the generated {@code *InByteBuffer(ByteBuffer)}
 * accessors (FlatBuffers' own way to reach a string's bytes in place), and a {@link Utf8Chars}
 * that decodes them into characters it reuses. Strings inside vectors have no such accessor in
 * flatbuffers-java 2.0.8 (only {@code String name(int j)}), so those are still made as Strings.
 * One per binding, which one thread uses at a time.
 */
final class FlatBuffersFields implements FieldSink {
  private final Utf8Chars chars = new Utf8Chars();
  private FieldSink sink;
  private ByteBuffer view;

  /** This, visiting into {@code sink}, over the buffer {@code table} was read from. */
  FlatBuffersFields over(FieldSink sink, ByteBuffer buffer) {
    this.sink = sink;
    this.view = buffer.duplicate();
    return this;
  }

  /** The view to pass to a generated {@code *InByteBuffer} accessor. */
  ByteBuffer view() {
    return view;
  }

  /** A string field's bytes, as the accessor positioned them in {@link #view}; null (absent) is not visited. */
  void string(ByteBuffer bytes) {
    if (bytes != null) sink.visit(chars.decode(bytes));
  }

  @Override public void visit(long value) {
    sink.visit(value);
  }

  @Override public void visit(double value) {
    sink.visit(value);
  }

  @Override public void visit(boolean value) {
    sink.visit(value);
  }

  @Override public void visit(CharSequence value) {
    sink.visit(value);
  }
}
