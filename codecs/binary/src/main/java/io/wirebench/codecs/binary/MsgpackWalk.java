package io.wirebench.codecs.binary;

import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import io.wirebench.core.Utf8Chars;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessageTypeException;
import org.msgpack.core.MessageUnpacker;

/**
 * msgpack-core's access and partial reads, on its streaming {@link MessageUnpacker} over any
 * MessagePack value, as msgpack-core's own documentation walks a value it does not bind
 * ({@code getNextFormat} then the matching {@code unpack}): access visits every scalar as it
 * comes, strings decoded from their payload into a reused buffer ({@link Utf8Chars}) rather than a
 * String each; map keys are field names and are skipped. The partial read follows a dot path
 * ({@code rows.500.id}): in a map it compares each key's bytes with the step's UTF-8 bytes and
 * skips the values of other keys with {@code skipValue()}; in an array it skips the elements
 * before the index with {@code skipValue(n)}; it stops at the field, reading nothing after it.
 */
final class MsgpackWalk {
  private final Utf8Chars chars = new Utf8Chars();
  private final String path;
  private final byte[][] names;
  private final int[] indexes;

  /** One per binding, which one thread uses at a time; the path is encoded once here. */
  MsgpackWalk(String path) {
    this.path = path;
    PathSteps steps = PathSteps.of(path);
    indexes = steps.indexes();
    names = new byte[indexes.length][];
    for (int i = 0; i < names.length; i++) names[i] = steps.name(i).getBytes(StandardCharsets.UTF_8); // encoded once
  }

  /** Visits every scalar of the value the unpacker is at. */
  void visitAll(MessageUnpacker u, FieldSink sink) throws IOException {
    MessageFormat f = u.getNextFormat();
    switch (f.getValueType()) {
      case NIL:
        u.unpackNil();
        break;
      case BOOLEAN:
        sink.visit(u.unpackBoolean());
        break;
      case INTEGER:
        if (f == MessageFormat.UINT64) {
          BigInteger b = u.unpackBigInteger(); // may not fit a long
          if (b.bitLength() < 64) sink.visit(b.longValue()); else sink.visit(b.toString());
        } else {
          sink.visit(u.unpackLong());
        }
        break;
      case FLOAT:
        sink.visit(u.unpackDouble());
        break;
      case STRING: {
        int len = u.unpackRawStringHeader();
        u.readPayload(chars.scratch(len), 0, len);
        sink.visit(chars.decodeScratch(len));
        break;
      }
      case ARRAY:
        for (int n = u.unpackArrayHeader(); n > 0; n--) visitAll(u, sink);
        break;
      case MAP:
        for (int n = u.unpackMapHeader(); n > 0; n--) {
          u.skipValue(); // the field name
          visitAll(u, sink);
        }
        break;
      default:
        u.skipValue(); // binary and extension values: no data set holds them
        break;
    }
  }

  /** The scalar at the path in the value the unpacker is at (a String, a number, a Boolean or null). */
  Object find(MessageUnpacker u) throws IOException {
    for (int i = 0; i < names.length; i++) {
      MessageFormat f = u.getNextFormat();
      switch (f.getValueType()) {
        case MAP: {
          int n = u.unpackMapHeader();
          boolean found = false;
          for (; n > 0 && !found; n--) {
            if (u.getNextFormat().getValueType() == org.msgpack.value.ValueType.STRING) {
              int len = u.unpackRawStringHeader();
              byte[] key = chars.scratch(len);
              u.readPayload(key, 0, len);
              found = Arrays.equals(key, 0, len, names[i], 0, names[i].length);
            } else {
              u.skipValue();
            }
            if (!found) u.skipValue(); // that key's value
          }
          if (!found) throw missing(i, "no key");
          break;
        }
        case ARRAY: {
          int n = u.unpackArrayHeader();
          if (indexes[i] < 0 || indexes[i] >= n) throw missing(i, "an array of " + n);
          u.skipValue(indexes[i]);
          break;
        }
        default:
          throw missing(i, f.getValueType().toString());
      }
    }
    Object v = MsgpackUntyped.read(u); // the scalar as the untyped reader makes it
    if (v instanceof java.util.List || v instanceof java.util.Map) {
      throw new MessageTypeException("path " + path + " leads to an array or map, not to a value");
    }
    return v;
  }

  private MessageTypeException missing(int step, String found) {
    return new MessageTypeException("the value has no " + new String(names[step], StandardCharsets.UTF_8)
        + " where path " + path + " looks for it (found " + found + ")");
  }
}
