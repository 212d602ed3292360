package io.wirebench.codecs.json;

import com.alibaba.fastjson2.JSONPath;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.reader.ValueConsumer;
import io.wirebench.core.FieldSink;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * fastjson2 without binding: the partial read through {@code JSONPath.extract(JSONReader)}, the
 * access walk through {@link JSONReader}'s token calls. Readers are opened per call with
 * {@code JSONReader.of(byte[])} and closed (try-with-resources), which hands their buffers back to
 * fastjson2's cache, as its documentation asks.
 */
final class Fastjson2Stream {
  private Fastjson2Stream() {}

  /**
   * The data set's path compiled once ({@code JSONPath.of}, at bind time) and extracted from a
   * reader over the bytes. fastjson2's JSONPath documentation: "It supports reading content via
   * JSONPath without fully parsing the entire JSON Document"; its README: {@code extract(JSONReader)}
   * parses partially. In 2.0.64's source the name and index segments {@code skipValue()} past what
   * they do not match and stop at the match. A decimal comes back as BigDecimal (fastjson2's
   * default); it is returned as the double the JSON data model holds.
   */
  static Object partial(byte[] bytes, JSONPath path) {
    try (JSONReader reader = JSONReader.of(bytes)) {
      Object v = path.extract(reader);
      return v instanceof BigDecimal d ? d.doubleValue() : v;
    }
  }

  /** One pass over the tokens; names are skipped ({@code skipName}), never made into Strings. */
  static void access(byte[] bytes, FieldSink sink) {
    try (JSONReader reader = JSONReader.of(bytes)) {
      walk(reader, sink, new Numbers(sink));
    }
  }

  private static void walk(JSONReader r, FieldSink sink, Numbers numbers) {
    if (r.nextIfObjectStart()) {
      while (!r.nextIfObjectEnd()) {
        r.skipName();
        walk(r, sink, numbers);
      }
    } else if (r.nextIfArrayStart()) {
      while (!r.nextIfArrayEnd()) walk(r, sink, numbers);
    } else if (r.isString()) {
      sink.visit(r.readString());
    } else if (r.isNumber()) {
      r.readNumber(numbers, true); // int and long without boxing; other numbers as a Number
    } else if (!r.nextIfNull()) {
      sink.visit(r.readBoolValue());
    }
  }

  /** fastjson2's number callback: integers to {@code visit(long)}, the rest as doubles. */
  private static final class Numbers implements ValueConsumer {
    private final FieldSink sink;

    Numbers(FieldSink sink) {
      this.sink = sink;
    }

    @Override public void accept(int v) {
      sink.visit(v);
    }

    @Override public void accept(long v) {
      sink.visit(v);
    }

    @Override public void accept(Number n) {
      if (n instanceof Integer || n instanceof Long
          || n instanceof BigInteger b && b.bitLength() < 64) {
        sink.visit(n.longValue());
      } else if (n instanceof BigInteger big) {
        sink.visit(big.toString()); // wider than a long: its digits, as the gate writes it
      } else {
        sink.visit(n.doubleValue());
      }
    }
  }
}
