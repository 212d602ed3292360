package io.wirebench.codecs.jsoncompiled;

import io.avaje.json.JsonReader;
import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * avaje-jsonb's access and partial reads, on its streaming {@link JsonReader} ({@code
 * Jsonb.reader(byte[])}, the reader its generated adapters read with): access visits every scalar
 * as it comes; the partial read follows a dot path ({@code rows.500.id}), comparing each field name
 * with the step and skipping other fields' values with {@code skipValue()}, skipping the elements
 * before an index the same way, and stops at the field. A number is read as a BigDecimal (the
 * reader tells a number from a string, not a long from a double) and visited as a long when whole.
 * Holds no state between calls. The walk has the shape of Gson's and Moshi's (codecs/json): the
 * readers' APIs are alike in different classes, and an interface over them would add a call per
 * token inside the measured call.
 */
final class AvajeWalk {
  private final String path;
  private final String[] names;
  private final int[] indexes;

  AvajeWalk(String path) {
    this.path = path;
    PathSteps steps = PathSteps.of(path);
    names = steps.names();
    indexes = steps.indexes();
  }

  /** Visits every scalar of the value the reader is at. */
  static void visitAll(JsonReader r, FieldSink sink) {
    switch (r.currentToken()) {
      case BEGIN_OBJECT:
        r.beginObject();
        while (r.hasNextField()) {
          r.nextField(); // a field name is not a value
          visitAll(r, sink);
        }
        r.endObject();
        break;
      case BEGIN_ARRAY:
        r.beginArray();
        while (r.hasNextElement()) visitAll(r, sink);
        r.endArray();
        break;
      case STRING:
        sink.visit(r.readString());
        break;
      case NUMBER: {
        BigDecimal d = r.readDecimal();
        if (d.scale() <= 0 && d.precision() - d.scale() <= 18) sink.visit(d.longValue());
        else if (d.scale() <= 0) sink.visit(d.toPlainString()); // wider than a long
        else sink.visit(d.doubleValue());
        break;
      }
      case BOOLEAN:
        sink.visit(r.readBoolean());
        break;
      case NULL:
        r.isNullValue(); // consumes the null
        break;
      default:
        throw new IllegalStateException("unexpected " + r.currentToken() + " at " + r.location());
    }
  }

  /** The scalar at the path in the value the reader is at (a String, a number, a Boolean or null). */
  Object find(JsonReader r) throws IOException {
    for (int i = 0; i < names.length; i++) {
      JsonReader.Token t = r.currentToken();
      if (t == JsonReader.Token.BEGIN_OBJECT) {
        r.beginObject();
        boolean found = false;
        while (!found && r.hasNextField()) {
          if (r.nextField().equals(names[i])) found = true; else r.skipValue();
        }
        if (!found) throw missing(r, i);
      } else if (t == JsonReader.Token.BEGIN_ARRAY && indexes[i] >= 0) {
        r.beginArray();
        for (int k = indexes[i]; k > 0; k--) {
          if (!r.hasNextElement()) throw missing(r, i);
          r.skipValue();
        }
        if (!r.hasNextElement()) throw missing(r, i);
      } else {
        throw missing(r, i);
      }
    }
    switch (r.currentToken()) {
      case STRING: return r.readString();
      case NUMBER: return r.readDecimal();
      case BOOLEAN: return r.readBoolean();
      case NULL:
        r.isNullValue();
        return null;
      default: throw new IOException("path " + path + " leads to " + r.currentToken() + ", not to a value");
    }
  }

  private IOException missing(JsonReader r, int step) {
    return new IOException("the document has no " + names[step] + " where path " + path + " looks for it (at "
        + r.location() + ")");
  }
}
