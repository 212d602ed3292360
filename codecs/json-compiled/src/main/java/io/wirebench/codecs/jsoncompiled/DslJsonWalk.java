package io.wirebench.codecs.jsoncompiled;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.ObjectConverter;
import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * DSL-JSON's access and partial reads, on its {@link JsonReader} the way its generated converters
 * read (the reader's byte at hand is {@code last()}; {@code getNextToken()} moves to the next;
 * {@code fillName()} reads a field name and its colon without making a String; {@code skip()}
 * passes a value and returns the token after it): access visits every scalar as it comes, strings
 * with {@code readString()} and numbers with {@code ObjectConverter.deserializeObject} (the
 * library's own reading of a value of unknown type); the partial read compares each field name
 * with the step ({@code wasLastName}), skips the values of other fields and the elements before an
 * index with {@code skip()}, and stops at the field.
 */
final class DslJsonWalk {
  private final String path;
  private final String[] names;
  private final int[] indexes;

  DslJsonWalk(String path) {
    this.path = path;
    PathSteps steps = PathSteps.of(path);
    names = steps.names();
    indexes = steps.indexes();
  }

  /** Visits every scalar of the value whose first byte the reader is at. */
  static void visitAll(JsonReader<?> r, FieldSink sink) throws IOException {
    byte b = r.last();
    if (b == '{') {
      if (r.getNextToken() == '}') return;
      r.fillName(); // a field name is not a value
      r.getNextToken();
      visitAll(r, sink);
      while (r.getNextToken() == ',') {
        r.getNextToken();
        r.fillName();
        r.getNextToken();
        visitAll(r, sink);
      }
      r.checkObjectEnd();
    } else if (b == '[') {
      if (r.getNextToken() == ']') return;
      visitAll(r, sink);
      while (r.getNextToken() == ',') {
        r.getNextToken();
        visitAll(r, sink);
      }
      r.checkArrayEnd();
    } else if (b == '"') {
      sink.visit(r.readString());
    } else if (b == 'n') {
      r.wasNull(); // consumes the null, which is not visited
    } else if (b == 't') {
      r.wasTrue(); // consumes the literal
      sink.visit(true);
    } else if (b == 'f') {
      r.wasFalse();
      sink.visit(false);
    } else {
      Object n = ObjectConverter.deserializeObject(r);
      if (n instanceof Double || n instanceof Float) sink.visit(((Number) n).doubleValue());
      else if (n instanceof BigDecimal d) sink.visitNumber(d.toString());
      else sink.visit(((Number) n).longValue());
    }
  }

  /** The scalar at the path in the value whose first byte the reader is at (a String, a number, a Boolean or null). */
  Object find(JsonReader<?> r) throws IOException {
    for (int i = 0; i < names.length; i++) {
      byte b = r.last();
      if (b == '{') {
        byte t = r.getNextToken();
        boolean found = false;
        while (!found && t == '"') {
          r.fillName();
          found = r.wasLastName(names[i]);
          r.getNextToken(); // the value's first byte
          if (!found) {
            t = r.skip(); // ',' or '}'
            t = t == ',' ? r.getNextToken() : t;
          }
        }
        if (!found) throw missing(r, i);
      } else if (b == '[' && indexes[i] >= 0) {
        if (r.getNextToken() == ']') throw missing(r, i);
        for (int k = indexes[i]; k > 0; k--) {
          if (r.skip() != ',') throw missing(r, i);
          r.getNextToken();
        }
      } else {
        throw missing(r, i);
      }
    }
    byte b = r.last();
    if (b == '{' || b == '[') throw new IOException("path " + path + " leads to an object or array, not to a value");
    return ObjectConverter.deserializeObject(r);
  }

  private IOException missing(JsonReader<?> r, int step) {
    return new IOException("the document has no " + names[step] + " where path " + path + " looks for it ("
        + r.positionDescription() + ")");
  }
}
