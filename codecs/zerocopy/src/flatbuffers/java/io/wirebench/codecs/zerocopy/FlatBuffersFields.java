package io.wirebench.codecs.zerocopy;

import com.google.flatbuffers.BaseVector;
import com.google.flatbuffers.StringVector;
import io.wirebench.core.FieldSink;
import io.wirebench.core.Utf8Chars;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The sink an access walk visits, with what it needs to hand over a string field without making a
 * String: a view of the table's buffer for the generated {@code *InByteBuffer(ByteBuffer)}
 * accessors (FlatBuffers' own way to reach a string's bytes in place), and a {@link Utf8Chars}
 * that decodes them into characters it reuses.
 *
 * <p>Strings inside vectors have no such accessor in flatbuffers-java 2.0.8: {@code String name(int j)}
 * and {@link StringVector#get} make a String each, and {@code StringVector} is final. {@link #strings}
 * reads them in place instead, as the format lays them out (a vector of 4-byte little-endian offsets,
 * each to a 4-byte length and the UTF-8 bytes): the generated {@code *Vector(StringVector)} accessor
 * finds the vector, and its start, which flatbuffers keeps in {@code BaseVector}'s private
 * {@code vector}, is read through a {@link VarHandle}. Where that field cannot be reached (another
 * flatbuffers version), the vector's strings are made by {@link StringVector#get}, as before.
 * One per binding, which one thread uses at a time.
 */
final class FlatBuffersFields implements FieldSink {
  /** {@code BaseVector.vector}, the position of a vector's first element; null when it cannot be read. */
  private static final VarHandle VECTOR = vectorStart();

  private final Utf8Chars chars = new Utf8Chars();
  private final StringVector strings = new StringVector();
  private FieldSink sink;
  private ByteBuffer view;

  /** This, visiting into {@code sink}, over the buffer {@code table} was read from. */
  FlatBuffersFields over(FieldSink sink, ByteBuffer buffer) {
    this.sink = sink;
    this.view = buffer.duplicate().order(ByteOrder.LITTLE_ENDIAN); // duplicate() does not keep the order
    return this;
  }

  /** The vector a generated {@code *Vector(StringVector)} accessor assigns, reused. */
  StringVector vector() {
    return strings;
  }

  /** Every string of {@code vector} (null: absent, nothing visited), each decoded in place. */
  void strings(StringVector vector) {
    if (vector == null) return;
    if (VECTOR == null) {
      for (int j = 0, n = vector.length(); j < n; j++) sink.visit(vector.get(j));
      return;
    }
    int start = (int) VECTOR.get(vector);
    for (int j = 0, n = vector.length(); j < n; j++) {
      int offset = start + 4 * j;
      int at = offset + view.getInt(offset);
      int length = view.getInt(at);
      view.limit(view.capacity()).position(at + 4);
      view.limit(at + 4 + length);
      sink.visit(chars.decode(view));
    }
  }

  private static VarHandle vectorStart() {
    try {
      return MethodHandles.privateLookupIn(BaseVector.class, MethodHandles.lookup())
          .findVarHandle(BaseVector.class, "vector", int.class);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
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
