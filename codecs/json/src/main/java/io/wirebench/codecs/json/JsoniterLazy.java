package io.wirebench.codecs.json;

import io.wirebench.core.PathSteps;
import com.jsoniter.JsonIterator;
import com.jsoniter.JsonIteratorPool;
import com.jsoniter.ValueType;
import com.jsoniter.any.Any;
import io.wirebench.core.FieldSink;
import java.io.IOException;

/**
 * jsoniter without binding: the partial read through its lazy {@link Any}, the access walk
 * through its iterator API. Neither uses the codec's {@code Config}, which only steers how
 * classes are bound.
 */
final class JsoniterLazy {
  private JsoniterLazy() {}

  /**
   * {@code JsonIterator.deserialize(byte[])} returns a lazy {@link Any}: the root is only skipped
   * over (its end found), and each {@code get} parses just far enough to find the key or index,
   * keeping what it passed as unparsed lazy values. An array takes the step as an index, an object
   * as a key. The leaf's {@code object()} is the value: Long for an integer, Double for a fraction,
   * String, Boolean, or null.
   */
  static Object partial(byte[] bytes, PathSteps steps) {
    Any node = JsonIterator.deserialize(bytes);
    for (int i = 0; i < steps.size(); i++) {
      Any next = node.valueType() == ValueType.ARRAY ? node.get(steps.index(i))
          : node.get((Object) steps.name(i));
      if (next.valueType() == ValueType.INVALID) throw steps.notFound(i);
      node = next;
    }
    return node.valueType() == ValueType.NULL ? null : node.object();
  }

  /**
   * A single pass of jsoniter's iterator API ({@code whatIsNext}, {@code readObject},
   * {@code readArray}, {@code readString}, ...), as its documentation shows for reading without a
   * class, on an iterator borrowed from jsoniter's own thread-local pool and reset to the bytes
   * (the reuse it recommends; {@code JsonIterator.deserialize} does the same). Field names are read
   * as Strings ({@code readObject} returns them) and dropped. A number is read as its text: with a
   * fraction or exponent it is a double, otherwise a long; an integer too large for a long is
   * visited as its digits, as the gate writes it.
   */
  static void access(byte[] bytes, FieldSink sink) throws IOException {
    JsonIterator iter = JsonIteratorPool.borrowJsonIterator();
    try {
      iter.reset(bytes);
      walk(iter, sink);
    } finally {
      JsonIteratorPool.returnJsonIterator(iter);
    }
  }

  private static void walk(JsonIterator iter, FieldSink sink) throws IOException {
    switch (iter.whatIsNext()) {
      case STRING -> sink.visit(iter.readString());
      case NUMBER -> number(iter.readNumberAsString(), sink);
      case BOOLEAN -> sink.visit(iter.readBoolean());
      case NULL -> iter.skip();
      case ARRAY -> {
        while (iter.readArray()) walk(iter, sink);
      }
      case OBJECT -> {
        for (String field = iter.readObject(); field != null; field = iter.readObject()) walk(iter, sink);
      }
      default -> throw iter.reportError("access", "expected a JSON value");
    }
  }

  private static void number(String text, FieldSink sink) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' || c == 'e' || c == 'E') {
        sink.visit(Double.parseDouble(text));
        return;
      }
    }
    try {
      sink.visit(Long.parseLong(text));
    } catch (NumberFormatException tooLong) {
      sink.visit(new java.math.BigInteger(text).toString());
    }
  }
}
