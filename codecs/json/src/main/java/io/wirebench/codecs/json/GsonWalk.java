package io.wirebench.codecs.json;

import com.google.gson.stream.JsonReader;
import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Gson's access and partial reads, on its streaming {@link JsonReader} as Gson's user guide walks
 * a document it does not bind ({@code peek}, then the matching {@code next...}): access visits every
 * scalar as it comes; the partial read follows a dot path ({@code rows.500.id}), reading names in
 * an object and skipping other names' values with {@code skipValue()}, skipping the elements
 * before the index in an array, and stops at the field. Gson's reader hands strings and numbers
 * over as Strings (it tells a number from a string, not a long from a double), so a number's kind
 * is taken from its text. Holds no state between calls: the Gson binding is shared across threads.
 */
final class GsonWalk {
  private final String path;
  private final String[] names;
  private final int[] indexes;

  GsonWalk(String path) {
    this.path = path;
    PathSteps steps = PathSteps.of(path);
    names = steps.names();
    indexes = steps.indexes();
  }

  /** Visits every scalar of the value the reader is at. */
  static void visitAll(JsonReader r, FieldSink sink) throws IOException {
    switch (r.peek()) {
      case BEGIN_OBJECT:
        r.beginObject();
        while (r.hasNext()) {
          r.nextName(); // a field name is not a value
          visitAll(r, sink);
        }
        r.endObject();
        break;
      case BEGIN_ARRAY:
        r.beginArray();
        while (r.hasNext()) visitAll(r, sink);
        r.endArray();
        break;
      case STRING:
        sink.visit(r.nextString());
        break;
      case NUMBER:
        sink.visitNumber(r.nextString());
        break;
      case BOOLEAN:
        sink.visit(r.nextBoolean());
        break;
      case NULL:
        r.nextNull();
        break;
      default:
        throw new IOException("unexpected " + r.peek() + " at " + r.getPath());
    }
  }

  /** The scalar at the path in the value the reader is at (a String, a number, a Boolean or null). */
  Object find(JsonReader r) throws IOException {
    for (int i = 0; i < names.length; i++) {
      switch (r.peek()) {
        case BEGIN_OBJECT: {
          r.beginObject();
          boolean found = false;
          while (!found && r.hasNext()) {
            if (r.nextName().equals(names[i])) found = true; else r.skipValue();
          }
          if (!found) throw missing(r, i);
          break;
        }
        case BEGIN_ARRAY: {
          if (indexes[i] < 0) throw missing(r, i);
          r.beginArray();
          for (int k = indexes[i]; k > 0; k--) {
            if (!r.hasNext()) throw missing(r, i);
            r.skipValue();
          }
          if (!r.hasNext()) throw missing(r, i);
          break;
        }
        default:
          throw missing(r, i);
      }
    }
    switch (r.peek()) {
      case STRING: return r.nextString();
      case NUMBER: return new BigDecimal(r.nextString());
      case BOOLEAN: return r.nextBoolean();
      case NULL:
        r.nextNull();
        return null;
      default: throw new IOException("path " + path + " leads to " + r.peek() + ", not to a value");
    }
  }

  private IOException missing(JsonReader r, int step) throws IOException {
    return new IOException("the document has no " + names[step] + " where path " + path + " looks for it (at "
        + r.peek() + ", " + r.getPath() + ")");
  }
}
