package io.wirebench.core;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;

/**
 * The access and partial reads on Jackson's parser, for any JSON document and any path: what a
 * streaming reader does when it needs every value but no objects, or one value and nothing else.
 * Access visits every scalar token as it comes (strings as a view of the parser's own decoded
 * characters, numbers by their primitive type, so nothing is allocated per value). The partial read
 * follows a data set's dot path ({@code rows.500.id}): in an object it matches field names against
 * the raw input ({@link JsonParser#nextFieldName(com.fasterxml.jackson.core.SerializableString)}) and
 * skips the value of every other field with {@link JsonParser#skipChildren()}; in an array it skips
 * the elements before the index the same way; it stops at the field, reading nothing after it.
 * Any Jackson 2 parser walks alike: JSON ({@code jackson-streaming}) and the binary dataformats
 * (CBOR, Smile, MessagePack, Ion), whose tokens are the same.
 */
public final class TokenWalk {
  private TokenWalk() {}

  /**
   * Visits every scalar of the document the parser is at the start of, and stops where its root
   * value ends: MessagePack's parser throws at the end of input where JSON's returns null.
   */
  public static void visitAll(JsonParser p, FieldSink sink, Chars chars) throws IOException {
    int depth = 0;
    for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
      switch (t) {
        case START_OBJECT:
        case START_ARRAY:
          depth++;
          break;
        case END_OBJECT:
        case END_ARRAY:
          depth--;
          break;
        case VALUE_STRING:
          sink.visit(chars.of(p));
          break;
        case VALUE_NUMBER_INT:
          if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) sink.visit(chars.of(p)); // wider than a long
          else sink.visit(p.getLongValue());
          break;
        case VALUE_NUMBER_FLOAT:
          sink.visit(p.getDoubleValue());
          break;
        case VALUE_TRUE:
          sink.visit(true);
          break;
        case VALUE_FALSE:
          sink.visit(false);
          break;
        default:
          break; // field names and nulls are not values to visit
      }
      if (depth == 0) return;
    }
  }

  /** A dot path made once at bind time: each step's name, pre-encoded, and its index where it is a number. */
  public static final class Path {
    final String text;
    final SerializedString[] names;
    final int[] indexes;

    public Path(String text) {
      this.text = text;
      PathSteps steps = PathSteps.of(text);
      names = new SerializedString[steps.size()];
      indexes = new int[steps.size()];
      for (int i = 0; i < steps.size(); i++) {
        names[i] = new SerializedString(steps.name(i));
        indexes[i] = steps.isIndex(i) ? steps.index(i) : -1;
      }
    }
  }

  /** The scalar at {@code path} in the document the parser is at the start of (a String, number, Boolean or null). */
  public static Object find(JsonParser p, Path path) throws IOException {
    JsonToken t = p.nextToken();
    for (int i = 0; i < path.names.length; i++) {
      if (t == JsonToken.START_OBJECT) {
        while (!p.nextFieldName(path.names[i])) {
          if (p.currentToken() != JsonToken.FIELD_NAME) throw missing(p, path, i);
          p.nextToken();
          p.skipChildren();
        }
        t = p.nextToken();
      } else if (t == JsonToken.START_ARRAY && path.indexes[i] >= 0) {
        for (int k = path.indexes[i]; k > 0; k--) {
          if (p.nextToken() == JsonToken.END_ARRAY) throw missing(p, path, i);
          p.skipChildren();
        }
        t = p.nextToken();
        if (t == JsonToken.END_ARRAY) throw missing(p, path, i);
      } else {
        throw missing(p, path, i);
      }
    }
    switch (t) {
      case VALUE_STRING: return p.getText();
      case VALUE_NUMBER_INT: return p.getNumberValue();
      case VALUE_NUMBER_FLOAT: return p.getDoubleValue();
      case VALUE_TRUE: return Boolean.TRUE;
      case VALUE_FALSE: return Boolean.FALSE;
      case VALUE_NULL: return null;
      default: throw new JsonParseException(p, "path " + path.text + " leads to " + t + ", not to a value");
    }
  }

  private static JsonParseException missing(JsonParser p, Path path, int step) {
    return new JsonParseException(p, "the document has no " + path.names[step].getValue() + " where path "
        + path.text + " looks for it (at " + p.currentToken() + ")");
  }

  /**
   * A string value as a view of the parser's own characters, valid until the parser moves on: the
   * characters are decoded (the parser did that work), but no String is made for them. One per
   * binding, which one thread uses at a time.
   */
  public static final class Chars implements CharSequence {
    private char[] buf;
    private int off;
    private int len;

    public Chars of(JsonParser p) throws IOException {
      buf = p.getTextCharacters();
      off = p.getTextOffset();
      len = p.getTextLength();
      return this;
    }

    @Override public int length() {
      return len;
    }

    @Override public char charAt(int index) {
      return buf[off + index];
    }

    @Override public CharSequence subSequence(int start, int end) {
      return new String(buf, off + start, end - start);
    }

    @Override public String toString() {
      return new String(buf, off, len);
    }
  }
}
