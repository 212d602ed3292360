package io.wirebench.codecs.json;

import com.squareup.moshi.JsonReader;
import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Moshi's access and partial reads, on its streaming {@link JsonReader} ({@code JsonReader.of} over
 * the bytes in an Okio {@code Buffer}, as {@code adapter.fromJson(BufferedSource)} reads): access
 * visits every scalar as it comes, skipping field names with {@code skipName()}; the partial read
 * follows a dot path ({@code rows.500.id}), matching each object's names against the step with
 * {@code selectName(Options)} (Moshi's way to compare a name's UTF-8 bytes without making a
 * String), skipping other names' values with {@code skipValue()} and the elements before an index
 * the same way, and stops at the field. Moshi tells a number from a string, not a long from a
 * double, so a number's kind is taken from its text. Holds no state between calls: the binding is
 * shared across threads ({@code JsonReader.Options} is immutable). The walk has {@link GsonWalk}'s
 * shape on purpose: Moshi's reader has Gson's API in another class, and an interface over both
 * would add a call per token inside the measured call.
 */
final class MoshiWalk {
  private final String path;
  private final JsonReader.Options[] names;
  private final String[] labels;
  private final int[] indexes;

  MoshiWalk(String path) {
    this.path = path;
    PathSteps steps = PathSteps.of(path);
    labels = steps.names();
    indexes = steps.indexes();
    names = new JsonReader.Options[labels.length];
    for (int i = 0; i < labels.length; i++) names[i] = JsonReader.Options.of(labels[i]); // encoded once, here
  }

  /** Visits every scalar of the value the reader is at. */
  static void visitAll(JsonReader r, FieldSink sink) throws IOException {
    switch (r.peek()) {
      case BEGIN_OBJECT:
        r.beginObject();
        while (r.hasNext()) {
          r.skipName();
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
      JsonReader.Token t = r.peek();
      if (t == JsonReader.Token.BEGIN_OBJECT) {
        r.beginObject();
        boolean found = false;
        while (!found && r.hasNext()) {
          if (r.selectName(names[i]) == 0) {
            found = true;
          } else {
            r.skipName();
            r.skipValue();
          }
        }
        if (!found) throw missing(r, i);
      } else if (t == JsonReader.Token.BEGIN_ARRAY && indexes[i] >= 0) {
        r.beginArray();
        for (int k = indexes[i]; k > 0; k--) {
          if (!r.hasNext()) throw missing(r, i);
          r.skipValue();
        }
        if (!r.hasNext()) throw missing(r, i);
      } else {
        throw missing(r, i);
      }
    }
    switch (r.peek()) {
      case STRING: return r.nextString();
      case NUMBER: return new BigDecimal(r.nextString());
      case BOOLEAN: return r.nextBoolean();
      case NULL: return r.nextNull();
      default: throw new IOException("path " + path + " leads to " + r.peek() + ", not to a value");
    }
  }

  private IOException missing(JsonReader r, int step) throws IOException {
    return new IOException("the document has no " + labels[step] + " where path " + path + " looks for it (at "
        + r.peek() + ", " + r.getPath() + ")");
  }
}
